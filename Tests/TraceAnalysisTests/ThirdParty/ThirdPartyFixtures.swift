import Foundation
import GestureRecognition
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The labelled recordings of third-party engines (Tests/Fixtures/third-party, recorded by
/// Tests/Harness) and the agreement of the intents inferred on them with their labels.
enum ThirdPartyFixtures {
    /// The recorded engines (one folder each).
    static let engines = ["basiclightbox", "biggerpicture", "bottomsheet", "simplelightbox", "slideout", "tobii"]

    /// Which touch targets inference is given.
    enum Targets: String, Sendable, CaseIterable {
        /// As the integration recorded them: every part named by role (`cell:N`, `close`,
        /// `backdrop`, `viewer`).
        case recorded
        /// Only the thumbnails' `cell:N`, every other target removed: an integration that names
        /// only its thumbnails.
        case cellsOnly
    }

    /// Agreeing and labelled counts of intents and of touch sequences over one engine's traces.
    struct Agreement: Sendable, Equatable, CustomStringConvertible {
        var intents = (agree: 0, labelled: 0)
        var sequences = (agree: 0, labelled: 0)

        static func == (lhs: Agreement, rhs: Agreement) -> Bool {
            lhs.intents == rhs.intents && lhs.sequences == rhs.sequences
        }

        var description: String {
            "\(intents.agree)/\(intents.labelled) intents, \(sequences.agree)/\(sequences.labelled) touch sequences"
        }

        /// Whether both counts are at least those of `floor` (same labelled totals).
        func isAtLeast(_ floor: Agreement) -> Bool {
            intents.labelled == floor.intents.labelled && sequences.labelled == floor.sequences.labelled
                && intents.agree >= floor.intents.agree && sequences.agree >= floor.sequences.agree
        }
    }

    static func folder(_ engine: String) -> URL { TestPaths.fixture("third-party/\(engine)") }

    static func traces(_ engine: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder(engine).path)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    static func load(_ engine: String, _ file: String) throws -> LoadedTrace {
        try LoadedTrace.load(path: folder(engine).appendingPathComponent(file).path)
    }

    /// The trace's events with the touch targets `targets` keeps.
    static func events(_ trace: LoadedTrace, targets: Targets) -> [TraceEvent] {
        guard targets == .cellsOnly else { return trace.events }
        return trace.events.map { event in
            guard case .touch(var touch) = event.payload, let target = touch.target, !target.hasPrefix("cell:")
            else { return event }
            touch.target = nil
            return TraceEvent(t: event.t, .touch(touch))
        }
    }

    /// The recorded engine's intents of one trace, as given (labelled) or with its labels removed,
    /// recognized with the profile of the header's platform, as `analyze` does (web: android).
    static func intents(_ trace: LoadedTrace, labelled: Bool, targets: Targets = .recorded) -> [Intent] {
        let all = events(trace, targets: targets)
        let events = labelled ? all : all.filter { $0.typeName != "intent" }
        let options = AnalysisOptions(
            recognition: RecognitionProfile.of(trace.header).configuration, engines: [.recorded])
        let analysed = TraceAnalyzer.analyze(path: trace.path, header: trace.header, events: events, options: options)
        return analysed.runs.first?.intents.map(\.intent) ?? []
    }

    /// How many of the engine's labelled intents and sequences the inferred intents agree with.
    static func agreement(_ engine: String, targets: Targets) throws -> Agreement {
        var total = Agreement()
        for file in traces(engine) {
            let trace = try load(engine, file)
            let agreement = InferenceAgreement(
                labelled: intents(trace, labelled: true, targets: targets),
                inferred: intents(trace, labelled: false, targets: targets))
            total.intents.agree += agreement.intents.numerator
            total.intents.labelled += agreement.intents.denominator
            total.sequences.agree += agreement.sequences.numerator
            total.sequences.labelled += agreement.sequences.denominator
        }
        return total
    }
}
