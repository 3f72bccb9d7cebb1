import Testing
@testable import PlumbLayout

@Suite struct ScratchPrintTests {
    typealias F = DiagnosticFixture
    @Test func printThem() throws {
        // Apple's classic: a label at least 400 wide inside a 320-wide form.
        print(try F.report(views: [F.view("form", line: 3, subviews: [F.view("nameLabel", .label, line: 5, intrinsic: Size(width: 40, height: 20))])],
                           constraints: ["form.leading == superview.leading", "form.top == superview.top", "form.width == 320", "form.height == 100",
                                         "nameLabel.leading == form.leading + 20", "nameLabel.trailing == form.trailing - 20",
                                         "nameLabel.top == form.top", "nameLabel.width >= 400"], verbose: true))
        // ambiguous
        print(try F.report(views: [F.view("avatar", line: 3), F.view("a", .label, line: 4, intrinsic: Size(width: 40, height: 20), hugging: 250), F.view("b", .label, line: 5, intrinsic: Size(width: 40, height: 20), hugging: 250)],
                           constraints: ["avatar.width == 40", "avatar.height == 40", "avatar.top == superview.top", "avatar.leading >= superview.leading", "avatar.trailing <= superview.trailing",
                                         "a.leading == superview.leading", "b.leading == a.trailing + 8", "b.trailing == superview.trailing", "a.top == superview.top + 100", "b.top == a.top"]))
    }
}
