import PlumbLayout

/// Runs a listing's statements in the imagination: it follows the views made, their hierarchy, their
/// literal properties and every constraint made and activated, without running anything.
///
/// The view controller's methods run from `viewDidLoad` (and `loadView`, `init`…); a call to one of
/// the listing's own methods runs that method's statements, and its `return` gives the call's value.
/// Methods nothing calls run afterwards, in the listing's order, so that a fragment reads too.
struct CodeInterpreter {
    let file: String
    let lines: [Substring]
    let methods: [CodeMethod]

    private(set) var views: [CodeView] = []
    private(set) var guides: [CodeGuide] = []
    private(set) var constraints: [CodeConstraint] = []
    private(set) var diagnostics: [SourceDiagnostic] = []
    /// What methods run after the layout was first built (an `@IBAction`, a `UIView.animate`
    /// closure) do to constraints already made: one state each, named after the method.
    private(set) var states: [SceneState] = []

    private var openState: LaterState?
    /// The first variable each constraint was kept in, the identifier a state refers to it by.
    private var constraintNames: [Int: String] = [:]

    private var scopes: [[String: CodeValue]] = [[:]]
    private var names = ReadableNames(reserved: ItemNameChecker.builtinItems + ItemNameChecker.viewGuides
                                      + ["topLayoutGuide", "bottomLayoutGuide", "view"])
    private var running: [String] = []
    private var ran: Set<String> = []
    private var returned: CodeValue?
    private var inLoop = false
    private var warnedLoops: Set<Int> = []

    /// The deepest chain of the listing's methods calling each other that is followed.
    static let maximumCallDepth = 16

    static let entryMethods = ["init", "loadView", "viewDidLoad", "awakeFromNib", "viewWillAppear", "setupViews",
                               "setupConstraints", "updateConstraints", "updateViewConstraints"]

    init(file: String, text: String, methods: [CodeMethod]) {
        self.file = file
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.methods = methods
    }

    mutating func run() {
        if let loose = methods.first { runBody(loose) }
        for name in Self.entryMethods {
            for method in methods.dropFirst() where method.name == name && !ran.contains(name) { _ = call(method) }
        }
        // A method that gives back a value runs only when called; the others run as fragments would.
        for method in methods.dropFirst() where !ran.contains(method.name) && !method.returnsValue {
            let later = Self.runsAfterLayout(method.name)
            if later { openState = LaterState(name: method.name, firstNewConstraint: constraints.count, firstNewView: views.count,
                                                place: method.place) }
            _ = call(method)
            if later { closeState() }
        }
    }

    /// Whether a method nothing in the listing calls runs once the layout is built (an action, a
    /// handler), rather than while it is set up or laid out.
    static func runsAfterLayout(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return !name.isEmpty && !entryMethods.contains(name)
            && !["setup", "configure", "layout", "constraint", "init", "build"].contains { lowered.contains($0) }
    }

    /// Ends the state being gathered, keeping it when it changes something.
    private mutating func closeState() {
        guard var state = openState else { return }
        openState = nil
        // Constraints the method made and activated are the state's, added when it applies.
        let made = constraints.indices.dropFirst(state.firstNewConstraint).filter { constraints[$0].isActive }
        guard !state.changes.isEmpty || !made.isEmpty else { return }
        var name = state.name.isEmpty ? "state\(states.count + 1)" : state.name
        if states.contains(where: { $0.name == name }) { name = "\(name)\(states.count + 1)" }
        for index in made {
            constraints[index].state = name
            state.changes.append(SceneChange(.add([constraints[index].spec]), location: location(constraints[index].place)))
        }
        states.append(SceneState(name: name, changes: state.changes, location: location(state.place)))
    }

    /// Changes to constraints made before the state opened go to the state; the base keeps its values.
    /// - Returns: whether the change was recorded in a state.
    private mutating func recordInState(_ edit: ConstraintEdit, of index: Int, at place: CodePlace) -> Bool {
        guard let state = openState, index < state.firstNewConstraint else { return false }
        let identifier: String
        if let written = constraints[index].spec.identifier {
            identifier = written
        } else {
            identifier = constraintNames[index] ?? "constraint\(index + 1)"
            constraints[index].spec.identifier = identifier
        }
        let change = SceneChange(.constraint(identifier: identifier, edit), location: location(place))
        openState?.changes.append(change)
        return true
    }

    private mutating func setActive(_ indices: [Int], _ flag: Bool, at place: CodePlace) {
        for index in indices where !recordInState(ConstraintEdit(isActive: flag), of: index, at: place) {
            constraints[index].isActive = flag
        }
    }

    // MARK: Methods and statements

    private mutating func call(_ method: CodeMethod, arguments: [CodeValue] = []) -> CodeValue {
        guard running.count < Self.maximumCallDepth, !running.contains(method.name) else { return .runtime }
        ran.insert(method.name)
        running.append(method.name)
        var scope: [String: CodeValue] = [:]
        for (index, parameter) in method.parameters.enumerated() {
            scope[parameter] = index < arguments.count ? arguments[index] : .unknown(reason: "a parameter of '\(method.name)'")
        }
        scopes.append(scope)
        runBody(method)
        scopes.removeLast()
        running.removeLast()
        defer { returned = nil }
        return returned ?? .unknown(reason: "returned by '\(method.name)' at runtime")
    }

    private mutating func runBody(_ method: CodeMethod) {
        for (statement, loop) in method.statements {
            if returned != nil { return }
            inLoop = loop
            if loop, !warnedLoops.contains(statement.place.line) {
                warnedLoops.insert(statement.place.line)
                if affectsLayout(statement) {
                    warn(.unsupported, "statement inside a loop is read once, as if the loop ran one time", at: statement.place)
                }
            }
            run(statement)
        }
    }

