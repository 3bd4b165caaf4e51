import Testing
import TraceReading

@testable import TraceImport

/// The importers' copy of the format's ranges is the reader's (`TraceLimits`).
struct ImportRangesTests {
    @Test func sameAsTheReader() {
        #expect(ImportRanges.maximumAbsoluteTimeMilliseconds == TraceLimits.maximumAbsoluteTimeMilliseconds)
        #expect(ImportRanges.maximumCoordinate == TraceLimits.maximumCoordinate)
        #expect(ImportRanges.maximumOpenTouches == TraceLimits.maximumOpenTouches)
        #expect(ImportRanges.maximumElementBytes == TraceLimits.maximumElementBytes)
    }
}
