import PlumbLayout

/// What an expression of a listing stands for, as far as layout is concerned.
indirect enum CodeValue {
    case item(CodeItem)
    /// `box.leadingAnchor`.
    case anchor(CodeItem, LayoutAttribute)
    /// Constraints made by the listing, by their index in the reading.
    case constraints([Int])
    case dictionary([(key: String, value: CodeValue)])
    case array([CodeValue])
    case number(Double)
    case string(String)
    /// An enumeration case or named constant: `.leading`, `NSLayoutAttributeLeading`, `UIControlStateNormal`.
    case symbol(String)
    case bool(Bool)
    case color(Color)
    /// `UIFont.systemFont(ofSize: 36)`.
    case font(FontDescriptor)
    /// `nil`, `NULL`.
    case null
    /// What cannot be known without running the app; `reason` says what it is, for warnings.
    case unknown(reason: String)

    static let runtime = CodeValue.unknown(reason: "computed at runtime")

    /// The constraints this value holds, found in arrays too.
    var constraintIndices: [Int] {
        switch self {
        case .constraints(let indices): return indices
        case .array(let values): return values.flatMap(\.constraintIndices)
        default: return []
        }
    }

    var number: Double? {
        switch self {
        case .number(let value): return value
        case .bool(let flag): return flag ? 1 : 0
        default: return nil
        }
    }
}

/// A view or guide of the listing, or one of the root view's guides.
enum CodeItem: Hashable {
    /// A view made by the listing, by its index.
    case view(Int)
    /// A `UILayoutGuide` made by the listing, by its index.
    case guide(Int)
    /// The view controller's `view`.
    case root
    /// A guide of a view or of the root (`nil`): `margins`, `safeArea`, `readable`, `content`, `frame`.
    case viewGuide(Int?, String)
    /// `topLayoutGuide` and `bottomLayoutGuide`, the safe area's forerunners.
    case legacyGuide(top: Bool)
}
