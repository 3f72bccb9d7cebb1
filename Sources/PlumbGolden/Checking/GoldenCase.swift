/// What a scene rendered now: the subject of one check against its goldens.
public struct GoldenCase: Sendable {
    /// The case's name, which is also its path under the golden folder (`forms/login`).
    public var name: String
    /// The solved frames of every canvas; `nil` to check pictures only.
    public var frames: FrameDump?
    /// One picture per canvas.
    public var images: [CanvasImage]
    /// The solved frames of each of the scene's states (`NAME.STATE.frames.txt`), in the scene's order.
    public var states: [StateFrames]

    public init(name: String, frames: FrameDump?, images: [CanvasImage], states: [StateFrames] = []) {
        self.name = name
        self.frames = frames
        self.images = images
        self.states = states
    }
}

/// The frames of one state of a scene, checked against their own golden so that a change to an
/// animation's end points is caught like any change of frames.
public struct StateFrames: Sendable {
    /// The state's name, as `--state NAME` gives it.
    public var state: String
    /// The state solved on every canvas.
    public var frames: FrameDump

    public init(state: String, frames: FrameDump) {
        self.state = state
        self.frames = frames
    }
}
