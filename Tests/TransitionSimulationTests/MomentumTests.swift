import Testing
import TransitionSimulation

@Suite("Momentum projection")
struct MomentumTests {
    @Test func thousandPointsPerSecondProjectsFourHundredNinetyNine() {
        #expect(abs(Momentum.project(velocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
        #expect(abs(Momentum.project(velocity: 1000) - 499) < 1e-9)
    }

    @Test func signFollowsVelocityAndFastDeceleratesSooner() {
        #expect(abs(Momentum.project(velocity: -1000) + 499) < 1e-9)
        #expect(Momentum.project(velocity: 0) == 0)
        #expect(abs(Momentum.project(velocity: 1000, decelerationRate: Momentum.DecelerationRate.fast) - 99) < 1e-9)
    }
}
