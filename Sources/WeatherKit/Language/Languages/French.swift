extension Language {
    public static let french = Language(
        code: "fr", name: "French", locale: "fr_FR", decimalSeparator: ",", plural: .zeroOneOther,
        phrases: [
            .temperature: "Température", .minMax: "Min. / max.", .min: "Min.", .max: "Max.", .humidity: "Humidité",
            .dewPoint: "Point de rosée", .pressure: "Pression", .wind: "Vent", .clouds: "Nuages",
            .visibility: "Visibilité", .rain: "Pluie", .snow: "Neige", .air: "Qualité de l'air", .pollen: "Pollens",
            .uvIndex: "Indice UV", .nextHour: "Prochaine heure", .sunrise: "Lever du soleil",
            .sunset: "Coucher du soleil", .observed: "Relevé", .data: "Données",

            .temperatureFeelsLike: "{temperature}, ressenti {feelsLike}",
            .windFrom: "de {direction} ({bearing})", .windGusts: "rafales {speed}",
            .rainLastHour: "{amount} sur la dernière heure", .rainLastThreeHours: "{amount} en 3 h",
            .clockSameAsLocal: "{utc} (comme l'heure locale)", .clockLocal: "{time} heure locale, {zone}",
            .polarDay: "jour polaire", .polarNight: "nuit polaire", .noPollen: "aucun dans l'air",

            .compassN: "N", .compassNNE: "NNE", .compassNE: "NE", .compassENE: "ENE", .compassE: "E",
            .compassESE: "ESE", .compassSE: "SE", .compassSSE: "SSE", .compassS: "S", .compassSSW: "SSO",
            .compassSW: "SO", .compassWSW: "OSO", .compassW: "O", .compassWNW: "ONO", .compassNW: "NO",
            .compassNNW: "NNO",

            .alder: "aulne", .birch: "bouleau", .grass: "graminées", .mugwort: "armoise", .olive: "olivier",
            .ragweed: "ambroisie",

            .uvLow: "faible", .uvModerate: "modéré", .uvHigh: "élevé", .uvVeryHigh: "très élevé",
            .uvExtreme: "extrême",

            .forecastByDay: "Prévisions par jour local ({zone})", .byDay: "Par jour local ({zone})",
            .forecastEveryHour: "Prévisions heure par heure, heure locale ({zone})",
            .everyHour: "Heure par heure ({zone})",
            .forecastEveryHours: "Prévisions toutes les {hours} heures, heure locale ({zone})",
            .everyHours: "Toutes les {hours} h ({zone})",
            .dayHeader: "Jour", .lowHeader: "Min.", .highHeader: "Max.", .weatherHeader: "Temps",
            .timeHeader: "Heure", .tempHeader: "Temp.", .chanceHeader: "Prob.", .rainHeader: "Pluie",
            .snowHeader: "Neige", .uvHeader: "UV", .airHeader: "Air", .moonHeader: "Lune", .windHeader: "Vent",
            .fromHeader: "Dir.", .dewHeader: "Rosée",
            .partialDay: "* partie de la journée seulement, min. et max. partiels",
            .noForecast: "Prévisions : {provider} n'a envoyé aucune prévision pour ce lieu",
        ],
        counted: [.inMinutes: [.one: "dans {n} minute", .other: "dans {n} minutes"]])
}
