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

            .wmo0: "cielo sereno", .wmo1: "poco nuvoloso", .wmo2: "parzialmente nuvoloso", .wmo3: "coperto",
            .wmo45: "nebbia", .wmo48: "nebbia con galaverna", .wmo51: "pioviggine debole",
            .wmo53: "pioviggine moderata", .wmo55: "pioviggine intensa", .wmo56: "pioviggine congelantesi debole",
            .wmo57: "pioviggine congelantesi intensa", .wmo61: "pioggia debole", .wmo63: "pioggia moderata",
            .wmo65: "pioggia forte", .wmo66: "pioggia congelantesi debole", .wmo67: "pioggia congelantesi forte",
            .wmo71: "nevicata debole", .wmo73: "nevicata moderata", .wmo75: "nevicata forte", .wmo77: "nevischio",
            .wmo80: "rovesci di pioggia deboli", .wmo81: "rovesci di pioggia moderati",
            .wmo82: "rovesci di pioggia violenti", .wmo85: "rovesci di neve deboli", .wmo86: "rovesci di neve forti",
            .wmo95: "temporale", .wmo96: "temporale con grandine debole", .wmo99: "temporale con grandine forte",

            .outlookNone: "Nessuna pioggia prevista nelle prossime {hours} ore.", .rainLikely: "Pioggia probabile",
            .snowLikely: "Neve probabile", .rainPossible: "Pioggia possibile", .snowPossible: "Neve possibile",
            .rainSlight: "Bassa probabilità di pioggia", .snowSlight: "Bassa probabilità di neve",
            .rainForecast: "Pioggia prevista", .snowForecast: "Neve prevista", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "ora", .whenNowUntil: "da ora fino a {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} dalle {start}", .today: "oggi", .tonight: "stasera", .tomorrow: "domani",
            .aboutAmount: "circa {amount}", .upToChance: "fino a {chance}",

            .rainStarting: "Pioggia in arrivo {in}, intensità {intensity}.", .rainStopping: "La pioggia cessa {in}.",
            .rainContinuing: "Pioggia per tutta la prossima ora, intensità {intensity}.",
            .rainNone: "Niente pioggia nella prossima ora.",
            .light: "debole", .moderate: "moderata", .heavy: "forte",

            .airNoReading: "nessuna rilevazione da {provider} per questo luogo", .airNoIndex: "nessun indice",
            .airIndex: "IQA {value} ({scale}): {band}",
            .airGood: "Buona", .airFair: "Discreta", .airModerate: "Moderata", .airPoor: "Scadente",
            .airVeryPoor: "Molto scadente", .airExtremelyPoor: "Estremamente scadente",
            .airUnhealthyForSensitiveGroups: "Malsana per i gruppi sensibili", .airUnhealthy: "Malsana",
            .airVeryUnhealthy: "Molto malsana", .airHazardous: "Pericolosa",
            .airLow: "Basso", .airHigh: "Alto", .airVeryHigh: "Molto alto",

            .cached: "(dati in cache di {age} fa; aggiornamento non riuscito: {reason})",
        ],
        counted: [.inMinutes: [.one: "tra {n} minuto", .other: "tra {n} minuti"]])
}
