import Testing
import TraceSynthesis

struct MinimumJerkProfileTests {
    @Test("reaches its distance, at rest at both ends")
    func endpoints() {
        let profile = MinimumJerkProfile(distance: 180, duration: 240)
        #expect(profile.position(at: 0) == 0)
        #expect(abs(profile.position(at: 240) - 180) < 1e-9)
        #expect(profile.position(at: 500) == 180)
        #expect(profile.velocity(at: 0) == 0)
        #expect(profile.velocity(at: 240) == 0)
        #expect(abs(profile.position(at: 120) - 90) < 1e-9)
    }

    @Test("peak speed is 1.875 D / T, at the midpoint")
    func peakSpeed() {
        let profile = MinimumJerkProfile(distance: 200, duration: 250)
        let grid = (0...10_000).map { Double($0) * 0.025 }
        let fastest = grid.map { profile.velocity(at: $0) }.max() ?? 0
        #expect(abs(fastest - 1.875 * 200 / 0.25) < 1e-6)
        #expect(abs(profile.velocity(at: 125) - 1500) < 1e-9)
        #expect(abs(profile.peakSpeed - 1500) < 1e-9)
    }

    @Test("duration derived from the peak speed")
    func durationFromPeakSpeed() {
        let profile = MinimumJerkProfile(distance: 150, peakSpeed: 1400)
        #expect(abs(profile.duration - 1.875 * 150 / 1400 * 1000) < 1e-9)
        #expect(abs(profile.peakSpeed - 1400) < 1e-9)
        let backwards = MinimumJerkProfile(distance: -150, peakSpeed: 1400)
        #expect(backwards.duration == profile.duration)
        #expect(backwards.velocity(at: profile.duration / 2) < 0)
    }

    @Test("velocity is the derivative of position")
    func velocityIsDerivative() {
        let profile = MinimumJerkProfile(distance: 120, duration: 300)
        for t in stride(from: 10.0, through: 290, by: 20) {
            let numeric = (profile.position(at: t + 1e-3) - profile.position(at: t - 1e-3)) / 2e-3 * 1000
            #expect(abs(numeric - profile.velocity(at: t)) < 1e-3)
        }
    }
}
