/// Low-level JSON output used by the message encoders (no Foundation, no reflection).
public enum JSONWriter {
    public static func string(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // U+2028/2029 are legal JSON but break some JS parsers; escape them too.
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    public static func number(_ n: Double, into out: inout String) {
        if n.isFinite, n.rounded() == n, abs(n) < 1e15 {
            out += String(Int(n))
        } else if n.isFinite {
            out += "\(n)"
        } else {
            out += "null"
        }
    }

    public static func int(_ n: Int, into out: inout String) {
        out += String(n)
    }
}
