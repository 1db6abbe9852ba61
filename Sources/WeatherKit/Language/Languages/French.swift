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

            .wmo0: "ciel dégagé", .wmo1: "peu nuageux", .wmo2: "partiellement nuageux", .wmo3: "couvert",
            .wmo45: "brouillard", .wmo48: "brouillard givrant", .wmo51: "bruine faible", .wmo53: "bruine modérée",
            .wmo55: "bruine forte", .wmo56: "bruine verglaçante faible", .wmo57: "bruine verglaçante forte",
            .wmo61: "pluie faible", .wmo63: "pluie modérée", .wmo65: "pluie forte",
            .wmo66: "pluie verglaçante faible", .wmo67: "pluie verglaçante forte", .wmo71: "neige faible",
            .wmo73: "neige modérée", .wmo75: "neige forte", .wmo77: "neige en grains",
            .wmo80: "averses de pluie faibles", .wmo81: "averses de pluie modérées",
            .wmo82: "averses de pluie violentes", .wmo85: "averses de neige faibles",
            .wmo86: "averses de neige fortes", .wmo95: "orage", .wmo96: "orage avec faible grêle",
            .wmo99: "orage avec forte grêle",

            .outlookNone: "Pas de pluie prévue dans les {hours} prochaines heures.", .rainLikely: "Pluie probable",
            .snowLikely: "Neige probable", .rainPossible: "Pluie possible", .snowPossible: "Neige possible",
            .rainSlight: "Faible risque de pluie", .snowSlight: "Faible risque de neige",
            .rainForecast: "Pluie prévue", .snowForecast: "Neige prévue", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "dès maintenant",
            .whenNowUntil: "dès maintenant jusqu'à {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} à partir de {start}", .today: "aujourd'hui", .tonight: "ce soir", .tomorrow: "demain",
            .aboutAmount: "environ {amount}", .upToChance: "jusqu'à {chance}",

            .rainStarting: "Pluie {intensity} {in}.", .rainStopping: "Fin de la pluie {in}.",
            .rainContinuing: "Pluie {intensity} pendant l'heure à venir.",
            .rainNone: "Pas de pluie dans l'heure à venir.", .light: "faible", .moderate: "modérée", .heavy: "forte",

            .airNoReading: "aucune mesure de {provider} pour ce lieu", .airNoIndex: "aucun indice",
            .airIndex: "IQA {value} ({scale}) : {band}",
            .airGood: "Bon", .airFair: "Moyen", .airModerate: "Dégradé", .airPoor: "Mauvais",
            .airVeryPoor: "Très mauvais", .airExtremelyPoor: "Extrêmement mauvais",
            .airUnhealthyForSensitiveGroups: "Malsain pour les groupes sensibles", .airUnhealthy: "Malsain",
            .airVeryUnhealthy: "Très malsain", .airHazardous: "Dangereux",
            .airLow: "Faible", .airHigh: "Élevé", .airVeryHigh: "Très élevé",

            .cached: "(mis en cache il y a {age} ; actualisation impossible : {reason})",
        ],
        counted: [.inMinutes: [.one: "dans {n} minute", .other: "dans {n} minutes"]])
}
