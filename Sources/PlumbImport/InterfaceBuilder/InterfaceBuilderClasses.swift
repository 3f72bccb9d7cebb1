import PlumbLayout

/// What Plumb makes of each element name Interface Builder writes for a view: the kind of view, the
/// UIKit class, and whether its intrinsic size comes from its content.
struct InterfaceBuilderClass {
    var kind: ViewKind
    var className: String
    /// The intrinsic size Plumb gives a control it has no kind for (-1: none on that axis); `nil` for none.
    var intrinsicSize: Size?
    var isContentSized: Bool
    /// The alignment insets of a style of the class that differ from its kind's (a bar-style progress
    /// view's frame reaching 1 pt below its alignment rectangle); `nil` for the kind's.
    var styleAlignmentInsets: EdgeInsets? = nil
    /// How far the control's frame reaches past the rectangle its constraints hold (its alignment
    /// rectangle): its kind's (a slider's 2 pt at each side, a segmented control's 1 pt below), or its
    /// style's.
    var alignmentInsets: EdgeInsets { styleAlignmentInsets ?? kind.rules.alignmentInsets }

    /// The class as the UIKit of the Xcode that saved the document drew it: before iOS 13 (Xcode 11)
    /// a segmented control's alignment rectangle is 28 tall (31 since) and a progress view 2 (4 since).
    /// Plumb then has no width from the titles: those documents are read with the height alone.
    func forTools(_ version: InterfaceBuilderToolsVersion) -> InterfaceBuilderClass {
        guard version.isKnown, version.build < InterfaceBuilderToolsVersion.xcode11 else { return self }
        var old = self
        switch kind {
        case .segmentedControl: old.intrinsicSize = Size(width: -1, height: 28)
        case .progress:
            old.intrinsicSize = Size(width: -1, height: 2)
            old.styleAlignmentInsets = nil  // the bar style's inset is measured on iOS 13 and later only
        default: break
        }
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
        case "activityIndicatorView":
            return .init(kind: .activityIndicator, className: "UIActivityIndicatorView", intrinsicSize: nil, isContentSized: true)
        case "progressView":
            // A bar-style progress view's frame reaches 1 pt below the rectangle its constraints hold:
            // stored 6 high under a 5-pt height constraint, and 1 pt into the spacing below it in a stack.
            let barInsets = element["progressViewStyle"] == "bar" ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : nil
            return .init(kind: .progress, className: "UIProgressView", intrinsicSize: nil, isContentSized: true,
                         styleAlignmentInsets: barInsets)
        case "segmentedControl":
            return .init(kind: .segmentedControl, className: "UISegmentedControl", intrinsicSize: nil, isContentSized: true)
        case "pageControl":
            return .init(kind: .pageControl, className: "UIPageControl", intrinsicSize: nil, isContentSized: true)
        case "stepper":
            return .init(kind: .stepper, className: "UIStepper", intrinsicSize: nil, isContentSized: true)
        case "searchBar":
            return .init(kind: .searchBar, className: "UISearchBar", intrinsicSize: nil, isContentSized: true)
        case "datePicker", "pickerView", "navigationBar", "toolbar", "tabBar":
            return .init(kind: .view, className: "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst(),
                         intrinsicSize: nil, isContentSized: true)
        default: return nil
        }
    }
}
