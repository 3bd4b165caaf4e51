import GestureRecognition
import TraceModel

/// JSON Lines and text forms of gestures and sequence velocities. Numbers are rounded as in the
/// CSV reports (times, points and velocities to 0.001, progress to 1e-6), so every format shows
/// the same digits.
enum GestureEncoding {
    static func jsonLine(_ g: Gesture) -> String {
        var members: [JSONMember] = [
            JSONMember("kind", .string(g.kind.rawValue)),
            JSONMember("touchIds", .array(g.touchIds.map { .number(Double($0)) })),
            JSONMember("tBegin", number(g.tBegin)),
            JSONMember("tRecognized", g.tRecognized.map(number) ?? .null),
            JSONMember("tEnd", g.tEnd.map(number) ?? .null),
            JSONMember("start", point(g.start)),
            JSONMember("end", point(g.end)),
            JSONMember("translation", point(g.translation)),
            JSONMember("releaseVelocity", g.releaseVelocity.map { point(Point(x: $0.x, y: $0.y)) } ?? .null),
            JSONMember("direction", .string(g.direction.rawValue)),
            JSONMember("progress", g.progress.map { .number(FixedDecimal.rounded($0, decimals: 6)) } ?? .null),
            JSONMember("state", .string(g.state.rawValue)),
        ]
        if let role = g.doubleTapRole { members.append(JSONMember("doubleTapRole", .string(role.rawValue))) }
        if !g.consumedTaps.isEmpty {
            members.append(
                JSONMember(
                    "consumedTaps",
                    .array(
                        g.consumedTaps.map {
                            .object([
                                JSONMember("touchId", .number(Double($0.touchId))),
                                JSONMember("tBegin", number($0.tBegin)),
                            ])
                        })))
        }
        var out = ""
        JSONText.appendObject(members, to: &out)
        return out
    }

    static func textLine(_ g: Gesture) -> String {
        var line = g.kind.rawValue.fitted(toWidth: 11)
        line += "touch \(g.touchIds.map(String.init).joined(separator: "+"))"
        line += "  \(FixedDecimal.format(g.tBegin, decimals: 1))"
        line += "..\(g.tEnd.map { FixedDecimal.format($0, decimals: 1) } ?? "open") ms"
        line += "  (\(FixedDecimal.format(g.start.x, decimals: 1)), \(FixedDecimal.format(g.start.y, decimals: 1)))"
        line += " -> (\(FixedDecimal.format(g.end.x, decimals: 1)), \(FixedDecimal.format(g.end.y, decimals: 1)))"
        if g.direction != .none { line += "  \(g.direction.rawValue)" }
        if let v = g.releaseVelocity {
            line += "  v (\(FixedDecimal.format(v.x, decimals: 0)), \(FixedDecimal.format(v.y, decimals: 0))) pt/s"
        }
        if let p = g.progress { line += "  progress \(FixedDecimal.format(p, decimals: 3))" }
        line += "  \(g.state.rawValue)"
        if let role = g.doubleTapRole { line += " (\(role.rawValue) of a double tap)" }
        return line
    }

    static func jsonLine(_ v: SequenceVelocity) -> String {
        var out = ""
        JSONText.appendObject(
            [
                JSONMember("touchId", .number(Double(v.touchId))),
                JSONMember("t", number(v.t)),
                JSONMember("vx", v.vx.map(number) ?? .null),
                JSONMember("vy", v.vy.map(number) ?? .null),
            ], to: &out)
        return out
    }

    static func textLine(_ v: SequenceVelocity) -> String {
        let velocity =
            v.velocity.map {
                "vx \(FixedDecimal.format($0.x, decimals: 3)) vy \(FixedDecimal.format($0.y, decimals: 3)) pt/s"
            } ?? "no velocity"
        return "touch \(v.touchId)  t \(FixedDecimal.format(v.t, decimals: 3)) ms  \(velocity)  (\(v.outcome.rawValue))"
    }

    private static func number(_ v: Double) -> JSONValue { .number(FixedDecimal.rounded(v, decimals: 3)) }
    private static func point(_ p: Point) -> JSONValue {
        .object([JSONMember("x", number(p.x)), JSONMember("y", number(p.y))])
    }
}
