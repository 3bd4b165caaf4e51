import TraceModel
import TransitionSimulation

/// Every finding of a run (`Finding`), gathered trace by trace as `ReportSamples` is (`of`, on the
/// threads that analyse; `merge`, in input order), from an analysed trace or from a summary
/// partial's share of it, to the same findings. Grouped by engine, kind, scenario and goal as
/// they come, in the order each group was first seen: a group keeps its count and its first
/// `itemsKept` items (what any report lists of it), so a long trace with hundreds of thousands of
/// problems holds a few hundred.
package struct FindingSet: Sendable, Hashable {
    /// What one problem adds before grouping.
    struct Entry: Sendable, Hashable {
        var engine: EngineKind
        var kind: Finding.Kind
        var scenario: String?
        var goal: String?
        var item: Finding.Item
    }

    /// Alike problems: the engine, kind, scenario and goal they share, how many, the first ones.
    struct Group: Sendable, Hashable {
        var key: Key
        var count: Int
        var items: [Finding.Item]
    }

    /// What groups problems.
    struct Key: Sendable, Hashable {
        var engine: EngineKind
        var kind: Finding.Kind
        var scenario: String?
        var goal: String?
    }

    /// Items kept per group, in input order: as many as `report.html` lists
    /// (`ReportHTML.findingItemsListed`); the text shows the first.
    static let itemsKept = ReportHTML.findingItemsListed

    /// The groups, in the order their first problem came.
    private(set) var groups: [Group] = []
    private var groupIndex: [Key: Int] = [:]

    package init() {}

    /// Adds one problem (after every one added before it).
    mutating func add(_ entry: Entry) {
        let key = Key(engine: entry.engine, kind: entry.kind, scenario: entry.scenario, goal: entry.goal)
        add(key, count: 1, items: CollectionOfOne(entry.item))
    }

    private mutating func add(_ key: Key, count: Int, items: some Collection<Finding.Item>) {
        guard let index = groupIndex[key] else {
            groupIndex[key] = groups.count
            groups.append(Group(key: key, count: count, items: Array(items.prefix(Self.itemsKept))))
            return
        }
        // Counts of problems, each an intent or transition held before: no sum of them overflows.
        groups[index].count += count
        let room = Self.itemsKept - groups[index].items.count
        if room > 0 { groups[index].items += items.prefix(room) }
    }

    /// The problems of one analysed trace: the intents each engine scored (as `summary.csv`
    /// counts them) and the transitions it replayed.
    /// `transitionsBefore`: per engine, how many transitions came before `trace` (a part of a
    /// longer trace, `TraceParts`), so that its transitions' ids number on.
    package static func of(
        _ trace: AnalyzedTrace, engines: [EngineKind], transitionsBefore: [EngineKind: Int] = [:]
    ) -> FindingSet {
        var set = FindingSet()
        for engine in engines {
            for metrics in CorpusSummarizer.scoredIntents(trace, engine: engine) {
                set.addIntent(
                    engine: engine, trace: trace.path, scenario: trace.scenario, id: metrics.intent.id,
                    goal: metrics.intent.goal, unanswered: metrics.unanswered, achieved: metrics.achieved,
                    cancelOk: metrics.cancelOk)
            }
            let frames = trace.runs.filter { $0.engine == engine }.flatMap(\.frames).map { SummarizedTransition($0) }
            set.addTransitions(
                frames, engine: engine, trace: trace.path, scenario: trace.scenario,
                numberedFrom: transitionsBefore[engine] ?? 0)
        }
        return set
    }

    /// The problems of one trace of a summary partial (`merge`): those `of(_:engines:)` finds
    /// in the analysed trace it came from. None for a failed trace.
    package static func of(_ trace: PartialTrace, engines: [EngineKind]) -> FindingSet {
        var set = FindingSet()
        guard trace.failure == nil else { return set }
        for engine in engines {
            for share in trace.shares where share.engine == engine {
                for (position, intent) in share.intents.enumerated() {
                    set.addIntent(
                        engine: engine, trace: trace.path, scenario: trace.scenario,
                        id: share.intentIds.indices.contains(position) ? share.intentIds[position] : "",
                        goal: intent.goal, unanswered: intent.unanswered, achieved: intent.achieved,
                        cancelOk: intent.cancelOk)
                }
            }
            let frames = trace.shares.filter { $0.engine == engine }.flatMap(\.frames)
            set.addTransitions(frames, engine: engine, trace: trace.path, scenario: trace.scenario)
        }
        return set
    }

    /// Whether no problem was added.
    var isEmpty: Bool { groups.isEmpty }

    /// Adds `later` (the next traces in input order).
    package mutating func merge(_ later: FindingSet) {
        for group in later.groups { add(group.key, count: group.count, items: group.items) }
    }

    /// The findings, worst first: by kind (`Finding.Kind` order), then the most items, then the
    /// first seen; each finding's first items in input order. `leaving`: engines left out
    /// (`WhatIfApplicability`).
    package func grouped(leaving excluded: WhatIfApplicability? = nil) -> [Finding] {
        let findings = groups.filter { excluded?.excludes($0.key.engine) != true }.enumerated().map { index, group in
            (
                index,
                Finding(
                    engine: group.key.engine, kind: group.key.kind, scenario: group.key.scenario,
                    goal: group.key.goal, count: group.count, items: group.items)
            )
        }
        return findings.sorted { a, b in
            if a.1.kind != b.1.kind { return a.1.kind < b.1.kind }
            if a.1.count != b.1.count { return a.1.count > b.1.count }
            return a.0 < b.0
        }.map(\.1)
    }

    private mutating func addIntent(
        engine: EngineKind, trace: String, scenario: String?, id: String, goal: IntentGoal, unanswered: Bool,
        achieved: Bool, cancelOk: Bool?
    ) {
        let kind: Finding.Kind? =
            if unanswered {
                .unanswered
            } else if goal == .cancel {
                cancelOk == false ? .failedCancel : nil
            } else {
                achieved ? nil : .neverAchieved
            }
        guard let kind else { return }
        add(
            Entry(
                engine: engine, kind: kind, scenario: scenario, goal: goal.rawValue,
                item: Finding.Item(trace: trace, id: id)))
    }

    private mutating func addTransitions(
        _ frames: [SummarizedTransition], engine: EngineKind, trace: String, scenario: String?, numberedFrom: Int = 0
    ) {
        for (offset, frame) in frames.enumerated() {
            let index = numberedFrom + offset
            let id = engine == .recorded ? "#\(index + 1)" : TransitionID(engine: engine, number: index + 1).rawValue
            var kinds: [Finding.Kind] = []
            if let ratio = frame.hitchTimeRatio, HitchRating(ratio: ratio) == .critical { kinds.append(.criticalJank) }
            if frame.startJumped == true { kinds.append(.startJump) }
            if frame.midJumped == true { kinds.append(.midJump) }
            for kind in kinds {
                add(
                    Entry(
                        engine: engine, kind: kind, scenario: scenario, goal: nil,
                        item: Finding.Item(trace: trace, id: id)))
            }
        }
    }
}
