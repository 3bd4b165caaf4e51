#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math functions this module needs, in one place. They come from the platform's libm;
/// glibc and Apple's libm agree to within an ulp or so on these, far below the rounding applied
/// to synthesized traces (see `TouchSampling`).
enum Math {
    static func ln(_ x: Double) -> Double { log(x) }
    static func exponential(_ x: Double) -> Double { exp(x) }
    static func cosine(_ x: Double) -> Double { cos(x) }
    static func sine(_ x: Double) -> Double { sin(x) }
    static func atan2(_ y: Double, _ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.atan2(y, x)
        #else
        Darwin.atan2(y, x)
        #endif
    }
    static func round(_ x: Double, toMultipleOf step: Double) -> Double {
        (x / step).rounded(.toNearestOrEven) * step
    }
}
