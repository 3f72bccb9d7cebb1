import Foundation
import PlumbLayout
import PlumbScene
import PlumbSnapshotTesting
import SnapshotTesting
import XCTest

/// `assertSnapshot(of: scene, as: .image(canvas:))` and `.frames`, against the references recorded
/// in `__Snapshots__/SceneSnapshottingTests/` (re-record with `SNAPSHOT_TESTING_RECORD=failed`).
final class SceneSnapshottingTests: XCTestCase {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")
    static let loginPath = scenes.appendingPathComponent("login.yaml").path

    /// Where swift-snapshot-testing writes a failing check's pictures: a folder of this test's own,
    /// removed when the test passes (the failing checks below fail on purpose), kept when it fails.
    private var artifacts: String?

    override func setUpWithError() throws {
        let folder = NSTemporaryDirectory() + "plumb-\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        artifacts = folder
        // XCTest runs one test at a time, in a process of its own (Swift Testing's run in another).
        setenv("SNAPSHOT_ARTIFACTS", folder, 1)
    }

    override func tearDown() {
        unsetenv("SNAPSHOT_ARTIFACTS")
        if let artifacts, testRun?.totalFailureCount == 0 { try? FileManager.default.removeItem(atPath: artifacts) }
    }

    /// The login scene with its email field `points` taller than written.
    static func loginWithTallerField(by points: Int) throws -> Scene {
        let text = try String(contentsOfFile: loginPath, encoding: .utf8)
        XCTAssertTrue(text.contains("email.height == 44"))
        return try SceneLoader.load(text: text.replacingOccurrences(of: "email.height == 44", with: "email.height == \(44 + points)"),
                                    path: loginPath)
    }

    func testThePictureMatchesItsReference() throws {
        assertSnapshot(of: try Scene(path: Self.loginPath), as: .image(canvas: "iphone-15", scale: 1), named: "login")
    }

    func testTheFramesMatchTheirReference() throws {
        assertSnapshot(of: try Scene(path: Self.loginPath), as: .frames, named: "login")
    }

    // The failing checks below never record (`record: .never`): `SNAPSHOT_TESTING_RECORD=failed`
    // would otherwise overwrite the references with the changed scene's.

    /// One point more on one view: the picture's reference no longer matches, and the failure says
    /// how many pixels differ where.
    func testAOnePointChangeFailsThePicture() throws {
        let message = verifySnapshot(of: try Self.loginWithTallerField(by: 1), as: .image(canvas: "iphone-15", scale: 1),
                                     named: "login", record: .never, testName: "testThePictureMatchesItsReference()")
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("\nthe picture differs from the reference: "), text)
        XCTAssertTrue(text.contains(" pixels differ ("), text)
        XCTAssertTrue(text.hasSuffix(", budget 0 pixels"), text)
    }

    func testAOnePointChangeFailsTheFramesNamingTheChange() throws {
        let message = verifySnapshot(of: try Self.loginWithTallerField(by: 1), as: .frames,
                                     named: "login", record: .never, testName: "testTheFramesMatchTheirReference()")
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("the frames differ from the reference:\n"), text)
        XCTAssertTrue(text.contains("email: height 44 → 45 on iphone-15"), text)
        XCTAssertTrue(text.contains("signIn: y "), text)
    }

    /// A scene that cannot be drawn fails with the reason instead of crashing the run.
    func testAnUnknownCanvasFailsWithTheScenesNames() throws {
        let message = verifySnapshot(of: try Scene(path: Self.loginPath), as: .image(canvas: "ipad"),
                                     named: "login", record: .never, testName: "testThePictureMatchesItsReference()")
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.hasSuffix("\n\(Self.loginPath):1:1: error: no canvas named 'ipad' (the scene has iphone-15)"), text)
    }
}
