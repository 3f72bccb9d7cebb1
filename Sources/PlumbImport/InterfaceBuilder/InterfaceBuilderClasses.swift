import PlumbLayout

/// What Plumb makes of each element name Interface Builder writes for a view: the kind of view, the
/// UIKit class, and whether its intrinsic size comes from its content.
struct InterfaceBuilderClass {
    var kind: ViewKind
    var className: String
    /// The intrinsic size Plumb gives a control it has no kind for (-1: none on that axis); `nil` for none.
    var intrinsicSize: Size?
    var isContentSized: Bool
    /// How far the control's frame reaches past the rectangle its constraints hold (its alignment
    /// rectangle): a slider's frame is 2 pt wider at each side, a segmented control's 1 pt taller
    /// below. `nil`: the kind's (a slider's and a switch's); others become the view's `alignmentInsets`.
    var ownAlignmentInsets: EdgeInsets?

    /// The insets in force: the class's own, else its kind's.
    var alignmentInsets: EdgeInsets { ownAlignmentInsets ?? kind.rules.alignmentInsets }

    /// The class as the UIKit of the Xcode that saved the document drew it: a segmented control's
    /// alignment rectangle is 28 tall before iOS 13 (Xcode 11), 31 since.
    func forTools(_ version: InterfaceBuilderToolsVersion) -> InterfaceBuilderClass {
        guard className == "UISegmentedControl", version.isKnown, version.build < InterfaceBuilderToolsVersion.xcode11 else {
            return self
        }
        var old = self
        old.intrinsicSize = Size(width: -1, height: 28)
        return old
    }

    /// The class for an element inside `<subviews>` (or a top-level or root view), `nil` for an element Plumb does not know.
    static func named(_ element: XMLElementNode) -> InterfaceBuilderClass? {
        switch element.name {
        case "view", "containerView": return .init(kind: .view, className: "UIView", intrinsicSize: nil, isContentSized: false)
        case "label": return .init(kind: .label, className: "UILabel", intrinsicSize: nil, isContentSized: true)
        case "button": return .init(kind: .button, className: "UIButton", intrinsicSize: nil, isContentSized: true)
        case "textField": return .init(kind: .textField, className: "UITextField", intrinsicSize: nil, isContentSized: true)
        case "imageView": return .init(kind: .image, className: "UIImageView", intrinsicSize: nil, isContentSized: false)
        case "switch": return .init(kind: .switch, className: "UISwitch", intrinsicSize: nil, isContentSized: false)
        case "slider":
            return .init(kind: .slider, className: "UISlider", intrinsicSize: nil, isContentSized: false)
        case "scrollView": return .init(kind: .scroll, className: "UIScrollView", intrinsicSize: nil, isContentSized: false)
        case "stackView": return .init(kind: .stack, className: "UIStackView", intrinsicSize: nil, isContentSized: false)
        // Boxes: their rows and items are not laid out.
        case "tableView": return .init(kind: .view, className: "UITableView", intrinsicSize: nil, isContentSized: false)
        case "collectionView": return .init(kind: .view, className: "UICollectionView", intrinsicSize: nil, isContentSized: false)
        case "textView": return .init(kind: .view, className: "UITextView", intrinsicSize: nil, isContentSized: false)
        case "tableViewCell": return .init(kind: .view, className: "UITableViewCell", intrinsicSize: nil, isContentSized: false)
        case "collectionViewCell": return .init(kind: .view, className: "UICollectionViewCell", intrinsicSize: nil, isContentSized: false)
        case "collectionReusableView":
            return .init(kind: .view, className: "UICollectionReusableView", intrinsicSize: nil, isContentSized: false)
        case "tableViewCellContentView", "collectionViewCellContentView":
            return .init(kind: .view, className: "UIView", intrinsicSize: nil, isContentSized: false)
        case "visualEffectView": return .init(kind: .view, className: "UIVisualEffectView", intrinsicSize: nil, isContentSized: false)
        case "mapView": return .init(kind: .view, className: "MKMapView", intrinsicSize: nil, isContentSized: false)
        case "wkWebView": return .init(kind: .view, className: "WKWebView", intrinsicSize: nil, isContentSized: false)
        // Controls with an intrinsic size but no kind of their own yet: a plain view of that size.
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
            let side = large ? 37.0 : 20.0
            return .init(kind: .view, className: "UIActivityIndicatorView", intrinsicSize: Size(width: side, height: side),
                         isContentSized: true)
        case "progressView":
            return .init(kind: .view, className: "UIProgressView", intrinsicSize: Size(width: -1, height: 4), isContentSized: true)
        case "segmentedControl":
            return .init(kind: .view, className: "UISegmentedControl", intrinsicSize: Size(width: -1, height: 31),
                         isContentSized: true, ownAlignmentInsets: EdgeInsets(bottom: 1))
        case "pageControl":
            return .init(kind: .view, className: "UIPageControl", intrinsicSize: Size(width: -1, height: 26), isContentSized: true)
        case "stepper":
            return .init(kind: .view, className: "UIStepper", intrinsicSize: Size(width: 94, height: 32), isContentSized: true)
        case "searchBar":
            return .init(kind: .view, className: "UISearchBar", intrinsicSize: Size(width: -1, height: 56), isContentSized: true)
        case "datePicker", "pickerView", "navigationBar", "toolbar", "tabBar":
            return .init(kind: .view, className: "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst(),
                         intrinsicSize: nil, isContentSized: true)
        default: return nil
        }
    }
}
