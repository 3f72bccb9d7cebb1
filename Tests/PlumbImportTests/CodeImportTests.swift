import Foundation
import Testing
import PlumbImport
import PlumbLayout

/// `Testing` has a `SourceLocation` of its own.
typealias Place = PlumbLayout.SourceLocation

/// The repository's `fixtures/code` folder.
let codeFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("fixtures/code").path

/// Reads a fixture listing and solves it on the iPhone 15 in portrait with the fake text measurer
/// (a character 0.5 × size wide, a line 1.2 × size high, sizes on the 1/3-pt grid).
func solveFixture(_ name: String) throws -> (layout: SolvedLayout, warnings: [SourceDiagnostic]) {
    let contents = try CodeSceneReader.read(path: codeFixtures + "/" + name)
    let scene = try #require(contents.scenes.first)
    let layout = try #require(try scene.solve { _ in FixedAdvanceTextMeasurer() }.first)
    return (layout, contents.warnings)
}

func expectFrame(_ layout: SolvedLayout, _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 absolute: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let view = layout.view(named: name) else {
        Issue.record("no view named \(name)", sourceLocation: sourceLocation)
        return
    }
    let frame = absolute ? view.absolute : view.frame
    let close = abs(frame.minX - x) < 1e-9 && abs(frame.minY - y) < 1e-9 && abs(frame.width - width) < 1e-9
        && abs(frame.height - height) < 1e-9
    #expect(close, "\(name): got \(frame), expected [\(x), \(y), \(width), \(height)]", sourceLocation: sourceLocation)
}

/// Each fixture under `fixtures/code` follows one of the seed pages' listings; these are the frames the
/// page describes, worked out for the iPhone 15 (393 × 852, safe area 59 at the top, 34 at the bottom,
/// margins 16 inside it) with the fake measurer.
@Suite struct CodeFixtureTests {
    @Test func blueAndRedViewsFromConstraintWithItem() throws {
        let (layout, warnings) = try solveFixture("blue-red-item-form.m")
        #expect(warnings.isEmpty)
        // Blue: 20 from the left, top and right: 20..373 (353) × 50. Red: 20 below (y 90), as high, half
        // as wide (176.5) with its right 20 from the edge: 196.5 → on the 1/3-pt grid 589.5 px → 590 px.
        expectFrame(layout, "blueView", 20, 20, 353, 50)
        expectFrame(layout, "redView", 590.0 / 3, 90, 529.0 / 3, 50)
        #expect(layout.view(named: "blueView")?.properties.background == Color(red: 0, green: 0, blue: 1))
    }

    @Test func theVisualFormatVersionGivesTheSameFrames() throws {
        let itemForm = try solveFixture("blue-red-item-form.m").layout
        let (format, warnings) = try solveFixture("blue-red-visual-format.m")
        #expect(warnings.isEmpty)
        for name in ["blueView", "redView"] {
            #expect(format.view(named: name)?.frame == itemForm.view(named: name)?.frame, "\(name)")
        }
    }

    @Test func registerFormFromFormatStringsInConstants() throws {
        let (layout, warnings) = try solveFixture("register-form.m")
        #expect(warnings.isEmpty)
        // Rows from the top margin (the safe area's 59), 8 apart; fields 20.6667 + 14 = 104/3 high, the
        // button 30; all between the margins, 16..377.
        expectFrame(layout, "emailField", 16, 59, 361, 104.0 / 3)
        expectFrame(layout, "confirmField", 16, 305.0 / 3, 361, 104.0 / 3)
        expectFrame(layout, "registerButton", 16, 433.0 / 3, 361, 30)
        #expect(layout.view(named: "registerButton")?.properties.title == "Register")
    }

    @Test func greyBoxesWithAConstraintAcrossThem() throws {
        let (layout, warnings) = try solveFixture("grey-boxes-cross-view.m")
        #expect(warnings.isEmpty)
        // Boxes between the margins (16..377), 100 high, the first at the top margin 59, the second 8 below.
        expectFrame(layout, "topGreyView", 16, 59, 361, 100)
        expectFrame(layout, "bottomGreyView", 16, 167, 361, 100)
        // Buttons, 15 pt: "Top Button" 10 × 7.5 = 75 wide, 30 high, centred: y (100 − 30) / 2 = 35.
        // The top one 8 inside its box's margin (8): x 8; the bottom one starts where it ends: 8 + 75 = 83.
        // "Bottom Button" 13 × 7.5 = 97.5, rounded up to the 1/3-pt grid: 293/3.
        expectFrame(layout, "topButton", 8, 35, 75, 30)
        expectFrame(layout, "bottomButton", 83, 35, 293.0 / 3, 30)
        expectFrame(layout, "bottomButton", 99, 202, 293.0 / 3, 30, absolute: true)
    }