    private func affectsLayout(_ statement: CodeStatement) -> Bool {
        let text = line(statement.place.line)
        return ["Constraint", "Anchor", "addSubview", "addArranged", "isActive", "active"].contains { text.contains($0) }
    }

    private mutating func run(_ statement: CodeStatement) {
        switch statement {
        case .assignment(let target, let value, let declaredType, let place):
            assign(target, value: value, declaredType: declaredType, at: place)
        case .compoundAssignment(let target, let op, let value, _):
            guard op == "+=", let name = variableName(target) else { return }
            let added = evaluate(value)
            switch lookUp(name) {
            case .array(let items)?: setVariable(name, .array(items + [added]))
            case .constraints(let indices)?: setVariable(name, .constraints(indices + added.constraintIndices))
            case .number(let base)?: if let more = added.number { setVariable(name, .number(base + more)) }
            default: break
            }
        case .expression(let expression, _):
            _ = evaluate(expression)
        case .returning(let value, _):
            returned = value.map { evaluate($0) } ?? .null
        }
    }

    // MARK: Variables

    private func lookUp(_ name: String) -> CodeValue? {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        return nil
    }

    private mutating func setVariable(_ name: String, _ value: CodeValue) {
        // Properties (`self.box`) and locals share one name space: what `box` held stays for later methods.
        if scopes.count > 1, scopes[scopes.count - 1][name] == nil, lookUp(name) != nil || !isLocalDeclaration {
            for index in scopes.indices.reversed() where scopes[index][name] != nil {
                scopes[index][name] = value
                return
            }
            scopes[0][name] = value
            return
        }
        scopes[scopes.count - 1][name] = value
    }

    /// Views live as long as the view controller does, so every variable is kept for the whole reading.
    private var isLocalDeclaration: Bool { false }

    /// `box`, `self.box`, `_box` (an Objective-C instance variable).
    private func variableName(_ expression: CodeExpression) -> String? {
        switch expression {
        case .name(let name, _): return name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
        case .member(.name("self", _)?, let name, _): return name
        default: return nil
        }
    }

    private mutating func assign(_ target: CodeExpression, value: CodeExpression, declaredType: String?, at place: CodePlace) {
        if let name = variableName(target) {
            if case .string(_, let place) = value { literalPlaces[name] = place }
            let result = evaluate(value, naming: name)
            if case .item(.view(let index)) = result { adoptName(name, for: index) }
            for index in result.constraintIndices where constraintNames[index] == nil { constraintNames[index] = name }
            setVariable(name, result)
            return
        }
        guard case .member(let base?, let property, let propertyPlace) = target else { return }
        let owner = evaluate(base)
        let newValue = evaluate(value)
        switch owner {
        case .constraints(let indices):
            setConstraintProperty(property, of: indices, to: newValue, written: value, at: propertyPlace)
        case .item(.view(let index)):
            setViewProperty(property, of: index, to: newValue, written: value, at: propertyPlace)
        default:
            break
        }
    }

    // MARK: Evaluating

    mutating func evaluate(_ expression: CodeExpression, naming hint: String? = nil) -> CodeValue {
        switch expression {
        case .name(let name, _):
            return value(ofName: name)
        case .number(let value, _):
            return .number(value)
        case .string(let text, _):
            return .string(text)
        case .prefix(let op, let operand, _):
            let value = evaluate(operand)
            if op == "-", let number = value.number { return .number(-number) }
            if op == "!", case .bool(let flag) = value { return .bool(!flag) }
            return op == "&" || op == "*" ? value : .runtime
        case .binary(let op, let left, let right, _):
            return binary(op, evaluate(left), evaluate(right))
        case .array(let items, _):
            return .array(items.map { evaluate($0) })
        case .dictionary(let pairs, _):
            var entries: [(key: String, value: CodeValue)] = []
            for pair in pairs {
                guard case .string(let key) = evaluate(pair.key) else { continue }
                entries.append((key, evaluate(pair.value)))
            }
            return .dictionary(entries)
        case .member(let base, let name, let place):
            return member(name, of: base, at: place)
        case .call, .message:
            return send(expression, naming: hint)
        case .closure, .opaque:
            return .runtime
        }
    }

