import TraceModel

/// Validates a header object and applies the defaults of format v1 (`traces/README.md` "Header").
///
/// Required: `format` (`"gesture-trace"`) and `version` (an integer in
/// `TraceHeader.supportedVersions`). Optional objects are checked field by field: rates,
/// scale, screen size and transition distance must be positive finite numbers within `TraceLimits`. A missing
/// `scene.transitionDistance` is half of the trace's own `screen.height`. Unknown header fields are
/// ignored (a later minor version may add some); `meta` must be an object and is kept verbatim.
struct HeaderDecoder {
    static let clocks: [(StaticString, TraceClock)] = [
        ("ms", .milliseconds), ("s", .seconds), ("us", .microseconds), ("ns", .nanoseconds),
    ]
    static let sides: [(StaticString, SceneSide)] = [("source", .source), ("destination", .destination)]
    static let sceneKinds: [(StaticString, SceneKind)] = [
        ("media-viewer", .mediaViewer), ("sheet", .sheet), ("drawer", .drawer), ("other", .other),
    ]
    static let dismissDirections: [(StaticString, DismissDirection)] = [
        ("down", .down), ("up", .up), ("left", .left), ("right", .right), ("any", .any),
        ("vertical", .vertical), ("horizontal", .horizontal),
    ]
    static let platforms: [(StaticString, DevicePlatform)] = [
        ("uikit", .uikit), ("android", .android), ("flutter", .flutter), ("web", .web),
    ]

    func decode<Value: JSONReadableValue>(_ object: Value) throws(FieldError) -> TraceHeader {
        let fields = FieldReader(object, subject: "header", pathPrefix: "header.")
        let expectedFormat = "\"\(TraceHeader.formatName)\""
        guard let format = fields.present("format") else {
            throw fields.missing("format", expected: expectedFormat)
        }
        guard format.kind == .string, format.string == TraceHeader.formatName else {
            throw FieldError(
                .wrongFormat, field: "header.format",
                "header: field \"format\": expected \(expectedFormat), found \(format.quotedForMessage); "
                    + "this is not a GestureTrace trace")
        }
        let version = try fields.requiredInteger("version")
        let supported = TraceHeader.supportedVersions
        guard supported.contains(version) else {
            let readable =
                supported.count == 1
                ? "version \(supported.lowerBound)"
                : "versions \(supported.lowerBound) to \(supported.upperBound)"
            throw FieldError(
                .unsupportedVersion, field: "header.version",
                "header: field \"version\": format version \(version) is not supported; this build reads \(readable)")
        }
        let clock = try fields.choice("clock", Self.clocks, expected: "one of ms, s, us, ns") ?? .defaultClock

        var device = DeviceInfo()
        if let d = try fields.nested("device") {
            device.model = try d.string("model")
            device.os = try d.string("os")
            device.refreshHz =
                try d.within(TraceLimits.refreshHzRange, "refreshHz", try d.number("refreshHz"), unit: " Hz")
                ?? DeviceInfo.defaultRefreshHz
            device.touchHz = try d.within(TraceLimits.touchHzRange, "touchHz", try d.number("touchHz"), unit: " Hz")
            device.scale = try d.within(0...TraceLimits.maximumScale, "scale", try d.positiveNumber("scale"))
            device.platform = try d.choice("platform", Self.platforms, expected: "one of uikit, android, flutter, web")
        }
        let points = 0...TraceLimits.maximumCoordinate
        var screen = ScreenSize.defaultScreen
        if let s = try fields.nested("screen") {
            screen.width = try s.within(points, "width", try s.positiveNumber("width"), unit: " pt") ?? screen.width
            screen.height = try s.within(points, "height", try s.positiveNumber("height"), unit: " pt") ?? screen.height
        }
        var scene = SceneInfo(screen: screen)
        if let s = try fields.nested("scene") {
            scene.kind =
                try s.choice("kind", Self.sceneKinds, expected: "one of media-viewer, sheet, drawer, other")
                ?? .mediaViewer
            scene.dismiss =
                try s.choice(
                    "dismiss", Self.dismissDirections,
                    expected: "one of down, up, left, right, any, vertical, horizontal")
                ?? scene.kind.defaultDismissDirection
            scene.transitionDistance =
                try s.within(points, "transitionDistance", try s.positiveNumber("transitionDistance"), unit: " pt")
                ?? screen.height / 2
            scene.initial = try s.choice("initial", Self.sides, expected: "one of source, destination") ?? .source
        }
        var engine: EngineInfo?
        if let e = try fields.nested("engine") {
            engine = EngineInfo(kind: try e.string("kind"), build: try e.string("build"))
        }
        var meta: JSONValue?
        if let m = fields.present("meta") {
            guard m.kind == .object else { throw fields.wrongType("meta", m, expected: "an object") }
            meta = try m.jsonValue(subject: "header", path: "meta")
        }
        return TraceHeader(
            format: TraceHeader.formatName, version: version, clock: clock, device: device,
            screen: screen, scene: scene, engine: engine, meta: meta)
    }
}
