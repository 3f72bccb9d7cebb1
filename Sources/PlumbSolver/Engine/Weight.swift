/// An objective coefficient under strict priorities: a sparse vector keyed by priority level,
/// compared lexicographically from the highest level down (Cassowary's symbolic weights).
///
/// No amount at a lower level can outweigh any amount at a higher one; within a level amounts add.
struct Weight: Equatable {
    /// Non-zero components, sorted by level from the highest down.
    private(set) var components: [(level: Double, amount: Double)] = []

    static let zero = Weight()

    init() {}

    /// One unit of error at `level`.
    init(level: Double, amount: Double = 1) {
        if amount != 0 { components = [(level, amount)] }
    }

    var isZero: Bool { components.isEmpty }

    /// -1, 0 or 1: the sign of the highest non-zero level.
    var sign: Int {
        guard let first = components.first else { return 0 }
        return first.amount < 0 ? -1 : 1
    }

    /// The highest level with a non-zero amount.
    var topLevel: Double? { components.first?.level }

    /// Adds `factor·other`, dropping components that cancel. Returns whether a component was dropped as rounding
    /// noise next to a larger one of the weight (a sign of numerical trouble, see ``Tableau/troubled``).
    @discardableResult
    mutating func add(_ other: Weight, times factor: Double) -> Bool {
        var magnification = 1.0
        return add(other, times: factor, magnification: &magnification)
    }

    /// ``add(_:times:)``, raising `magnification` to the factor by which a component's sum was smaller than the
    /// larger of the two amounts added, `max(|a|, |b|) / |a + b|`, if that is larger: the factor by which the sum
    /// magnifies the relative rounding its amounts carry. A sum that cancels to zero is dropped, not counted.
    @discardableResult
    mutating func add(_ other: Weight, times factor: Double, magnification: inout Double) -> Bool {
        if other.components.isEmpty || factor == 0 { return false }
        if components.count == 1 && other.components.count == 1 && components[0].level == other.components[0].level {
            // The common case, one level on each side: update in place.
            let added = other.components[0].amount * factor
            let amount = components[0].amount + added
            if Tolerance.cancels(amount, components[0].amount, added) {
                components.removeAll()
            } else {
                Weight.note(amount, components[0].amount, added, in: &magnification)
                components[0].amount = amount
            }
            return false
        }
        if components.isEmpty {
            for component in other.components {
                let amount = component.amount * factor
                if amount != 0 { components.append((component.level, amount)) }
            }
            return false
        }
        var merged: [(level: Double, amount: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0
        var j = 0
        while i < components.count || j < other.components.count {
            let level: Double
            var amount: Double
            var cancelled = false
            if j == other.components.count || (i < components.count && components[i].level > other.components[j].level) {
                (level, amount) = components[i]
                i += 1
            } else if i == components.count || other.components[j].level > components[i].level {
                level = other.components[j].level
                amount = other.components[j].amount * factor
                j += 1
            } else {
                level = components[i].level
                let added = other.components[j].amount * factor
                amount = components[i].amount + added
                cancelled = Tolerance.cancels(amount, components[i].amount, added)
                if !cancelled { Weight.note(amount, components[i].amount, added, in: &magnification) }
                i += 1
                j += 1
            }
            if amount != 0 && !cancelled { merged.append((level, amount)) }
        }
        // A component far smaller than another of the same weight is what is left of products that should have
        // cancelled; at a high level it would decide the weight's sign and hide a real amount below it.
        var droppedNoise = false
        if merged.count > 1 {
            var largest = 0.0
            for component in merged { largest = max(largest, abs(component.amount)) }
            let count = merged.count
            merged.removeAll { abs($0.amount) <= Tolerance.rowNoise * largest }
            droppedNoise = merged.count != count
        }
        components = merged
        return droppedNoise
    }

    /// Raises `magnification` to `max(|a|, |b|) / |sum|` where that is larger (no division unless it is).
    @inline(__always)
    private static func note(_ sum: Double, _ a: Double, _ b: Double, in magnification: inout Double) {
        let larger = max(abs(a), abs(b))
        if larger > magnification * abs(sum) { magnification = larger / abs(sum) }
    }

    /// Drops the component at `level`.
    mutating func remove(level: Double) {
        components.removeAll { $0.level == level }
    }

    func scaled(by factor: Double) -> Weight {
        var result = Weight()
        result.add(self, times: factor)
        return result
    }

    /// Lexicographic order from the highest level down.
    static func < (lhs: Weight, rhs: Weight) -> Bool {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference.sign < 0
    }

    /// Whether the two weights are the same at every level, up to rounding relative to each level's size.
    func agrees(with other: Weight) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.components.allSatisfy { component in
            let size = max(
                abs(components.first { $0.level == component.level }?.amount ?? 0),
                abs(other.components.first { $0.level == component.level }?.amount ?? 0))
            return abs(component.amount) <= Tolerance.relativeResidual * max(1, size)
        }
    }

    static func == (lhs: Weight, rhs: Weight) -> Bool {
        lhs.components.elementsEqual(rhs.components) { $0.level == $1.level && $0.amount == $1.amount }
    }

    var description: String {
        if components.isEmpty { return "0" }
        return components.map { "\(formatCoefficient($0.amount))@\(formatCoefficient($0.level))" }.joined(separator: " ")
    }
}