    private func binary(_ op: String, _ left: CodeValue, _ right: CodeValue) -> CodeValue {
        if let a = left.number, let b = right.number {
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .runtime : .number(a / b)
            case "|":
                guard let x = Int64(exactly: a.rounded()), let y = Int64(exactly: b.rounded()) else { return .runtime }
                return .number(Double(x | y))
            default: return .runtime
            }
        }
        // `[.alignAllTop, .alignAllBottom]` written `a | b`; `formatConstraints + [anchor constraints]`.
        if op == "|" || op == "+" { return .array([left, right]) }
        return .runtime
    }

    private func value(ofName name: String) -> CodeValue {
        if let value = lookUp(name) { return value }
        if name.hasPrefix("_"), name.count > 1, let value = lookUp(String(name.dropFirst())) { return value }
        switch name {
        case "view": return .item(.root)
        case "true", "YES": return .bool(true)
        case "false", "NO": return .bool(false)
        case "nil", "NULL", "Nil": return .null
        case "topLayoutGuide": return .item(.legacyGuide(top: true))
        case "bottomLayoutGuide": return .item(.legacyGuide(top: false))
        default: break
        }
        if let number = CodeVocabulary.numbers[name] { return .number(number) }
        if let color = CodeVocabulary.color(named: name) { return .color(color) }
        // Objective-C's constants: `NSLayoutAttributeLeading`, `UIControlStateNormal`.
        if name.first?.isUppercase == true { return .symbol(name) }
        return .unknown(reason: "'\(name)' is not known")
    }

    private mutating func member(_ name: String, of base: CodeExpression?, at place: CodePlace) -> CodeValue {
        guard let base else {
            // `.leading`, `.defaultHigh`, `.blue`: read by whoever takes the value.
            if let number = CodeVocabulary.numbers[name] { return .number(number) }
            if let color = CodeVocabulary.color(named: name) { return .color(color) }
            return .symbol(name)
        }
        if case .name("self", _) = base { return value(ofName: name) }
        if case .name(let type, _) = base, type == "UIColor" || type == "NSColor", let color = CodeVocabulary.color(named: name) {
            return .color(color)
        }
        if case .name(let type, _) = base, type.hasPrefix("UILayoutPriority") || type.hasPrefix("NSLayout"),
           let number = CodeVocabulary.numbers[name] {
            return .number(number)
        }
        let owner = evaluate(base)
        if case .item(let item) = owner {
            if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(name.dropLast(6))), !attribute.isMargin {
                return .anchor(item, attribute)
            }
            if let guide = CodeVocabulary.guideNames[name] {
                switch item {
                case .root: return .item(.viewGuide(nil, guide))
                case .view(let index): return .item(.viewGuide(index, guide))
                default: return .runtime
                }
            }
            if name == "topLayoutGuide" { return .item(.legacyGuide(top: true)) }
            if name == "bottomLayoutGuide" { return .item(.legacyGuide(top: false)) }
            if name == "view", case .root = item { return owner }
            if name == "superview", case .view(let index) = item { return views[index].parent.map { .item($0) } ?? .runtime }
        }
        if case .constraints(let indices) = owner, name == "isActive" || name == "active", let index = indices.first {
            return .bool(constraints[index].isActive)
        }
        if case .item = owner {
            return .runtime
        }
        // `NSLayoutConstraint.Attribute.leading`, `NSLayoutFormatOptions.AlignAllCenterX`: the name itself.
        if case .name(let type, _) = base, type.first?.isUppercase == true { return .symbol(name) }
        if case .member(_, let type, _) = base, type.first?.isUppercase == true { return .symbol(name) }
        return .runtime
    }

    // MARK: Calls and messages

    /// A call (`a.b(c: d)`) or message (`[a b:c]`) as one shape: the receiver, the method's first
    /// word, and the arguments with their labels (a message's first part has the method's name as its label).
    struct Send {
        var receiver: CodeExpression?
        var name: String
        var arguments: [CodeArgument]
        var place: CodePlace

        init?(_ expression: CodeExpression) {
            switch expression {
            case .call(.member(let receiver, let name, _), let arguments, let place):
                self.receiver = receiver
                self.name = name
                self.arguments = arguments
                self.place = place
            case .call(.name(let name, _), let arguments, let place):
                self.receiver = nil
                self.name = name
                self.arguments = arguments
                self.place = place
            case .message(let receiver, let parts, let place):
                guard let first = parts.first, let name = first.label else { return nil }
                self.receiver = receiver
                self.name = name
                // The first part's value is the first argument, unlabelled as in Swift.
                self.arguments = [CodeArgument(label: nil, value: first.value)].filter { $0.value != nil } + parts.dropFirst()
                self.place = place
            default:
                return nil
            }
        }

        func argument(_ label: String?) -> CodeExpression? { arguments.first { $0.label == label }?.value ?? nil }
        var first: CodeExpression? { arguments.first?.value }
    }

    private mutating func send(_ expression: CodeExpression, naming hint: String?) -> CodeValue {
        if case .call(.closure(let body, let place), _, _) = expression {
            // A closure called in place runs as a method would; what it returns is the call's value.
            let name = "{closure at \(place.line):\(place.column)}"
            return call(CodeMethod(name: name, place: place, statements: body.map { ($0, inLoop) }))
        }
        guard let send = Send(expression) else {
            if case .call(let callee, _, _) = expression { _ = evaluate(callee) }
            return .runtime
        }
        if let made = make(send, naming: hint) { return made }
        if let constraint = constraintMade(by: send, expression: expression) { return constraint }
        return perform(send)
    }

    /// A view or layout guide made by `UILabel()`, `[[UILabel alloc] init]`, `UIButton(type: .system)`,
    /// `[UIButton buttonWithType:…]`, `UIStackView(arrangedSubviews: […])` or `UILayoutGuide()`.
    private mutating func make(_ send: Send, naming hint: String?) -> CodeValue? {
        var className: String?
        var arranged: CodeExpression?
        if send.receiver == nil, CodeVocabulary.isViewClass(send.name) {
            className = send.name
            arranged = send.argument("arrangedSubviews")
        } else if let receiver = send.receiver, case .name(let type, _) = receiver, CodeVocabulary.isViewClass(type),
                  ["init", "new", "buttonWithType", "initWithFrame", "initWithArrangedSubviews", "initWithImage",
                   "buttonWithConfiguration", "systemButtonWithImage"].contains(send.name) {
            className = type
            arranged = send.name == "initWithArrangedSubviews" ? send.first : nil
        } else if let receiver = send.receiver, Send(receiver)?.name == "alloc",
                  case .name(let type, _)? = Send(receiver)?.receiver, CodeVocabulary.isViewClass(type), send.name.hasPrefix("init") {
            className = type
            arranged = send.name == "initWithArrangedSubviews" ? send.first : nil
        }
        guard let className else { return nil }
        let base = hint ?? className
        if className == "UILayoutGuide" {
            guides.append(CodeGuide(name: names.name(for: base, fallback: "guide"), owner: nil, place: send.place))
            return .item(.guide(guides.count - 1))
        }
        let kind = CodeVocabulary.kind(ofClass: className)
        var view = CodeView(name: names.name(for: base), className: className, kind: kind, place: send.place)
        view.callDepth = running.count
        if kind == .stack { view.properties.stack = StackProperties() }
        views.append(view)
        let index = views.count - 1
        if let arranged, case .array(let items) = evaluate(arranged) {
            for case .item(.view(let child)) in items { adopt(child, by: .view(index), arranged: true) }
        }
        readControlArguments(of: send, into: index)
        return .item(.view(index))
    }

    /// A segmented control's titles (`UISegmentedControl(items: ["A", "B"])`, `initWithItems:@[…]`) and an
    /// activity indicator's style (`UIActivityIndicatorView(style: .large)`, `initWithActivityIndicatorStyle:`).
    private mutating func readControlArguments(of send: Send, into index: Int) {
        switch views[index].kind {
        case .segmentedControl:
            guard let items = send.argument("items") ?? (send.name == "initWithItems" ? send.first : nil),
                  case .array(let values) = evaluate(items) else { return }
            let titles = values.compactMap { value -> String? in
                if case .string(let title) = value { return title }
                return nil
            }
            // Images or titles computed at runtime: no titles rather than some.
            if titles.count == values.count, titles.count <= LayoutLimits.maximumSegments { views[index].properties.segments = titles }
        case .activityIndicator:
            guard let style = send.argument("style") ?? (send.name == "initWithActivityIndicatorStyle" ? send.first : nil),
                  case .symbol(let name) = evaluate(style) else { return }
            if name.lowercased().hasSuffix("large") { views[index].properties.indicatorStyle = .large }
        default:
            break
        }
    }

    /// What a method of UIKit or of the listing does, for those that shape a layout.
    private mutating func perform(_ send: Send) -> CodeValue {
        if send.receiver == nil || isSelf(send.receiver), let method = methods.dropFirst().first(where: { $0.name == send.name }) {
            let arguments = send.arguments.compactMap(\.value).map { evaluate($0) }
            return call(method, arguments: arguments)
        }
        let receiver = send.receiver.map { evaluate($0) } ?? .runtime
        let argument = send.first.map { evaluate($0) } ?? .null
        switch send.name {
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            guard case .item(let parent) = receiver else { return .null }
            var child: Int?
            if case .item(.view(let index)) = argument { child = index } else if let first = send.first {
                child = viewMadeElsewhere(first)
            }
            if let child { adopt(child, by: parent, arranged: send.name.contains("Arranged")) }
        case "addLayoutGuide":
            guard case .item(.guide(let guide)) = argument else { return .null }
            switch receiver {
            case .item(.root): guides[guide].owner = .root
            case .item(.view(let index)): guides[guide].owner = .view(index)
            default: break
            }
        case "addConstraint", "addConstraints", "activate", "activateConstraints", "setActive":
            let flag = send.name == "setActive" ? (argument.number ?? 1) != 0 : true
            let target = send.name == "setActive" ? receiver : argument
            setActive(target.constraintIndices, flag, at: send.place)
        case "deactivate", "deactivateConstraints", "removeConstraint", "removeConstraints":
            setActive(argument.constraintIndices, false, at: send.place)
        case "animate", "animateWithDuration", "transition", "transitionWithView", "performWithoutAnimation":
            // What the animations closure changes is a state of its own (unless its method's already is).
            let opens = openState == nil
            if opens { openState = LaterState(name: "", firstNewConstraint: constraints.count, firstNewView: views.count,
                                                place: send.place) }
            // The animations closure (labelled, or trailing); a completion runs no statements.
            for case .closure(let body, let place)? in send.arguments.filter({ [nil, "animations"].contains($0.label) }).map(\.value) {
                _ = call(CodeMethod(name: "{closure at \(place.line):\(place.column)}", place: place,
                                    statements: body.map { ($0, inLoop) }))
            }
            if opens { closeState() }
        case "append", "addObject", "addObjectsFromArray", "addEntriesFromDictionary":
            guard let receiverExpression = send.receiver, let name = variableName(receiverExpression) else { return .null }
            switch receiver {
            case .array(let items): setVariable(name, .array(items + [argument]))
            case .constraints(let indices): setVariable(name, .constraints(indices + argument.constraintIndices))
            default: setVariable(name, .array([argument]))
            }
        case "arrayWithArray", "arrayWithObjects", "arrayWithObject", "copy", "mutableCopy", "arrayByAddingObjectsFromArray":
            if send.name == "arrayByAddingObjectsFromArray" { return .array([receiver, argument]) }
            return send.receiver.map { e in if case .name = e { return argument } else { return receiver } } ?? argument
        case "NSDictionaryOfVariableBindings", "_NSDictionaryOfVariableBindings":
            var entries: [(key: String, value: CodeValue)] = []
            for case let value? in send.arguments.map(\.value) {
                entries.append((value.description, evaluate(value)))
            }
            return .dictionary(entries)
        case "setTitle", "setText", "setPlaceholder":
            guard case .item(.view(let index)) = receiver else { return .null }
            let property = send.name == "setTitle" ? "title" : send.name == "setText" ? "text" : "placeholder"
            setViewProperty(property, of: index, to: argument, written: send.first ?? .opaque(send.place), at: send.place)
        case "setTranslatesAutoresizingMaskIntoConstraints", "setBackgroundColor", "setNumberOfLines", "setAxis",
             "setSpacing", "setDistribution", "setAlignment", "setHidden":
            guard case .item(.view(let index)) = receiver else { return .null }
            let property = String(send.name.dropFirst(3)).prefix(1).lowercased() + String(send.name.dropFirst(4))
            setViewProperty(property, of: index, to: argument, written: send.first ?? .opaque(send.place), at: send.place)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard case .item(.view(let index)) = receiver else { return .null }
            let axisValue = send.arguments.dropFirst().first?.value.map { evaluate($0) }
            guard let priority = argument.number, let axis = CodeVocabulary.axis(axisValue) else {
                warn(.unsupported, "priority or axis computed at runtime; '\(send.name)' ignored", at: send.place)
                return .null
            }
            let value = LayoutPriority(priority)
            var pair = (send.name.contains("Hugging") ? views[index].properties.hugging
                        : views[index].properties.compressionResistance) ?? AxisPriorities()
            if axis == .horizontal { pair.horizontal = value } else { pair.vertical = value }
            if send.name.contains("Hugging") { views[index].properties.hugging = pair } else {
                views[index].properties.compressionResistance = pair
            }
        case "setCustomSpacing":
            guard case .item(.view(let index)) = receiver, let spacing = argument.number,
                  let after = send.arguments.dropFirst().first?.value, case .item(.view(let child)) = evaluate(after) else {
                return .null
            }
            let childName = views[child].name
            views[index].properties.stack?.customSpacing[childName] = spacing
        case "UILayoutPriority", "UILayoutPriorityMake":
            return send.first.map { evaluate($0) } ?? send.argument("rawValue").map { evaluate($0) } ?? .runtime
        case "systemFont", "systemFontOfSize", "boldSystemFont", "boldSystemFontOfSize":
            guard let size = (send.argument("ofSize").map { evaluate($0) } ?? argument).number, size > 0, size < 1000 else {
                return .runtime
            }
            return .font(FontDescriptor(size: size, weight: send.name.hasPrefix("bold") ? .bold : .regular))
        case "CGFloat", "Double", "Float", "Int":
            return argument.number.map { .number($0) } ?? .runtime
        case "constraintWithItem", "constraintsWithVisualFormat", "constraints":
            return .runtime
        default:
            if let color = CodeVocabulary.color(fromCall: send.name, receiver: send.receiver, arguments: send.arguments.map {
                ($0.label, $0.value.map { evaluate($0) }?.number)
            }) {
                return .color(color)
            }
        }
        return .null
    }

    private func isSelf(_ expression: CodeExpression?) -> Bool {
        if case .name("self", _)? = expression { return true }
        return false
    }

    /// A view a helper method made and returned (`UIView *leading = [self makeSpacer];`) takes the name
    /// it is given where it is kept, unless a constraint already uses the helper's name for it.
    private mutating func adoptName(_ name: String, for index: Int) {
        guard views[index].callDepth > running.count else { return }
        let old = views[index].name
        let used = constraints.contains { $0.spec.first.item.path.first == old || $0.spec.second?.item.path.first == old }
        guard !used else { return }
        views[index].name = names.name(for: name)
        views[index].callDepth = running.count
    }

    private mutating func adopt(_ child: Int, by parent: CodeItem, arranged: Bool) {
        switch parent {
        case .root, .view:
            if case .view(let p) = parent, p == child { return }
            // A view cannot be put inside its own subview: UIKit raises, Plumb ignores the line.
            var ancestor = parent
            while case .view(let index) = ancestor {
                if index == child { return }
                guard let next = views[index].parent else { break }
                ancestor = next
            }
            views[child].parent = parent
            views[child].isArranged = arranged
            views[child].order = nextOrder
            nextOrder += 1
        default:
            break
        }
    }

    private var nextOrder = 0
    /// Where the string literal a variable was given was written, for format strings kept in variables.
    private var literalPlaces: [String: CodePlace] = [:]

    /// A view a fragment uses but makes elsewhere (`view.addSubview(button1)`): a plain view, with a warning.
    private mutating func viewMadeElsewhere(_ expression: CodeExpression) -> Int? {
        guard let name = variableName(expression), lookUp(name) == nil else { return nil }
        views.append(CodeView(name: names.name(for: name), className: "UIView", kind: .view, place: expression.place))
        setVariable(name, .item(.view(views.count - 1)))
        warn(.unknownName, "'\(name)' is not made in this listing; read as a plain view", at: expression.place)
        return views.count - 1
    }

    // MARK: Properties

    private mutating func setViewProperty(_ property: String, of index: Int, to value: CodeValue, written: CodeExpression,
                                          at place: CodePlace) {
        if let change = Self.viewChange(property, to: value)
            ?? Self.controlChange(property, to: value, kind: views[index].kind) {
            // A later method's change to a view made before it (an `@IBAction` hiding a label, changing
            // its text) is its state's, as a constraint's change is; the base keeps the view's values.
            if let state = openState, index < state.firstNewView {
                let recorded = SceneChange(.view(name: views[index].name, change), location: location(place))
                openState?.changes.append(recorded)
            } else {
                views[index].properties = views[index].properties.merging(change)
            }
            return
        }
        switch (property, value) {
        case ("translatesAutoresizingMaskIntoConstraints", .bool(let flag)):
            views[index].properties.translatesAutoresizingMaskIntoConstraints = flag
        case ("textAlignment", .symbol):
            views[index].properties.textAlignment = nil  // a name Plumb does not know: the default
        case ("axis", _):
            if let axis = CodeVocabulary.axis(value) { views[index].properties.stack?.axis = axis }
        case ("spacing", .number(let spacing)):
            views[index].properties.stack?.spacing = spacing
        case ("distribution", .symbol(let name)):
            if let distribution = StackProperties.Distribution(rawValue: CodeVocabulary.enumCase(name, prefix: "UIStackViewDistribution")) {
                views[index].properties.stack?.distribution = distribution
            }
        case ("alignment", .symbol(let name)):
            if let alignment = StackProperties.Alignment(rawValue: CodeVocabulary.enumCase(name, prefix: "UIStackViewAlignment")) {
                views[index].properties.stack?.alignment = alignment
            }
        case ("text", _), ("title", _), ("placeholder", _), ("backgroundColor", _):
            warn(.unsupported, "\(property) computed at runtime; left out", at: place)
        default:
            break
        }
        _ = written
    }

    /// The view properties the one `property` set to `value` gives, as a patch for
    /// ``ViewProperties/merging(_:)`` (which a state carries too); `nil` for what is set otherwise
    /// (stack settings, the autoresizing flag, an unknown alignment) or not at all (values computed at runtime).
    private static func viewChange(_ property: String, to value: CodeValue) -> ViewProperties? {
        var change = ViewProperties()
        switch (property, value) {
        case ("hidden", .bool(let flag)), ("isHidden", .bool(let flag)): change.hidden = flag
        case ("text", .string(let text)): change.text = text
        case ("title", .string(let text)): change.title = text
        case ("placeholder", .string(let text)): change.placeholder = text
        case ("font", .font(let font)): change.font = font
        case ("textColor", .color(let color)): change.textColor = color
        case ("backgroundColor", .color(let color)): change.background = color
        case ("numberOfLines", .number(let lines)): change.lines = Int(exactly: lines.rounded()) ?? 0
        case ("textAlignment", .symbol(let name)):
            guard let alignment = CodeVocabulary.textAlignment(name) else { return nil }
            change.textAlignment = alignment
        default: return nil
        }
        return change
    }

    /// A control's own property (`selectedSegmentIndex`, `progress`, a stepper's `value`,
    /// `numberOfPages`, `hidesWhenStopped`…) as a patch, for a view of the kind that has it and a value
    /// a scene may hold; `nil` otherwise.
    private static func controlChange(_ property: String, to value: CodeValue, kind: ViewKind) -> ViewProperties? {
        var change = ViewProperties()
        if case .bool(let flag) = value, kind == .activityIndicator, property == "hidesWhenStopped" {
            change.hidesWhenStopped = flag
            return change
        }
        guard case .number(let number) = value else { return nil }
        let whole = Int(exactly: number.rounded())
        switch (kind, property) {
        case (.segmentedControl, "selectedSegmentIndex"): change.selectedSegment = whole
        case (.progress, "progress"): change.progress = number
        case (.stepper, "value"): change.stepperValue = number
        case (.stepper, "minimumValue"): change.minimumValue = number
        case (.stepper, "maximumValue"): change.maximumValue = number
        case (.pageControl, "numberOfPages"): change.numberOfPages = whole
        case (.pageControl, "currentPage"): change.currentPage = whole
        default: return nil
        }
        change = change.keepingControlValuesInSceneRange()
        return change == ViewProperties() ? nil : change
    }

    private mutating func setConstraintProperty(_ property: String, of indices: [Int], to value: CodeValue,
                                                written: CodeExpression, at place: CodePlace) {
        for index in indices {
            switch property {
            case "isActive", "active":
                setActive([index], (value.number ?? 1) != 0, at: place)
            case "constant":
                // A change while the layout is set up is the value it ends with; a later one, a state's.
                if let number = value.number {
                    guard !recordInState(ConstraintEdit(constant: number), of: index, at: place) else { continue }
                    constraints[index].spec.constant = number
                    constraints[index].spec.usesStandardSpacing = false
                } else {
                    warn(.unsupported, "constant computed at runtime; keeping \(formatted(constraints[index].spec.constant))", at: place)
                }
            case "priority":
                if let number = value.number, LayoutPriority(number).isValid {
                    guard !recordInState(ConstraintEdit(priority: LayoutPriority(number)), of: index, at: place) else { continue }
                    constraints[index].spec.priority = LayoutPriority(number)
                } else {
                    warn(.unsupported, "priority computed at runtime or out of range; keeping \(constraints[index].spec.priority)", at: place)
                }
            case "identifier":
                if case .string(let text) = value { constraints[index].spec.identifier = text }
            default:
                break
            }
        }
        _ = written
    }

    // MARK: Constraints

    private mutating func constraintMade(by send: Send, expression: CodeExpression) -> CodeValue? {
        let receiverIsConstraintClass: Bool
        if case .name("NSLayoutConstraint", _)? = send.receiver { receiverIsConstraintClass = true } else {
            receiverIsConstraintClass = false
        }
        if send.receiver == nil, send.name == "NSLayoutConstraint", send.argument("item") != nil {
            return itemForm(send, item: send.argument("item"))
        }
        if receiverIsConstraintClass, send.name == "constraintWithItem" {
            return itemForm(send, item: send.first)
        }
        if receiverIsConstraintClass, send.name == "constraints" || send.name == "constraintsWithVisualFormat" {
            let format = send.name == "constraints" ? send.argument("withVisualFormat") : send.first
            return visualFormat(send, format: format)
        }
        if let receiver = send.receiver, send.name.hasPrefix("constraint"), !receiverIsConstraintClass,
           case .anchor(let item, let attribute) = evaluate(receiver) {
            return anchorConstraint(send, first: (item, attribute))
        }
        return nil
    }

    private mutating func itemForm(_ send: Send, item: CodeExpression?) -> CodeValue {
        let attributes = send.arguments.filter { $0.label == "attribute" }.compactMap(\.value)
        guard let item, let firstAttributeExpression = attributes.first else {
            return failed(.syntax, "NSLayoutConstraint needs item: and attribute:", at: send.place)
        }
        guard let first = attribute(firstAttributeExpression, at: send.place) else { return .constraints([]) }
        guard let firstItem = layoutItem(item, at: send.place) else { return .constraints([]) }
        let relation = self.relation(send.argument("relatedBy"))
        var second: (CodeItem, LayoutAttribute)?
        if let toItem = send.argument("toItem"), attributes.count > 1 {
            if case .null = evaluate(toItem) {} else {
                guard let item = layoutItem(toItem, at: send.place) else { return .constraints([]) }
                let written = attributes[1]
                if case .symbol(let name) = evaluate(written), CodeVocabulary.enumCase(name, prefix: "NSLayoutAttribute") == "notAnAttribute" {
                    return failed(.notApplicable, "toItem is given but its attribute is notAnAttribute", at: send.place)
                }
                guard let attribute = attribute(written, at: send.place) else { return .constraints([]) }
                second = (item, attribute)
            }
        }
        let multiplier = number(send.argument("multiplier"), default: 1, what: "multiplier", at: send.place)
        let constant = number(send.argument("constant"), default: 0, what: "constant", at: send.place)
        return add(first: (firstItem, first), relation: relation, second: second, multiplier: multiplier,
                   constant: constant, syntax: .itemForm, at: send.place)
    }

    private mutating func anchorConstraint(_ send: Send, first: (CodeItem, LayoutAttribute)) -> CodeValue {
        var relation = LayoutRelation.equal
        var kind = "anchor"
        let name = send.name
        let firstLabel = send.arguments.first?.label ?? ""
        let word = name == "constraint" ? firstLabel : String(name.dropFirst("constraint".count))
        if word.hasPrefix("greaterThanOrEqual") || word.hasPrefix("GreaterThanOrEqual") { relation = .greaterThanOrEqual }
        if word.hasPrefix("lessThanOrEqual") || word.hasPrefix("LessThanOrEqual") { relation = .lessThanOrEqual }
        if word.hasSuffix("Constant") { kind = "constant" }
        if word.contains("SystemSpacing") { kind = "spacing" }
        var second: (CodeItem, LayoutAttribute)?
        if kind != "constant", let anchor = send.first {
            switch evaluate(anchor) {
            case .anchor(let item, let attribute): second = (item, attribute)
            case .null: break
            default:
                return unknownItem(in: anchor)
            }
        }
        var constant = number(kind == "constant" ? send.first : send.argument("constant"), default: 0, what: "constant",
                              at: send.place)
        var multiplier = number(send.argument("multiplier"), default: 1, what: "multiplier", at: send.place)
        if kind == "spacing" {
            constant = multiplier * LayoutConstants.standardSpacing
            multiplier = 1
        }
        if let priority = send.argument("priority") { _ = priority }
        return add(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                   syntax: .anchor, at: send.place, standard: kind == "spacing")
    }

    private mutating func visualFormat(_ send: Send, format: CodeExpression?) -> CodeValue {
        var written: (text: String, place: CodePlace)?
        switch format {
        case .string(let text, let place)?: written = (text, place)
        case let expression?:
            if let name = variableName(expression), case .string(let text)? = lookUp(name) {
                written = (text, literalPlaces[name] ?? expression.place)
            }
        case nil: break
        }
        guard let (text, place) = written else {
            return failed(.unsupported, "visual format computed at runtime; left out", at: send.place, severity: .warning)
        }
        var metrics: [String: Double] = [:]
        if let written = send.argument("metrics"), case .dictionary(let entries) = evaluate(written) {
            for entry in entries { if let number = entry.value.number { metrics[entry.key] = number } }
        }
        var items: [String: CodeItem] = [:]
        if let written = send.argument("views") {
            switch evaluate(written) {
            case .dictionary(let entries):
                for entry in entries { if case .item(let item) = entry.value { items[entry.key] = item } }
            default:
                return unknownItem(in: written)
            }
        }
        var options: VisualFormatOptions = []
        if let written = send.argument("options") {
            let names = CodeVocabulary.optionNames(evaluate(written))
            if !names.isEmpty {
                do throws(ConstraintTextError) {
                    options = try VisualFormatOptions(names: names.joined(separator: " | "))
                } catch {
                    return failed(error.kind, error.message, at: written.place)
                }
            }
        }
        // The string's characters start one column after its quote (two after Objective-C's `@"`).
        let quote = lines.indices.contains(place.line - 1) && Array(lines[place.line - 1]).indices.contains(place.column - 1)
            && Array(lines[place.line - 1])[place.column - 1] == "@" ? 2 : 1
        let location = SourceLocation(file: file, line: place.line, column: place.column + quote)
        do throws(ConstraintTextError) {
            var specs = try ConstraintParser.parse(line: text, metrics: metrics, views: Set(items.keys), options: options,
                                                   location: location)
            var indices: [Int] = []
            for index in specs.indices {
                specs[index].first.item = reference(for: specs[index].first.item, in: items)
                if let second = specs[index].second { specs[index].second?.item = reference(for: second.item, in: items) }
                specs[index].isActive = false
                constraints.append(CodeConstraint(spec: specs[index], place: send.place, sourceLine: line(send.place.line)))
                indices.append(constraints.count - 1)
            }
            return .constraints(indices)
        } catch {
            diagnostics.append(SourceDiagnostic(error, fallback: location))
            return .constraints([])
        }
    }

    private func reference(for written: ItemReference, in items: [String: CodeItem]) -> ItemReference {
        guard let key = written.path.first, let item = items[key] else { return written }
        return ItemReference(path(of: item, attribute: nil) + written.path.dropFirst())
    }

    /// Adds a constraint, checked as an equation would be.
    private mutating func add(first: (CodeItem, LayoutAttribute), relation: LayoutRelation,
                              second: (CodeItem, LayoutAttribute)?, multiplier: Double, constant: Double,
                              syntax: ConstraintOrigin.Syntax, at place: CodePlace, standard: Bool = false) -> CodeValue {
        var text = attributeText(first) + " " + relation.symbol + " "
        if let second {
            text += (multiplier == 1 ? "" : "\(multiplier) * ") + attributeText(second)
            if standard { text += " + standard" }
            if !standard, constant != 0 { text += " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        let location = SourceLocation(file: file, line: place.line, column: place.column)
        do throws(ConstraintTextError) {
            var spec = try ConstraintParser.parseEquation(text)
            if standard { spec.constant = constant }
            spec.isActive = false
            spec.origin = ConstraintOrigin(text: line(place.line), syntax: syntax, range: 0..<0, location: location)
            constraints.append(CodeConstraint(spec: spec, place: place, sourceLine: line(place.line)))
            return .constraints([constraints.count - 1])
        } catch {
            return failed(error.kind, error.message, at: place)
        }
    }

    private func attributeText(_ pair: (CodeItem, LayoutAttribute)) -> String {
        (path(of: pair.0, attribute: pair.1) + [pair.1.rawValue]).joined(separator: ".")
    }

    /// The scene's name of an item: `root`, `box`, `box.margins`, `safeArea`, `topLayoutGuide`.
    func path(of item: CodeItem, attribute: LayoutAttribute?) -> [String] {
        switch item {
        case .view(let index): return [views[index].name]
        case .guide(let index): return [guides[index].name]
        case .root: return [LayoutDocument.rootName]
        case .viewGuide(nil, let guide): return [guide]
        case .viewGuide(let index?, let guide): return [views[index].name, guide]
        case .legacyGuide(let top): return [top ? "topLayoutGuide" : "bottomLayoutGuide"]
        }
    }

    private mutating func layoutItem(_ expression: CodeExpression, at place: CodePlace) -> CodeItem? {
        if case .item(let item) = evaluate(expression) { return item }
        _ = unknownItem(in: expression)
        return nil
    }

    private mutating func attribute(_ expression: CodeExpression, at place: CodePlace) -> LayoutAttribute? {
        let name: String
        switch evaluate(expression) {
        case .symbol(let text): name = CodeVocabulary.enumCase(text, prefix: "NSLayoutAttribute")
        default: name = CodeVocabulary.enumCase(expression.description, prefix: "NSLayoutAttribute")
        }
        if let attribute = LayoutAttribute(name: name) { return attribute }
        diagnostics.append(SourceDiagnostic(location: location(expression.place), kind: .unknownName, message: "unknown attribute '\(expression)'",
                                            suggestion: Suggestions.nearest(to: name, in: LayoutAttribute.allNames),
                                            text: expression.description))
        return nil
    }

    private mutating func relation(_ expression: CodeExpression?) -> LayoutRelation {
        guard let expression else { return .equal }
        let text: String
        if case .symbol(let name) = evaluate(expression) { text = name } else { text = expression.description }
        switch CodeVocabulary.enumCase(text, prefix: "NSLayoutRelation") {
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case "lessThanOrEqual": return .lessThanOrEqual
        case "equal": return .equal
        default:
            warn(.unknownName, "relation '\(expression)' is not known; read as equal", at: expression.place)
            return .equal
        }
    }

    private mutating func number(_ expression: CodeExpression?, default fallback: Double, what: String, at place: CodePlace) -> Double {
        guard let expression else { return fallback }
        if let number = evaluate(expression).number, number.isFinite { return number }
        warn(.unsupported, "\(what) '\(expression)' computed at runtime; using \(formatted(fallback)) (edit the scene to give it)",
             at: expression.place)
        return fallback
    }

    // MARK: Diagnostics

    func location(_ place: CodePlace) -> SourceLocation { SourceLocation(file: file, line: place.line, column: place.column) }

    private mutating func warn(_ kind: DiagnosticKind, _ message: String, at place: CodePlace) {
        diagnostics.append(SourceDiagnostic(location: location(place), kind: kind, message: message, text: line(place.line),
                                            severity: .warning))
    }

    private mutating func failed(_ kind: DiagnosticKind, _ message: String, at place: CodePlace,
                                 severity: SourceDiagnostic.Severity = .error) -> CodeValue {
        diagnostics.append(SourceDiagnostic(location: location(place), kind: kind, message: message, text: line(place.line),
                                            severity: severity))
        return .constraints([])
    }

    /// An error at the unknown name an expression starts from (`boxx` of `boxx.widthAnchor`), with
    /// the nearest name of a view or guide the listing made.
    private mutating func unknownItem(in expression: CodeExpression) -> CodeValue {
        var base = expression
        while case .member(let inner?, _, _) = base, variableName(base) == nil { base = inner }
        let name = variableName(base) ?? expression.description
        let known = lookUp(name) != nil
        diagnostics.append(SourceDiagnostic(location: location(base.place), kind: known ? .invalidValue : .unknownName,
                                            message: known ? "'\(expression)' is not a view, guide or anchor the listing made"
                                                : "unknown view or guide '\(name)'",
                                            suggestion: known ? nil : suggestedName(for: base), text: expression.description))
        return .constraints([])
    }

    private func suggestedName(for expression: CodeExpression) -> String? {
        guard let name = variableName(expression) else { return nil }
        let known = scopes.flatMap { $0.compactMap { entry -> String? in
            if case .item = entry.value { return entry.key } else { return nil }
        } }
        return Suggestions.nearest(to: name, in: known.sorted())
    }

    func line(_ number: Int) -> String {
        lines.indices.contains(number - 1) ? String(lines[number - 1]).trimmingSpaces : ""
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension CodeMethod {
    /// Whether the method gives back a value (`return x`), so that it runs only when called.
    var returnsValue: Bool {
        statements.contains { if case .returning(let value?, _) = $0.statement { _ = value; return true } else { return false } }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

/// A view the listing makes.
struct CodeView {
    var name: String
    var className: String
    var kind: ViewKind
    var properties = ViewProperties()
    var parent: CodeItem?
    var isArranged = false
    /// When it was added to its superview, for the drawing order.
    var order = 0
    /// How deep in the listing's own method calls it was made (0: in the method being read).
    var callDepth = 0
    var place: CodePlace
}

/// A state being gathered while a method that runs after the layout was built is followed.
struct LaterState {
    var name: String
    /// Constraints from this index on were made by the method itself: its changes to them are its own.
    var firstNewConstraint: Int
    /// Views from this index on were made by the method itself, likewise.
    var firstNewView: Int
    var place: CodePlace
    var changes: [SceneChange] = []
}

/// A `UILayoutGuide` the listing makes.
struct CodeGuide {
    var name: String
    var owner: CodeItem?
    var place: CodePlace
}

/// A constraint the listing makes, with the line it was made on.
struct CodeConstraint {
    var spec: ConstraintSpec
    var place: CodePlace
    var sourceLine: String
    /// The state that adds it, for a constraint a later method made; `nil` for the scene's own.
    var state: String?
    var isActive: Bool {
        get { spec.isActive }
        set { spec.isActive = newValue }
    }
}
