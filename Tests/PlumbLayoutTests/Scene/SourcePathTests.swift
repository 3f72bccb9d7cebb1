import PlumbLayout
import Testing

/// The names outputs, goldens and scenes take after a source's path.
@Suite struct SourcePathTests {
    @Test func stemsKeepTheFoldersBelowTheRoot() {
        #expect(SourcePath.stem(of: "fixtures/forms/login.yaml", below: "fixtures") == "forms/login")
        #expect(SourcePath.stem(of: "./other/a.b/scene.yaml", below: "fixtures") == "other/a.b/scene")
    }

    @Test func aFilesStemIsItsNameWithoutFoldersAndExtension() {
        #expect(SourcePath.fileStem(of: "fixtures/forms/login.yaml") == "login")
        #expect(SourcePath.fileStem(of: "Sources/ViewController.swift") == "ViewController")
        #expect(SourcePath.fileStem(of: "logs/two.reports.log") == "two.reports")
        // A name that starts with its only dot has no extension; standard input keeps its name.
        #expect(SourcePath.fileStem(of: "scenes/.hidden") == ".hidden")
        #expect(SourcePath.fileStem(of: "-") == "-")
    }
}
