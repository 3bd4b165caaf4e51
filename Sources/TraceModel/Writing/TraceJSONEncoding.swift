/// The JSON text of trace objects in format v1, shared by both container forms.
public enum TraceJSONEncoding {
    /// The header as one JSON object. Defaults are written explicitly, so a written trace says
    /// what it assumes.
    public static func headerObject(_ header: TraceHeader, includeType: Bool) -> String {
        var members: [JSONMember] = []
        if includeType { members.append(JSONMember("type", .string("header"))) }
        members.append(JSONMember("format", .string(header.format)))
        members.append(JSONMember("version", .number(Double(header.version))))
        members.append(JSONMember("clock", .string(header.clock.rawValue)))
        var device: [JSONMember] = []
        if let model = header.device.model { device.append(JSONMember("model", .string(model))) }
        if let os = header.device.os { device.append(JSONMember("os", .string(os))) }
        device.append(JSONMember("refreshHz", .number(header.device.refreshHz)))
        if let touchHz = header.device.touchHz { device.append(JSONMember("touchHz", .number(touchHz))) }
        if let scale = header.device.scale { device.append(JSONMember("scale", .number(scale))) }
        if let platform = header.device.platform { device.append(JSONMember("platform", .string(platform.rawValue))) }
        members.append(JSONMember("device", .object(device)))
        members.append(
            JSONMember(
                "screen",
                .object([
                    JSONMember("width", .number(header.screen.width)),
                    JSONMember("height", .number(header.screen.height)),
                ])))
        var scene = [
            JSONMember("kind", .string(header.scene.kind.rawValue)),
            JSONMember("transitionDistance", .number(header.scene.transitionDistance)),
            JSONMember("initial", .string(header.scene.initial.rawValue)),
        ]
        // Written only when it is not the kind's default, so a trace that never named it reads
        // and writes back as it was.
        if header.scene.dismiss != header.scene.kind.defaultDismissDirection {
            scene.append(JSONMember("dismiss", .string(header.scene.dismiss.rawValue)))
        }
        members.append(JSONMember("scene", .object(scene)))
        if let engine = header.engine {
            var fields: [JSONMember] = []
            if let kind = engine.kind { fields.append(JSONMember("kind", .string(kind))) }
            if let build = engine.build { fields.append(JSONMember("build", .string(build))) }
            members.append(JSONMember("engine", .object(fields)))
        }
        if let meta = header.meta { members.append(JSONMember("meta", meta)) }
        var out = ""
        JSONText.appendObject(members, to: &out)
        return out
    }

    /// One event as a JSON object, its time written in `clock`'s unit.
    public static func appendEvent(_ event: TraceEvent, clock: TraceClock, to out: inout String) {
        out += "{\"type\":"
        JSONText.appendString(event.typeName, to: &out)
        out += ",\"t\":"
        let decimals = TraceWritePrecision.valueDecimals
        JSONText.appendNumber(
            TraceWritePrecision.rounded(
                clock.fileValue(fromMilliseconds: event.t), decimals: TraceWritePrecision.timeDecimals(in: clock)),
            to: &out)
        switch event.payload {
        case .touch(let touch):
            out += ",\"id\":"
            out += String(touch.id)
            out += ",\"phase\":\""
            out += touch.phase.rawValue
            out += "\",\"x\":"
            JSONText.appendNumber(TraceWritePrecision.rounded(touch.location.x, decimals: decimals), to: &out)
            out += ",\"y\":"
            JSONText.appendNumber(TraceWritePrecision.rounded(touch.location.y, decimals: decimals), to: &out)
            if let force = touch.force {
                out += ",\"force\":"
                JSONText.appendNumber(TraceWritePrecision.rounded(force, decimals: decimals), to: &out)
            }
            if let radius = touch.radius {
                out += ",\"radius\":"
                JSONText.appendNumber(TraceWritePrecision.rounded(radius, decimals: decimals), to: &out)
            }
            if let target = touch.target {
                out += ",\"target\":"
                JSONText.appendString(target, to: &out)
            }
            if let coalesced = touch.coalesced { out += ",\"coalesced\":" + (coalesced ? "true" : "false") }
            if touch.predicted { out += ",\"predicted\":true" }
        case .transition(let transition):
            out += ",\"id\":"
            JSONText.appendString(transition.id, to: &out)
            out += ",\"event\":\"" + transition.event.rawValue + "\""
            if let operation = transition.operation { out += ",\"operation\":\"" + operation.rawValue + "\"" }
            if let interactive = transition.interactive {
                out += ",\"interactive\":" + (interactive ? "true" : "false")
            }
            if let progress = transition.progress {
                out += ",\"progress\":"
                JSONText.appendNumber(TraceWritePrecision.rounded(progress, decimals: decimals), to: &out)
            }
            if let outcome = transition.outcome { out += ",\"outcome\":\"" + outcome.rawValue + "\"" }
            switch transition.cause {
            case nil:
                break
            case .programmatic:
                out += ",\"cause\":\"none\""
            case .touches(let ids):
                out += ",\"cause\":[" + ids.map(String.init).joined(separator: ",") + "]"
            }
        case .intent(let intent):
            out += ",\"id\":"
            JSONText.appendString(intent.id, to: &out)
            out += ",\"goal\":\"" + intent.goal.rawValue + "\""
            if let target = intent.target {
                out += ",\"target\":"
                JSONText.appendString(target, to: &out)
            }
        case .frame(let target):
            if let target {
                out += ",\"target\":"
                JSONText.appendNumber(
                    TraceWritePrecision.rounded(
                        clock.fileValue(fromMilliseconds: target),
                        decimals: TraceWritePrecision.timeDecimals(in: clock)),
                    to: &out)
            }
        case .marker(let name, let fields):
            out += ",\"name\":"
            JSONText.appendString(name, to: &out)
            appendMembers(fields, to: &out)
        case .unknown(_, let fields):
            appendMembers(fields, to: &out)
        }
        out += "}"
    }

    private static func appendMembers(_ members: [JSONMember], to out: inout String) {
        for member in members {
            out += ","
            JSONText.appendString(member.key, to: &out)
            out += ":"
            JSONText.appendValue(member.value, to: &out)
        }
    }
}
