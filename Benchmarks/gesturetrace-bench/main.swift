import CorpusAnalysis

// gesturetrace-bench: timings that need to happen inside one process (Benchmarks/run.sh calls it).
//
//   gesturetrace-bench recognition TRACE [REPEATS]
//
// Loads and validates TRACE once (TraceGestureRecognition; decoding is not timed), then recognizes
// its gestures with the profile its header implies REPEATS times (default 3) and prints the best
// CPU time of one pass as `key=value` lines: events, gestures, seconds, events_per_second. CPU time
// (CLOCK_PROCESS_CPUTIME_ID) is used for the same reason Benchmarks/run.sh uses it: it barely moves
// when other work shares the machine.
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    var line = message + "\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(status)
}

func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, arguments[1] == "recognition" else {
    fail("usage: gesturetrace-bench recognition TRACE [REPEATS]", status: 64)
}
let repeats = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 3) : 3
let trace: TraceGestureRecognition
do {
    trace = try TraceGestureRecognition(path: arguments[2])
} catch {
    fail("\(error)", status: 65)
}
var best = Double.infinity
var gestures = 0
for _ in 0..<repeats {
    let start = cpuSeconds()
    let result = trace.recognizeGestures()
    let elapsed = cpuSeconds() - start
    gestures = result.count
    best = min(best, elapsed)
}
print("events=\(trace.eventCount)")
print("gestures=\(gestures)")
print("seconds=\(best)")
print("events_per_second=\(Double(trace.eventCount) / best)")