    @Test(arguments: ["centred-button.m", "centred-button-swift2.swift"])
    func centredButton(file: String) throws {
        let (layout, warnings) = try solveFixture(file)
        #expect(warnings.isEmpty)
        // "Button": 6 × 7.5 = 45 wide, 30 high, centred in 393 × 852: (174, 411).
        expectFrame(layout, "yourButton", 174, 411, 45, 30)
    }

    @Test func pinnedViewWithSwift2Lines() throws {
        let (layout, warnings) = try solveFixture("pinned-view-swift2.swift")
        #expect(warnings.isEmpty)
        // 20 right of the leading margin (16), 80 from the top, 200 × 100.
        expectFrame(layout, "myView", 36, 80, 200, 100)
    }

    @Test func centringWithAFormatStringAndAnAlignmentOption() throws {
        let (layout, warnings) = try solveFixture("vfl-centring-swift2.swift")
        #expect(warnings.isEmpty)
        // 200 × 100, centred: x (393 − 200) / 2 = 96.5 → 289.5 px → 290 px; y (852 − 100) / 2 = 376.
        expectFrame(layout, "myView", 290.0 / 3, 376, 200, 100)
    }

    @Test func layoutGuideSpacers() throws {
        let (layout, warnings) = try solveFixture("layout-guide-spacers.swift")
        #expect(warnings.isEmpty)
        // "Button 1" 8 × 7.5 = 60, "A wider Button 2" 16 × 7.5 = 120, 8 apart: 188; the rest, 205, split
        // in two guides of 102.5: button1 at 102.5 → 307.5 px → 308 px (102.6667), button2 60 + 8 further.
        // Centred vertically: (852 − 30) / 2 = 411.
        expectFrame(layout, "button1", 308.0 / 3, 411, 60, 30)
        expectFrame(layout, "button2", 512.0 / 3, 411, 120, 30)
        let left = try #require(layout.guides["leftSpace"])
        let right = try #require(layout.guides["rightSpace"])
        #expect(abs(left.width - right.width) < 0.5)
    }

    /// The seed's animation with a constraint kept in a property: the base scene keeps the first
    /// constant, the method that changes it later is a state (safe area 59 at the top, margins 16).
    @Test func constantChangedLaterIsAState() throws {
        let contents = try CodeSceneReader.read(path: codeFixtures + "/constant-animation.swift")
        #expect(contents.warnings.isEmpty)
        let scene = try #require(contents.scenes.first)
        #expect(scene.states.map(\.name) == ["didTapButton", "reset"])
        expectFrame(try solved(scene), "card", 16, 99, 361, 120)
        expectFrame(try solved(scene.applying(state: scene.state(named: "didTapButton"))), "card", 16, 299, 361, 120)
        // The change inside reset()'s trailing closure of `UIView.animate` is read too.
        expectFrame(try solved(scene.applying(state: scene.state(named: "reset"))), "card", 16, 69, 361, 120)
        #expect(scene.document.constraints.first?.identifier == "someConstraint")
    }

