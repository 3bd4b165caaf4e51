import Foundation
import Testing
import TraceModel
import TransitionSimulation

@Suite("Engine configuration")
struct EngineConfigurationTests {
    func load(_ json: String) throws(ConfigurationError) -> EngineConfiguration {
        try EngineConfiguration.parse(json: Data(json.utf8))
    }

    /// The error `json` is rejected with, as text.
    func rejection(_ json: String) -> String? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func defaultsAreThoseOfTheDesign() {
        let configuration = EngineConfiguration.default
        #expect(configuration.fluid.dampingRatio == 1.0)
        #expect(configuration.fluid.response == 0.4)
        #expect(configuration.fluid.relativeVelocityCap == 30)
        #expect(configuration.fluid.rest == SpringRestThreshold(displacement: 0.75, speed: 46.875))
        #expect(configuration.fluid.decelerationRate == 0.998)
        #expect(configuration.fluid.projectionThreshold == 0.5)
        #expect(configuration.fluid.panSlop == 10)
        #expect(configuration.legacy.duration == 0.35)
        #expect(configuration.legacy.curve == .easeInOut)
        #expect(configuration.legacy.dismissProgressThreshold == 0.5)
        #expect(configuration.legacy.dismissVelocityThreshold == 1200)
        #expect(configuration.display.renderLatencyFrames == 1)
        #expect(configuration.display.refreshHz == nil)
        #expect(throws: Never.self) { try configuration.validate() }
    }

    @Test func emptyObjectGivesTheDefaults() throws {
        #expect(try load("{}") == .default)
        #expect(try load(#"{"fluid": {}, "legacy": {}, "display": {}}"#) == .default)
    }

    @Test func partialFileOverridesOnlyItsKeys() throws {
        let configuration = try load(
            """
            {"fluid": {"response": 0.55, "rest": {"speed": 20}},
             "legacy": {"curve": [0.25, 0.1, 0.25, 1], "duration": 0.5},
             "display": {"refreshHz": 120}}
            """)
        var expected = EngineConfiguration.default
        expected.fluid.response = 0.55
        expected.fluid.rest.speed = 20
        expected.legacy.curve = CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        expected.legacy.duration = 0.5
        expected.display.refreshHz = 120
        #expect(configuration == expected)
        #expect(try load(#"{"legacy": {"curve": "linear"}}"#).legacy.curve == .linear)
        #expect(try load(#"{"display": {"refreshHz": null}}"#).display.refreshHz == nil)
    }

    @Test func unknownKeysAreRejectedWithTheirPath() {
        #expect(
            rejection(#"{"fluid": {"respnse": 0.4}}"#)
                == "fluid.respnse: unknown key; expected one of dampingRatio, decelerationRate, frameCostMs, panSlop, "
                + "projectionThreshold, relativeVelocityCap, response, rest, startCostMs")
        #expect(
            rejection(#"{"fluid": {"rest": {"velocity": 1}}}"#)
                == "fluid.rest.velocity: unknown key; expected one of displacement, speed")
        #expect(rejection(#"{"engine": {}}"#) == "engine: unknown key; expected one of display, fluid, legacy")
    }

