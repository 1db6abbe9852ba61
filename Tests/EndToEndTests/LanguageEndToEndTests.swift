import Foundation
import TestSupport
import Testing

/// `--lang` and the locale against the Open-Meteo stand-in (whose conditions are WMO codes, which
/// each language has words for): the view is in the language, numbers with its separator, and
/// JSON and templates as scripts read them.
@Suite struct LanguageEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// English words the view prints in English, kept here by hand: none may be left in another
    /// language's view (`Wind`, `Pollen` and `UV` are German too, so they are not listed).
    static let english = [
        "Temperature", "feels like", "Humidity", "Dew point", "Pressure", "from", "gusts", "Clouds", "Visibility",
        "Sunrise", "Sunset", "local", "Observed", "Data", "Forecast", "by local day", "Day", "Low", "High", "Weather",
        "Chance", "Rain", "expected", "likely", "possible", "today", "tomorrow", "overcast", "showers",
        "thunderstorm", "moderate", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat",
    ]

    static func englishWords(in text: String) -> [String] {
        english.filter { word in
            text.range(of: "\\b\(word)\\b", options: [.regularExpression, .caseInsensitive]) != nil
        }
    }

    /// - Parameter today: Berlin's answer moved to today (its weekdays move with it).
    func run(
        _ arguments: [String], _ extra: [String: String] = [:], today: Bool = false
    ) async throws -> (ProcessResult, LoopbackServer) {
        let server = try OpenMeteoEndToEndTests.standIn(today: today)
        let result = try await runner.run(
            arguments, server: server, ["OPEN_METEO_BASE_URL": server.baseURL].merging(extra) { $1 }, withKey: false)
        return (result, server)
    }

    @Test(arguments: ["de", "pl", "ja", "zh_cn"])
    func theForecastHasNoEnglishLeft(code: String) async throws {
        let (result, server) = try await run(["52.52,13.42", "--lang", code, "--forecast"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.englishWords(in: result.stdout) == [], "\(code):\n\(result.stdout)")
        // The geocoder would be asked in the language; the forecast needs none.
        #expect(server.requests.allSatisfy { $0.query["lang"] == nil })
    }

    @Test func germanNumbersHaveACommaButJSONAndTemplatesKeepThePoint() async throws {
        let (human, _) = try await run(["52.52,13.42", "--lang", "de"])
        #expect(human.stdout.contains("  Temperatur        16,5 °C, gefühlt 17,5 °C\n"), "\(human.stdout)")
        #expect(human.stdout.contains("So. 27.") == false)
        let (template, _) = try await run(["52.52,13.42", "--lang", "de", "--format", "{temp} {wind}"])
        #expect(template.stdout == "16.5 °C 0.9 m/s\n", "\(template.stdout)")
        let (json, _) = try await run(["52.52,13.42", "--lang", "de", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["temperature_c"] as? Double == 16.5)
        let conditions = try #require(current["conditions"] as? [[String: Any]])
        #expect(conditions.first?["description"] as? String == "overcast")
        // The bar's tooltip is read by a person; its text by a script.
        let (bar, _) = try await run(["52.52,13.42", "--lang", "de", "--waybar"])
        let line = try #require(try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
        #expect(
            (line["tooltip"] as? String)?.contains("16,5 °C") == true
                && (line["text"] as? String)?.contains("17") == true)
    }

    /// Polish words are long: at 80 columns the UV index gives up its words before the weather's
    /// are cut.
    @Test func theWeathersWordsStayWholeInALongLanguage() async throws {
        let (result, _) = try await run(
            ["52.52,13.42", "--lang", "pl", "--forecast", "3"], ["COLUMNS": "80"], today: true)
        #expect(result.stdout.contains("☁️ całkowite zachmurzenie ") && !result.stdout.contains("…"), "\(result.stdout)")
    }

    @Test func theDaysAreTheLocaleDatas() async throws {
        let (result, _) = try await run(["52.52,13.42", "--lang", "de", "--forecast", "2"])
        // CLDR's German: `So. 27.`; Japanese `27日(日)`; the recording's days (July 2025) are past,
        // so each has its month, in the language's order: `So. 27. Juli`, `7月27日(日)`.
        #expect(result.stdout.contains("  So. 27. Juli"), "\(result.stdout)")
        let (japanese, _) = try await run(["52.52,13.42", "--lang", "ja", "--forecast", "2"])
        #expect(japanese.stdout.contains("  7月27日(日)"), "\(japanese.stdout)")
        // Moved to today, they are this week's, and have none.
        let (current, _) = try await run(["52.52,13.42", "--lang", "ja", "--forecast", "2"], today: true)
        #expect(
            current.stdout.contains("日(") && current.stdout.firstMatch(of: #/[0-9]+月[0-9]+日/#) == nil,
            "\(current.stdout)")
    }

    @Test func theLocaleChoosesWithoutTheFlag() async throws {
        let (german, _) = try await run(["52.52,13.42"], ["LANG": "de_DE.UTF-8"])
        #expect(german.stdout.contains("Temperatur "), "\(german.stdout)")
        let (plain, _) = try await run(["52.52,13.42"], ["LANG": "C"])
        #expect(plain.stdout.contains("Temperature "), "\(plain.stdout)")
        let (flag, _) = try await run(["52.52,13.42", "--lang", "en"], ["LC_ALL": "de_DE.UTF-8"])
        #expect(flag.stdout.contains("Temperature "), "\(flag.stdout)")
        // A locale that is not UTF-8 could not show the language's letters: English, in ASCII.
        let (latin1, _) = try await run(["52.52,13.42"], ["LANG": "de_DE.ISO-8859-1"])
        #expect(latin1.stdout.contains("Temperature ") && latin1.stdout.contains("16.5 C"), "\(latin1.stdout)")
    }

    @Test func anUnknownLanguageListsTheOnesThereAre() async throws {
        let (result, server) = try await run(["52.52,13.42", "--lang", "sv"])
        #expect(result.status == 64 && result.stdout.isEmpty)
        // Every code, after English and German (the list grows with each language added).
        #expect(
            result.stderr.hasPrefix("weather: `--lang sv`: expected one of the languages en, de, ")
                && result.stderr.contains(" ja, zh_cn"), "\(result.stderr)")
        #expect(server.requests.isEmpty)
    }
}
