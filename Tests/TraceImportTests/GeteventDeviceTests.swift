import Testing
import TraceImport
import TraceModel

/// Logs of devices the importer was not developed on: several devices in one log, other axis
/// ranges, scaling to points.
struct GeteventDeviceTests {
    static let interleaved = """
        add device 1: /dev/input/event4
          name:     "gpio-keys"
        add device 2: /dev/input/event2
          name:     "touchscreen"
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000021c
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000004b0
        [  10.000000] /dev/input/event2: EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_FINGER
        [  10.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  10.005000] /dev/input/event4: EV_KEY       KEY_VOLUMEDOWN       DOWN
        [  10.005000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [  10.008000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000226
        [  10.008000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  10.016000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [  10.016000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000

        """

    static let labelledRanges = """
        add device 1: /dev/input/event4
          name:     "gpio-keys"
          events:
            KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP
        add device 2: /dev/input/event2
          name:     "sec_touchscreen"
          events:
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                        ABS_MT_PRESSURE       : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT
        """

    @Test func picksTheDeviceWithTouchAxesAndSaysSo() throws {
        let (trace, loaded) = try ImportTestSupport.importAndRead(Self.interleaved)
        #expect(loaded.isValid)
        #expect(ImportTestSupport.touches(loaded) == ["1:began@540,1200", "1:moved@550,1200", "1:ended@550,1200"])
        #expect(ImportTestSupport.times(loaded) == [0, 8, 16])
        #expect(
            trace.report.notes.first
                == "2 devices in the log; imported /dev/input/event2 (the only one with touch axes); "
                + "pass --device to choose"
        )
        #expect(trace.report.skipped["lines of /dev/input/event4 (another device)"] == 2)
        #expect(trace.report.skipped["device announcement lines (add device, name)"] == 4)
        #expect(trace.report.skipped["EV_ABS ABS_MT_TOOL_TYPE (not a touch axis)"] == 1)
        #expect(trace.header.meta?["source"]?["device"] == .string("/dev/input/event2"))
    }

    @Test func deviceFilterKeepsOnlyThatDevice() throws {
        let options = ImportOptions(getevent: GeteventOptions(device: "/dev/input/event2"))
        let (trace, _) = try ImportTestSupport.importAndRead(Self.interleaved, options: options)
        #expect(trace.report.touchSequences == 1)
        #expect(!trace.report.notes.contains { $0.contains("devices in the log") })
        let missing = ImportOptions(getevent: GeteventOptions(device: "/dev/input/event9"))
        #expect(throws: ImportError.self) {
            _ = try TraceImporter.importTrace(
                text: Self.interleaved, fileName: "log.txt", format: .androidGetevent, options: missing)
        }
        do {
            _ = try TraceImporter.importTrace(
                text: Self.interleaved, fileName: "log.txt", format: .androidGetevent, options: missing)
        } catch {
            #expect(
                error.description
                    == "log.txt: error: no line of device /dev/input/event9 (--device); "
                    + "the log has /dev/input/event2, /dev/input/event4"
            )
        }
    }

    @Test func labelledAxisRangesAndDensityGivePoints() throws {
        let options = ImportOptions(getevent: GeteventOptions(axisRangesText: Self.labelledRanges, density: 2.625))
        let (trace, loaded) = try ImportTestSupport.importAndRead(Self.interleaved, options: options)
        #expect(
            ImportTestSupport.touches(loaded) == [
                "1:began@205.71,457.14", "1:moved@209.52,457.14", "1:ended@209.52,457.14",
            ])
        #expect(abs(loaded.header.screen.width - 1080 / 2.625) < 1e-9)
        #expect(abs(loaded.header.screen.height - 2400 / 2.625) < 1e-9)
        #expect(trace.header.device.model == "sec_touchscreen")
        #expect(trace.header.meta?["source"]?["coordinates"] == .string("points"))
        #expect(trace.report.notes.count == 1)  // only the device choice: no raw-units warning
    }

    /// A digitiser of 0...4095 on a 1080 x 2400 px display at density 3 (numeric `getevent -p`).
    @Test func otherAxisRangesScaleToTheDisplay() throws {
        let ranges = """
            add device 1: /dev/input/event1
              name:     "fts_ts"
              events:
                ABS (0003): 0035  : value 0, min 0, max 4095, fuzz 0, flat 0, resolution 0
                            0036  : value 0, min 0, max 4095, fuzz 0, flat 0, resolution 0
                            003a  : value 0, min 0, max 200, fuzz 0, flat 0, resolution 0
            """
        let log = """
            [ 7.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
            [ 7.000000] EV_ABS ABS_MT_POSITION_X 00000800
            [ 7.000000] EV_ABS ABS_MT_POSITION_Y 00000800
            [ 7.000000] EV_ABS ABS_MT_PRESSURE 00000064
            [ 7.000000] EV_SYN SYN_REPORT 00000000
            [ 7.010000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [ 7.010000] EV_SYN SYN_REPORT 00000000
            """
        let options = ImportOptions(
            getevent: GeteventOptions(
                axisRangesText: ranges, displayPixels: ScreenSize(width: 1080, height: 2400), density: 3))
        let (_, loaded) = try ImportTestSupport.importAndRead(log, options: options)
        #expect(ImportTestSupport.touches(loaded) == ["1:began@180,400", "1:ended@180,400"])
        #expect(loaded.events.first?.touch?.force == 0.5)
        #expect(loaded.header.screen == ScreenSize(width: 360, height: 800))
        #expect(loaded.header.meta?["source"]?["displayPixels"]?["width"] == .number(1080))
        #expect(loaded.header.meta?["source"]?["density"] == .number(3))
    }

    @Test func axisMaximaWithoutDensityGivePixelsAndSayIt() throws {
        let options = ImportOptions(getevent: GeteventOptions(xMax: 1079, yMax: 2399))
        let (trace, loaded) = try ImportTestSupport.importAndRead(Self.interleaved, options: options)
        #expect(ImportTestSupport.touches(loaded).first == "1:began@540,1200")
        #expect(trace.header.meta?["source"]?["coordinates"] == .string("pixels"))
        #expect(trace.report.notes.contains("coordinates are pixels (pass --density to get points)"))
        #expect(loaded.header.screen == ScreenSize(width: 1080, height: 2400))
    }

    @Test func pointsPerUnitOverridesEverything() throws {
        let options = ImportOptions(getevent: GeteventOptions(xMax: 1079, yMax: 2399, density: 3, pointsPerUnit: 0.5))
        let (_, loaded) = try ImportTestSupport.importAndRead(Self.interleaved, options: options)
        #expect(ImportTestSupport.touches(loaded).first == "1:began@270,600")
    }
}
