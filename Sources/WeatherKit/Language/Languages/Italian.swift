extension Language {
    public static let italian = Language(
        code: "it", name: "Italian", locale: "it_IT", decimalSeparator: ",", plural: .oneOther,
        phrases: [
            .temperature: "Temperatura", .minMax: "Min / max", .min: "Min", .max: "Max", .humidity: "Umidità",
            .dewPoint: "Punto di rugiada", .pressure: "Pressione", .wind: "Vento", .clouds: "Nuvolosità",
            .visibility: "Visibilità", .rain: "Pioggia", .snow: "Neve", .air: "Aria", .pollen: "Pollini",
            .uvIndex: "Indice UV", .nextHour: "Prossima ora", .sunrise: "Alba", .sunset: "Tramonto",
            .observed: "Rilevato", .data: "Dati",

            .temperatureFeelsLike: "{temperature}, percepita {feelsLike}",
            .windFrom: "da {direction} ({bearing})", .windGusts: "raffiche {speed}",
            .rainLastHour: "{amount} nell'ultima ora", .rainLastThreeHours: "{amount} in 3 ore",
            .clockSameAsLocal: "{utc} (come l'ora locale)", .clockLocal: "{time} ora locale, {zone}",
            .polarDay: "giorno polare", .polarNight: "notte polare", .noPollen: "nessuno nell'aria",

            .compassN: "N", .compassNNE: "NNE", .compassNE: "NE", .compassENE: "ENE", .compassE: "E",
            .compassESE: "ESE", .compassSE: "SE", .compassSSE: "SSE", .compassS: "S", .compassSSW: "SSO",
            .compassSW: "SO", .compassWSW: "OSO", .compassW: "O", .compassWNW: "ONO", .compassNW: "NO",
            .compassNNW: "NNO",

            .alder: "ontano", .birch: "betulla", .grass: "graminacee", .mugwort: "artemisia", .olive: "olivo",
            .ragweed: "ambrosia",

            .uvLow: "basso", .uvModerate: "moderato", .uvHigh: "alto", .uvVeryHigh: "molto alto",
            .uvExtreme: "estremo",

            .forecastByDay: "Previsioni per giorno locale ({zone})", .byDay: "Per giorno locale ({zone})",
            .forecastEveryHour: "Previsioni orarie, ora locale ({zone})", .everyHour: "Ogni ora ({zone})",
            .forecastEveryHours: "Previsioni ogni {hours} ore, ora locale ({zone})",
            .everyHours: "Ogni {hours} ore ({zone})",
            .dayHeader: "Giorno", .lowHeader: "Min", .highHeader: "Max", .weatherHeader: "Meteo", .timeHeader: "Ora",
            .tempHeader: "Temp", .chanceHeader: "Prob.", .rainHeader: "Pioggia", .snowHeader: "Neve",
            .uvHeader: "UV", .airHeader: "Aria", .moonHeader: "Luna", .windHeader: "Vento", .fromHeader: "Da",
            .dewHeader: "Rugiada",
            .partialDay: "* solo parte del giorno: non la minima e la massima dell'intera giornata",
            .noForecast: "Previsioni: {provider} non ha inviato previsioni per questo luogo",
        ],
        counted: [.inMinutes: [.one: "tra {n} minuto", .other: "tra {n} minuti"]])
}
