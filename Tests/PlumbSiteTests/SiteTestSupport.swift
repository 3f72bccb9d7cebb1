import Foundation
import PlumbLayout
import PlumbScene
import PlumbSite
import PlumbTestSupport

/// The scene these tests write (`twoBoxesScene`).
let boxesScene = twoBoxesScene

/// Writes `text` to `name` in a new folder and reads it as a scene.
func loadScene(_ text: String = boxesScene, name: String = "boxes.yaml", label: String = #function) throws
    -> (scene: Scene, path: String) {
    let folder = try makeTemporaryFolder(label)
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (try SceneLoader.load(path: path), path)
}

