extension Language {
    public static let dutch = Language(
        code: "nl", name: "Dutch", locale: "nl_NL", decimalSeparator: ",", plural: .oneOther,
        phrases: [
            .temperature: "Temperatuur", .minMax: "Min. / max.", .min: "Min.", .max: "Max.",
            .humidity: "Luchtvochtigheid", .dewPoint: "Dauwpunt", .pressure: "Luchtdruk", .wind: "Wind",
            .clouds: "Bewolking", .visibility: "Zicht", .rain: "Regen", .snow: "Sneeuw", .air: "Lucht",
            .pollen: "Pollen", .uvIndex: "UV-index", .nextHour: "Komend uur", .sunrise: "Zonsopkomst",
            .sunset: "Zonsondergang", .observed: "Gemeten", .data: "Gegevens",

            .temperatureFeelsLike: "{temperature}, voelt als {feelsLike}",
            .windFrom: "uit {direction} ({bearing})", .windGusts: "windstoten {speed}",
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

            .forecastByDay: "Verwachting per lokale dag ({zone})", .byDay: "Per lokale dag ({zone})",
            .forecastEveryHour: "Verwachting per uur, lokale tijd ({zone})", .everyHour: "Per uur ({zone})",
            .forecastEveryHours: "Verwachting om de {hours} uur, lokale tijd ({zone})",
            .everyHours: "Om de {hours} uur ({zone})",
            .dayHeader: "Dag", .lowHeader: "Min", .highHeader: "Max", .weatherHeader: "Weer", .timeHeader: "Tijd",
            .tempHeader: "Temp", .chanceHeader: "Kans", .rainHeader: "Regen", .snowHeader: "Sneeuw", .uvHeader: "UV",
            .airHeader: "Lucht", .moonHeader: "Maan", .windHeader: "Wind", .fromHeader: "Uit", .dewHeader: "Dauwp.",
            .partialDay: "* slechts een deel van de dag: niet het volledige minimum en maximum",
            .noForecast: "Verwachting: {provider} heeft geen verwachting voor deze plaats gestuurd",

            .wmo0: "onbewolkt", .wmo1: "overwegend onbewolkt", .wmo2: "half bewolkt", .wmo3: "geheel bewolkt",
            .wmo45: "mist", .wmo48: "aanvriezende mist", .wmo51: "lichte motregen", .wmo53: "matige motregen",
            .wmo55: "dichte motregen", .wmo56: "lichte onderkoelde motregen", .wmo57: "dichte onderkoelde motregen",
            .wmo61: "lichte regen", .wmo63: "matige regen", .wmo65: "zware regen", .wmo66: "lichte onderkoelde regen",
            .wmo67: "zware onderkoelde regen", .wmo71: "lichte sneeuwval", .wmo73: "matige sneeuwval",
            .wmo75: "zware sneeuwval", .wmo77: "motsneeuw", .wmo80: "lichte regenbuien", .wmo81: "matige regenbuien",
            .wmo82: "zeer zware regenbuien", .wmo85: "lichte sneeuwbuien", .wmo86: "zware sneeuwbuien",
            .wmo95: "onweer", .wmo96: "onweer met lichte hagel", .wmo99: "onweer met zware hagel",

            .outlookNone: "Geen regen verwacht in de komende {hours} uur.", .rainLikely: "Regen waarschijnlijk",
            .snowLikely: "Sneeuw waarschijnlijk", .rainPossible: "Regen mogelijk", .snowPossible: "Sneeuw mogelijk",
            .rainSlight: "Kleine kans op regen", .snowSlight: "Kleine kans op sneeuw",
            .rainForecast: "Regen verwacht", .snowForecast: "Sneeuw verwacht", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "nu", .whenNowUntil: "nu tot {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} vanaf {start}", .today: "vandaag", .tonight: "vanavond", .tomorrow: "morgen",
            .aboutAmount: "ongeveer {amount}", .upToChance: "kans tot {chance}",

            .rainStarting: "Regen begint {in}, {intensity}.", .rainStopping: "Regen stopt {in}.",
            .rainContinuing: "Regen het komende uur, {intensity}.", .rainNone: "Geen regen in het komende uur.",
            .light: "licht", .moderate: "matig", .heavy: "zwaar",

            .airNoReading: "geen meting van {provider} voor deze plaats", .airNoIndex: "geen index",
            .airIndex: "AQI {value} ({scale}): {band}",
            .airGood: "Goed", .airFair: "Redelijk", .airModerate: "Matig", .airPoor: "Slecht",
            .airVeryPoor: "Zeer slecht", .airExtremelyPoor: "Extreem slecht",
            .airUnhealthyForSensitiveGroups: "Ongezond voor gevoelige groepen",
            .airUnhealthy: "Ongezond", .airVeryUnhealthy: "Zeer ongezond", .airHazardous: "Gevaarlijk",
            .airLow: "Laag", .airHigh: "Hoog", .airVeryHigh: "Zeer hoog",

            .cached: "(uit de cache, {age} geleden opgehaald; vernieuwen mislukt: {reason})",
        ],
        counted: [.inMinutes: [.one: "over {n} minuut", .other: "over {n} minuten"]])
}
