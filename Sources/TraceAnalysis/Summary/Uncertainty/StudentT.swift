/// The 97.5th percentile of Student's t distribution, the multiplier of a two-sided 95 % interval
/// built on a t statistic (`MeanInterval`).
enum StudentT {
    /// t(0.975) for 1 to 30 degrees of freedom (index = degrees - 1), each the double nearest the exact quantile.
    static let table: [Double] = [
        12.706204736174694, 4.302652729749462, 3.1824463052837078, 2.7764451051977934,
        2.5705818356363146, 2.4469118511449786, 2.364624251592784, 2.306004135204166,
        2.262157162798205, 2.228138851986274, 2.200985160091639, 2.1788128296672284,
        2.1603686564627913, 2.144786687917804, 2.131449545559776, 2.1199052992212546,
        2.1098155778333156, 2.1009220402410382, 2.0930240544083087, 2.085963447265864,
        2.0796138447276795, 2.0738730679040254, 2.0686576104190486, 2.0638985616280245,
        2.0595385527532972, 2.0555294386428735, 2.0518305164802846, 2.0484071417952454,
        2.045229642132703, 2.0422724563012378,
    ]

    /// t(0.975) with `degrees` (>= 1) degrees of freedom: the table up to 30, above it the
    /// Cornish-Fisher expansion in 1/degrees of Abramowitz and Stegun 26.7.5 (four terms), whose
    /// error there is below 3e-8 and falls as 1/degrees^5.
    static func quantile975(degrees: Int) -> Double {
        precondition(degrees >= 1, "Student's t needs at least one degree of freedom")
        if degrees <= table.count { return table[degrees - 1] }
        let z = ConfidenceInterval.z95
        let z2 = z * z
        let z3 = z2 * z
        let z5 = z3 * z2
        let z7 = z5 * z2
        let z9 = z7 * z2
        let v = Double(degrees)
        let g1 = (z3 + z) / 4
        let g2 = (5 * z5 + 16 * z3 + 3 * z) / 96
        let g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384
        let g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160
        return z + (g1 + (g2 + (g3 + g4 / v) / v) / v) / v
    }
}
