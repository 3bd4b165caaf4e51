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
    /// `x` rounded to the nearest multiple of `step` (ties to even). A decimal step such as
    /// 0.001 is not exact in binary, so multiplying back by it leaves float noise
    /// (1214.4660000000001); when 1 / step is a whole number the result is divided by that number
    /// instead, which gives the double nearest the decimal value (1214.466), as written and read.
    static func round(_ x: Double, toMultipleOf step: Double, rule: FloatingPointRoundingRule = .toNearestOrEven)
        -> Double
    {
        let inverse = (1 / step).rounded()
        if inverse >= 1, abs(inverse * step - 1) < 1e-12 {
            return (x * inverse).rounded(rule) / inverse
        }
        return (x / step).rounded(rule) * step
    }
}
