import Testing
@testable import PlumbLayout

/// Engine-made constraints' fake addresses in `explain` are hashed from their key's text, which was
/// `String(describing:)` of the key; ``ConstraintKey/identityText`` writes the same text without reflection.
@Suite struct ConstraintKeyTextTests {
    @Test func identityTextIsTheTextReflectionPrints() {
        var keys: [ConstraintKey] = [.user(0), .user(41_207)]
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            for hugging in [true, false] { keys.append(.intrinsic(view: ViewIndex(12), axis: axis, hugging: hugging)) }
            keys.append(.nonNegative(item: ItemIndex(3), axis: axis))
        }
        for part in FramePart.allCases {
            keys.append(.autoresizing(view: ViewIndex(7), part: part))
            keys.append(.system(item: ItemIndex(0), part: part))
        }
        keys.append(.stack(view: ViewIndex(2), index: 9))
        for key in keys {
            #expect(key.identityText == String(describing: key))
        }
        #expect(ConstraintKey.intrinsic(view: ViewIndex(3), axis: .horizontal, hugging: true).identityText
                == "intrinsic(view: 3, axis: PlumbLayout.LayoutAttribute.Axis.horizontal, hugging: true)")
    }
}
