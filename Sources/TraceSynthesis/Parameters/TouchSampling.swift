import TraceModel

/// How a finger's continuous path becomes touch samples, like a touchscreen digitizer.
///
/// - `touchHz`: the sampling rate; nil means the trace header's `device.touchHz`, or
///   `defaultTouchHz` (120 Hz, the touch sampling rate of iPhones since the iPhone X) when the
///   header has none.
/// - `timingJitter`: each sample's time is the grid time t_down + k / touchHz (ms) plus a uniform
///   offset in +-0.5 ms: scan-to-delivery timing varies by a fraction of a millisecond. Half the
///   jitter range is far below a 240 Hz period (4.2 ms), so samples never reorder.
/// - `positionNoise`: each reported location is the true one plus normal noise, sd 0.3 pt per
///   axis, clamped to +-0.9 pt (3 sd): digitizer noise of a fraction of a point.
/// - `timeQuantum`, `positionQuantum`: written times are rounded to 1 us and locations to
///   0.01 pt, so traces are compact and identical across libm versions.
///
/// Only a moving finger is sampled: while the path is at rest (before a pan's onset, during a
/// hold), no `moved` sample is written, as UIKit sends no `touchesMoved` for a touch whose
/// location did not change.
package struct TouchSampling: Sendable, Hashable {
    /// 120 Hz.
    package static let defaultTouchHz: Double = 120

    package var touchHz: Double?
    package var timingJitter: Double
    package var positionNoise: Distribution
    package var timeQuantum: Double
    package var positionQuantum: Double

    package init(
        touchHz: Double? = nil, timingJitter: Double = 0.5,
        positionNoise: Distribution = .normal(mean: 0, standardDeviation: 0.3, bounds: -0.9...0.9),
        timeQuantum: Double = 0.001, positionQuantum: Double = 0.01
    ) {
        self.touchHz = touchHz
        self.timingJitter = timingJitter
        self.positionNoise = positionNoise
        self.timeQuantum = timeQuantum
        self.positionQuantum = positionQuantum
    }

    /// The rate to sample at for a trace with this header.
    package func rate(for device: DeviceInfo) -> Double {
        touchHz ?? device.touchHz ?? Self.defaultTouchHz
    }
}
