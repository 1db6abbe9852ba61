extension Language {
    /// Every language the views speak: `--lang` takes these codes. A new language is a file in
    /// `Languages/` and a line here.
    public static let all: [Language] = [
        .english,
        .german,
        .french,
        .spanish,
        .italian,
        .dutch,
        .polish,
        .brazilianPortuguese,
        .russian,
        .ukrainian,
        .japanese,
        .simplifiedChinese,
    ]

    /// The language `--lang` names: a code of ``all`` in any case, with `-` for `_` (`pt-BR`), a
    /// short form of one (`pt` is `pt_br`, `zh` and `zh_hans` are `zh_cn`, OpenWeatherMap's `ua`
    /// is `uk`), or a locale's name of one (`de_DE`, `ja-JP`; not `zh_TW`, Traditional Chinese).
    /// Nil for any other.
    public static func named(_ text: String) -> Language? {
        let code = text.lowercased().replacing("-", with: "_")
        let aliases = ["pt": "pt_br", "zh": "zh_cn", "zh_hans": "zh_cn", "zh_hans_cn": "zh_cn", "ua": "uk"]
        let wanted = aliases[code] ?? code
        if let language = all.first(where: { $0.code == wanted }) { return language }
        let base = String(code.prefix { $0 != "_" })
        guard base != code, base != "zh" else { return nil }
        return named(base)
    }

    /// The language the locale names (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first set and
    /// not empty): `de_DE.UTF-8` is German, `pt_PT` Brazilian Portuguese (the one there is), `zh_CN`
    /// Simplified Chinese. Nil for `C`, `POSIX` and a language there is none of (`zh_TW` too).
    static func ofLocale(_ environment: [String: String]) -> Language? {
        guard
            let locale = [environment[.lcAll], environment[.lcMessages], environment[.lang]].compactMap({ $0 })
                .first(where: { !$0.isEmpty })
        else { return nil }
        let name = locale.prefix { $0 != "." && $0 != "@" }.lowercased()
        let parts = name.split(separator: "_", maxSplits: 1).map(String.init)
        guard let language = parts.first else { return nil }
        switch (language, parts.count > 1 ? parts[1] : nil) {
        case ("zh", "cn"?), ("zh", "sg"?), ("zh", nil): return named("zh_cn")
        case ("zh", _): return nil
        case ("pt", _): return named("pt_br")
        default: return all.first { $0.code == language }
        }
    }

    /// The codes, for a message: `en, de, fr, …`.
    static var codes: String { all.map(\.code).joined(separator: ", ") }
}
