/// How a language picks the form of a counted phrase, by CLDR's rules for whole numbers: English
/// has `1 minute` and `5 minutes`; Polish, Russian and Ukrainian three forms (`1 minuta`,
/// `2 minuty`, `5 minut`); Japanese and Chinese one.
public enum PluralRule: Sendable {
    /// `one` for 1, `other` for the rest: English, German, Spanish, Italian, Dutch.
    case oneOther
    /// `one` for 0 and 1: French, Brazilian Portuguese.
    case zeroOneOther
    /// Russian and Ukrainian: `one` for 1, 21, 31…; `few` for 2–4, 22–24…; `many` for the rest.
    case eastSlavic
    /// Polish: `one` for 1 alone; `few` for 2–4, 22–24…; `many` for the rest.
    case polish
    /// One form for every number: Japanese, Chinese.
    case other

    public enum Category: String, Sendable, CaseIterable {
        case one, few, many, other
    }

    /// The categories a counted phrase needs in a language with this rule.
    var categories: Set<Category> {
        switch self {
        case .oneOther, .zeroOneOther: [.one, .other]
        case .eastSlavic, .polish: [.one, .few, .many]
        case .other: [.other]
        }
    }

    func category(of count: Int) -> Category {
        let (lastDigit, lastTwo) = (abs(count) % 10, abs(count) % 100)
        let few = (2...4).contains(lastDigit) && !(12...14).contains(lastTwo)
        switch self {
        case .oneOther: return count == 1 ? .one : .other
        case .zeroOneOther: return count == 0 || count == 1 ? .one : .other
        case .eastSlavic: return lastDigit == 1 && lastTwo != 11 ? .one : few ? .few : .many
        case .polish: return count == 1 ? .one : few ? .few : .many
        case .other: return .other
        }
    }
}
