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
            .windFrom: "z kierunku {direction} ({bearing})", .windSpeedFrom: "{speed} {from}",
            .windGusts: "porywy {speed}",
            .rainLastHour: "{amount} w ostatniej godzinie", .rainLastThreeHours: "{amount} w ostatnich 3 godz.",
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
            .windHeader: "Wiatr", .fromHeader: "Kier.", .dewHeader: "Pkt rosy",
            .partialDay: "* tylko część dnia: to nie całodobowe minimum i maksimum",
            .noForecast: "Prognoza: {provider} nie przesyła prognozy dla tego miejsca",

            .wmo0: "bezchmurnie", .wmo1: "przeważnie bezchmurnie", .wmo2: "częściowe zachmurzenie",
            .wmo3: "całkowite zachmurzenie", .wmo45: "mgła", .wmo48: "mgła osadzająca szadź", .wmo51: "słaba mżawka",
            .wmo53: "umiarkowana mżawka", .wmo55: "gęsta mżawka", .wmo56: "słaba marznąca mżawka",
            .wmo57: "gęsta marznąca mżawka", .wmo61: "słaby deszcz", .wmo63: "umiarkowany deszcz",
            .wmo65: "silny deszcz", .wmo66: "słaby marznący deszcz", .wmo67: "silny marznący deszcz",
            .wmo68: "słaby deszcz ze śniegiem", .wmo69: "deszcz ze śniegiem",
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
            .whenNow: "teraz", .whenNowUntil: "od teraz do {end} {zone}", .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} od {start} {zone}", .today: "dziś", .tonight: "dziś wieczorem", .tomorrow: "jutro",
            .aboutAmount: "około {amount}", .upToChance: "szansa do {chance}",

            .rainStarting: "Zacznie padać {intensity} deszcz {in}.", .rainStopping: "Deszcz ustanie {in}.",
            .rainContinuing: "Przez najbliższą godzinę {intensity} deszcz.",
            .rainNone: "Brak deszczu w najbliższej godzinie.",
            .light: "słaby", .moderate: "umiarkowany", .heavy: "silny",

            .airNoReading: "brak pomiaru z {provider} dla tego miejsca", .airNoIndex: "brak indeksu",
            .airIndex: "AQI {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Dobra", .owmFair: "Zadowalająca", .owmModerate: "Umiarkowana", .owmPoor: "Zła",
            .owmVeryPoor: "Bardzo zła", .epaGood: "Dobra", .epaModerate: "Umiarkowana",
            .epaUnhealthyForSensitiveGroups: "Niezdrowa dla grup wrażliwych", .epaUnhealthy: "Niezdrowa",
            .epaVeryUnhealthy: "Bardzo niezdrowa", .epaHazardous: "Niebezpieczna", .eaqiGood: "Dobra",
            .eaqiFair: "Zadowalająca", .eaqiModerate: "Umiarkowana", .eaqiPoor: "Zła", .eaqiVeryPoor: "Bardzo zła",
            .eaqiExtremelyPoor: "Skrajnie zła", .daqiLow: "Niskie zanieczyszczenie",
            .daqiModerate: "Umiarkowane zanieczyszczenie", .daqiHigh: "Wysokie zanieczyszczenie",
            .daqiVeryHigh: "Bardzo wysokie zanieczyszczenie",

            .observedLongAgo: "(obserwacja sprzed {age}: to nie jest obecna pogoda)",

            .cached: "(z pamięci podręcznej sprzed {age}; nie udało się odświeżyć: {reason})",

            .skyTitleLocal: "Niebo w dniu {date}, czas lokalny ({zone})", .skyTitleUTC: "Niebo w dniu {date}, czas UTC",
            .dayLength: "Długość dnia", .dawn: "Świt", .dusk: "Zmierzch", .goldenHour: "Złota godzina",
            .blueHour: "Niebieska godzina", .moon: "Księżyc",
            .dayLengthPolarDay: "24 godz.: słońce nie zachodzi (dzień polarny)",
            .dayLengthPolarNight: "brak: słońce nie wschodzi (noc polarna)",
            .asLongAsYesterday: "tyle samo co wczoraj", .longerThanYesterday: "o {duration} dłuższy niż wczoraj",
            .shorterThanYesterday: "o {duration} krótszy niż wczoraj",
            .twilightPolarDay: "brak: słońce nie zachodzi (dzień polarny)", .civil: "cywilny", .nautical: "żeglarski",
            .astronomical: "astronomiczny", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}: brak (nie robi się aż tak ciemno)",
            .twilightSunStaysLower: "{level}: brak (słońce pozostaje niżej)",
            .twilightNotThisDay: "{level}: brak tego dnia",
            .oneStretch: "{span}, jeden okres w okolicy południa", .sunStaysHigher: "brak: słońce pozostaje wyżej",
            .sunStaysLower: "brak: słońce pozostaje niżej", .twoSpans: "{first} i {second}", .spanFrom: "od {time}",
            .spanUntil: "do {time}", .moonLine: "{picture} {phase}, oświetlenie {lit}, {events}",
            .moonUpAllDay: "nad horyzontem przez cały dzień", .moonDownAllDay: "pod horyzontem przez cały dzień",
            .moonRises: "wschód {time}", .moonSets: "zachód {time}", .noMoonrise: "brak wschodu",
            .noMoonset: "brak zachodu", .missingUpAllDay: "{missing}: nad horyzontem przez cały dzień",
            .missingDownAllDay: "{missing}: pod horyzontem przez cały dzień", .missingThisDay: "{missing} tego dnia",
            .daysShort: "{n} dni", .hoursShort: "{n} godz.", .minutesShort: "{n} min", .secondsShort: "{n} s",
            .moonNewMoon: "Nów", .moonWaxingCrescent: "Przybywający sierp", .moonFirstQuarter: "Pierwsza kwadra",
            .moonWaxingGibbous: "Przybywający garb", .moonFullMoon: "Pełnia", .moonWaningGibbous: "Ubywający garb",
            .moonLastQuarter: "Ostatnia kwadra", .moonWaningCrescent: "Ubywający sierp",

            .chartTitle: "Najbliższe {hours} godz., czas lokalny ({zone}): {units}, % szansy",
            .chartTooNarrow: "(wykres potrzebuje {needed}; ten terminal ma {width})",
            .chartNoSteps: "(brak kroków prognozy w najbliższych {hours} godz. do pokazania na wykresie)",
            .chartNoRoom: "(etykiety wykresu nie zostawiają na niego miejsca: wartości są zbyt długie)",

            .weatherAlert: "Ostrzeżenie pogodowe", .alertFrom: "{event}, źródło: {sender}",
            .alertWholeText: "(dodaj --alerts, aby zobaczyć pełną treść)",
            .alertSummary: "Ostrzeżenie pogodowe: {event}", .rainOrSnowNow: "Teraz deszcz lub śnieg",
            .rainOrSnowSoon: "Deszcz lub śnieg {in}", .airSummary: "Jakość powietrza: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "ziaren/m³", .beaufort0: "cisza", .beaufort1: "powiew", .beaufort2: "słaby wiatr",
            .beaufort3: "łagodny wiatr", .beaufort4: "umiarkowany wiatr", .beaufort5: "dość silny wiatr",
            .beaufort6: "silny wiatr", .beaufort7: "bardzo silny wiatr", .beaufort8: "sztorm",
            .beaufort9: "silny sztorm", .beaufort10: "bardzo silny sztorm", .beaufort11: "gwałtowny sztorm",
            .beaufort12: "huragan",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "przekroczono limit czasu", .reasonCannotConnect: "brak połączenia",
            .reasonProxyUnreachable: "serwer proxy nieosiągalny", .reasonHostNotFound: "nie znaleziono hosta",
            .reasonConnectionLost: "połączenie przerwane",
            .reasonSecureConnectionFailed: "błąd bezpiecznego połączenia", .reasonNotTLS: "brak TLS",
            .reasonCertificate: "certyfikat odrzucony", .reasonUnusableURL: "nieprawidłowy URL",
            .reasonNetwork: "błąd sieci", .reasonRateLimited: "limit zapytań, HTTP {status}",
            .reasonServerError: "błąd serwera, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} do \"{name}\"; pokazano pierwsze.",
            .ambiguityPlain: "({matches}; pokazano pierwsze. --matches pokaże wszystkie.)",
            .narrowItDown: "Zawęź wyszukiwanie, dodając {examples}.", .countryCodeLike: "kod kraju, np. \"{example}\"",
            .usStateLike: "stan USA, np. \"{example}\"", .eitherOr: "{first} lub {second}",
            .matchesListsThem: "{command} pokaże wszystkie.)", .matchesHeader: "{matches} do \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(ustalone na podstawie adresu IP przez {locator}; w przybliżeniu)",
            .locatedLongAgo: "(położenie ustalone {age} temu; żadna usługa nie odpowiedziała: {reason})",
            .yesterday: "Zmiana dobowa",
            .warmerThanYesterday: "o {delta} cieplej niż wczoraj o tej porze",
            .coolerThanYesterday: "o {delta} chłodniej niż wczoraj o tej porze",
            .asWarmAsYesterday: "temperatura taka sama jak wczoraj o tej porze",
            .highAboveYesterday: "dzisiejsze maksimum o {delta} wyższe od wczorajszego",
            .highBelowYesterday: "dzisiejsze maksimum o {delta} niższe od wczorajszego",
            .highAsYesterday: "dzisiejsze maksimum takie samo jak wczorajsze",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "wilgotność o {delta} wyższa niż wczoraj o tej porze",
            .lessHumidThanYesterday: "wilgotność o {delta} niższa niż wczoraj o tej porze",
            .asHumidAsYesterday: "wilgotność taka sama jak wczoraj o tej porze",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "odrzucono, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "niewielkie",
            .alertModerate: "umiarkowane",
            .alertSevere: "poważne",
            .alertExtreme: "ekstremalne",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Brak obowiązujących ostrzeżeń ({service})",
            .noWarningService: "Brak serwisu ostrzeżeń dla tego miejsca",
        ],
        counted: [
            .inMinutes: [.one: "za ok. {n} min", .few: "za ok. {n} min", .many: "za ok. {n} min"],
            .columns: [.one: "{n} kolumny", .few: "{n} kolumn", .many: "{n} kolumn"],
            .placesMatch: [.one: "{n} miejsce pasuje", .few: "{n} miejsca pasują", .many: "{n} miejsc pasuje"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .airIndex, .compassNNE, .compassNNW, .compassNW, .compassSSW, .compassSW, .compassWNW, .compassWSW,
            .min, .minutesShort, .tempHeader, .unitBft, .unitHPa, .unitMM, .unitMS, .unitMicrograms, .uvHeader,
        ])
}
