import FoundationEssentials

/// Fixed-point text for people and URLs, by integer arithmetic: no locale, no exponent, no `-0.0`.
enum NumberText {
    /// `value` with exactly `decimals` digits after the point (`9.4`, `-3.0`, `1012`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "?" }
        let scale = Double(pow10(decimals))
        let scaled = (value * scale).rounded()
        // Beyond 2^53 there is no fraction left to round; print every digit, never an exponent.
        guard abs(scaled) < 9e15 else {
            let digits = integerDigits(value.magnitude.rounded())
            return (value < 0 ? "-" : "") + digits + (decimals > 0 ? "." + String(repeating: "0", count: decimals) : "")
        }
        var units = Int64(scaled)
        if units == 0 { return decimals == 0 ? "0" : "0." + String(repeating: "0", count: decimals) }
        let negative = units < 0
        units = abs(units)
        let whole = units / pow10(decimals)
        var text = (negative ? "-" : "") + String(whole)
        if decimals > 0 {
            let fraction = String(units % pow10(decimals))
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// Like ``fixed(_:decimals:)`` but drops trailing zeros: `1.27`, `0.6`, `16.1`, `10`.
    static func trimmed(_ value: Double, maxDecimals: Int) -> String {
        var text = fixed(value, decimals: maxDecimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` rounded half away from zero to `decimals` places (for JSON temperatures).
    static func rounded(_ value: Double, decimals: Int) -> Double {
        // Huge values have no fraction to round, and scaling them up could overflow to infinity.
        guard abs(value) < 1e15 else { return value }
        let scale = Double(pow10(decimals))
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    private static func pow10(_ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<max(0, min(exponent, 15)) { result *= 10 }
        return result
    }

    /// Every decimal digit of a whole, finite, non-negative `value` (a Double beyond 2^53 is always
    /// whole): its significand doubled `exponent` times in base 10^9, so `1e300` prints all 301 digits.
    static func integerDigits(_ value: Double) -> String {
        guard value >= 1 else { return "0" }
        if value < 9e15 { return String(Int64(value)) }
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = []  // least significant first, each below `base`
        var significand = UInt64(value.significandBitPattern | (1 << 52))
        while significand > 0 {
            limbs.append(significand % base)
            significand /= base
        }
        for _ in 0..<(Int(value.exponent) - 52) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let doubled = limbs[index] * 2 + carry
                limbs[index] = doubled % base
                carry = doubled / base
            }
            if carry > 0 { limbs.append(carry) }
        }
        var text = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        return text
    }
}
