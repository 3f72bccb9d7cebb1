import Foundation
import PlumbTestSupport
import Testing

/// `plumb check-frames`, and the other commands reading Interface Builder documents directly.
@Suite(.temporaryFolders) struct InterfaceBuilderCommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/interface-builder")

    @Test func checkFramesCountsMatchingViewsPerDocumentAndInTotal() throws {
        let result = try runPlumb(["check-frames", "Login.storyboard", "Scroll.storyboard"], currentDirectory: Self.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            Login.storyboard: 6 of 6 views match IB within 0.5 pt
              Login on iPhone 15 · portrait · wC hR · text L · LTR: 6 of 6
            Scroll.storyboard: 6 of 6 views match IB within 0.5 pt
              Article on iPhone 11 · portrait · wC hR · text L · LTR: 4 of 4 (1 misplaced, ambiguous, not installed or without a frame, not compared)
              Terms on iPhone 11 · portrait · wC hR · text L · LTR: 2 of 2
            total: 12 of 12 views match IB within 0.5 pt (100 %) in 2 documents

            """)
        #expect(result.err == "Scroll.storyboard:22:37: warning: custom class 'GradientView' is drawn as a plain UIView carrying its name\n")
    }

    @Test func checkFramesNamesTheDifferencesWhenTextIsMeasuredOtherwise() throws {
        let folder = try makeTemporaryFolderURL()
        // The stored frame of the title claims 300 wide while its constraints pin it to 176.33.
        let source = try String(contentsOf: Self.folder.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<constraint firstItem="Ttl-Lb-001" firstAttribute="trailing" relation="lessThanOrEqual""#,
                                  with: #"<constraint firstItem="Ttl-Lb-001" firstAttribute="width" constant="300" id="c99-Tt-Wd"/><constraint firstItem="Ttl-Lb-001" firstAttribute="trailing" relation="lessThanOrEqual""#)
        let path = folder.appendingPathComponent("Login.storyboard").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runPlumb(["check-frames", path, "--minimum", "99"])
        #expect(result.status == 1)
        #expect(result.out.contains("5 of 6 views match IB within 0.5 pt"))
        #expect(result.out.contains("    welcomeBackLabel (UILabel, id Ttl-Lb-001, line 19): width 300 instead of 176.3333"))
    }

    /// `plumb import` keeps each controller's bars (`bars:`): its YAML scenes draw on another device
    /// exactly as the document does, the safe area shaded below the same bars.
    @Test func importedScenesDrawAsTheDocumentOnAnotherDevice() throws {
        let folder = try makeTemporaryFolderURL()
        let imported = try runPlumb(["import", Self.folder.appendingPathComponent("Wharf.storyboard").path, "-o", "scenes"],
                                    currentDirectory: folder)
        #expect(imported.status == 0, "\(imported.err)")
        let log = try String(contentsOf: folder.appendingPathComponent("scenes/Harbour-Log.yaml"), encoding: .utf8)
        #expect(log.contains("bars: {navigation-bar: true, large-title: true, bottom-bar: tab-bar}\ncanvases:\n  - {device: iphone-se}\n"))
        for (arguments, output) in [(["Wharf.storyboard"], "document"), (["scenes"], "yaml")] {
            let arguments = arguments.map { $0.hasSuffix(".storyboard") ? Self.folder.appendingPathComponent($0).path : $0 }
            let rendered = try runPlumb(["render"] + arguments + ["--device", "iphone-15-pro", "-o", output], currentDirectory: folder)
            #expect(rendered.status == 0, "\(rendered.err)")
        }
        for name in ["Harbour-Log", "Tally", "Manifest"] {
            let document = try Data(contentsOf: folder.appendingPathComponent("document/Wharf/\(name)@iphone-15-pro.png"))
            let yaml = try Data(contentsOf: folder.appendingPathComponent("yaml/\(name)@iphone-15-pro.png"))
            #expect(document == yaml, "\(name)")
        }
    }

    @Test func solveReadsAStoryboardSceneByName() throws {
        let result = try runPlumb(["solve", "Scroll.storyboard", "--scene", "Terms", "--text-sizes", "from-document"],
                                  currentDirectory: Self.folder)
        #expect(result.status == 0)
        #expect(result.out.contains("    label                 [20, 20, 374, 61]"))
    }

    @Test func explainNamesAConflictAtTheConstraintsXMLLine() throws {
        let folder = try makeTemporaryFolderURL()
        let source = try String(contentsOf: Self.folder.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<constraint firstItem="Ttl-Lb-001" firstAttribute="trailing" relation="lessThanOrEqual""#,
                                  with: "<constraint firstItem=\"Ttl-Lb-001\" firstAttribute=\"width\" constant=\"500\" id=\"c98-Tt-Wd\"/>\n"
                                      + #"<constraint firstItem="Ttl-Lb-001" firstAttribute="trailing" relation="lessThanOrEqual""#)
        try source.write(to: folder.appendingPathComponent("Conflict.storyboard"), atomically: true, encoding: .utf8)
        let result = try runPlumb(["explain", "Conflict.storyboard"], currentDirectory: folder)
        #expect(result.status == 1)
        // The label's own width is the member on the deepest view: it gives way (docs/semantics.md).
        #expect(result.out.contains("Conflict.storyboard:73:1: note: in conflict: welcomeBackLabel.trailing <= root.trailingMargin\n"
                                    + "    <NSLayoutConstraint:"))
        #expect(result.out.contains("'c98-Tt-Wd' UILabel:"))
        #expect(result.out.contains("Conflict.storyboard:72:29: note: broke: welcomeBackLabel.width == 500"))
    }
}
