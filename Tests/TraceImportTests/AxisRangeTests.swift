import Foundation
import Testing
import TraceImport
import TraceModel
import _TestSupport

/// Declared axis ranges: a degenerate one (min >= max) is refused as a usage error naming the
/// axis; raw values outside a declared range are clamped and counted, with one warning per file,
/// so force stays within 0 to 1 (docs/importing.md "Valid ranges and refusals").
struct AxisRangeTests {
    static func ranges(x: String = "min 0, max 1079", pressure: String = "min 0, max 255") -> String {
        """
        add device 2: /dev/input/event2
          name:     "touchscreen"
          events:
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, \(x), fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                        ABS_MT_PRESSURE       : value 0, \(pressure), fuzz 0, flat 0, resolution 0
                        ABS_MT_TOOL_TYPE      : value 0, min 0, max 0, fuzz 0, flat 0, resolution 0
        """
    }

    /// One finger: down with `pressure` at X `x`, moved, lifted.
    static func log(x: String = "0000021c", pressure: String = "00000080") -> String {
        """
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    \(x)
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000004b0
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      \(pressure)
        [  10.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  10.008000] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      000003ff
        [  10.008000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  10.016000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [  10.016000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000

        """
    }

    static func options(_ ranges: String) -> ImportOptions {
        ImportOptions(getevent: GeteventOptions(axisRangesText: ranges, density: 2.625))
    }

    @Test(
        "a position axis with min == max, or min > max, is refused as a usage error naming the axis",
        arguments: ["min 100, max 100", "min 0, max 0"])
    func degeneratePositionRange(range: String) {
        #expect {
            _ = try TraceImporter.importTrace(
                text: Self.log(), fileName: "log.txt", format: .androidGetevent,
                options: Self.options(Self.ranges(x: range)), axisRangesFileName: "getevent-p.txt")
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            return error.isUsage && error.file == "getevent-p.txt" && error.line == 5
                && error.message.contains("ABS_MT_POSITION_X") && error.message.contains("needs min < max")
        }
    }

    @Test("a degenerate pressure range is refused when the log sends pressure; an unused one is not")
    func degeneratePressureRange() throws {
        let ranges = Self.ranges(pressure: "min 7, max 7")
        #expect(throws: ImportError.self) {
            _ = try TraceImporter.importTrace(
                text: Self.log(), fileName: "log.txt", format: .androidGetevent, options: Self.options(ranges))
        }
        let withoutPressure =
            Self.log().split(separator: "\n").filter { !$0.contains("PRESSURE") }
            .joined(separator: "\n") + "\n"
        let (trace, loaded) = try ImportTestSupport.importAndRead(withoutPressure, options: Self.options(ranges))
        #expect(loaded.isValid)
        #expect(trace.report.clamped.isEmpty)
    }

    @Test("pressure above the declared maximum is clamped to force 1, counted, with one warning")
    func pressureClamped() throws {
        let (trace, loaded) = try ImportTestSupport.importAndRead(Self.log(), options: Self.options(Self.ranges()))
        #expect(loaded.isValid)
        let forces = loaded.events.compactMap { $0.touch?.force }
        #expect(!forces.isEmpty && forces.allSatisfy { (0...1).contains($0) })
        #expect(forces.contains(1))
        #expect(trace.report.clamped["ABS_MT_PRESSURE"]?.count == 1)
        #expect(
            trace.report.clampingWarning
                == "clamped 1 raw value outside the declared axis range to it: 1 ABS_MT_PRESSURE (0 to 255)")
        let source = "\(loaded.header.meta)"
        #expect(source.contains("clamped"), "\(source)")
    }

    @Test("a position outside its declared range is clamped to the range's edge and counted")
    func positionClamped() throws {
        // X 0x1000 = 4096, above max 1079: clamped to 1079, the screen's last pixel column.
        let (trace, loaded) = try ImportTestSupport.importAndRead(
            Self.log(x: "00001000", pressure: "00000010"), options: Self.options(Self.ranges()))
        #expect(loaded.isValid)
        let xs = loaded.events.compactMap { $0.touch?.location.x }
        #expect(xs.allSatisfy { $0 <= loaded.header.screen.width })
        #expect(trace.report.clamped["ABS_MT_POSITION_X"]?.count == 1)
        #expect(trace.report.clamped["ABS_MT_PRESSURE"]?.count == 1)
        #expect(trace.report.clampingWarning?.contains("1 ABS_MT_POSITION_X (0 to 1079)") == true)
    }

    @Test("values within the declared ranges give no warning")
    func noClamping() throws {
        let inRange = Self.log().replacingOccurrences(of: "000003ff", with: "000000ff")
        let (trace, _) = try ImportTestSupport.importAndRead(inRange, options: Self.options(Self.ranges()))
        #expect(trace.report.clamped.isEmpty)
        #expect(trace.report.clampingWarning == nil)
    }
}
