import ArgumentParser
import TraceReading

/// The `--lenient` / `--strict` flags shared by every command that reads traces.
struct ReadingOptions: ParsableArguments {
    @Flag(help: "Skip bad events, reporting and counting each one as a warning, instead of failing the trace.")
    var lenient = false

    @Flag(help: "Treat unknown event types as errors (by default they are kept and counted in a warning).")
    var strict = false

    var traceReadOptions: TraceReadOptions {
        TraceReadOptions(mode: lenient ? .lenient : .strict, unknownTypesAreErrors: strict)
    }
}
