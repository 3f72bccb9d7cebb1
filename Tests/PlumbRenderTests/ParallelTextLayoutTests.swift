import CPlumbCairo
import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Text laid out on several threads at once")
struct ParallelTextLayoutTests {
    /// A run of `fi` ligatures in a line three and a half of them wide: Pango measures a break inside
    /// the run only when it is near the line's end, by a safe distance of three average characters
    /// from the font's metrics; with no distance it accepts the even split of a ligature's width
    /// between its letters (3.5 × 10.71 pt = 37.49 pt) and overflows the line by 0.61 pt.
    static let text = "  " + String(repeating: "fi", count: 40) + "  "
    static let style = TextStyle(font: .body, width: 37.5)
    /// Fresh sessions laid out at once in each round: each computes its fonts' metrics anew.
    static let threads = 6
    static let rounds = 8

    private func lines(in session: FontSession, breakingLongWords: Bool) -> [String] {
        PangoTextLayout(text: Self.text, style: Self.style, session: session,
                        breakingLongWords: breakingLongWords).lines.map(\.text)
    }

    /// The average character width of every font `session` laid `text` out with, as Pango keeps it.
    private func approximateCharacterWidths(in session: FontSession) -> [Int32] {
        let layout = PangoTextLayout(text: Self.text, style: Self.style, session: session, breakingLongWords: false)
        var widths: [Int32] = []
        var lineNode = pango_layout_get_lines_readonly(layout.layout)
        while let node = lineNode {
            var runNode = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let run = runNode {
                let analysis = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis
                if let metrics = pango_font_get_metrics(analysis.font, analysis.language) {
                    widths.append(pango_font_metrics_get_approximate_char_width(metrics))
                    pango_font_metrics_unref(metrics)
                }
                runNode = run.pointee.next
            }
            lineNode = node.pointee.next
        }
        return widths
    }

    /// Runs `body` once on each of `count` threads, all started together.
    private func onThreadsAtOnce<Result>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        let results = ResultSlots<Result>(count: count)
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            let thread = Thread {
                start.wait()
                results.set(index, body(index))
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<count { start.signal() }
        done.wait()
        return results.values
    }

    @Test("fresh font sessions laying a run of ligatures out at once break it where one session alone does, and keep their fonts' average character widths")
    func ligatureRunBreaksAsSerially() {
        let configuration = FontSystem.shared.configuration
        let serialSession = FontSession(configuration: configuration)
        let serial = lines(in: serialSession, breakingLongWords: false)
        #expect(serial.first == "  ")
        #expect(serial.dropFirst().dropLast().allSatisfy { $0 == "fififi" })
        let serialWidths = approximateCharacterWidths(in: serialSession)
        #expect(!serialWidths.isEmpty && serialWidths.allSatisfy { $0 > 0 })

        var differing = 0
        for round in 0..<Self.rounds {
            let sessions = (0..<Self.threads).map { _ in UncheckedSession(FontSession(configuration: configuration)) }
            let laidOut = onThreadsAtOnce(Self.threads) { index in
                (pango: lines(in: sessions[index].session, breakingLongWords: false),
                 prepared: lines(in: sessions[index].session, breakingLongWords: true))
            }
            for (index, result) in laidOut.enumerated() {
                if result.pango != serial || result.prepared != serial { differing += 1 }
                #expect(result.pango == serial, "round \(round), thread \(index), Pango's own breaking")
                #expect(result.prepared == serial, "round \(round), thread \(index), prepared long words")
                #expect(approximateCharacterWidths(in: sessions[index].session) == serialWidths,
                        "round \(round), thread \(index)")
            }
        }
        #expect(differing == 0, "\(differing) of \(Self.rounds * Self.threads) layouts broke differently")
    }
}

/// A font session handed to exactly one thread.
private struct UncheckedSession: @unchecked Sendable {
    let session: FontSession
    init(_ session: FontSession) { self.session = session }
}

/// One result per thread, written under a lock.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
