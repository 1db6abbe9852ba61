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
            .windFrom: "da {direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "raffiche {speed}",
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

            .forecastByDay: "Previsioni giornaliere, ora locale ({zone})", .byDay: "Giorno per giorno ({zone})",
            .forecastEveryHour: "Previsioni orarie, ora locale ({zone})", .everyHour: "Ogni ora ({zone})",
            .forecastEveryHours: "Previsioni ogni {hours} ore, ora locale ({zone})",
            .everyHours: "Ogni {hours} ore ({zone})",
            .dayHeader: "Giorno", .lowHeader: "Min", .highHeader: "Max", .weatherHeader: "Meteo", .timeHeader: "Ora",
            .tempHeader: "Temp", .chanceHeader: "Prob.", .rainHeader: "Pioggia", .snowHeader: "Neve",
            .uvHeader: "UV", .airHeader: "Aria", .moonHeader: "Luna", .windHeader: "Vento", .fromHeader: "Da",
            .dewHeader: "Rugiada",
            .partialDay: "* solo parte del giorno: non la minima e la massima dell'intera giornata",
            .noForecast: "Previsioni: {provider} non ha inviato previsioni per questo luogo",

            .wmo0: "cielo sereno", .wmo1: "poco nuvoloso", .wmo2: "parzialmente nuvoloso", .wmo3: "coperto",
            .wmo45: "nebbia", .wmo48: "nebbia con galaverna", .wmo51: "pioviggine debole",
            .wmo53: "pioviggine moderata", .wmo55: "pioviggine intensa", .wmo56: "pioviggine congelantesi debole",
            .wmo57: "pioviggine congelantesi intensa", .wmo61: "pioggia debole", .wmo63: "pioggia moderata",
            .wmo65: "pioggia forte", .wmo66: "pioggia congelantesi debole", .wmo67: "pioggia congelantesi forte",
            .wmo68: "debole pioggia mista a neve", .wmo69: "pioggia mista a neve",
            .wmo71: "nevicata debole", .wmo73: "nevicata moderata", .wmo75: "nevicata forte", .wmo77: "neve granulosa",
            .wmo80: "rovesci deboli", .wmo81: "rovesci moderati",
            .wmo82: "rovesci violenti", .wmo85: "rovesci di neve deboli", .wmo86: "rovesci di neve forti",
            .wmo95: "temporale", .wmo96: "temporale con grandine debole", .wmo99: "temporale con grandine forte",

            .outlookNone: "Nessuna pioggia prevista nelle prossime {hours} ore.", .rainLikely: "Pioggia probabile",
            .snowLikely: "Neve probabile", .rainPossible: "Pioggia possibile", .snowPossible: "Neve possibile",
            .rainSlight: "Bassa probabilità di pioggia", .snowSlight: "Bassa probabilità di neve",
            .rainForecast: "Pioggia prevista", .snowForecast: "Neve prevista", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "ora", .whenNowUntil: "da ora fino alle {end} {zone}",
            .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} dalle {start} {zone}", .today: "oggi", .tonight: "stasera", .tomorrow: "domani",
            .aboutAmount: "circa {amount}", .upToChance: "fino a {chance}",

            .rainStarting: "Pioggia {intensity} in arrivo {in}.", .rainStopping: "La pioggia cessa {in}.",
            .rainContinuing: "Pioggia {intensity} per tutta la prossima ora.",
            .rainNone: "Niente pioggia nella prossima ora.",
            .light: "debole", .moderate: "moderata", .heavy: "forte",

            .airNoReading: "nessuna rilevazione da {provider} per questo luogo", .airNoIndex: "nessun indice",
            .airIndex: "IQA {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Buona", .owmFair: "Discreta", .owmModerate: "Moderata", .owmPoor: "Scadente",
            .owmVeryPoor: "Molto scadente", .epaGood: "Buona", .epaModerate: "Moderata",
            .epaUnhealthyForSensitiveGroups: "Malsana per i gruppi sensibili", .epaUnhealthy: "Malsana",
            .epaVeryUnhealthy: "Molto malsana", .epaHazardous: "Pericolosa", .eaqiGood: "Buona",
            .eaqiFair: "Discreta", .eaqiModerate: "Moderata", .eaqiPoor: "Scadente",
            .eaqiVeryPoor: "Molto scadente", .eaqiExtremelyPoor: "Estremamente scadente",
            .daqiLow: "Inquinamento basso", .daqiModerate: "Inquinamento moderato", .daqiHigh: "Inquinamento alto",
            .daqiVeryHigh: "Inquinamento molto alto",

            .observedLongAgo: "(osservato {age} fa: non è il tempo attuale)",

            .cached: "(dati in cache da {age}; aggiornamento non riuscito: {reason})",

            .skyTitleLocal: "Cielo del {date}, ora locale ({zone})", .skyTitleUTC: "Cielo del {date}, in UTC",
            .dayLength: "Durata del giorno", .dawn: "Crepuscolo mattutino", .dusk: "Crepuscolo serale",
            .goldenHour: "Ora d'oro", .blueHour: "Ora blu", .moon: "Luna",
            .dayLengthPolarDay: "24 h: il sole non tramonta (giorno polare)",
            .dayLengthPolarNight: "nessuna: il sole non sorge (notte polare)",
            .asLongAsYesterday: "uguale a ieri", .longerThanYesterday: "{duration} in più di ieri",
            .shorterThanYesterday: "{duration} in meno di ieri",
            .twilightPolarDay: "nessuno: il sole non tramonta (giorno polare)", .civil: "civile",
            .nautical: "nautico", .astronomical: "astronomico", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}: nessuno (non fa mai così buio)",
            .twilightSunStaysLower: "{level}: nessuno (il sole resta più basso)",
            .twilightNotThisDay: "{level}: nessuno in questo giorno",
            .oneStretch: "{span}, un unico tratto intorno a mezzogiorno",
            .sunStaysHigher: "nessuna: il sole resta più alto", .sunStaysLower: "nessuna: il sole resta più basso",
            .twoSpans: "{first} e {second}", .spanFrom: "da {time}", .spanUntil: "fino a {time}",
            .moonLine: "{picture} {phase}, illuminazione {lit}, {events}",
            .moonUpAllDay: "sopra l'orizzonte tutto il giorno", .moonDownAllDay: "sotto l'orizzonte tutto il giorno",
            .moonRises: "sorge alle {time}", .moonSets: "tramonta alle {time}", .noMoonrise: "non sorge",
            .noMoonset: "non tramonta", .missingUpAllDay: "{missing}: sopra l'orizzonte tutto il giorno",
            .missingDownAllDay: "{missing}: sotto l'orizzonte tutto il giorno",
            .missingThisDay: "{missing} in questo giorno",
            .daysShort: "{n} gg", .hoursShort: "{n} h", .minutesShort: "{n} min", .secondsShort: "{n} s",
            .moonNewMoon: "Luna nuova", .moonWaxingCrescent: "Luna crescente", .moonFirstQuarter: "Primo quarto",
            .moonWaxingGibbous: "Gibbosa crescente", .moonFullMoon: "Luna piena", .moonWaningGibbous: "Gibbosa calante",
            .moonLastQuarter: "Ultimo quarto", .moonWaningCrescent: "Luna calante",

            .chartTitle: "Prossime {hours} ore, ora locale ({zone}): {units}, % di probabilità",
            .chartTooNarrow: "(il grafico richiede {needed}; questo terminale ne ha {width})",
            .chartNoSteps: "(nessun dato di previsione nelle prossime {hours} ore da rappresentare)",
            .chartNoRoom: "(le etichette del grafico non lasciano spazio: i valori sono troppo lunghi per disegnarlo)",

            .weatherAlert: "Allerta meteo", .alertFrom: "{event}, fonte: {sender}",
            .alertWholeText: "(aggiungi --alerts per il testo completo)",
            .alertSummary: "Allerta meteo: {event}", .rainOrSnowNow: "Pioggia o neve in corso",
            .rainOrSnowSoon: "Pioggia o neve {in}", .airSummary: "Qualità dell'aria: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mi/h", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "granuli/m³", .beaufort0: "calma", .beaufort1: "bava di vento", .beaufort2: "brezza leggera",
            .beaufort3: "brezza tesa", .beaufort4: "vento moderato", .beaufort5: "vento teso",
            .beaufort6: "vento fresco", .beaufort7: "vento forte", .beaufort8: "burrasca",
            .beaufort9: "burrasca forte", .beaufort10: "tempesta", .beaufort11: "tempesta violenta",
            .beaufort12: "uragano",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "tempo scaduto", .reasonCannotConnect: "connessione non riuscita",
            .reasonProxyUnreachable: "proxy irraggiungibile", .reasonHostNotFound: "host non trovato",
            .reasonConnectionLost: "connessione persa",
            .reasonSecureConnectionFailed: "connessione sicura non riuscita", .reasonNotTLS: "niente TLS",
            .reasonCertificate: "certificato non accettato", .reasonUnusableURL: "URL inutilizzabile",
            .reasonNetwork: "errore di rete", .reasonRateLimited: "troppe richieste, HTTP {status}",
            .reasonServerError: "errore del server, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} a \"{name}\"; viene mostrato il primo.",
            .ambiguityPlain: "({matches}; viene mostrato il primo. --matches li elenca tutti.)",
            .narrowItDown: "Restringi la ricerca con {examples}.",
            .countryCodeLike: "un codice paese, come \"{example}\"",
            .usStateLike: "uno stato USA, come \"{example}\"", .eitherOr: "{first} o {second}",
            .matchesListsThem: "{command} li elenca tutti.)", .matchesHeader: "{matches} a \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(individuato tramite l'indirizzo IP da {locator}; approssimativo)",
            .locatedLongAgo: "(posizione trovata {age} fa; nessun servizio ha risposto: {reason})",
            .yesterday: "Rispetto a ieri",
            .warmerThanYesterday: "{delta} più caldo di ieri a quest'ora",
            .coolerThanYesterday: "{delta} più fresco di ieri a quest'ora",
            .asWarmAsYesterday: "stessa temperatura di ieri a quest'ora",
            .highAboveYesterday: "massima di oggi superiore di {delta} a quella di ieri",
            .highBelowYesterday: "massima di oggi inferiore di {delta} a quella di ieri",
            .highAsYesterday: "massima di oggi uguale a quella di ieri",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "umidità più alta di {delta} rispetto a ieri a quest'ora",
            .lessHumidThanYesterday: "umidità più bassa di {delta} rispetto a ieri a quest'ora",
            .asHumidAsYesterday: "umidità come ieri a quest'ora",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "richiesta rifiutata, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "lieve",
            .alertModerate: "moderato",
            .alertSevere: "grave",
            .alertExtreme: "estremo",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Nessuna allerta in corso ({service})",
            .noWarningService: "Nessun servizio di allerta copre questo luogo",
        ],
        counted: [
            .inMinutes: [.one: "tra circa {n} minuto", .other: "tra circa {n} minuti"],
            .columns: [.one: "{n} colonna", .other: "{n} colonne"],
            .placesMatch: [.one: "{n} luogo corrisponde", .other: "{n} luoghi corrispondono"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .compassNNE, .max, .min, .minutesShort, .tempHeader, .unitBft, .unitHPa, .unitInch, .unitMM, .unitMS,
            .unitMicrograms, .uvHeader,
        ])
}
