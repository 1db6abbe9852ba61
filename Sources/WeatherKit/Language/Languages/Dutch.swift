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
        ],
        counted: [.inMinutes: [.one: "over {n} minuut", .other: "over {n} minuten"]])
}
