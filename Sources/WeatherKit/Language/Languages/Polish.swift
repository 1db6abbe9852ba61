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

            .wmo0: "bezchmurnie", .wmo1: "przeważnie bezchmurnie", .wmo2: "częściowe zachmurzenie",
            .wmo3: "całkowite zachmurzenie", .wmo45: "mgła", .wmo48: "mgła osadzająca szadź", .wmo51: "słaba mżawka",
            .wmo53: "umiarkowana mżawka", .wmo55: "gęsta mżawka", .wmo56: "słaba marznąca mżawka",
            .wmo57: "gęsta marznąca mżawka", .wmo61: "słaby deszcz", .wmo63: "umiarkowany deszcz",
            .wmo65: "silny deszcz", .wmo66: "słaby marznący deszcz", .wmo67: "silny marznący deszcz",
            .wmo71: "słabe opady śniegu", .wmo73: "umiarkowane opady śniegu", .wmo75: "silne opady śniegu",
            .wmo77: "śnieg ziarnisty", .wmo80: "słabe przelotne opady deszczu",
            .wmo81: "umiarkowane przelotne opady deszczu", .wmo82: "gwałtowne przelotne opady deszczu",
            .wmo85: "słabe przelotne opady śniegu", .wmo86: "silne przelotne opady śniegu", .wmo95: "burza",
            .wmo96: "burza ze słabym gradem", .wmo99: "burza z silnym gradem",

            .outlookNone: "Nie przewiduje się deszczu w ciągu najbliższych {hours} godz.",
            .rainLikely: "Prawdopodobny deszcz", .snowLikely: "Prawdopodobny śnieg", .rainPossible: "Możliwy deszcz",
            .snowPossible: "Możliwy śnieg", .rainSlight: "Niewielka szansa na deszcz",
            .snowSlight: "Niewielka szansa na śnieg", .rainForecast: "Prognozowany deszcz",
            .snowForecast: "Prognozowany śnieg", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "teraz", .whenNowUntil: "teraz do {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} od {start}", .today: "dziś", .tonight: "dziś wieczorem", .tomorrow: "jutro",
            .aboutAmount: "około {amount}", .upToChance: "szansa do {chance}",

            .rainStarting: "Deszcz zacznie padać {in}, {intensity}.", .rainStopping: "Deszcz ustanie {in}.",
            .rainContinuing: "Deszcz przez najbliższą godzinę, {intensity}.",
            .rainNone: "Brak deszczu w najbliższej godzinie.",
            .light: "słaby", .moderate: "umiarkowany", .heavy: "silny",

            .airNoReading: "brak pomiaru z {provider} dla tego miejsca", .airNoIndex: "brak indeksu",
            .airIndex: "AQI {value} ({scale}): {band}",
            .airGood: "Dobry", .airFair: "Dostateczny", .airModerate: "Umiarkowany", .airPoor: "Zły",
            .airVeryPoor: "Bardzo zły", .airExtremelyPoor: "Skrajnie zły",
            .airUnhealthyForSensitiveGroups: "Niezdrowy dla grup wrażliwych", .airUnhealthy: "Niezdrowy",
            .airVeryUnhealthy: "Bardzo niezdrowy", .airHazardous: "Niebezpieczny",
            .airLow: "Niski", .airHigh: "Wysoki", .airVeryHigh: "Bardzo wysoki",

            .cached: "(z pamięci podręcznej sprzed {age}; nie udało się odświeżyć: {reason})",
        ],
        counted: [.inMinutes: [.one: "za {n} minutę", .few: "za {n} minuty", .many: "za {n} minut"]])
}
