extension FrameClock {
    /// Whole refresh periods a frame is presented late when the main thread works `work` ms in it
    /// (docs/engines.md "Frame cost"): the frame's changes are committed when the work is done,
    /// at `frame.t + work`, and shown from the first refresh at or after that instead of the next
    /// one; every refresh skipped on the way is a dropped frame. Work within the frame's period
    /// (up to `onFrameTolerance` over) is on time: 0.
    package func latePeriods(work: Double, inFrame frame: Frame) -> Int {
        guard work > 0 else { return 0 }
        let ready = firstFrame(atOrAfter: frame.t + work)
        return max(0, ready.index - frame.index - 1)
    }
}
