extension Language {
    public static let dutch = Language(
        code: "nl", name: "Dutch", locale: "nl_NL", decimalSeparator: ",", plural: .oneOther,
        phrases: [
            .temperature: "Temperatuur", .minMax: "Min. / max.", .min: "Min.", .max: "Max.",
            .humidity: "Luchtvochtigheid", .dewPoint: "Dauwpunt", .pressure: "Luchtdruk", .wind: "Wind",
            .clouds: "Bewolking", .visibility: "Zicht", .rain: "Regen", .snow: "Sneeuw", .air: "Luchtkwaliteit",
            .pollen: "Pollen", .uvIndex: "UV-index", .nextHour: "Komend uur", .sunrise: "Zonsopkomst",
            .sunset: "Zonsondergang", .observed: "Gemeten", .data: "Gegevens",

            .temperatureFeelsLike: "{temperature}, voelt als {feelsLike}",
            .windFrom: "uit {direction} ({bearing})", .windSpeedFrom: "{speed} {from}",
            .windGusts: "windstoten {speed}",
            .rainLastHour: "{amount} in het afgelopen uur", .rainLastThreeHours: "{amount} in 3 uur",
            .clockSameAsLocal: "{utc} (gelijk aan lokale tijd)", .clockLocal: "{time} lokale tijd, {zone}",
            .polarDay: "pooldag", .polarNight: "poolnacht", .noPollen: "geen in de lucht",

            .compassN: "N", .compassNNE: "NNO", .compassNE: "NO", .compassENE: "ONO", .compassE: "O",
            .compassESE: "OZO", .compassSE: "ZO", .compassSSE: "ZZO", .compassS: "Z", .compassSSW: "ZZW",
            .compassSW: "ZW", .compassWSW: "WZW", .compassW: "W", .compassWNW: "WNW", .compassNW: "NW",
            .compassNNW: "NNW",

            .alder: "els", .birch: "berk", .grass: "grassen", .mugwort: "bijvoet", .olive: "olijf",
            .ragweed: "ambrosia",

            .uvLow: "laag", .uvModerate: "matig", .uvHigh: "hoog", .uvVeryHigh: "zeer hoog", .uvExtreme: "extreem",

            .forecastByDay: "Verwachting per dag, lokale tijd ({zone})", .byDay: "Per dag ({zone})",
            .forecastEveryHour: "Verwachting per uur, lokale tijd ({zone})", .everyHour: "Per uur ({zone})",
            .forecastEveryHours: "Verwachting om de {hours} uur, lokale tijd ({zone})",
            .everyHours: "Om de {hours} uur ({zone})",
            .dayHeader: "Dag", .lowHeader: "Min", .highHeader: "Max", .weatherHeader: "Weer", .timeHeader: "Tijd",
            .tempHeader: "Temp", .chanceHeader: "Kans", .rainHeader: "Regen", .snowHeader: "Sneeuw", .uvHeader: "UV",
            .airHeader: "Lucht", .moonHeader: "Maan", .windHeader: "Wind", .fromHeader: "Uit", .dewHeader: "Dauwp.",
            .partialDay: "* slechts een deel van de dag: niet het volledige minimum en maximum",
            .noForecast: "Verwachting: {provider} heeft geen verwachting voor deze plaats gestuurd",

            .wmo0: "onbewolkt", .wmo1: "licht bewolkt", .wmo2: "half bewolkt", .wmo3: "geheel bewolkt",
            .wmo45: "mist", .wmo48: "aanvriezende mist", .wmo51: "lichte motregen", .wmo53: "matige motregen",
            .wmo55: "dichte motregen", .wmo56: "lichte onderkoelde motregen", .wmo57: "dichte onderkoelde motregen",
            .wmo61: "lichte regen", .wmo63: "matige regen", .wmo65: "zware regen", .wmo66: "lichte onderkoelde regen",
            .wmo67: "zware onderkoelde regen", .wmo68: "lichte natte sneeuw", .wmo69: "natte sneeuw",
            .wmo71: "lichte sneeuwval", .wmo73: "matige sneeuwval",
            .wmo75: "zware sneeuwval", .wmo77: "motsneeuw", .wmo80: "lichte regenbuien", .wmo81: "matige regenbuien",
            .wmo82: "zeer zware regenbuien", .wmo85: "lichte sneeuwbuien", .wmo86: "zware sneeuwbuien",
            .wmo95: "onweer", .wmo96: "onweer met lichte hagel", .wmo99: "onweer met zware hagel",

            .outlookNone: "Geen regen verwacht in de komende {hours} uur.", .rainLikely: "Regen waarschijnlijk",
            .snowLikely: "Sneeuw waarschijnlijk", .rainPossible: "Regen mogelijk", .snowPossible: "Sneeuw mogelijk",
            .rainSlight: "Kleine kans op regen", .snowSlight: "Kleine kans op sneeuw",
            .rainForecast: "Regen verwacht", .snowForecast: "Sneeuw verwacht", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "nu", .whenNowUntil: "nu tot {end} {zone}", .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} vanaf {start} {zone}", .today: "vandaag", .tonight: "vanavond", .tomorrow: "morgen",
            .aboutAmount: "ongeveer {amount}", .upToChance: "tot {chance} kans",

            .rainStarting: "Regen begint {in}, {intensity}.", .rainStopping: "Regen stopt {in}.",
            .rainContinuing: "Regen het komende uur, {intensity}.", .rainNone: "Geen regen in het komende uur.",
            .light: "licht", .moderate: "matig", .heavy: "zwaar",

            .airNoReading: "geen meting van {provider} voor deze plaats", .airNoIndex: "geen index",
            .airIndex: "AQI {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Goed", .owmFair: "Redelijk", .owmModerate: "Matig", .owmPoor: "Slecht",
            .owmVeryPoor: "Zeer slecht", .epaGood: "Goed", .epaModerate: "Matig",
            .epaUnhealthyForSensitiveGroups: "Ongezond voor gevoelige groepen", .epaUnhealthy: "Ongezond",
            .epaVeryUnhealthy: "Zeer ongezond", .epaHazardous: "Gevaarlijk", .eaqiGood: "Goed",
            .eaqiFair: "Redelijk", .eaqiModerate: "Matig", .eaqiPoor: "Slecht", .eaqiVeryPoor: "Zeer slecht",
            .eaqiExtremelyPoor: "Extreem slecht", .daqiLow: "Lage vervuiling", .daqiModerate: "Matige vervuiling",
            .daqiHigh: "Hoge vervuiling", .daqiVeryHigh: "Zeer hoge vervuiling",

            .observedLongAgo: "({age} geleden waargenomen: niet het weer van nu)",

            .cached: "(uit de cache, {age} geleden opgehaald; vernieuwen mislukt: {reason})",

            .skyTitleLocal: "Hemel op {date}, lokale tijd ({zone})", .skyTitleUTC: "Hemel op {date}, in UTC",
            .dayLength: "Daglengte", .dawn: "Ochtendschemering", .dusk: "Avondschemering",
            .goldenHour: "Gouden uur", .blueHour: "Blauwe uur", .moon: "Maan",
            .dayLengthPolarDay: "24 uur: de zon gaat niet onder (pooldag)",
            .dayLengthPolarNight: "geen: de zon komt niet op (poolnacht)",
            .asLongAsYesterday: "even lang als gisteren", .longerThanYesterday: "{duration} langer dan gisteren",
            .shorterThanYesterday: "{duration} korter dan gisteren",
            .twilightPolarDay: "geen: de zon gaat niet onder (pooldag)", .civil: "burgerlijk", .nautical: "nautisch",
            .astronomical: "astronomisch", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level} geen (nooit zo donker)",
            .twilightSunStaysLower: "{level} geen (de zon blijft lager)",
            .twilightNotThisDay: "{level} geen op deze dag",
            .oneStretch: "{span}, één periode rond het middaguur", .sunStaysHigher: "geen: de zon blijft hoger",
            .sunStaysLower: "geen: de zon blijft lager", .twoSpans: "{first} en {second}", .spanFrom: "vanaf {time}",
            .spanUntil: "tot {time}", .moonLine: "{picture} {phase}, {lit} verlicht, {events}",
            .moonUpAllDay: "de hele dag boven de horizon", .moonDownAllDay: "de hele dag onder de horizon",
            .moonRises: "opkomst {time}", .moonSets: "ondergang {time}", .noMoonrise: "geen maanopkomst",
            .noMoonset: "geen maanondergang", .missingUpAllDay: "{missing}: de hele dag boven de horizon",
            .missingDownAllDay: "{missing}: de hele dag onder de horizon", .missingThisDay: "{missing} op deze dag",
            .daysShort: "{n} d", .hoursShort: "{n} uur", .minutesShort: "{n} min", .secondsShort: "{n} s",
            .moonNewMoon: "Nieuwe maan", .moonWaxingCrescent: "Wassende sikkel", .moonFirstQuarter: "Eerste kwartier",
            .moonWaxingGibbous: "Wassende maan", .moonFullMoon: "Volle maan", .moonWaningGibbous: "Afnemende maan",
            .moonLastQuarter: "Laatste kwartier", .moonWaningCrescent: "Afnemende sikkel",

