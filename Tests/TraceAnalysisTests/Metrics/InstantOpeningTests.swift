import Foundation
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// An engine that opens in one frame (Tobii does): a tap on the backdrop that follows the opening
/// tap sooner than anyone could react to the viewer's arrival was decided against the opening, not
/// against the viewer at rest (docs/analysis.md "Intents", `SequenceEvidence.reactionTime`).
@Suite("Inference after an opening too quick to see")
struct InstantOpeningTests {
    /// A recorded trace: a tap on a thumbnail opens the viewer in one frame (began at 760, ended
    /// at 810); a tap on the backdrop goes down `tapAfterStart` ms after the opening began and is
    /// ignored; 600 ms after its lift a drag up closes the viewer.
    static func trace(tapAfterStart: Double) -> String {
        let tap = 760 + tapAfterStart
        let drag = tap + 80 + 600
        let lines = [
            #"{"type":"header","format":"gesture-trace","version":1,"clock":"ms","device":{"platform":"web","refreshHz":60,"scale":3},"screen":{"width":390,"height":844},"scene":{"kind":"media-viewer","dismiss":"up","transitionDistance":400,"initial":"source"},"engine":{"kind":"instant","build":"1"}}"#,
            #"{"type":"touch","t":600,"id":1,"phase":"began","x":100,"y":150,"target":"cell:0"}"#,
            #"{"type":"touch","t":680,"id":1,"phase":"ended","x":100,"y":150,"target":"cell:0"}"#,
            #"{"type":"transition","id":"present-1","event":"began","operation":"present","interactive":false,"cause":[1],"progress":0,"t":760}"#,
            #"{"type":"transition","id":"present-1","event":"progress","progress":1,"t":760}"#,
            #"{"type":"transition","id":"present-1","event":"ended","outcome":"completed","t":810}"#,
            #"{"type":"touch","t":\#(tap),"id":2,"phase":"began","x":190,"y":800,"target":"backdrop"}"#,
            #"{"type":"touch","t":\#(tap + 80),"id":2,"phase":"ended","x":190,"y":800,"target":"backdrop"}"#,
        ]
        let moves = (0...6).map { step in
            let t = drag + Double(step) * 16
            let phase = step == 0 ? "began" : step == 6 ? "ended" : "moved"
            return
                #"{"type":"touch","t":\#(t),"id":3,"phase":"\#(phase)","x":200,"y":\#(450 - Double(step) * 40),"target":"viewer"}"#
        }
        let close = [
            #"{"type":"transition","id":"dismiss-2","event":"began","operation":"dismiss","interactive":false,"cause":[3],"progress":1,"t":\#(drag + 130)}"#,
            #"{"type":"transition","id":"dismiss-2","event":"ended","outcome":"completed","t":\#(drag + 630)}"#,
        ]
        return (lines + moves + close).joined(separator: "\n") + "\n"
    }

    static func inferred(tapAfterStart: Double) throws -> [IntentMetrics] {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("instant.jsonl").path
        try trace(tapAfterStart: tapAfterStart).write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try LoadedTrace.load(path: path)
        #expect(loaded.isValid)
        let analyzed = TraceAnalyzer.analyze(
            path: path, header: loaded.header, events: loaded.events,
            options: AnalysisOptions(recognition: .default, engines: [.recorded], inferIntents: true))
        return try #require(analyzed.runs.first).intents
    }

    @Test("a tap on the backdrop 150 ms after a one-frame opening is a cancel, failed, and the drag is its retry")
    func tapBeforeTheViewerCouldBeSeen() throws {
        let intents = try Self.inferred(tapAfterStart: 150)
        #expect(intents.map(\.intent.goal) == [.open, .cancel])
        #expect(intents.map(\.intent.sequences) == [[0], [1, 2]])
        // The opening had finished: the cancel did not bring the chat back (never flatter).
        #expect(intents.last?.cancelOk == false)
    }

    @Test("the same tap a reaction time or more after the opening began is a close of the viewer at rest")
    func tapOnTheViewerAtRest() throws {
        for after in [SequenceEvidence.reactionTime, 400] {
            let intents = try Self.inferred(tapAfterStart: after)
            #expect(intents.map(\.intent.goal) == [.open, .close], "\(after) ms")
            #expect(intents.map(\.intent.sequences) == [[0], [1, 2]], "\(after) ms")
        }
    }
}
