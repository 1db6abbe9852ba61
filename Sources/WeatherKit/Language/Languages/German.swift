extension Language {
    public static let german = Language(
        code: "de", name: "German", locale: "de_DE", decimalSeparator: ",", plural: .oneOther,
        phrases: [
            .temperature: "Temperatur", .minMax: "Min. / max.", .min: "Min.", .max: "Max.",
            .humidity: "Luftfeuchtigkeit", .dewPoint: "Taupunkt", .pressure: "Luftdruck", .wind: "Wind",
            .clouds: "Bewölkung", .visibility: "Sichtweite", .rain: "Regen", .snow: "Schnee", .air: "Luft",
            .pollen: "Pollen", .uvIndex: "UV-Index", .nextHour: "Nächste Stunde", .sunrise: "Sonnenaufgang",
            .sunset: "Sonnenuntergang", .observed: "Gemessen", .data: "Daten",

            .temperatureFeelsLike: "{temperature}, gefühlt {feelsLike}",
            .windFrom: "aus {direction} ({bearing})", .windGusts: "Böen {speed}",
            .rainLastHour: "{amount} in der letzten Stunde", .rainLastThreeHours: "{amount} in 3 Std.",
            .clockSameAsLocal: "{utc} (wie Ortszeit)", .clockLocal: "{time} Ortszeit, {zone}",
            .polarDay: "Polartag", .polarNight: "Polarnacht", .noPollen: "keine in der Luft",

            .compassN: "N", .compassNNE: "NNO", .compassNE: "NO", .compassENE: "ONO", .compassE: "O",
            .compassESE: "OSO", .compassSE: "SO", .compassSSE: "SSO", .compassS: "S", .compassSSW: "SSW",
            .compassSW: "SW", .compassWSW: "WSW", .compassW: "W", .compassWNW: "WNW", .compassNW: "NW",
            .compassNNW: "NNW",

            .alder: "Erle", .birch: "Birke", .grass: "Gräser", .mugwort: "Beifuß", .olive: "Olive",
            .ragweed: "Ambrosia",

            .uvLow: "niedrig", .uvModerate: "mäßig", .uvHigh: "hoch", .uvVeryHigh: "sehr hoch", .uvExtreme: "extrem",

            .forecastByDay: "Vorhersage nach Ortstag ({zone})", .byDay: "Nach Ortstag ({zone})",
            .forecastEveryHour: "Vorhersage stündlich, Ortszeit ({zone})", .everyHour: "Stündlich ({zone})",
            .forecastEveryHours: "Vorhersage alle {hours} Stunden, Ortszeit ({zone})",
            .everyHours: "Alle {hours} Std. ({zone})",
            .dayHeader: "Tag", .lowHeader: "Tief", .highHeader: "Hoch", .weatherHeader: "Wetter", .timeHeader: "Zeit",
            .tempHeader: "Temp.", .chanceHeader: "Chance", .rainHeader: "Regen", .snowHeader: "Schnee",
            .uvHeader: "UV", .airHeader: "Luft", .moonHeader: "Mond", .windHeader: "Wind", .fromHeader: "Aus",
            .dewHeader: "Taup.",
            .partialDay: "* nur ein Teil des Tages: nicht sein ganzes Tief und Hoch",
            .noForecast: "Vorhersage: {provider} hat für diesen Ort keine Vorhersage gesendet",
        ],
        counted: [.inMinutes: [.one: "in {n} Minute", .other: "in {n} Minuten"]])
}
