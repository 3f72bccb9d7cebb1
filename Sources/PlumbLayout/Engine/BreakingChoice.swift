/// Which member of a set of conflicting required constraints gives way, as UIKit chooses it.
///
/// UIKit's engine asks the view hosting it for the member to break (`docs/semantics.md`, *Which
/// constraint gives way*). What it answers is read from 54 public console logs, not from a
/// specification, and follows this order, the member ranked highest breaking:
///
/// 1. constraints UIKit makes for sizes and places (the root's size and place, the system guides,
///    kept frames, the rule that sizes are not negative) are kept while a constraint the scene wrote,
///    a stack made or an intrinsic size holds is in the set;
/// 2. the constraint whose items' nearest common view lies deepest in the view tree (a one-view
///    constraint's own view): a label's height before the pins that hold its container;
/// 3. one that involves a trailing, right, bottom or last-baseline edge;
/// 4. the greatest constant;
/// 5. the one planned last (the order Plumb adds constraints in).
///
/// It names UIKit's choice in 45 of the 49 logs whose set has two or more written or stack
/// constraints; "the last of the log's list", which Plumb's former rule followed, in 12.
struct BreakingChoice {
    /// How a constraint ranks for giving way; the greatest gives way.
    struct Rank: Comparable {
        /// A replayed log's broken constraint (``ConflictRole/brokenByUIKit``) ranks above all.
        var recordedAsBroken = false
        /// 0: made by UIKit for sizes and places; 1: written or a stack's; 2: an intrinsic size.
        var kind: Int
        var containerDepth: Int
        var involvesTrailingEdge: Bool
        var constant: Double
        var order: Int

        static func < (a: Rank, b: Rank) -> Bool {
            if a.recordedAsBroken != b.recordedAsBroken { return !a.recordedAsBroken }
            if a.kind != b.kind { return a.kind < b.kind }
            if a.containerDepth != b.containerDepth { return a.containerDepth < b.containerDepth }
            if a.involvesTrailingEdge != b.involvesTrailingEdge { return !a.involvesTrailingEdge }
            if a.constant != b.constant { return a.constant < b.constant }
            return a.order < b.order
        }
    }

    private var ranks: [ConstraintKey: Rank] = [:]

    /// Ranks every constraint of `plan`; written and stack constraints by their items' places in `tree`.
    init(plan: PassPlan, tree: SceneTree, items: ItemTable) {
        ranks.reserveCapacity(plan.planned.count)
        for (index, entry) in plan.planned.enumerated() {
            ranks[entry.key] = Rank(kind: Self.kind(of: entry.key), containerDepth: 0, involvesTrailingEdge: false,
                                    constant: 0, order: index)
        }
        for (key, constraint) in plan.reported {
            guard var rank = ranks[key] else { continue }
            rank.recordedAsBroken = constraint.spec.conflictRole == .brokenByUIKit
            if constraint.spec.conflictRole == .madeByUIKit { rank.kind = 0 }
            guard rank.kind > 0 else {
                ranks[key] = rank
                continue
            }
            let first = items.items[constraint.first.item].owner
            let container = constraint.second.flatMap { tree.commonAncestor(first, items.items[$0.item].owner) } ?? first
            rank.containerDepth = tree.views[container].depth
            rank.involvesTrailingEdge = Self.isTrailingEdge(constraint.first.attribute)
                || constraint.second.map { Self.isTrailingEdge($0.attribute) } ?? false
            rank.constant = constraint.spec.constant
            ranks[key] = rank
        }
    }

    /// The member of `set` to break: the greatest ranked (a key the plan does not know ranks lowest).
    func victim(among set: [ConstraintKey]) -> ConstraintKey? {
        set.max { (ranks[$0] ?? Self.unknown) < (ranks[$1] ?? Self.unknown) }
    }

    private static let unknown = Rank(kind: -1, containerDepth: 0, involvesTrailingEdge: false, constant: 0, order: -1)

    private static func kind(of key: ConstraintKey) -> Int {
        switch key {
        case .system, .autoresizing, .nonNegative: 0
        case .user, .stack: 1
        case .intrinsic: 2
        }
    }

    private static func isTrailingEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .trailing, .right, .bottom, .lastBaseline, .trailingMargin, .rightMargin, .bottomMargin: true
        default: false
        }
    }
}
