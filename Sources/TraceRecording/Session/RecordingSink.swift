#if compiler(>=6.2)
/// What a `RecordingSession` writes through: a `TraceLineSink` whose type can be used on the
/// writer's queue (`SendableMetatype`, a requirement Swift 6.2 makes explicit; every concrete sink
/// type meets it). Older compilers need only `TraceLineSink`.
public typealias RecordingSink = TraceLineSink & SendableMetatype
#else
/// What a `RecordingSession` writes through (Swift before 6.2: any `TraceLineSink`).
public typealias RecordingSink = TraceLineSink
#endif