            .chartTitle: "Komende {hours} uur, lokale tijd ({zone}): {units}, % kans",
            .chartTooNarrow: "(de grafiek heeft {needed} nodig; deze terminal heeft er {width})",
            .chartNoSteps: "(geen verwachting voor de komende {hours} uur om in de grafiek te zetten)",
            .chartNoRoom: "(de labels van de grafiek laten er geen ruimte voor: de waarden zijn te lang om te tekenen)",

            .weatherAlert: "Weerwaarschuwing", .alertFrom: "{event}, uitgegeven door {sender}",
            .alertWholeText: "(voeg --alerts toe voor de volledige tekst)",
            .alertSummary: "Weerwaarschuwing: {event}", .rainOrSnowNow: "Nu regen of sneeuw",
            .rainOrSnowSoon: "Regen of sneeuw {in}", .airSummary: "Luchtkwaliteit: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "korrels/m³", .beaufort0: "windstil", .beaufort1: "zwak", .beaufort2: "zwak",
            .beaufort3: "matig", .beaufort4: "matig", .beaufort5: "vrij krachtig", .beaufort6: "krachtig",
            .beaufort7: "hard", .beaufort8: "stormachtig", .beaufort9: "storm", .beaufort10: "zware storm",
            .beaufort11: "zeer zware storm", .beaufort12: "orkaan",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "time-out", .reasonCannotConnect: "geen verbinding",
            .reasonProxyUnreachable: "proxy onbereikbaar", .reasonHostNotFound: "host niet gevonden",
            .reasonConnectionLost: "verbinding verbroken",
            .reasonSecureConnectionFailed: "beveiligde verbinding mislukt", .reasonNotTLS: "geen TLS",
            .reasonCertificate: "certificaat niet geaccepteerd", .reasonUnusableURL: "ongeldige URL",
            .reasonNetwork: "netwerkfout", .reasonRateLimited: "te veel verzoeken, HTTP {status}",
            .reasonServerError: "serverfout, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} met \"{name}\"; de eerste wordt getoond.",
            .ambiguityPlain: "({matches}; de eerste wordt getoond. --matches toont ze allemaal.)",
            .narrowItDown: "Verfijn met {examples}.", .countryCodeLike: "een landcode (bijv. \"{example}\")",
            .usStateLike: "een Amerikaanse staat (bijv. \"{example}\")", .eitherOr: "{first} of {second}",
            .matchesListsThem: "{command} toont ze allemaal.)", .matchesHeader: "{matches} met \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(door {locator} bepaald via het IP-adres; bij benadering)",
            .locatedLongAgo: "(locatie {age} geleden gevonden; geen dienst reageerde: {reason})",
            .yesterday: "T.o.v. gisteren",
            .warmerThanYesterday: "{delta} warmer dan gisteren om deze tijd",
            .coolerThanYesterday: "{delta} koeler dan gisteren om deze tijd",
            .asWarmAsYesterday: "even warm als gisteren om deze tijd",
            .highAboveYesterday: "maximum vandaag {delta} hoger dan gisteren",
            .highBelowYesterday: "maximum vandaag {delta} lager dan gisteren",
            .highAsYesterday: "maximum vandaag gelijk aan gisteren",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "luchtvochtigheid {delta} hoger dan gisteren om deze tijd",
            .lessHumidThanYesterday: "luchtvochtigheid {delta} lager dan gisteren om deze tijd",
            .asHumidAsYesterday: "luchtvochtigheid gelijk aan gisteren om deze tijd",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "geweigerd, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "gering",
            .alertModerate: "matig",
            .alertSevere: "ernstig",
            .alertExtreme: "extreem",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Geen waarschuwingen van kracht ({service})",
            .noWarningService: "Geen waarschuwingsdienst voor deze plaats",
        ],
        counted: [
            .inMinutes: [.one: "over {n} minuut", .other: "over {n} minuten"],
            .columns: [.one: "{n} kolom", .other: "{n} kolommen"],
            .placesMatch: [.one: "{n} plaats komt overeen", .other: "{n} plaatsen komen overeen"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .airIndex, .compassNNW, .compassNW, .compassWNW, .max, .min, .minutesShort, .pollen, .tempHeader,
            .unitBft, .unitHPa, .unitMM, .unitMS, .unitMicrograms, .uvHeader, .wind, .windHeader, .unitInch,
            .unitKM, .unitKMH, .unitKnots, .unitMPH, .unitInHg, .unitMile, .beaufort10,
        ])
}
