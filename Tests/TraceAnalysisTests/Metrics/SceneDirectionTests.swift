import Foundation
import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Scene kinds and the dismiss direction (traces/README.md "Header", docs/analysis.md "Intents"):
/// the transition's axis and which way closes come from the trace.
@Suite("Scene kinds and the dismiss direction")
struct SceneDirectionTests {
    static func load(_ text: String) throws -> LoadedTrace {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try LoadedTrace.load(path: try TestPaths.write(text, named: "h.jsonl", in: directory))
    }

    static func header(_ scene: String) throws -> TraceHeader {
        let text =
            #"{"type":"header","format":"gesture-trace","version":1,"clock":"ms","screen":{"width":390,"height":800},"#
            + #""scene":\#(scene)}"# + "\n"
        return try load(text).header
    }

    @Test("kinds and directions are read, with each kind's default, and written back only when not the default")
    func headerFields() throws {
        #expect(try Self.header(#"{"kind":"sheet"}"#).scene.dismiss == .down)
        #expect(try Self.header(#"{"kind":"drawer"}"#).scene.dismiss == .left)
        #expect(try Self.header(#"{"kind":"media-viewer","dismiss":"any"}"#).scene.dismiss == .any)
        #expect(try Self.header(#"{"kind":"media-viewer","dismiss":"vertical"}"#).scene.dismiss == .vertical)
        #expect(try Self.header(#"{"kind":"sheet","dismiss":"horizontal"}"#).scene.dismiss == .horizontal)
        #expect(try Self.header(#"{"kind":"drawer"}"#).scene.hasModelledTransition)
        #expect(try !Self.header(#"{"kind":"other"}"#).scene.hasModelledTransition)
        let drawer = try Self.header(#"{"kind":"drawer","dismiss":"right"}"#)
        let written = TraceJSONEncoding.headerObject(drawer, includeType: true)
        #expect(written.contains(#""dismiss":"right""#))
        #expect(try Self.load(written + "\n").header.scene == drawer.scene)
        #expect(
            !TraceJSONEncoding.headerObject(try Self.header(#"{"kind":"drawer"}"#), includeType: true).contains(
                "dismiss"))
    }

    @Test("a bad kind or direction names the field and what was expected")
    func badFields() throws {
        let text =
            #"{"type":"header","format":"gesture-trace","version":1,"scene":{"kind":"drawer","dismiss":"sideways"}}"#
            + "\n"
        do {
            _ = try Self.load(text)
            Issue.record("a bad scene.dismiss was read")
        } catch {
            #expect(
                "\(error)".contains(
                    #"field "scene.dismiss": expected one of down, up, left, right, any, vertical, horizontal"#))
        }
    }

    /// A left swipe on the destination at rest, 200 pt over 100 ms.
    static let leftSwipe = TouchScript.drag(t0: 1000, from: Point(x: 300, y: 400), by: Point(x: -200, y: 0)).events

    func fluidIntents(scene: String) throws -> [IntentMetrics] {
        var header = try Self.header(scene)
        header.scene.initial = .destination
        let analyzed = TraceAnalyzer.analyze(
            path: "swipe", header: header, events: Self.leftSwipe,
            options: AnalysisOptions(recognition: .default, engines: [.fluid]))
        return analyzed.runs[0].intents
    }

    @Test("a left swipe closes a drawer (the model follows the horizontal axis) and is browsing on a viewer")
    func drawerAxis() throws {
        let drawer = try fluidIntents(scene: #"{"kind":"drawer","transitionDistance":300}"#)
        #expect(drawer.map(\.intent.goal) == [.close])
        #expect(drawer.first?.achieved == true)
        let viewer = try fluidIntents(scene: #"{"kind":"media-viewer","transitionDistance":300}"#)
        #expect(viewer.map(\.intent.goal) != [.close])
    }

    @Test("which directions dismiss and present")
    func headings() {
        func pair(_ d: GestureDirection, _ dismiss: DismissDirection) -> [Bool] {
            let h = SequenceEvidence.heading(of: d, dismiss: dismiss)
            return [h.towardDismiss, h.towardPresent]
        }
        #expect(pair(.down, .down) == [true, false])
        #expect(pair(.up, .down) == [false, true])
        #expect(pair(.left, .left) == [true, false])
        #expect(pair(.right, .left) == [false, true])
        #expect(pair(.up, .any) == [true, false])
        #expect(pair(.none, .any) == [false, false])
        // A viewer closed by a drag up or down pages sideways: a horizontal swipe is browsing.
        #expect(pair(.up, .vertical) == [true, false])
        #expect(pair(.down, .vertical) == [true, false])
        #expect(pair(.left, .vertical) == [false, false])
        #expect(pair(.right, .horizontal) == [true, false])
        #expect(pair(.down, .horizontal) == [false, false])
    }

    @Test("on a viewer closed vertically, a sideways swipe at rest is browsing and an upward one a close")
    func verticalViewer() throws {
        let sideways = try fluidIntents(
            scene: #"{"kind":"media-viewer","dismiss":"vertical","transitionDistance":300}"#)
        #expect(sideways.allSatisfy { $0.intent.goal != .close })
        var header = try Self.header(#"{"kind":"media-viewer","dismiss":"vertical","transitionDistance":300}"#)
        header.scene.initial = .destination
        let up = TouchScript.drag(t0: 1000, from: Point(x: 200, y: 600), by: Point(x: 0, y: -250)).events
        let analyzed = TraceAnalyzer.analyze(
            path: "up", header: header, events: up, options: AnalysisOptions(recognition: .default, engines: [.fluid]))
        #expect(analyzed.runs[0].intents.map(\.intent.goal) == [.close])
        // With `any`, the sideways swipe would have been a close.
        let any = try fluidIntents(scene: #"{"kind":"media-viewer","dismiss":"any","transitionDistance":300}"#)
        #expect(any.map(\.intent.goal) == [.close])
    }
}
