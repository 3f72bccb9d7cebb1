import Testing
import PlumbImport
import PlumbLayout
import PlumbTestSupport

/// Reads a listing given as text; fails the test on errors.
func readCode(_ text: String, path: String = "Listing.swift") throws -> (scene: PlumbLayout.Scene, warnings: [SourceDiagnostic]) {
    try CodeSceneReader.read(text, path: path)
}

/// The errors reading `text` gives, as `file:line:column: error: message` lines.
func codeErrors(_ text: String, path: String = "Listing.swift") -> [String] {
    do {
        _ = try CodeSceneReader.read(text, path: path)
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

func equations(_ scene: PlumbLayout.Scene) -> [String] {
    scene.document.constraints.map { ($0.isActive ? "" : "inactive ") + $0.equationText }
}

@Suite struct CodeReaderTests {
    // MARK: Constructs read (docs/code-import.md lists each with its test)

    @Test func anchorsWithIsActiveAndActivate() throws {
        let (scene, warnings) = try readCode("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 20).isActive = true
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -4),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
            """)
        #expect(warnings.isEmpty)
        #expect(equations(scene) == ["box.leading == margins.leading + 20", "box.top == safeArea.top",
                                     "box.width == 0.5 * root.width - 4", "box.height >= 44"])
        #expect(scene.document.views.map(\.name) == ["box"])
        #expect(scene.document.views.first?.properties.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func swift2AnchorsAndItemForm() throws {
        let (scene, _) = try readCode("""
            let a = UIView(); let b = UILabel()
            view.addSubview(a); view.addSubview(b)
            a.translatesAutoresizingMaskIntoConstraints = false; b.translatesAutoresizingMaskIntoConstraints = false
            b.topAnchor.constraintGreaterThanOrEqualToAnchor(a.bottomAnchor, constant: 8).active = true
            NSLayoutConstraint(item: b, attribute: .Leading, relatedBy: .Equal, toItem: a, attribute: .Trailing, multiplier: 1, constant: 8).active = true
            NSLayoutConstraint(item: a, attribute: NSLayoutAttribute.Width, relatedBy: NSLayoutRelation.LessThanOrEqual, toItem: nil, attribute: NSLayoutAttribute.NotAnAttribute, multiplier: 1, constant: 200).active = true
            """)
        #expect(equations(scene) == ["b.top >= a.bottom + 8", "b.leading == a.trailing + 8", "a.width <= 200"])
        #expect(scene.document.views.map(\.kind) == [.view, .label])
    }

    @Test func objectiveCMessagesAndVisualFormat() throws {
        let (scene, warnings) = try readCode("""
            UILabel *title = [[UILabel alloc] init];
            title.text = @"Hello";
            [title setContentHuggingPriority:UILayoutPriorityDefaultHigh forAxis:UILayoutConstraintAxisHorizontal];
            [self.view addSubview:title];
            [title setTranslatesAutoresizingMaskIntoConstraints:NO];
            NSDictionary *metrics = @{@"pad": @20};
            [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[title]"
                options:0 metrics:metrics views:NSDictionaryOfVariableBindings(title)]];
            [self.view addConstraint:[NSLayoutConstraint constraintWithItem:title attribute:NSLayoutAttributeTop
                relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTopMargin multiplier:1 constant:0]];
            """, path: "Title.m")
        #expect(warnings.isEmpty)
        #expect(equations(scene) == ["title.leading == superview.leading + 20", "title.top == root.topMargin"])
        let title = try #require(scene.document.views.first)
        #expect(title.properties.text == "Hello")
        #expect(title.properties.hugging?.horizontal == .defaultHigh)
        // A format string's constraint points into the string, in the listing's own file.
        #expect(scene.sources.location(of: scene.document.constraints[0]).description == "Title.m:7:93")
        #expect(scene.sources.location(of: scene.document.constraints[1]).description == "Title.m:9:26")
    }

    @Test func formatOptionsAndSwiftDictionaries() throws {
        let (scene, _) = try readCode("""
            let a = UIButton(type: .system)
            let b = UIButton(type: .system)
            view.addSubview(a); view.addSubview(b)
            let views = ["a": a, "b": b]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
            """)
        #expect(equations(scene) == ["a.leading == superview.leadingMargin", "b.leading == a.trailing + standard",
                                     "a.top == b.top", "a.bottom == b.bottom"])
    }

    @Test func arraysActivatedLaterAndConstantChanges() throws {
        let (scene, warnings) = try readCode("""
            class C: UIViewController {
                var constraints = [NSLayoutConstraint]()
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    let width = box.widthAnchor.constraint(equalToConstant: 100)
                    width.priority = .defaultHigh
                    width.identifier = "box width"
                    constraints.append(width)
                    constraints += [box.heightAnchor.constraint(equalToConstant: 50)]
                    NSLayoutConstraint.activate(constraints)
                    width.constant = 150
                }
            }
            """)
        #expect(warnings.isEmpty)
        #expect(equations(scene) == ["box.width == 150 @high", "box.height == 50"])
        #expect(scene.document.constraints.first?.identifier == "box width")
    }

    @Test func laterChangesAreStatesAndSetupChangesAreNot() throws {
        let (scene, warnings) = try readCode("""
            class C: UIViewController {
                let box = UIView()
                var width: NSLayoutConstraint!
                override func viewDidLoad() {
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    width = box.widthAnchor.constraint(equalToConstant: 100)
                    width.isActive = true
                    box.heightAnchor.constraint(equalToConstant: 50).isActive = true
                    width.constant = 120
                    UIView.animate(withDuration: 0.3, animations: {
                        self.width.constant = 110
                        self.view.layoutIfNeeded()
                    })
                }
                func setupExtra() {
                    width.constant = 130
                }
                @IBAction func grow(_ sender: UIButton) {
                    width.constant = 200
                    let tall = box.heightAnchor.constraint(equalToConstant: 80)
                    tall.constant = 90
                    tall.isActive = true
                }
                func shrink() {
                    width.priority = UILayoutPriority(rawValue: 999)
                    width.isActive = false
                }
            }
            """)
        #expect(warnings.isEmpty)
        // Set-up changes keep the last value; a constraint a later method makes and activates is the state's.
        #expect(equations(scene) == ["box.width == 130", "box.height == 50"])
        // An animation while the layout is set up is a state of its own, named by its place in the order.
        #expect(scene.states.map(\.name) == ["state1", "grow", "shrink"])
        #expect(scene.states.first?.changes.map(\.edit) == [.constraint(identifier: "width", ConstraintEdit(constant: 110))])
        let grow = try #require(scene.states.dropFirst().first)
        #expect(grow.changes.first?.edit == .constraint(identifier: "width", ConstraintEdit(constant: 200)))
        guard case .add(let added)? = grow.changes.last?.edit else {
            Issue.record("no constraint added by 'grow'")
            return
        }
        #expect(added.map(\.equationText) == ["box.height == 90"])
        #expect(scene.states.last?.changes.map(\.edit) == [
            .constraint(identifier: "width", ConstraintEdit(priority: LayoutPriority(999))),
            .constraint(identifier: "width", ConstraintEdit(isActive: false)),
        ])
        #expect(grow.changes.first?.location == Place(file: "Listing.swift", line: 20, column: 9))
    }

    @Test func layoutGuidesAndStackViews() throws {
        let (scene, _) = try readCode("""
            let first = UILabel(); first.text = "One"
            let second = UILabel(); second.text = "Two"
            let stack = UIStackView(arrangedSubviews: [first, second])
            stack.axis = .vertical
            stack.spacing = 12
            stack.alignment = .center
            view.addSubview(stack)
            let spacer = UILayoutGuide()
            stack.addLayoutGuide(spacer)
            let third = UISwitch()
            stack.addArrangedSubview(third)
            """)
        let stack = try #require(scene.document.views.first)
        #expect(stack.kind == .stack)
        #expect(stack.subviews.map(\.name) == ["first", "second", "third"])
        #expect(stack.properties.stack?.axis == .vertical)
        #expect(stack.properties.stack?.spacing == 12)
        #expect(stack.properties.stack?.alignment == .center)
        #expect(stack.guides == ["spacer"])
    }

    @Test func controlsOfTheirOwnKinds() throws {
        let (scene, _) = try readCode("""
            let band = UISegmentedControl(); let signal = UIProgressView(); let tuning = UIActivityIndicatorView()
            let volume = UIStepper(); let presets = UIPageControl(); let find = UISearchBar()
            view.addSubview(band); view.addSubview(signal); view.addSubview(tuning)
            view.addSubview(volume); view.addSubview(presets); view.addSubview(find)
            """)
        #expect(scene.document.views.map(\.kind) == [.segmentedControl, .progress, .activityIndicator, .stepper, .pageControl, .searchBar])
    }

    @Test func controlsValuesSetInCode() throws {
        let (scene, _) = try readCode("""
            let band = UISegmentedControl(); band.selectedSegmentIndex = 2
            let signal = UIProgressView(); signal.progress = 0.75
            let volume = UIStepper(); volume.minimumValue = 1; volume.maximumValue = 5; volume.value = 3
            let presets = UIPageControl(); presets.numberOfPages = 4; presets.currentPage = 1
            let tuning = UIActivityIndicatorView(); tuning.hidesWhenStopped = false
            let balance = UISlider(); balance.value = 0.5
            view.addSubview(band); view.addSubview(signal); view.addSubview(volume)
            view.addSubview(presets); view.addSubview(tuning); view.addSubview(balance)
            """)
        let views = scene.document.views.map(\.properties)
        #expect(views[0].selectedSegment == 2)
        #expect(views[1].progress == 0.75)
        #expect(views[2].stepperValue == 3 && views[2].minimumValue == 1 && views[2].maximumValue == 5)
        #expect(views[3].numberOfPages == 4 && views[3].currentPage == 1)
        #expect(views[4].hidesWhenStopped == false)
        // A slider has no value in a scene: nothing that a scene file could not hold.
        #expect(views[5] == ViewProperties())
    }

    @Test func segmentTitlesAndIndicatorStylesFromInitializers() throws {
        let (swift, _) = try readCode("""
            let band = UISegmentedControl(items: ["FM", "AM"])
            let tuning = UIActivityIndicatorView(style: .large)
            view.addSubview(band); view.addSubview(tuning)
            """)
        #expect(swift.document.views[0].properties.segments == ["FM", "AM"])
        #expect(swift.document.views[1].properties.indicatorStyle == .large)
        let (objectiveC, _) = try readCode("""
            UISegmentedControl *band = [[UISegmentedControl alloc] initWithItems:@[@"FM", @"AM", @"Online"]];
            UIActivityIndicatorView *tuning = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleWhiteLarge];
            [self.view addSubview:band]; [self.view addSubview:tuning];
            """, path: "Listing.m")
        #expect(objectiveC.document.views[0].properties.segments == ["FM", "AM", "Online"])
        #expect(objectiveC.document.views[1].properties.indicatorStyle == .large)
    }

    @Test func titlesColoursAndFonts() throws {
        let (scene, _) = try readCode("""
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            let label = UILabel()
            label.font = .systemFont(ofSize: 24)
            label.textColor = .systemBlue
            label.numberOfLines = 0
            view.addSubview(button); view.addSubview(label)
            """)
        let views = scene.document.views
        #expect(views[0].properties.title == "Go")
        #expect(views[0].properties.background == Color(red: 1, green: 0.5, blue: 0))
        #expect(views[1].properties.font?.size == 24)
        #expect(views[1].properties.textColor == Color.systemBlue)
        #expect(views[1].properties.lines == 0)
    }

    @Test func methodsRunWithTheirArguments() throws {
        let (scene, warnings) = try readCode("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *title = [[UILabel alloc] init];
                [self addComponent:title toView:self.view];
            }
            - (void)addComponent:(UIView *)component toView:(UIView *)parent {
                component.translatesAutoresizingMaskIntoConstraints = NO;
                [parent addSubview:component];
                [parent addConstraint:[NSLayoutConstraint constraintWithItem:component attribute:NSLayoutAttributeTop
                    relatedBy:NSLayoutRelationEqual toItem:parent attribute:NSLayoutAttributeTop multiplier:1 constant:12]];
            }
            """, path: "Component.m")
        #expect(warnings.isEmpty)
        #expect(scene.document.views.map(\.name) == ["title"])
        #expect(equations(scene) == ["title.top == root.top + 12"])
    }

    @Test func swiftFunctionParametersAreBound() throws {
        let (scene, _) = try readCode("""
            override func viewDidLoad() {
                super.viewDidLoad()
                let box = UIView()
                pin(box, inset: 10)
            }
            func pin(_ child: UIView, inset: CGFloat) {
                view.addSubview(child)
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset).isActive = true
            }
            """)
        #expect(equations(scene) == ["box.leading == root.leading + 10"])
    }

    @Test func viewsMadeByClosuresCalledInPlace() throws {
        let (scene, warnings) = try readCode("""
            class ProfileViewController: UIViewController {
                lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Profile"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        #expect(warnings.isEmpty)
        #expect(scene.document.views.map(\.name) == ["titleLabel"])
        #expect(scene.document.views.first?.properties.text == "Profile")
        #expect(equations(scene) == ["titleLabel.top == safeArea.top"])
    }

    @Test func legacyLayoutGuidesAreTheSafeArea() throws {
        let (scene, _) = try readCode("""
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true
            bottomLayoutGuide.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 20).isActive = true
            """)
        #expect(equations(scene) == ["box.top == safeArea.top + 8", "safeArea.bottom == box.bottom + 20"])
    }

    // MARK: What cannot be read

    @Test func unknownViewsAreLocatedErrorsWithASuggestion() {
        #expect(codeErrors("""
            let box = UIView()
            view.addSubview(box)
            box.widthAnchor.constraint(equalTo: boxx.widthAnchor).isActive = true
            NSLayoutConstraint(item: bxo, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
            """) == [
                "Listing.swift:3:37: error: unknown view or guide 'boxx'; did you mean 'box'?",
                "Listing.swift:4:26: error: unknown view or guide 'bxo'; did you mean 'box'?",
            ])
    }

    @Test func impossibleConstraintsAreErrorsAtTheirLine() {
        #expect(codeErrors("""
            let box = UIView()
            view.addSubview(box)
            box.leadingAnchor.constraint(equalToConstant: 10).isActive = true
            """) == ["Listing.swift:3:1: error: 'leading' is a position and cannot equal a constant alone: UIKit sets only "
                     + "widths and heights to constants; relate it to another item, e.g. 'superview.leading + 20'"])
    }

    @Test func formatStringErrorsPointIntoTheString() {
        #expect(codeErrors("""
            UIView *a = [UIView new];
            [self.view addSubview:a];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[a" options:0 metrics:nil views:@{@"a": a}]];
            """, path: "F.m").first?.hasPrefix("F.m:3:83: error: ") == true)
    }

    @Test func whatOnlyRunningCouldTellIsALocatedWarning() throws {
        let (scene, warnings) = try readCode("""
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.widthAnchor.constraint(equalToConstant: computeWidth()).isActive = true
            box.heightAnchor.constraint(equalToConstant: 40)
            for _ in 0..<3 {
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
            """)
        #expect(warnings.map(\.description) == [
            "Listing.swift:4:45: warning: constant 'computeWidth()' computed at runtime; using 0 (edit the scene to give it)",
            "Listing.swift:7:5: warning: statement inside a loop is read once, as if the loop ran one time",
            "Listing.swift:5:1: warning: constraint made but never activated (add '.isActive = true', or pass it to "
                + "NSLayoutConstraint.activate or addConstraint); kept inactive",
        ])
        // What is read around is unsupported; a step the listing leaves out is the layout's.
        #expect(warnings.map(\.kind) == [.unsupported, .unsupported, .layout])
        #expect(equations(scene) == ["box.width == 0", "inactive box.height == 40", "box.leading == root.leading"])
    }

    @Test func aFragmentsLooseEndsAreWarnings() throws {
        // Seed 001's Swift version makes its button but never adds it; a fragment uses views made elsewhere.
        let (scene, warnings) = try readCode("""
            let yourButton = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 18))
            yourButton.translatesAutoresizingMaskIntoConstraints = false
            yourButton.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            view.addSubview(button1)
            let space = UILayoutGuide()
            """)
        #expect(warnings.map(\.description) == [
            "Listing.swift:4:17: warning: 'button1' is not made in this listing; read as a plain view",
            "Listing.swift:1:18: warning: 'yourButton' is never added to a view; placed in the root view",
            "Listing.swift:5:13: warning: layout guide 'space' is never added with addLayoutGuide; given to the root view",
        ])
        #expect(scene.document.views.map(\.name) == ["button1", "yourButton"])
        #expect(scene.document.guides == ["space"])
    }

    @Test func textWithoutLayoutIsAnError() {
        #expect(codeErrors("Hello, world.", path: "notes.swift") == [
            "notes.swift:1:1: error: no views or constraints found: expected layout code such as 'let box = UIView()' "
                + "and 'box.widthAnchor.constraint(equalToConstant: 100).isActive = true'",
        ])
    }

    @Test func aMissingFileIsALocatedError() {
        #expect(throws: SourceDiagnostics.self) { _ = try CodeSceneReader.read(path: "/nonexistent/View.swift") }
    }

    // MARK: Never a crash

    /// Seeded random mutations of the fixtures (cut, doubled and swapped spans, stray brackets, words of
    /// the subset): reading each gives a scene or diagnostics, never a crash or a hang.
    @Test func mutatedListingsNeverCrashTheReader() throws {
        let files = ["blue-red-item-form.m", "register-form.m", "scroll-view.m", "cookbook-dynamic-height.swift",
                     "layout-guide-spacers.swift", "pinned-view-swift2.swift"]
        let texts = try files.map { try String(contentsOfFile: codeFixtures + "/" + $0, encoding: .utf8) }
        let pieces = ["(", ")", "[", "]", "{", "}", "@\"", "\"", ".", ":", "=", ";", ",", "\n", "@{", "@[", "^", "-",
                      "NSLayoutConstraint", "addSubview", "constraint(", "activate(", ".isActive = true", "1e309", "self.",
                      "UIView()", "[[UILabel alloc] init]", "for x in y {", "func f() {", "return ", "//", "/*", "#"]
        var generator = SeededGenerator(seed: 18)
        var read = 0
        for round in 0..<240 {
            var characters = Array(texts[round % texts.count])
            for _ in 0..<(1 + generator.below(6)) {
                let start = generator.below(characters.count)
                let length = min(characters.count - start, generator.below(40))
                switch generator.below(4) {
                case 0: characters.removeSubrange(start..<start + length)
                case 1: characters.insert(contentsOf: characters[start..<start + length], at: generator.below(characters.count))
                case 2: characters.insert(contentsOf: pieces[generator.below(pieces.count)], at: start)
                default: characters.swapAt(start, generator.below(characters.count))
                }
            }
            if let (scene, _) = try? CodeSceneReader.read(String(characters), path: "mutant.swift") {
                read += 1
                _ = try? scene.solve { _ in FixedAdvanceTextMeasurer() }
            }
        }
        // Most mutants still read: the reader skips what it does not understand and goes on.
        #expect(read > 40)
    }

    @Test func longChainsAreReadWithoutDeepRecursion() throws {
        let sum = "let width = " + Array(repeating: "1", count: 20000).joined(separator: " + ")
        let chain = "let x = view" + String(repeating: ".superview", count: 20000)
        let negations = "let y = " + String(repeating: "-", count: 20000) + "1"
        let hashes = "let z = " + String(repeating: "#", count: 20000) + "a"
        let flags = "let f = 1e309 | 3"
        for line in [sum, chain, negations, hashes, flags] {
            #expect(codeErrors(line + "\nlet a = UIView()\nview.addSubview(a)").isEmpty, "\(line.prefix(20))")
        }
    }

    @Test func deeplyNestedBracketsAreSkipped() {
        // Deeper than the parser follows: skipped without exhausting the stack, and the rest still read.
        let text = String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000)
            + String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000) + "\nlet a = UIView()\nview.addSubview(a)"
        #expect(codeErrors(text).isEmpty)
    }
}
