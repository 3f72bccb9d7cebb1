// TEMPORARY: phase timing for measuring diagnostics cost.
nonisolated(unsafe) var phaseLog: [String] = []
nonisolated(unsafe) var phaseStart = ContinuousClock.now
func phase(_ name: String) {
    let now = ContinuousClock.now
    phaseLog.append("\(name) \(now - phaseStart)")
    phaseStart = now
}
