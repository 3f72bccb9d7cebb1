import PlumbLayout

/// What Plumb makes of each element name Interface Builder writes for a view: the kind of view, the
/// UIKit class, and whether its intrinsic size comes from its content.
struct InterfaceBuilderClass {
    var kind: ViewKind
    /// The UIKit class: the kind's (``ViewKindRules/className``), or the class a plain box stands for.
    var className: String
    /// The intrinsic size Plumb gives a control it has no kind for (-1: none on that axis); `nil` for none.
    var intrinsicSize: Size? = nil
    /// Whether `--text-sizes from-document` takes the view's intrinsic size from its stored frame
    /// (``ImportedView/isContentSized``).
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
}

extension InterfaceBuilderClass {
    /// A view of `kind`, of the kind's UIKit class.
    init(_ kind: ViewKind, contentSized: Bool = false, styleAlignmentInsets: EdgeInsets? = nil) {
        self.init(kind: kind, className: kind.rules.className, isContentSized: contentSized,
                  styleAlignmentInsets: styleAlignmentInsets)
    }

    /// A plain view standing for `className`, a class Plumb lays out as a box.
    static func box(_ className: String, contentSized: Bool = false) -> InterfaceBuilderClass {
        InterfaceBuilderClass(kind: .view, className: className, isContentSized: contentSized)
    }

    /// The class for an element inside `<subviews>` (or a top-level or root view), `nil` for an element Plumb does not know.
    static func named(_ element: XMLElementNode) -> InterfaceBuilderClass? {
        switch element.name {
        case "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView": return .init(.view)
        case "label": return .init(.label, contentSized: true)
        case "button": return .init(.button, contentSized: true)
        case "textField": return .init(.textField, contentSized: true)
        case "imageView": return .init(.image)
        case "switch": return .init(.switch)
        case "slider": return .init(.slider)
        case "scrollView": return .init(.scroll)
        case "stackView": return .init(.stack)
        case "activityIndicatorView": return .init(.activityIndicator, contentSized: true)
        case "progressView":
            // A bar-style progress view's frame reaches 1 pt below the rectangle its constraints hold:
            // stored 6 high under a 5-pt height constraint, and 1 pt into the spacing below it in a stack.
            let barInsets = element["progressViewStyle"] == "bar" ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : nil
            return .init(.progress, contentSized: true, styleAlignmentInsets: barInsets)
        case "segmentedControl": return .init(.segmentedControl, contentSized: true)
        case "pageControl": return .init(.pageControl, contentSized: true)
        case "stepper": return .init(.stepper, contentSized: true)
        case "searchBar": return .init(.searchBar, contentSized: true)
        // Boxes: their rows and items are not laid out.
        case "tableView": return .box("UITableView")
        case "collectionView": return .box("UICollectionView")
        case "textView": return .box("UITextView")
        case "tableViewCell": return .box("UITableViewCell")
        case "collectionViewCell": return .box("UICollectionViewCell")
        case "collectionReusableView": return .box("UICollectionReusableView")
        case "visualEffectView": return .box("UIVisualEffectView")
        case "mapView": return .box("MKMapView")
        case "wkWebView": return .box("WKWebView")
        case "datePicker", "pickerView", "navigationBar", "toolbar", "tabBar":
            return .box("UI" + element.name.prefix(1).uppercased() + element.name.dropFirst(), contentSized: true)
        default: return nil
        }
    }
}