    @Test func objectiveCConstantAndActivationChangedLater() throws {
        let contents = try CodeSceneReader.read(path: codeFixtures + "/constant-animation-objc.m")
        #expect(contents.warnings.isEmpty, "the tall height is activated by the state: no 'never activated' warning")
        let scene = try #require(contents.scenes.first)
        let state = try scene.state(named: "didTapButton")
        #expect(state.changes.map(\.edit) == [
            .constraint(identifier: "someConstraint", ConstraintEdit(constant: 10)),
            .constraint(identifier: "shortHeight", ConstraintEdit(isActive: false)),
            .constraint(identifier: "tallHeight", ConstraintEdit(isActive: true)),
        ])
        expectFrame(try solved(scene), "card", 16, 99, 361, 120)
        expectFrame(try solved(scene.applying(state: state)), "card", 16, 69, 361, 300)
        // A change inside the animations block is read; the completion block runs no statements.
        let reset = try scene.state(named: "reset")
        #expect(reset.changes.map(\.edit) == [.constraint(identifier: "someConstraint", ConstraintEdit(constant: 80))])
        expectFrame(try solved(scene.applying(state: reset)), "card", 16, 139, 361, 120)
    }

    /// A later method that hides an arranged view, changes a label's text or its colour changes the
    /// state, not the scene: the base keeps the view as the layout code made it, and the state collapses
    /// the hidden view in its stack as UIKit does.
    @Test func viewPropertiesChangedLaterAreAState() throws {
        let listing = """
            class DetailsViewController: UIViewController {
                let stack = UIStackView()
                let title = UILabel()
                let details = UILabel()
                let footer = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.spacing = 8
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    title.text = "Title"
                    details.text = "Details"
                    footer.text = "Footer"
                    stack.addArrangedSubview(title)
                    stack.addArrangedSubview(details)
                    stack.addArrangedSubview(footer)
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    ])
                }

                @IBAction func collapse(_ sender: UIButton) {
                    UIView.animate(withDuration: 0.3) {
                        self.details.isHidden = true
                        self.title.text = "Title (collapsed)"
                        self.stack.layoutIfNeeded()
                    }
                }
            }
            """
        let (scene, warnings) = try CodeSceneReader.read(listing, path: "Details.swift")
        #expect(warnings.isEmpty, "\(warnings)")
        let state = try scene.state(named: "collapse")
        var hidden = ViewProperties(), retitled = ViewProperties()
        hidden.hidden = true
        retitled.text = "Title (collapsed)"
        #expect(state.changes.map(\.edit) == [.view(name: "details", hidden), .view(name: "title", retitled)])
        #expect(state.changes.first?.location == Place(file: "Details.swift", line: 28, column: 13))
        // The base scene keeps what viewDidLoad made.
        let base = try solved(scene)
        #expect(base.view(named: "details")?.properties.hidden != true)
        #expect(base.view(named: "title")?.properties.text == "Title")
        let footerBefore = try #require(base.view(named: "footer")).frame
        // In the state the details collapse in place and the footer moves up by their height and one spacing.
        let collapsed = try solved(scene.applying(state: state))
        let details = try #require(collapsed.view(named: "details"))
        let detailsBefore = try #require(base.view(named: "details")).frame
        #expect(details.frame.height == 0)
        #expect(collapsed.view(named: "title")?.properties.text == "Title (collapsed)")
        let footerAfter = try #require(collapsed.view(named: "footer")).frame
        #expect(abs(footerBefore.minY - footerAfter.minY - (detailsBefore.height + 8)) < 1e-9)
    }

    private func solved(_ scene: PlumbLayout.Scene) throws -> SolvedLayout {
        try #require(try scene.solve { _ in FixedAdvanceTextMeasurer() }.first)
    }

    @Test func cookbookDynamicHeightInCode() throws {
        let (layout, warnings) = try solveFixture("cookbook-dynamic-height.swift")
        // The label is 36 pt: the same frames as the guide-notation test's (PlumbLayoutTests).
        expectFrame(layout, "nameLabel", 16, 79, 72, 130.0 / 3)
        expectFrame(layout, "nameTextField", 96, 91, 281, 104.0 / 3)
        #expect(warnings.isEmpty)
        #expect(layout.view(named: "nameLabel")?.properties.hugging?.horizontal == LayoutPriority(251))
    }

    @Test func cookbookEqualSpacingInCode() throws {
        let (layout, warnings) = try solveFixture("cookbook-equal-spacing.m")
        #expect(warnings.isEmpty)
        // The same frames as the guide notation's list (GuideNotationTests): the dummies at their 8-pt
        // minimum, the buttons (361 − 24) / 2 = 168.5 wide on the 1/3-pt grid, 20 above the safe area.
        // The dummy views a helper made take the names the listing keeps them under.
        expectFrame(layout, "shortButton", 24, 768, 506.0 / 3, 30)
        expectFrame(layout, "longButton", 602.0 / 3, 768, 505.0 / 3, 30)
        expectFrame(layout, "centerDummyView", 578.0 / 3, 798, 24.0 / 3, 0)
        expectFrame(layout, "leadingDummyView", 16, 798, 8, 0)
    }

    @Test func scrollViewBuiltInCode() throws {
        let (layout, warnings) = try solveFixture("scroll-view.m")
        #expect(warnings.isEmpty)
        expectFrame(layout, "scrollView", 0, 0, 393, 852)
        // The content view is as wide as the view; its subviews sit inside its margins (8): 8..385.
        let content = try #require(layout.view(named: "contentView"))
        #expect(content.frame.width == 393)
        let top = try #require(layout.view(named: "topLabel"))
        let box = try #require(layout.view(named: "boxView"))
        let bottom = try #require(layout.view(named: "bottomLabel"))
        #expect(top.frame.minY == 60 && top.frame.minX == 8 && top.frame.width == 377)
        // Standard spacing between them; the box 86 high; the content as tall as its subviews need.
        #expect(abs(box.frame.minY - (top.frame.maxY + 8)) < 0.34)
        #expect(box.frame.height == 86)
        #expect(abs(bottom.frame.minY - (box.frame.maxY + 8)) < 0.34)
        #expect(abs(content.frame.height - (bottom.frame.maxY + 8)) < 0.34)
        #expect(bottom.frame.height > 100, "the long text wraps onto many lines")
    }
}
