import TraceModel
import TraceReading

/// Text and JSON forms of `inspect`'s report. The JSON holds nothing about the file itself
/// (path, container form), so a trace gives the same JSON in both forms.
enum InventoryEncoding {
    static func json(header: TraceHeader, inventory inv: TraceInventory) -> String {
        var byType: [JSONMember] = []
        for name in inv.typeNamesInOrder {
            byType.append(JSONMember(name, .number(Double(inv.countsByType[name] ?? 0))))
        }
        let operations = TransitionOperation.allCases.map {
            JSONMember($0.rawValue, .number(Double(inv.transitionsByOperation[$0] ?? 0)))
        }
        let outcomes = TransitionOutcome.allCases.map {
            JSONMember($0.rawValue, .number(Double(inv.transitionOutcomes[$0] ?? 0)))
        }
        let goals = IntentGoal.allCases.map { JSONMember($0.rawValue, .number(Double(inv.intentsByGoal[$0] ?? 0))) }
        let body: [JSONMember] = [
            JSONMember("durationMs", .number(rounded(inv.duration))),
            JSONMember("firstT", inv.firstTime.map { .number(rounded($0)) } ?? .null),
            JSONMember("lastT", inv.lastTime.map { .number(rounded($0)) } ?? .null),
            JSONMember(
                "events",
                .object([
                    JSONMember("total", .number(Double(inv.eventCount))),
                    JSONMember("byType", .object(byType)),
                ])),
            JSONMember(
                "touches",
                .object([
                    JSONMember("samples", .number(Double(inv.touchSamples))),
                    JSONMember("predicted", .number(Double(inv.predictedSamples))),
                    JSONMember("sequences", .number(Double(inv.touchSequences))),
                    JSONMember("ended", .number(Double(inv.sequencesEnded))),
                    JSONMember("cancelled", .number(Double(inv.sequencesCancelled))),
                    JSONMember("openAtEnd", .number(Double(inv.openSequences))),
                    JSONMember("maxSimultaneous", .number(Double(inv.maxSimultaneousTouches))),
                    JSONMember(
                        "medianSampleIntervalMs", inv.medianSampleInterval.map { .number(roundedInterval($0)) } ?? .null
                    ),
                ])),
            JSONMember(
                "transitions",
                .object([
                    JSONMember("count", .number(Double(inv.transitionIDs.count))),
                    JSONMember("byOperation", .object(operations)),
                    JSONMember("outcomes", .object(outcomes)),
                ])),
            JSONMember(
                "intents",
                .object([
                    JSONMember("count", .number(Double(inv.intentsByGoal.values.reduce(0, +)))),
                    JSONMember("byGoal", .object(goals)),
                ])),
        ]
        var out = "{\"header\":" + TraceJSONEncoding.headerObject(header, includeType: false)
        for member in body {
            out += ","
            JSONText.appendString(member.key, to: &out)
            out += ":"
            JSONText.appendValue(member.value, to: &out)
        }
        return out + "}"
    }

    static func text(path: String, header: TraceHeader, inventory inv: TraceInventory) -> String {
        var lines: [String] = []
        lines.append("trace       \(path)")
        lines.append("format      \(header.format) v\(header.version), clock \(header.clock.rawValue)")
        let device = [header.device.model, header.device.os].compactMap { $0 }.joined(separator: ", ")
        lines.append(
            "device      \(device.isEmpty ? "unknown" : device); refresh \(fmt(header.device.refreshHz)) Hz"
                + (header.device.touchHz.map { ", touch \(fmt($0)) Hz" } ?? ""))
        lines.append("screen      \(fmt(header.screen.width)) x \(fmt(header.screen.height)) pt")
        lines.append(
            header.scene.hasModelledTransition
                ? "scene       \(header.scene.kind.rawValue), starts on \(header.scene.initial.rawValue), "
                    + "transition distance \(fmt(header.scene.transitionDistance)) pt"
                : "scene       \(header.scene.kind.rawValue): no engine replay, no intents"
        )
        if let engine = header.engine {
            lines.append("engine      \([engine.kind, engine.build].compactMap { $0 }.joined(separator: " "))")
        }
        lines.append("duration    \(fmt(rounded(inv.duration))) ms")
        let byType = inv.typeNamesInOrder.map { "\($0) \(inv.countsByType[$0] ?? 0)" }.joined(separator: ", ")
        lines.append("events      \(inv.eventCount) (\(byType))")
        var touches =
            "touches     \(inv.touchSequences) sequences (\(inv.sequencesEnded) ended, "
            + "\(inv.sequencesCancelled) cancelled, \(inv.openSequences) open at end)"
        touches += ", \(inv.touchSamples) samples (\(inv.predictedSamples) predicted)"
        lines.append(touches)
        lines.append(
            "            at most \(inv.maxSimultaneousTouches) at once; median sample interval "
                + (inv.medianSampleInterval.map { "\(fmt(roundedInterval($0))) ms" } ?? "n/a"))
        let ops = TransitionOperation.allCases.map { "\($0.rawValue) \(inv.transitionsByOperation[$0] ?? 0)" }.joined(
            separator: ", ")
        let outs = TransitionOutcome.allCases.map { "\($0.rawValue) \(inv.transitionOutcomes[$0] ?? 0)" }.joined(
            separator: ", ")
        lines.append("transitions \(inv.transitionIDs.count) (\(ops); \(outs))")
        let goals = IntentGoal.allCases.map { "\($0.rawValue) \(inv.intentsByGoal[$0] ?? 0)" }.joined(separator: ", ")
        lines.append("intents     \(inv.intentsByGoal.values.reduce(0, +)) (\(goals))")
        return lines.joined(separator: "\n")
    }

    /// Times and durations are shown to 1 µs (3 decimals of a millisecond), which hides the
    /// binary noise of sums such as 1083.3 - 1000 without hiding anything a recorder measures.
    static func rounded(_ ms: Double) -> Double { (ms * 1000).rounded() / 1000 }

    /// The median sample interval is shown to 10 µs: the histogram holding the intervals is exact
    /// to 0.01% (under 2 µs at 16 ms), and touch sampling jitters far more than 10 µs.
    static func roundedInterval(_ ms: Double) -> Double { (ms * 100).rounded() / 100 }

    static func fmt(_ value: Double) -> String {
        var out = ""
        JSONText.appendNumber(value, to: &out)
        return out
    }
}
