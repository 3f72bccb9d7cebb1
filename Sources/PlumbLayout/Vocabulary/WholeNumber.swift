/// `value` rounded by `rule` as an `Int`, for any `Double`: NaN gives 0, and values beyond `Int`'s
/// range (infinities included) give `Int.min` or `Int.max`.
///
/// `Int(_: Double)` stops the process for those; drawing and measuring use this instead, so no
/// solved value, however absurd, can crash them.
public func wholeNumber(_ value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) -> Int {
    guard !value.isNaN else { return 0 }
    let rounded = value.rounded(rule)
    // 2^63 is the first Double above Int.max; -2^63 is Int.min exactly.
    if rounded >= 9_223_372_036_854_775_808.0 { return .max }
    if rounded < -9_223_372_036_854_775_808.0 { return .min }
    return Int(rounded)
}
