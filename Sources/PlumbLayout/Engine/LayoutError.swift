/// Why a layout cannot be solved: a constraint names something that does not exist, relates
/// attributes UIKit refuses to relate, or the view tree itself is malformed.
///
/// Each error carries the offending constraint's ``ConstraintOrigin`` when a constraint is at
/// fault, and its message says what would be valid.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with the names involved.
    public enum Problem: Hashable, Sendable {
        /// A constraint names an item that is neither a view nor a guide.
        case unknownItem(name: String, suggestion: String?)
        /// `superview` was used on an item that has none (the root).
        case noSuperview(item: String)
        /// `superview` is the only item of a constraint, so there is no item to take the superview of.
        case superviewWithoutItem
        /// The two items of a constraint share no ancestor view.
        case noCommonAncestor(first: String, second: String)
        /// The attributes cannot be related (location with dimension, or locations on different axes).
        case incompatibleAttributes(first: LayoutAttribute, second: LayoutAttribute)
        /// A location was set to a constant alone, or multiplied by zero.
        case locationEqualsConstant(attribute: LayoutAttribute)
        /// The attribute does not exist on this kind of item (a guide's margin or baseline).
        case attributeNotOnItem(item: String, attribute: LayoutAttribute)
        /// A view or guide name is used twice.
        case duplicateName(String)
        /// A priority outside 1…1000, a multiplier or constant out of range, a canvas that cannot be laid out.
        case invalidValue(ValueProblem)
        /// The solver refused an operation; a bug in Plumb rather than in the scene.
        case solverFailure(String)
        /// A solved value is not finite or lies beyond ``LayoutLimits/maximumSolvedValue``: the
        /// constraints compound (multipliers chained, constants summed) past any real layout.
        case valueOutOfRange(item: String, quantity: String, value: Double, canvas: String)
    }

    public var problem: Problem
    /// The constraint at fault, if any.
    public var origin: ConstraintOrigin?
    /// Where the item at fault was declared, when no single constraint is (``Problem/valueOutOfRange(item:quantity:value:canvas:)``).
    public var location: SourceLocation?

    public init(_ problem: Problem, origin: ConstraintOrigin? = nil, location: SourceLocation? = nil) {
        self.problem = problem
        self.origin = origin
        self.location = location
    }

    /// The message alone, without the place.
    public var message: String {
        switch problem {
        case let .unknownItem(name, _):
            return "unknown view or guide '\(name)'"
        case let .noSuperview(item):
            return "'superview' of '\(item)' does not exist: '\(item)' is the root view"
        case .superviewWithoutItem:
            return "'superview' needs another item in the constraint: it means the superview of that item"
        case let .noCommonAncestor(first, second):
            return "'\(first)' and '\(second)' have no common ancestor; a constraint may only relate views in one tree"
        case let .incompatibleAttributes(first, second):
            return ConstraintRules.pairingProblem(first, second) ?? "cannot relate '\(first.rawValue)' to '\(second.rawValue)'"
        case let .locationEqualsConstant(attribute):
            return "'\(attribute.rawValue)' is a position and cannot equal a constant alone (nor be multiplied by 0): "
                + "UIKit sets only widths and heights to constants; relate it to another item, "
                + "e.g. 'superview.\(attribute.rawValue) + 20'"
        case let .attributeNotOnItem(item, attribute):
            return "'\(item)' is a layout guide and has no '\(attribute.rawValue)': guides have edges, centres, "
                + "width and height, but no margins or baselines"
        case let .duplicateName(name):
            return "the name '\(name)' is used by more than one view or guide; names must be unique"
        case let .invalidValue(problem):
            return problem.message
        case let .solverFailure(reason):
            return "the constraint solver failed: \(reason); this is a bug in Plumb; please report it with the scene"
        case let .valueOutOfRange(item, quantity, value, canvas):
            let limit = formatNumber(LayoutLimits.maximumSolvedValue)
            return "the layout of canvas '\(canvas)' gives '\(item)' a \(quantity) of \(formatNumber(value)), beyond the "
                + "±\(limit) points Plumb lays out: look for multipliers that compound or constants that add up"
        }
    }

    /// What went wrong, for code to switch on.
    public var kind: DiagnosticKind {
        switch problem {
        case .unknownItem: return .unknownName
        case .noSuperview, .superviewWithoutItem, .incompatibleAttributes, .locationEqualsConstant, .attributeNotOnItem:
            return .notApplicable
        case .duplicateName: return .nameClash
        case .invalidValue: return .invalidValue
        case .valueOutOfRange: return .limit
        case .noCommonAncestor, .solverFailure: return .layout
        }
    }

    /// The valid name closest to a misspelt one, when there is one.
    public var suggestion: String? {
        if case let .unknownItem(_, suggestion) = problem { return suggestion }
        return nil
    }

    /// The message with its suggestion: `unknown view or guide 'nameLabl'; did you mean 'nameLabel'?`.
    public var fullMessage: String { DiagnosticText.message(message, suggestion: suggestion) }

    /// The character of the constraint's text at fault: the unknown name, the attribute a guide
    /// does not have, else where the constraint begins; nil without text.
    public var faultOffset: Int? {
        guard let origin, !origin.text.isEmpty else { return nil }
        let start = origin.range.lowerBound
        switch problem {
        case let .unknownItem(name, _):
            return ItemNameChecker.offset(of: name, in: origin.text, from: start) ?? start
        case let .attributeNotOnItem(item, attribute):
            let itemOffset = ItemNameChecker.offset(of: item, in: origin.text, from: start)
            return itemOffset.flatMap { ItemNameChecker.offset(of: attribute.rawValue, in: origin.text, from: $0) } ?? start
        default:
            return start
        }
    }

    /// Where the fault is in a file: the character ``faultOffset`` names when the constraint came
    /// from a file, else the place of the item at fault (``location``).
    public var faultLocation: SourceLocation? {
        if let origin, let textLocation = origin.location {
            return textLocation.advanced(by: faultOffset ?? origin.range.lowerBound)
        }
        return location
    }

    /// `file:line:column: error: message` when the place is known, else `error: message`; then,
    /// for a constraint written as text, the text and a caret under the fault:
    ///
    ///     scene.yaml:7:22: error: 'safeArea' is a layout guide and has no 'topMargin': …
    ///     title.top == safeArea.topMargin
    ///                           ^
    public var description: String {
        let head = DiagnosticText.line(faultLocation, "error", fullMessage)
        guard let origin, let offset = faultOffset else { return head }
        let padding = origin.text.prefix(offset).map { $0 == "\t" ? "\t" : " " }.joined()
        return head + "\n" + escapingInvisibleCharacters(origin.text) + "\n" + padding + "^"
    }
}

extension ConstraintOrigin {
    /// Where this constraint's own characters begin in a file (the text's location moved along
    /// by the start of ``range``), when the text came from a file.
    var constraintLocation: SourceLocation? { location?.advanced(by: range.lowerBound) }
}
