import PlumbLayout

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
    /// Pictures of the transitions to the states at key frames (`NAME.STATE.0.125s@CANVAS.png`).
    public var keyFrames: [KeyFrameImage]

    public init(name: String, frames: FrameDump?, images: [CanvasImage], states: [StateFrames] = [],
                keyFrames: [KeyFrameImage] = []) {
        self.name = name
        self.frames = frames
        self.images = images
        self.states = states
        self.keyFrames = keyFrames
    }
}

/// One canvas's picture of the transition from a scene as written to one of its states, at one
/// moment: checked against its own golden, so that a change to how an animation looks on its way
/// is caught like a change to a still picture.
public struct KeyFrameImage: Sendable {
    /// The state the transition goes to.
    public var state: String
    /// Seconds since the animation began.
    public var seconds: Double
    /// The picture at that moment; its canvas is the canvas's name.
    public var image: CanvasImage

    public init(state: String, seconds: Double, image: CanvasImage) {
        self.state = state
        self.seconds = seconds
        self.image = image
    }

    /// The time in golden names and messages: seconds to the millisecond, `0.125`.
    public var time: String { Self.time(seconds) }

    /// Seconds to the millisecond, without trailing zeros: `0.063`, `0.125`.
    public static func time(_ seconds: Double) -> String { formatNumber((seconds * 1000).rounded() / 1000) }

    /// `iphone-se: scene → lowered, t = 0.125 s`, how a report and a failure name the picture.
    public var label: String { "\(image.canvas): scene → \(state), t = \(time) s" }
}

/// Which key frames of each state's transition a golden case checks: the transition from the
/// scene as written to the state, as `UIView.animate(withDuration:)` runs it with its defaults
/// (ease-in-ease-out over 0.25 s), at fractions of its duration.
public struct KeyFrameSchedule: Sendable {
    public var curve: TimingCurve
    /// In seconds.
    public var duration: Double
    /// Fractions of the duration, in 0...1.
    public var fractions: [Double]
    /// Pixels per point of the key frames' pictures: 1 by default, since they check where views
    /// are on the way (the still pictures check the drawing at the canvas's scale) and a golden
    /// per key frame, canvas and state adds up; `nil` draws them as the still pictures are.
    public var scale: Double?

    public init(curve: TimingCurve = .easeInEaseOut, duration: Double = 0.25, fractions: [Double], scale: Double? = 1) {
        self.curve = curve
        self.duration = duration
        self.fractions = fractions
        self.scale = scale
    }

    /// The three inner key frames of the five a filmstrip shows (a quarter, half and three
    /// quarters of the way); the start is the scene's own picture and the end the state's frames.
    public static let standard = KeyFrameSchedule(fractions: [0.25, 0.5, 0.75])
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
