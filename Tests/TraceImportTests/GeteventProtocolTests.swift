import Testing
import TraceImport
import TraceModel

/// Hand-written `getevent` logs for the multi-touch protocols' edge cases.
struct GeteventProtocolTests {
    private func run(_ text: String, options: ImportOptions = ImportOptions()) throws -> (
        ImportedTrace, [String], [Double]
    ) {
        let (trace, loaded) = try ImportTestSupport.importAndRead(text, options: options)
        #expect(loaded.isValid, "\(loaded.diagnostics)")
        return (trace, ImportTestSupport.touches(loaded), ImportTestSupport.times(loaded))
    }

    /// Protocol B sends only changed values: slot 0's X carries over to its next finger.
    @Test func protocolBKeepsSlotStateAcrossPacketsAndContacts() throws {
        let log = """
            [ 100.000000] EV_ABS ABS_MT_SLOT 00000000
            [ 100.000000] EV_ABS ABS_MT_TRACKING_ID 00000010
            [ 100.000000] EV_ABS ABS_MT_POSITION_X 00000064
            [ 100.000000] EV_ABS ABS_MT_POSITION_Y 000000c8
            [ 100.000000] EV_KEY BTN_TOUCH DOWN
            [ 100.000000] EV_SYN SYN_REPORT 00000000
            [ 100.010000] EV_ABS ABS_MT_SLOT 00000001
            [ 100.010000] EV_ABS ABS_MT_TRACKING_ID 00000011
            [ 100.010000] EV_ABS ABS_MT_POSITION_X 0000012c
            [ 100.010000] EV_ABS ABS_MT_POSITION_Y 00000190
            [ 100.010000] EV_SYN SYN_REPORT 00000000
            [ 100.020000] EV_ABS ABS_MT_SLOT 00000000
            [ 100.020000] EV_ABS ABS_MT_POSITION_Y 000000d2
            [ 100.020000] EV_SYN SYN_REPORT 00000000
            [ 100.030000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [ 100.030000] EV_SYN SYN_REPORT 00000000
            [ 100.040000] EV_ABS ABS_MT_TRACKING_ID 00000012
            [ 100.040000] EV_ABS ABS_MT_POSITION_Y 000000dc
            [ 100.040000] EV_SYN SYN_REPORT 00000000
            [ 100.050000] EV_ABS ABS_MT_SLOT 00000001
            [ 100.050000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [ 100.050000] EV_ABS ABS_MT_SLOT 00000000
            [ 100.050000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [ 100.050000] EV_KEY BTN_TOUCH UP
            [ 100.050000] EV_SYN SYN_REPORT 00000000
            """
        let (trace, touches, times) = try run(log)
        #expect(
            touches == [
                "1:began@100,200", "2:began@300,400", "1:moved@100,210", "1:ended@100,210", "1:began@100,220",
                "2:ended@300,400", "1:ended@100,220",
            ])
        #expect(times == [0, 10, 20, 30, 40, 50, 50])
        #expect(trace.report.touchSequences == 3)
        #expect(trace.report.skipped.isEmpty)
        #expect(trace.header.meta?["source"]?["protocol"] == .string("B"))
    }

    @Test func protocolBNewTrackingIDWithoutLiftEndsTheOldFinger() throws {
        let log = """
            [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
            [ 1.000000] EV_ABS ABS_MT_POSITION_X 0000000a
            [ 1.000000] EV_ABS ABS_MT_POSITION_Y 0000000a
            [ 1.000000] EV_SYN SYN_REPORT 00000000
            [ 1.010000] EV_ABS ABS_MT_TRACKING_ID 00000002
            [ 1.010000] EV_ABS ABS_MT_POSITION_X 00000014
            [ 1.010000] EV_SYN SYN_REPORT 00000000
            """
        let (trace, touches, _) = try run(log)
        #expect(touches == ["1:began@10,10", "1:ended@10,10", "1:began@20,10"])
        #expect(trace.report.openAtEnd == 1)
    }

    @Test func buttonUpEndsFingersTheSlotsStillHold() throws {
        let log = """
            [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000005
            [ 1.000000] EV_ABS ABS_MT_POSITION_X 0000000a
            [ 1.000000] EV_ABS ABS_MT_POSITION_Y 0000000b
            [ 1.000000] EV_KEY BTN_TOUCH DOWN
            [ 1.000000] EV_SYN SYN_REPORT 00000000
            [ 1.020000] EV_KEY BTN_TOUCH UP
            [ 1.020000] EV_SYN SYN_REPORT 00000000
            """
        let (trace, touches, times) = try run(log)
        #expect(touches == ["1:began@10,11", "1:ended@10,11"])
        #expect(times == [0, 20])
        #expect(trace.report.skipped == ["contacts still reported after BTN_TOUCH UP (ended at the button's lift)": 1])
    }

    /// Protocol A without tracking ids: contacts matched by order; a missing finger or an empty
    /// report is a lift; a packet of unrelated events is not a frame.
    @Test func protocolAFramesWithoutTrackingIDs() throws {
        let log = """
            [ 5.000000] EV_ABS ABS_MT_POSITION_X 0000000a
            [ 5.000000] EV_ABS ABS_MT_POSITION_Y 00000014
            [ 5.000000] EV_SYN SYN_MT_REPORT 00000000
            [ 5.000000] EV_ABS ABS_MT_POSITION_X 0000001e
            [ 5.000000] EV_ABS ABS_MT_POSITION_Y 00000028
            [ 5.000000] EV_SYN SYN_MT_REPORT 00000000
            [ 5.000000] EV_SYN SYN_REPORT 00000000
            [ 5.010000] EV_ABS ABS_MISC 00000001
            [ 5.010000] EV_SYN SYN_REPORT 00000000
            [ 5.020000] EV_ABS ABS_MT_POSITION_X 0000000b
            [ 5.020000] EV_ABS ABS_MT_POSITION_Y 00000014
            [ 5.020000] EV_SYN SYN_MT_REPORT 00000000
            [ 5.020000] EV_SYN SYN_REPORT 00000000
            [ 5.030000] EV_SYN SYN_MT_REPORT 00000000
            [ 5.030000] EV_SYN SYN_REPORT 00000000
            """
        let (trace, touches, times) = try run(log)
        #expect(
            touches == ["1:began@10,20", "2:began@30,40", "2:ended@30,40", "1:moved@11,20", "1:ended@11,20"])
        #expect(times == [0, 0, 20, 20, 30])
        #expect(trace.report.skipped == ["EV_ABS ABS_MISC (not a touch axis)": 1])
        #expect(trace.header.meta?["source"]?["protocol"] == .string("A"))
    }

    @Test func synDroppedCancelsAndDropsUpToTheNextReport() throws {
        let log = """
            [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
            [ 1.000000] EV_ABS ABS_MT_POSITION_X 0000000a
            [ 1.000000] EV_ABS ABS_MT_POSITION_Y 0000000a
            [ 1.000000] EV_SYN SYN_REPORT 00000000
            [ 1.010000] EV_ABS ABS_MT_POSITION_X 00000014
            [ 1.010000] EV_SYN SYN_DROPPED 00000000
            [ 1.010000] EV_ABS ABS_MT_POSITION_X 00000015
            [ 1.010000] EV_SYN SYN_REPORT 00000000
            """
        let (trace, touches, times) = try run(log)
        #expect(touches == ["1:began@10,10", "1:cancelled@10,10"])
        #expect(times == [0, 10])
        #expect(
            trace.report.skipped["lines after SYN_DROPPED up to the next SYN_REPORT (the kernel says to drop them)"]
                == 2)
    }

    @Test func numericGeteventTReadsLikeLabelled() throws {
        let log = """
            [ 100.000000] 0003 0039 00000010
            [ 100.000000] 0003 0035 00000064
            [ 100.000000] 0003 0036 000000c8
            [ 100.000000] 0001 014a 00000001
            [ 100.000000] 0000 0000 00000000
            [ 100.030000] 0003 0039 ffffffff
            [ 100.030000] 0001 014a 00000000
            [ 100.030000] 0000 0000 00000000
            """
        let (_, touches, times) = try run(log)
        #expect(touches == ["1:began@100,200", "1:ended@100,200"])
        #expect(times == [0, 30])
    }

    @Test func singleTouchDeviceUsesBTNTouch() throws {
        let log = """
            [ 2.000000] EV_ABS ABS_X 00000032
            [ 2.000000] EV_ABS ABS_Y 00000064
            [ 2.000000] EV_KEY BTN_TOUCH DOWN
            [ 2.000000] EV_SYN SYN_REPORT 00000000
            [ 2.016000] EV_ABS ABS_Y 0000006e
            [ 2.016000] EV_SYN SYN_REPORT 00000000
            [ 2.032000] EV_KEY BTN_TOUCH UP
            [ 2.032000] EV_SYN SYN_REPORT 00000000
            """
        let (trace, touches, times) = try run(log)
        #expect(touches == ["1:began@50,100", "1:moved@50,110", "1:ended@50,110"])
        #expect(times == [0, 16, 32])
        #expect(trace.header.meta?["source"]?["protocol"] == .string("single-touch"))
    }

    @Test func keepTimeOffsetKeepsTheMonotonicClock() throws {
        let log = """
            [ 2.000000] EV_ABS ABS_X 00000032
            [ 2.000000] EV_ABS ABS_Y 00000064
            [ 2.000000] EV_KEY BTN_TOUCH DOWN
            [ 2.000000] EV_SYN SYN_REPORT 00000000
            [ 2.032500] EV_KEY BTN_TOUCH UP
            [ 2.032500] EV_SYN SYN_REPORT 00000000
            """
        let (trace, _, times) = try run(log, options: ImportOptions(keepTimeOffset: true, task: "tap"))
        #expect(times == [2000, 2032.5])
        #expect(trace.header.meta?["source"]?["timeOriginMs"] == .number(0))
        #expect(trace.header.meta?["task"] == .string("tap"))
    }
}