    @Test func wrongTypesNameThePathAndTheExpectation() {
        #expect(
            rejection(#"{"fluid": {"response": "0.4"}}"#)
                == #"fluid.response: expected a positive number of seconds, got "0.4""#)
        #expect(
            rejection(#"{"fluid": {"panSlop": true}}"#)
                == "fluid.panSlop: expected a non-negative number of points, got true")
        #expect(rejection(#"{"legacy": 3}"#) == "legacy: expected an object, got a number")
        #expect(rejection("[1, 2]") == "expected a JSON object, got an array")
        #expect(
            rejection(#"{"legacy": {"duration": null}}"#)
                == "legacy.duration: expected a positive number of seconds, got null")
        #expect(
            rejection(#"{"legacy": {"curve": "spring"}}"#)
                == #"legacy.curve: expected "easeIn", "easeInOut", "easeOut", "linear" or [x1, y1, x2, y2] "#
                + #"with x1 and x2 from 0 to 1, got "spring""#)
    }

    @Test func outOfRangeValuesNameThePathAndTheExpectation() {
        #expect(
            rejection(#"{"fluid": {"response": -1}}"#)
                == "fluid.response: expected a positive number of seconds, got -1")
        #expect(
            rejection(#"{"fluid": {"dampingRatio": 0}}"#)
                == "fluid.dampingRatio: expected a positive damping ratio, got 0")
        #expect(
            rejection(#"{"fluid": {"decelerationRate": 1}}"#)
                == "fluid.decelerationRate: expected a number greater than 0 and less than 1, got 1")
        #expect(
            rejection(#"{"fluid": {"projectionThreshold": 1.5}}"#)
                == "fluid.projectionThreshold: expected a number from 0 to 1, got 1.5")
        #expect(
            rejection(#"{"fluid": {"rest": {"displacement": 0}}}"#)
                == "fluid.rest.displacement: expected a positive number of points, got 0")
        #expect(
            rejection(#"{"legacy": {"dismissVelocityThreshold": -5.5}}"#)
                == "legacy.dismissVelocityThreshold: expected a non-negative number of points per second, got -5.5")
        #expect(
            rejection(#"{"legacy": {"curve": [1.2, 0, 0.58, 1]}}"#)?
                .hasSuffix("got [1.2, 0, 0.58, 1]") == true)
        #expect(rejection(#"{"legacy": {"curve": [0.42, 0, 0.58]}}"#)?.hasPrefix("legacy.curve: expected") == true)
        #expect(
            rejection(#"{"display": {"renderLatencyFrames": 1.5}}"#)
                == "display.renderLatencyFrames: expected a whole number of frames from 0 to 60, got 1.5")
        #expect(
            rejection(#"{"display": {"refreshHz": 0}}"#)
                == "display.refreshHz: expected a number of hertz from 1 to 1000, or null, got 0")
    }

    @Test func malformedJSONIsOneProblemOfTheWholeDocument() {
        do {
            _ = try load(#"{"fluid": "#)
            Issue.record("accepted malformed JSON")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.path == "")
        }
    }

    @Test func malformedJSONSaysWhatIsWrong() {
        // The parser's own account, with where, not just "not valid JSON".
        let message = rejection(#"{"fluid": "#)
        #expect(message == "1: not valid JSON: unexpected end of the document; expected a value at line 1, column 11")
    }

    @Test func everyProblemIsReportedInReadingOrder() {
        let message = rejection(
            #"{"fluid": {"response": -1, "panSlop": -2}, "legacy": {"curv": 1}, "display": {"refreshHz": 0}}"#)
        #expect(
            message
                == [
                    "fluid.response: expected a positive number of seconds, got -1",
                    "fluid.panSlop: expected a non-negative number of points, got -2",
                    "legacy.curv: unknown key; expected one of curve, dismissProgressThreshold, "
                        + "dismissVelocityThreshold, duration, frameCostMs, startCostMs",
                    "display.refreshHz: expected a number of hertz from 1 to 1000, or null, got 0",
                ].joined(separator: "\n"))
    }

    @Test func theFileIsNamedWhenKnown() {
        do {
            _ = try load(#"{"fluid": {"response": -1}}"#)
        } catch {
            #expect(
                error.in(file: "engines.json").description
                    == "engines.json: fluid.response: expected a positive number of seconds, got -1")
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try load("\u{FEFF}{\"fluid\": {\"panSlop\": 12}}").fluid.panSlop == 12)
    }

    @Test func errorsCarryThePath() {
        do {
            _ = try load(#"{"fluid": {"response": -1}}"#)
        } catch {
            #expect(
                error.problems == [
                    .init(path: "fluid.response", reason: "expected a positive number of seconds, got -1")
                ])
        }
    }

    @Test func encodingRoundTrips() throws {
        var configuration = EngineConfiguration.default
        configuration.fluid.panSlop = 12
        configuration.legacy.curve = CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        configuration.display = .init(renderLatencyFrames: 2, refreshHz: 120)
        let data = try JSONEncoder().encode(configuration)
        #expect(try EngineConfiguration.parse(json: data) == configuration)
        #expect(try JSONDecoder().decode(EngineConfiguration.self, from: data) == configuration)
        let defaults = try JSONEncoder().encode(EngineConfiguration.default)
        #expect(String(decoding: defaults, as: UTF8.self).contains(#""curve":"easeInOut""#))
    }

    @Test func codableDecodingAppliesTheSameRules() {
        #expect(throws: ConfigurationError.self) {
            try JSONDecoder().decode(EngineConfiguration.self, from: Data(#"{"fluid": {"x": 1}}"#.utf8))
        }
    }

    @Test func validateRejectsBadValuesBuiltInCode() {
        var configuration = EngineConfiguration.default
        configuration.fluid.response = 0
        #expect(
            throws: ConfigurationError(path: "fluid.response", reason: "expected a positive number of seconds, got 0")
        ) {
            try configuration.validate()
        }
    }

    @Test func helpersApplyTheRules() {
        let fluid = EngineConfiguration.Fluid()
        // 0.25 of progress left: at most 30 × 0.25 = 7.5 progress per second.
        #expect(fluid.cappedInitialVelocity(10, from: 0.75, to: 1) == 7.5)
        #expect(fluid.cappedInitialVelocity(-10, from: 0.25, to: 0) == -7.5)
        #expect(fluid.cappedInitialVelocity(2, from: 0.75, to: 1) == 2)
        #expect(fluid.cappedInitialVelocity(2, from: 1, to: 1) == 0)
        #expect(fluid.spring == DampedSpring(dampingRatio: 1, response: 0.4))
        let legacy = EngineConfiguration.Legacy()
        #expect(legacy.dismissFinishes(dismissProgress: 0.51, velocityTowardDismissal: 0))
        #expect(!legacy.dismissFinishes(dismissProgress: 0.5, velocityTowardDismissal: 1200))
        #expect(legacy.dismissFinishes(dismissProgress: 0.1, velocityTowardDismissal: 1201))
        #expect(!legacy.dismissFinishes(dismissProgress: 0.4, velocityTowardDismissal: -3000))
    }
}
