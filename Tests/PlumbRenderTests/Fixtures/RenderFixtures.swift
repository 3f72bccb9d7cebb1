import PlumbLayout
@testable import PlumbRender

/// The hand-built layouts the rendering goldens draw, one per concern.
enum RenderFixtures {
    /// Every kind of view, each as a person recognises it.
    static func gallery() -> SolvedLayout {
        var b = LayoutBuilder(canvas: Canvas(name: "gallery", size: Size(width: 360, height: 330), scale: 2))
        b.add("header", .view, x: 16, y: 16, width: 328, height: 56) {
            $0.background = Color(red: 0, green: 122 / 255, blue: 1, alpha: 0.12)
            $0.cornerRadius = 12
        }
        b.add("title", .label, in: "header", x: 16, y: 16) {
            $0.text = "Plumb gallery"
            $0.font = FontDescriptor(size: 20, weight: .bold)
        }
        b.add("toggle", .switch, in: "header", x: 261, y: 12, width: 51, height: 31)
        b.add("body", .label, x: 16, y: 88, width: 200) {
            $0.text = "A multi-line label wraps at its solved width, word by word, as UILabel does."
            $0.lines = 0
            $0.font = FontDescriptor(size: 15)
        }
        b.add("cut", .label, x: 16, y: 166, width: 200) {
            $0.text = "A single line that is far too long to fit"
            $0.font = FontDescriptor(size: 15)
        }
        b.add("photo", .image, x: 232, y: 88, width: 112, height: 96) { $0.imageSize = Size(width: 112, height: 96) }
        b.add("email", .textField, x: 16, y: 196, width: 200, height: 34) { $0.placeholder = "Email address" }
        b.add("name", .textField, x: 16, y: 238, width: 200, height: 34) { $0.text = "Ada Lovelace" }
        b.add("cancel", .button, x: 16, y: 284) { $0.title = "Cancel" }
        b.add("save", .button, x: 120, y: 284, width: 96) {
            $0.title = "Save"
            $0.buttonStyle = .filled
        }
        b.add("card", .view, x: 232, y: 196, width: 112, height: 118) {
            $0.borderColor = Color(hex: "#c7c7cc")
            $0.borderWidth = 1
            $0.cornerRadius = 10
        }
        b.add("list", .scroll, in: "card", x: 8, y: 8, width: 96, height: 102)
        for (index, word) in ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"].enumerated() {
            b.add("row\(index)", .label, in: "list", x: 8, y: 6 + Double(index) * 26) {
                $0.text = word
                $0.font = FontDescriptor(size: 15)
            }
        }
        b.contentSizes["list"] = Size(width: 96, height: 136)
        return b.layout
    }

    /// A small form with every kind of constraint mark: spacings, sizes, alignments, a relative
    /// size, inequalities, and the three states.
    static func constraints(scale: Double = 2) -> SolvedLayout {
        var b = LayoutBuilder(canvas: Canvas(name: "form", size: Size(width: 320, height: 220), scale: scale))
        b.add("nameLabel", .label, x: 20, y: 28) { $0.text = "Name" }
        b.add("nameField", .textField, x: 100, y: 20, width: 200, height: 36) { $0.placeholder = "Your name" }
        b.add("avatar", .image, x: 20, y: 80, width: 60, height: 60)
        b.add("note", .label, x: 100, y: 84, width: 100) {
            $0.text = "Half as wide"
            $0.font = FontDescriptor(size: 13)
        }
        b.add("save", .button, x: 210, y: 160, width: 90, height: 36) {
            $0.title = "Save"
            $0.buttonStyle = .filled
        }
        b.constrain("nameLabel", .leading, .equal, "root", .leading, constant: 20)
        b.constrain("nameField", .leading, .greaterThanOrEqual, "nameLabel", .trailing, constant: 8)
        b.constrain("nameField", .trailing, .equal, "root", .trailing, constant: -20)
        b.constrain("nameField", .top, .greaterThanOrEqual, "root", .top, constant: 20)
        b.constrain("nameLabel", .firstBaseline, .equal, "nameField", .firstBaseline)
        b.constrain("avatar", .width, constant: 60)
        b.constrain("avatar", .height, .equal, "avatar", .width)
        b.constrain("avatar", .top, .equal, "nameField", .bottom, constant: 24)
        b.constrain("note", .width, .equal, "nameField", .width, multiplier: 0.5)
        b.constrain("note", .top, .equal, "avatar", .top, constant: 4)
        b.constrain("save", .trailing, .equal, "nameField", .trailing)
        b.constrain("save", .bottom, .equal, "root", .bottom, constant: -24, priority: 750,
                    state: .violated(by: 4))
        b.constrain("save", .width, .lessThanOrEqual, constant: 80, state: .broken)
        b.constrain("save", .top, .greaterThanOrEqual, "avatar", .bottom, constant: 8)
        b.constrain("save", .height, .equal, constant: 36, source: .intrinsicSize)
        return b.layout
    }

    /// Text in the scripts tutorials use, in a left-to-right canvas.
    static func scripts() -> SolvedLayout {
        var b = LayoutBuilder(canvas: Canvas(name: "scripts", size: Size(width: 240, height: 206), scale: 2))
        let samples = ["Latin: Hello, world", "Кириллица: Привет", "Ελληνικά: Καλημέρα", "中文：你好，世界",
                       "日本語：こんにちは", "עברית: שלום עולם", "العربية: مرحبا بالعالم"]
        for (index, sample) in samples.enumerated() {
            b.add("line\(index)", .label, x: 16, y: 12 + Double(index) * 27, width: 208) { $0.text = sample }
        }
        return b.layout
    }

    /// A right-to-left canvas: natural alignment is right, leading is the right edge.
    static func rightToLeft() -> SolvedLayout {
        var b = LayoutBuilder(canvas: Canvas(name: "arabic", size: Size(width: 240, height: 120), scale: 2,
                                             direction: .rightToLeft, caption: "Custom 240×120 · wC hR · L · RTL"))
        b.add("greeting", .label, x: 16, y: 16, width: 208) { $0.text = "مرحبا بالعالم" }
        b.add("hebrew", .label, x: 16, y: 46, width: 208) { $0.text = "שלום עולם" }
        b.add("field", .textField, x: 16, y: 76, width: 160, height: 34) { $0.placeholder = "البريد الإلكتروني" }
        b.add("toggle", .switch, x: 189, y: 78, width: 51, height: 31)
        b.constrain("greeting", .leading, .equal, "root", .leading, constant: 16)
        b.constrain("field", .top, .equal, "hebrew", .bottom, constant: 8)
        return b.layout
    }

    /// A phone-shaped canvas with a safe area, margins, guides and view names shown.
    static func overlays() -> SolvedLayout {
        var b = LayoutBuilder(canvas: Canvas(name: "phone", size: Size(width: 200, height: 300), scale: 2,
                                             safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                             caption: "Small phone · portrait · wC hR · L · LTR"))
        b.add("banner", .view, x: 16, y: 55, width: 168, height: 60) { $0.background = Color(hex: "#ffd8a8") }
        b.add("caption", .label, x: 16, y: 131) { $0.text = "Overlays" }
        b.add("actions", .stack, x: 16, y: 214, width: 168, height: 44)
        b.add("no", .button, in: "actions", x: 0, y: 0, width: 80, height: 44) { $0.title = "No" }
        b.add("yes", .button, in: "actions", x: 88, y: 0, width: 80, height: 44) {
            $0.title = "Yes"
            $0.buttonStyle = .filled
        }
        b.guides["spacer"] = Rect(x: 16, y: 163, width: 168, height: 43)
        b.guides["safeArea"] = Rect(x: 0, y: 47, width: 200, height: 219)
        return b.layout
    }
}
