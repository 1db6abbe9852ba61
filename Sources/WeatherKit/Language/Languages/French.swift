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
            .windFrom: "secteur {direction} ({bearing})", .windSpeedFrom: "{speed} {from}",
            .windGusts: "rafales {speed}",
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

            .forecastByDay: "Prévisions jour par jour, heure locale ({zone})", .byDay: "Jour par jour ({zone})",
            .forecastEveryHour: "Prévisions heure par heure, heure locale ({zone})",
            .everyHour: "Heure par heure ({zone})",
            .forecastEveryHours: "Prévisions toutes les {hours} heures, heure locale ({zone})",
            .everyHours: "Toutes les {hours} h ({zone})",
            .dayHeader: "Jour", .lowHeader: "Min.", .highHeader: "Max.", .weatherHeader: "Temps",
            .timeHeader: "Heure", .tempHeader: "Temp.", .chanceHeader: "Prob.", .rainHeader: "Pluie",
            .snowHeader: "Neige", .uvHeader: "UV", .airHeader: "Air", .moonHeader: "Lune", .windHeader: "Vent",
            .fromHeader: "Dir.", .dewHeader: "Rosée",
            .partialDay: "* partie de la journée seulement, min. et max. partiels",
            .noForecast: "Prévisions\u{00A0}: {provider} n'a envoyé aucune prévision pour ce lieu",

            .wmo0: "ciel dégagé", .wmo1: "peu nuageux", .wmo2: "partiellement nuageux", .wmo3: "couvert",
            .wmo45: "brouillard", .wmo48: "brouillard givrant", .wmo51: "bruine faible", .wmo53: "bruine modérée",
            .wmo55: "bruine forte", .wmo56: "bruine verglaçante faible", .wmo57: "bruine verglaçante forte",
            .wmo61: "pluie faible", .wmo63: "pluie modérée", .wmo65: "pluie forte",
            .wmo66: "pluie verglaçante faible", .wmo67: "pluie verglaçante forte",
            .wmo68: "faible pluie et neige mêlées", .wmo69: "pluie et neige mêlées", .wmo71: "neige faible",
            .wmo73: "neige modérée", .wmo75: "neige forte", .wmo77: "neige en grains",
            .wmo80: "averses faibles", .wmo81: "averses modérées",
            .wmo82: "averses violentes", .wmo85: "averses de neige faibles",
            .wmo86: "averses de neige fortes", .wmo95: "orage", .wmo96: "orage avec faible grêle",
            .wmo99: "orage avec forte grêle",

            .outlookNone: "Pas de pluie prévue dans les {hours} prochaines heures.", .rainLikely: "Pluie probable",
            .snowLikely: "Neige probable", .rainPossible: "Pluie possible", .snowPossible: "Neige possible",
            .rainSlight: "Faible risque de pluie", .snowSlight: "Faible risque de neige",
            .rainForecast: "Pluie prévue", .snowForecast: "Neige prévue", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "dès maintenant",
            .whenNowUntil: "dès maintenant jusqu'à {end} {zone}", .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} à partir de {start} {zone}", .today: "aujourd'hui", .tonight: "ce soir",
            .tomorrow: "demain",
            .aboutAmount: "environ {amount}", .upToChance: "jusqu'à {chance}",

            .rainStarting: "Pluie {intensity} {in}.", .rainStopping: "Fin de la pluie {in}.",
            .rainContinuing: "Pluie {intensity} pendant l'heure à venir.",
            .rainNone: "Pas de pluie dans l'heure à venir.", .light: "faible", .moderate: "modérée", .heavy: "forte",

            .airNoReading: "aucune mesure de {provider} pour ce lieu", .airNoIndex: "aucun indice",
            .airIndex: "IQA {value} ({scale})\u{00A0}: {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Bonne", .owmFair: "Moyenne", .owmModerate: "Dégradée", .owmPoor: "Mauvaise",
            .owmVeryPoor: "Très mauvaise", .epaGood: "Bonne", .epaModerate: "Modérée",
            .epaUnhealthyForSensitiveGroups: "Mauvaise pour les groupes sensibles", .epaUnhealthy: "Mauvaise",
            .epaVeryUnhealthy: "Très mauvaise", .epaHazardous: "Dangereuse", .eaqiGood: "Bonne",
            .eaqiFair: "Moyenne", .eaqiModerate: "Dégradée", .eaqiPoor: "Mauvaise", .eaqiVeryPoor: "Très mauvaise",
            .eaqiExtremelyPoor: "Extrêmement mauvaise", .daqiLow: "Pollution faible",
            .daqiModerate: "Pollution modérée", .daqiHigh: "Pollution élevée",
            .daqiVeryHigh: "Pollution très élevée",

            .observedLongAgo: "(relevé il y a {age}\u{00A0}: ce n'est pas le temps actuel)",

            .cached: "(mis en cache il y a {age}\u{00A0}; actualisation impossible\u{00A0}: {reason})",

            .skyTitleLocal: "Ciel du {date}, heure locale ({zone})", .skyTitleUTC: "Ciel du {date}, en UTC",
            .dayLength: "Durée du jour", .dawn: "Crépuscule du matin", .dusk: "Crépuscule du soir",
            .goldenHour: "Heure dorée", .blueHour: "Heure bleue", .moon: "Lune",
            .dayLengthPolarDay: "24 h\u{00A0}: le soleil ne se couche pas (jour polaire)",
            .dayLengthPolarNight: "nulle\u{00A0}: le soleil ne se lève pas (nuit polaire)",
            .asLongAsYesterday: "même durée qu'hier", .longerThanYesterday: "{duration} de plus qu'hier",
            .shorterThanYesterday: "{duration} de moins qu'hier",
            .twilightPolarDay: "aucun\u{00A0}: le soleil ne se couche pas (jour polaire)", .civil: "civil",
            .nautical: "nautique", .astronomical: "astronomique", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}\u{00A0}: aucun (il ne fait jamais aussi sombre)",
            .twilightSunStaysLower: "{level}\u{00A0}: aucun (le soleil reste plus bas)",
            .twilightNotThisDay: "{level}\u{00A0}: aucun ce jour-là",
            .oneStretch: "{span}, d'un seul tenant autour de midi",
            .sunStaysHigher: "aucune\u{00A0}: le soleil reste plus haut",
            .sunStaysLower: "aucune\u{00A0}: le soleil reste plus bas", .twoSpans: "{first} et {second}",
            .spanFrom: "à partir de {time}", .spanUntil: "jusqu'à {time}",
            .moonLine: "{picture} {phase}, éclairée à {lit}, {events}",
            .moonUpAllDay: "au-dessus de l'horizon toute la journée",
            .moonDownAllDay: "sous l'horizon toute la journée",
            .moonRises: "lever {time}", .moonSets: "coucher {time}", .noMoonrise: "pas de lever de lune",
            .noMoonset: "pas de coucher de lune",
            .missingUpAllDay: "{missing}\u{00A0}: au-dessus de l'horizon toute la journée",
            .missingDownAllDay: "{missing}\u{00A0}: sous l'horizon toute la journée",
            .missingThisDay: "{missing} ce jour-là",
            .daysShort: "{n} j", .hoursShort: "{n} h", .minutesShort: "{n} min", .secondsShort: "{n} s",
            .moonNewMoon: "Nouvelle lune", .moonWaxingCrescent: "Premier croissant",
            .moonFirstQuarter: "Premier quartier", .moonWaxingGibbous: "Gibbeuse croissante",
            .moonFullMoon: "Pleine lune", .moonWaningGibbous: "Gibbeuse décroissante",
            .moonLastQuarter: "Dernier quartier", .moonWaningCrescent: "Dernier croissant",

            .chartTitle: "{hours} prochaines heures, heure locale ({zone})\u{00A0}: {units}, % de probabilité",
            .chartTooNarrow: "(le graphique a besoin de {needed}\u{00A0}; ce terminal en a {width})",
            .chartNoSteps: "(aucune prévision à représenter dans les {hours} prochaines heures)",
            .chartNoRoom:
                "(les étiquettes ne laissent aucune place au graphique\u{00A0}: les valeurs sont trop longues)",

            .weatherAlert: "Alerte météo", .alertFrom: "{event}, émise par {sender}",
            .alertWholeText: "(ajoutez --alerts pour le texte complet)",
            .alertSummary: "Alerte météo\u{00A0}: {event}", .rainOrSnowNow: "Pluie ou neige dès maintenant",
            .rainOrSnowSoon: "Pluie ou neige {in}", .airSummary: "Qualité de l'air\u{00A0}: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: "\u{00A0}: ", .percent: "{n}\u{00A0}%", .clock12: "{time} {mark}",
            .unitMS: "m/s", .unitKMH: "km/h", .unitMPH: "mi/h", .unitKnots: "nd", .unitBft: "Bft", .unitHPa: "hPa",
            .unitInHg: "inHg", .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi",
            .unitMicrograms: "µg/m³", .unitPollen: "grains/m³", .beaufort0: "calme", .beaufort1: "très légère brise",
            .beaufort2: "légère brise", .beaufort3: "petite brise", .beaufort4: "jolie brise",
            .beaufort5: "bonne brise", .beaufort6: "vent frais", .beaufort7: "grand frais",
            .beaufort8: "coup de vent", .beaufort9: "fort coup de vent", .beaufort10: "tempête",
            .beaufort11: "violente tempête", .beaufort12: "ouragan",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "délai dépassé", .reasonCannotConnect: "connexion impossible",
            .reasonProxyUnreachable: "proxy injoignable", .reasonHostNotFound: "hôte introuvable",
            .reasonConnectionLost: "connexion perdue",
            .reasonSecureConnectionFailed: "échec de la connexion sécurisée", .reasonNotTLS: "pas de TLS",
            .reasonCertificate: "certificat refusé", .reasonUnusableURL: "URL inutilisable",
            .reasonNetwork: "erreur réseau", .reasonRateLimited: "trop de requêtes, HTTP {status}",
            .reasonServerError: "erreur du serveur, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} à \"{name}\"\u{00A0}; le premier est affiché.",
            .ambiguityPlain: "({matches}\u{00A0}; le premier est affiché. --matches les liste tous.)",
            .narrowItDown: "Précisez avec {examples}.", .countryCodeLike: "un code pays, comme \"{example}\"",
            .usStateLike: "un État américain, comme \"{example}\"", .eitherOr: "{first} ou {second}",
            .matchesListsThem: "{command} les liste tous.)", .matchesHeader: "{matches} à \"{name}\"\u{00A0}:",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(localisé par l'adresse IP via {locator}\u{00A0}; position approximative)",
            .locatedLongAgo: "(position trouvée il y a {age}\u{00A0}; aucun service n'a répondu\u{00A0}: {reason})",
            .yesterday: "Par rapport à hier",
            .warmerThanYesterday: "{delta} de plus qu'hier à la même heure",
            .coolerThanYesterday: "{delta} de moins qu'hier à la même heure",
            .asWarmAsYesterday: "même température qu'hier à la même heure",
            .highAboveYesterday: "maximum du jour supérieur de {delta} à celui d'hier",
            .highBelowYesterday: "maximum du jour inférieur de {delta} à celui d'hier",
            .highAsYesterday: "maximum du jour égal à celui d'hier",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "humidité supérieure de {delta} à celle d'hier à la même heure",
            .lessHumidThanYesterday: "humidité inférieure de {delta} à celle d'hier à la même heure",
            .asHumidAsYesterday: "humidité égale à celle d'hier à la même heure",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "requête refusée, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "mineur",
            .alertModerate: "modéré",
            .alertSevere: "sévère",
            .alertExtreme: "extrême",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Aucune alerte en cours ({service})",
            .noWarningService: "Aucun service d'alerte ne couvre ce lieu",
        ],
        counted: [
            .inMinutes: [.one: "dans environ {n} minute", .other: "dans environ {n} minutes"],
            .columns: [.one: "{n} colonne", .other: "{n} colonnes"],
            .placesMatch: [.one: "{n} lieu correspond", .other: "{n} lieux correspondent"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .civil, .clockLocal, .compassNNE, .max, .min, .minutesShort, .tempHeader, .unitBft, .unitHPa,
            .unitMM, .unitMS, .unitMicrograms, .unitPollen, .uvHeader,
        ])
}
