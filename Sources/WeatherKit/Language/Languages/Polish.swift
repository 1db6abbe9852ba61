extension Language {
    public static let polish = Language(
        code: "pl", name: "Polish", locale: "pl_PL", decimalSeparator: ",", plural: .polish,
        phrases: [
            .temperature: "Temperatura", .minMax: "Min. / maks.", .min: "Min.", .max: "Maks.",
            .humidity: "Wilgotność", .dewPoint: "Punkt rosy", .pressure: "Ciśnienie", .wind: "Wiatr",
            .clouds: "Zachmurzenie", .visibility: "Widoczność", .rain: "Deszcz", .snow: "Śnieg", .air: "Powietrze",
            .pollen: "Pyłki", .uvIndex: "Indeks UV", .nextHour: "Najbliższa godzina", .sunrise: "Wschód słońca",
            .sunset: "Zachód słońca", .observed: "Pomiar", .data: "Dane",

            .temperatureFeelsLike: "{temperature}, odczuwalna {feelsLike}",
            .windFrom: "z kierunku {direction} ({bearing})", .windGusts: "porywy {speed}",
            .rainLastHour: "{amount} w ostatniej godzinie", .rainLastThreeHours: "{amount} w 3 godz.",
            .clockSameAsLocal: "{utc} (jak czas lokalny)", .clockLocal: "{time} czasu lokalnego, {zone}",
            .polarDay: "dzień polarny", .polarNight: "noc polarna", .noPollen: "brak w powietrzu",

            .compassN: "N", .compassNNE: "NNE", .compassNE: "NE", .compassENE: "ENE", .compassE: "E",
            .compassESE: "ESE", .compassSE: "SE", .compassSSE: "SSE", .compassS: "S", .compassSSW: "SSW",
            .compassSW: "SW", .compassWSW: "WSW", .compassW: "W", .compassWNW: "WNW", .compassNW: "NW",
            .compassNNW: "NNW",

            .alder: "olsza", .birch: "brzoza", .grass: "trawy", .mugwort: "bylica", .olive: "oliwka",
            .ragweed: "ambrozja",

            .uvLow: "niski", .uvModerate: "umiarkowany", .uvHigh: "wysoki", .uvVeryHigh: "bardzo wysoki",
            .uvExtreme: "ekstremalny",

            .forecastByDay: "Prognoza na kolejne dni, czas lokalny ({zone})", .byDay: "Kolejne dni ({zone})",
            .forecastEveryHour: "Prognoza godzinowa, czas lokalny ({zone})", .everyHour: "Co godzinę ({zone})",
            .forecastEveryHours: "Prognoza co {hours} godz., czas lokalny ({zone})",
            .everyHours: "Co {hours} godz. ({zone})",
            .dayHeader: "Dzień", .lowHeader: "Min.", .highHeader: "Maks.", .weatherHeader: "Pogoda",
            .timeHeader: "Czas", .tempHeader: "Temp.", .chanceHeader: "Szansa", .rainHeader: "Deszcz",
            .snowHeader: "Śnieg", .uvHeader: "UV", .airHeader: "Powietrze", .moonHeader: "Księżyc",
            .windHeader: "Wiatr", .fromHeader: "Kier.", .dewHeader: "P. rosy",
            .partialDay: "* tylko część dnia: to nie całodobowe minimum i maksimum",
            .noForecast: "Prognoza: {provider} nie przesyła prognozy dla tego miejsca",
        ],
        counted: [.inMinutes: [.one: "za {n} minutę", .few: "za {n} minuty", .many: "za {n} minut"]])
}
