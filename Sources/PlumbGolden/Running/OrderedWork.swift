import Dispatch

/// Runs independent pieces of work on all cores and hands their results over in order.
///
/// `plumb check` checks each scene this way: scenes are loaded, solved, drawn and compared in
/// parallel, and each result is delivered (printed) as soon as every earlier one has been, so the
/// output is the same, line for line, as one scene after another would give.
public enum OrderedWork {
    /// Runs `work` for every index in `0..<count`, spread over all cores, and calls `deliver` with
    /// each result in index order; `deliver` calls never overlap.
    /// - Returns: every result, in index order.
    public static func run<Result: Sendable>(count: Int, _ work: @Sendable (Int) -> Result,
                                             deliver: @Sendable (Int, Result) -> Void = { _, _ in }) -> [Result] {
        let board = Board<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            board.store(work(index), at: index, deliver: deliver)
        }
        return board.results
    }
}

/// Results of concurrent work, and how far they have been delivered in order.
private final class Board<Result: Sendable>: @unchecked Sendable {
    /// Serial queues as locks: one over the slots, one held while delivering, so that a slow
    /// `deliver` does not keep workers from storing.
    private let lock = DispatchQueue(label: "plumb.ordered-work.slots")
    private let deliveryLock = DispatchQueue(label: "plumb.ordered-work.delivery")
    private var slots: [Result?]
    private var delivered = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Result, at index: Int, deliver: (Int, Result) -> Void) {
        lock.sync { slots[index] = result }
        // Whoever finds the next result in order delivers it and any that follow it.
        deliveryLock.sync {
            while let next = lock.sync(execute: { delivered < slots.count ? slots[delivered] : nil }) {
                deliver(delivered, next)
                lock.sync { delivered += 1 }
            }
        }
    }

    var results: [Result] { lock.sync { slots.map { $0! } } }
}
