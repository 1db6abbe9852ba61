extension Language {
    public static let german = Language(
        code: "de", name: "German", locale: "de_DE", decimalSeparator: ",", plural: .oneOther,
        phrases: [
            .temperature: "Temperatur", .minMax: "Min. / Max.", .min: "Min.", .max: "Max.",
            .humidity: "Luftfeuchtigkeit", .dewPoint: "Taupunkt", .pressure: "Luftdruck", .wind: "Wind",
            .clouds: "Bewölkung", .visibility: "Sichtweite", .rain: "Regen", .snow: "Schnee", .air: "Luftqualität",
            .pollen: "Pollen", .uvIndex: "UV-Index", .nextHour: "Nächste Stunde", .sunrise: "Sonnenaufgang",
            .sunset: "Sonnenuntergang", .observed: "Gemessen", .data: "Daten",

            .temperatureFeelsLike: "{temperature}, gefühlt {feelsLike}",
            .windFrom: "aus {direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "Böen {speed}",
            .rainLastHour: "{amount} in der letzten Stunde", .rainLastThreeHours: "{amount} in 3 Std.",
            .clockSameAsLocal: "{utc} (wie Ortszeit)", .clockLocal: "{time} Ortszeit, {zone}",
            .polarDay: "Polartag", .polarNight: "Polarnacht", .noPollen: "keine in der Luft",

            .compassN: "N", .compassNNE: "NNO", .compassNE: "NO", .compassENE: "ONO", .compassE: "O",
            .compassESE: "OSO", .compassSE: "SO", .compassSSE: "SSO", .compassS: "S", .compassSSW: "SSW",
            .compassSW: "SW", .compassWSW: "WSW", .compassW: "W", .compassWNW: "WNW", .compassNW: "NW",
            .compassNNW: "NNW",

            .alder: "Erle", .birch: "Birke", .grass: "Gräser", .mugwort: "Beifuß", .olive: "Olive",
            .ragweed: "Ambrosia",

            .uvLow: "niedrig", .uvModerate: "mittel", .uvHigh: "hoch", .uvVeryHigh: "sehr hoch", .uvExtreme: "extrem",

            .forecastByDay: "Vorhersage pro Tag, Ortszeit ({zone})", .byDay: "Pro Tag ({zone})",
            .forecastEveryHour: "Stündliche Vorhersage, Ortszeit ({zone})", .everyHour: "Stündlich ({zone})",
            .forecastEveryHours: "Vorhersage alle {hours} Stunden, Ortszeit ({zone})",
            .everyHours: "Alle {hours} Std. ({zone})",
            .dayHeader: "Tag", .lowHeader: "Min.", .highHeader: "Max.", .weatherHeader: "Wetter", .timeHeader: "Zeit",
            .tempHeader: "Temp.", .chanceHeader: "Wahrsch.", .rainHeader: "Regen", .snowHeader: "Schnee",
            .uvHeader: "UV", .airHeader: "Luft", .moonHeader: "Mond", .windHeader: "Wind", .fromHeader: "Richt.",
            .dewHeader: "Taup.",
            .partialDay: "* nur ein Teil des Tages: nicht das Minimum und Maximum des ganzen Tages",
            .noForecast: "Vorhersage: {provider} hat für diesen Ort keine Vorhersage gesendet",

            .wmo0: "wolkenlos", .wmo1: "heiter", .wmo2: "wolkig", .wmo3: "bedeckt", .wmo45: "Nebel",
            .wmo48: "Nebel mit Reifansatz", .wmo51: "leichter Sprühregen", .wmo53: "mäßiger Sprühregen",
            .wmo55: "starker Sprühregen", .wmo56: "leichter gefrierender Sprühregen",
            .wmo57: "starker gefrierender Sprühregen", .wmo61: "leichter Regen", .wmo63: "mäßiger Regen",
            .wmo65: "starker Regen", .wmo66: "leichter gefrierender Regen", .wmo67: "starker gefrierender Regen",
            .wmo68: "leichter Schneeregen", .wmo69: "Schneeregen",
            .wmo71: "leichter Schneefall", .wmo73: "mäßiger Schneefall", .wmo75: "starker Schneefall",
            .wmo77: "Schneegriesel", .wmo80: "leichte Regenschauer", .wmo81: "mäßige Regenschauer",
            .wmo82: "heftige Regenschauer", .wmo85: "leichte Schneeschauer", .wmo86: "starke Schneeschauer",
            .wmo95: "Gewitter", .wmo96: "Gewitter mit leichtem Hagel", .wmo99: "Gewitter mit starkem Hagel",

            .outlookNone: "In den nächsten {hours} Std. wird kein Regen erwartet.",
            .rainLikely: "Regen wahrscheinlich", .snowLikely: "Schnee wahrscheinlich", .rainPossible: "Regen möglich",
            .snowPossible: "Schnee möglich", .rainSlight: "Regen wenig wahrscheinlich",
            .snowSlight: "Schnee wenig wahrscheinlich", .rainForecast: "Regen vorhergesagt",
            .snowForecast: "Schnee vorhergesagt", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "jetzt", .whenNowUntil: "jetzt bis {end} {zone}",
            .whenSpan: "{day} {start}{range}{end} {zone}", .whenFrom: "{day} ab {start} {zone}", .today: "heute",
            .tonight: "heute Abend", .tomorrow: "morgen", .aboutAmount: "etwa {amount}", .upToChance: "bis zu {chance}",

            .rainStarting: "Regen beginnt {in}, {intensity}.", .rainStopping: "Regen endet {in}.",
            .rainContinuing: "Regen die ganze nächste Stunde, {intensity}.",
            .rainNone: "Kein Regen in der nächsten Stunde.", .light: "leicht", .moderate: "mäßig", .heavy: "stark",

            .airNoReading: "keine Messwerte von {provider} für diesen Ort", .airNoIndex: "kein Index",
            .airIndex: "LQI {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Gut", .owmFair: "Befriedigend", .owmModerate: "Mäßig", .owmPoor: "Schlecht",
            .owmVeryPoor: "Sehr schlecht", .epaGood: "Gut", .epaModerate: "Mäßig",
            .epaUnhealthyForSensitiveGroups: "Ungesund für empfindliche Gruppen", .epaUnhealthy: "Ungesund",
            .epaVeryUnhealthy: "Sehr ungesund", .epaHazardous: "Gefährlich", .eaqiGood: "Gut",
            .eaqiFair: "Befriedigend", .eaqiModerate: "Mäßig", .eaqiPoor: "Schlecht", .eaqiVeryPoor: "Sehr schlecht",
            .eaqiExtremelyPoor: "Extrem schlecht", .daqiLow: "Niedrige Belastung",
            .daqiModerate: "Mäßige Belastung", .daqiHigh: "Hohe Belastung", .daqiVeryHigh: "Sehr hohe Belastung",

            .observedLongAgo: "(vor {age} beobachtet: nicht das aktuelle Wetter)",

            .cached: "(Daten aus dem Cache, vor {age} abgerufen; Aktualisierung fehlgeschlagen: {reason})",

            .skyTitleLocal: "Himmel am {date}, Ortszeit ({zone})", .skyTitleUTC: "Himmel am {date}, in UTC",
            .dayLength: "Tageslänge", .dawn: "Morgendämmerung", .dusk: "Abenddämmerung",
            .goldenHour: "Goldene Stunde", .blueHour: "Blaue Stunde", .moon: "Mond",
            .dayLengthPolarDay: "24 Std.: die Sonne geht nicht unter (Polartag)",
            .dayLengthPolarNight: "keine: die Sonne geht nicht auf (Polarnacht)",
            .asLongAsYesterday: "so lang wie gestern", .longerThanYesterday: "{duration} länger als gestern",
            .shorterThanYesterday: "{duration} kürzer als gestern",
            .twilightPolarDay: "keine: die Sonne geht nicht unter (Polartag)", .civil: "bürgerlich",
            .nautical: "nautisch", .astronomical: "astronomisch", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}: keine (so dunkel wird es nicht)",
            .twilightSunStaysLower: "{level}: keine (die Sonne bleibt tiefer)",
            .twilightNotThisDay: "{level}: keine an diesem Tag",
            .oneStretch: "{span}, durchgehend um die Mittagszeit", .sunStaysHigher: "keine: die Sonne bleibt höher",
            .sunStaysLower: "keine: die Sonne bleibt tiefer", .twoSpans: "{first} und {second}",
            .spanFrom: "ab {time}", .spanUntil: "bis {time}",
            .moonLine: "{picture} {phase}, {lit} beleuchtet, {events}",
            .moonUpAllDay: "den ganzen Tag über dem Horizont", .moonDownAllDay: "den ganzen Tag unter dem Horizont",
            .moonRises: "Aufgang {time}", .moonSets: "Untergang {time}", .noMoonrise: "kein Mondaufgang",
            .noMoonset: "kein Monduntergang", .missingUpAllDay: "{missing}: den ganzen Tag über dem Horizont",
            .missingDownAllDay: "{missing}: den ganzen Tag unter dem Horizont",
            .missingThisDay: "{missing} an diesem Tag", .daysShort: "{n} Tg.", .hoursShort: "{n} Std.",
            .minutesShort: "{n} Min.",
            .secondsShort: "{n} Sek.",
            .moonNewMoon: "Neumond", .moonWaxingCrescent: "Zunehmende Sichel", .moonFirstQuarter: "Erstes Viertel",
            .moonWaxingGibbous: "Zunehmender Mond", .moonFullMoon: "Vollmond", .moonWaningGibbous: "Abnehmender Mond",
            .moonLastQuarter: "Letztes Viertel", .moonWaningCrescent: "Abnehmende Sichel",

            .chartTitle: "Nächste {hours} Std., Ortszeit ({zone}): {units}, % Wahrscheinlichkeit",
            .chartTooNarrow: "(das Diagramm braucht {needed}; dieses Terminal hat {width})",
            .chartNoSteps: "(keine Vorhersageschritte in den nächsten {hours} Std. für das Diagramm)",
            .chartNoRoom: "(die Achsenbeschriftungen lassen dem Diagramm keinen Platz: die Werte sind zu lang)",

            .weatherAlert: "Wetterwarnung", .alertFrom: "{event}, herausgegeben von {sender}",
            .alertWholeText: "(vollständiger Text mit --alerts)",
            .alertSummary: "Wetterwarnung: {event}", .rainOrSnowNow: "Jetzt Regen oder Schnee",
            .rainOrSnowSoon: "Regen oder Schnee {in}", .airSummary: "Luftqualität: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}\u{00A0}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "Pollen/m³", .beaufort0: "Windstille", .beaufort1: "leiser Zug", .beaufort2: "leichte Brise",
            .beaufort3: "schwache Brise", .beaufort4: "mäßige Brise", .beaufort5: "frische Brise",
            .beaufort6: "starker Wind", .beaufort7: "steifer Wind", .beaufort8: "stürmischer Wind",
            .beaufort9: "Sturm", .beaufort10: "schwerer Sturm", .beaufort11: "orkanartiger Sturm",
            .beaufort12: "Orkan",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "Zeitüberschreitung", .reasonCannotConnect: "keine Verbindung",
            .reasonProxyUnreachable: "Proxy nicht erreichbar", .reasonHostNotFound: "Host nicht gefunden",
            .reasonConnectionLost: "Verbindung abgebrochen",
            .reasonSecureConnectionFailed: "sichere Verbindung fehlgeschlagen", .reasonNotTLS: "kein TLS",
            .reasonCertificate: "Zertifikat nicht akzeptiert", .reasonUnusableURL: "ungültige URL",
            .reasonNetwork: "Netzwerkfehler", .reasonRateLimited: "zu viele Anfragen, HTTP {status}",
            .reasonServerError: "Serverfehler, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} zu \"{name}\"; der erste wird angezeigt.",
            .ambiguityPlain: "({matches}; der erste wird angezeigt. --matches listet alle auf.)",
            .narrowItDown: "Eingrenzen mit {examples}.",
            .countryCodeLike: "einem Ländercode (z.\u{00A0}B. \"{example}\")",
            .usStateLike: "einem US-Bundesstaat (z.\u{00A0}B. \"{example}\")", .eitherOr: "{first} oder {second}",
            .matchesListsThem: "{command} listet alle auf.)", .matchesHeader: "{matches} zu \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(von {locator} über die IP-Adresse ermittelt; ungefähr)",
            .locatedLongAgo: "(Standort vor {age} ermittelt; kein Dienst hat geantwortet: {reason})",
            .yesterday: "Vortagsvergleich",
            .warmerThanYesterday: "{delta} wärmer als gestern um diese Zeit",
            .coolerThanYesterday: "{delta} kühler als gestern um diese Zeit",
            .asWarmAsYesterday: "so warm wie gestern um diese Zeit",
            .highAboveYesterday: "Höchstwert heute {delta} über dem von gestern",
            .highBelowYesterday: "Höchstwert heute {delta} unter dem von gestern",
            .highAsYesterday: "Höchstwert heute wie gestern",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "Luftfeuchte {delta} höher als gestern um diese Zeit",
            .lessHumidThanYesterday: "Luftfeuchte {delta} niedriger als gestern um diese Zeit",
            .asHumidAsYesterday: "Luftfeuchte wie gestern um diese Zeit",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "abgelehnt, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "gering",
            .alertModerate: "mäßig",
            .alertSevere: "schwer",
            .alertExtreme: "extrem",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Derzeit keine Warnungen ({service})",
            .noWarningService: "Für diesen Ort ist kein Warndienst verfügbar",
        ],
        counted: [
            .inMinutes: [.one: "in {n} Minute", .other: "in {n} Minuten"],
            .columns: [.one: "{n} Spalte", .other: "{n} Spalten"],
            .placesMatch: [.one: "{n} Ort passt", .other: "{n} Orte passen"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .compassNNW, .compassNW, .compassSSW, .compassSW, .compassWNW, .compassWSW, .max, .min, .pollen,
            .tempHeader, .unitBft, .unitHPa, .unitInch, .unitMM, .unitMS, .unitMicrograms, .uvHeader, .wind,
            .windHeader, .unitKM, .unitKMH, .unitKnots, .unitMPH, .unitInHg, .unitMile,
        ])
}
