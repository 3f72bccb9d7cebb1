import Foundation
import PlumbLayout
import PlumbScene
import PlumbSite
import PlumbTestSupport

/// A scene written for these tests: a blue box pinned to the margins, a red one below it with an
/// optional width it cannot have on the narrow canvas, on a portrait and a landscape phone.
let boxesScene = """
    name: Two boxes
    canvases:
      - device: iphone-15
      - device: iphone-15
        orientation: landscape
    views:
      - view: blueBox
        background: blue
      - view: redBox
        background: red
    constraints:
      - blueBox.leading == superview.leadingMargin
      - blueBox.trailing == superview.trailingMargin
      - blueBox.top == safeArea.top + 20
      - blueBox.height == 120
      - redBox.top == blueBox.bottom + 8
      - redBox.leading == blueBox.leading
      - redBox.height == 60
      - redBox.width <= 300
      - redBox.width == 500 @750

    """

/// Writes `text` to `name` in a new folder and reads it as a scene.
func loadScene(_ text: String = boxesScene, name: String = "boxes.yaml", label: String = #function) throws
    -> (scene: Scene, path: String) {
    let folder = try makeTemporaryFolder(label)
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (try SceneLoader.load(path: path), path)
}

