import Testing
import PlumbLayout

/// Choosing scenes from a file that holds several (a storyboard, a console log) by name.
@Suite struct SceneFileContentsTests {
    let contents = SceneFileContents(path: "Main.storyboard", scenes: ["Login", "Profile", "Settings"].map(Self.scene),
                                     isCollection: true)

    static func scene(named name: String) -> PlumbLayout.Scene {
        PlumbLayout.Scene(name: name, document: LayoutDocument(name: name), canvases: [DevicePreset.defaultCanvas],
                          path: "Main.storyboard")
    }

    @Test func noNamesSelectsEveryScene() throws {
        #expect(try contents.scenes(named: []).map(\.name) == ["Login", "Profile", "Settings"])
    }

    @Test func namesSelectInTheFilesOrder() throws {
        #expect(try contents.scenes(named: ["Settings", "Login"]).map(\.name) == ["Login", "Settings"])
    }

    @Test func anUnknownNameIsAnErrorListingTheScenesWithASuggestion() {
        #expect {
            _ = try contents.scenes(named: ["Profil"])
        } throws: { error in
            let diagnostics = try #require(error as? SourceDiagnostics)
            return diagnostics.description == "Main.storyboard:1:1: error: no scene named 'Profil' in this file; "
                + "it has 'Login', 'Profile' and 'Settings'; did you mean 'Profile'?"
        }
    }

    @Test func aSingleSceneReaderReadsOneSceneThatIsNoCollection() throws {
        enum OneScene: SingleSceneReader {
            static let fileExtensions = ["one"]
            static func load(path: String) throws(SourceDiagnostics) -> PlumbLayout.Scene {
                SceneFileContentsTests.scene(named: "only")
            }
        }
        let read = try OneScene.read(path: "a.one")
        #expect(read.scenes.map(\.name) == ["only"])
        #expect(!read.isCollection && read.warnings.isEmpty && read.path == "a.one")
    }
}
