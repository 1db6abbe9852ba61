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
            .tempHeader: "Temp.", .chanceHeader: "Wahrsch.", .rainHeader: "Regen", .snowHeader: "Schnee",
            .uvHeader: "UV", .airHeader: "Luft", .moonHeader: "Mond", .windHeader: "Wind", .fromHeader: "Aus",
            .dewHeader: "Taup.",
            .partialDay: "* nur ein Teil des Tages: nicht sein ganzes Tief und Hoch",
            .noForecast: "Vorhersage: {provider} hat für diesen Ort keine Vorhersage gesendet",

            .wmo0: "wolkenlos", .wmo1: "heiter", .wmo2: "wolkig", .wmo3: "bedeckt", .wmo45: "Nebel",
            .wmo48: "Nebel mit Reifansatz", .wmo51: "leichter Sprühregen", .wmo53: "mäßiger Sprühregen",
            .wmo55: "starker Sprühregen", .wmo56: "leichter gefrierender Sprühregen",
            .wmo57: "starker gefrierender Sprühregen", .wmo61: "leichter Regen", .wmo63: "mäßiger Regen",
            .wmo65: "starker Regen", .wmo66: "leichter gefrierender Regen", .wmo67: "starker gefrierender Regen",
            .wmo71: "leichter Schneefall", .wmo73: "mäßiger Schneefall", .wmo75: "starker Schneefall",
            .wmo77: "Schneegriesel", .wmo80: "leichte Regenschauer", .wmo81: "mäßige Regenschauer",
            .wmo82: "heftige Regenschauer", .wmo85: "leichte Schneeschauer", .wmo86: "starke Schneeschauer",
            .wmo95: "Gewitter", .wmo96: "Gewitter mit leichtem Hagel", .wmo99: "Gewitter mit starkem Hagel",

            .outlookNone: "In den nächsten {hours} Std. wird kein Regen erwartet.",
            .rainLikely: "Regen wahrscheinlich", .snowLikely: "Schnee wahrscheinlich", .rainPossible: "Regen möglich",
            .snowPossible: "Schnee möglich", .rainSlight: "Regen wenig wahrscheinlich",
            .snowSlight: "Schnee wenig wahrscheinlich", .rainForecast: "Regen vorhergesagt",
            .snowForecast: "Schnee vorhergesagt", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "jetzt", .whenNowUntil: "jetzt bis {end}",
            .whenSpan: "{day} {start}{range}{end}", .whenFrom: "{day} ab {start}", .today: "heute",
            .tonight: "heute Abend", .tomorrow: "morgen", .aboutAmount: "etwa {amount}", .upToChance: "bis zu {chance}",

            .rainStarting: "Regen beginnt {in}, {intensity}.", .rainStopping: "Regen endet {in}.",
            .rainContinuing: "Regen die ganze nächste Stunde, {intensity}.",
            .rainNone: "Kein Regen in der nächsten Stunde.", .light: "leicht", .moderate: "mäßig", .heavy: "stark",

            .airNoReading: "keine Messwerte von {provider} für diesen Ort", .airNoIndex: "kein Index",
            .airIndex: "LQI {value} ({scale}): {band}",
            .airGood: "Gut", .airFair: "Mittelmäßig", .airModerate: "Mäßig", .airPoor: "Schlecht",
            .airVeryPoor: "Sehr schlecht", .airExtremelyPoor: "Extrem schlecht",
            .airUnhealthyForSensitiveGroups: "Ungesund für empfindliche Gruppen", .airUnhealthy: "Ungesund",
            .airVeryUnhealthy: "Sehr ungesund", .airHazardous: "Gefährlich",
            .airLow: "Niedrig", .airHigh: "Hoch", .airVeryHigh: "Sehr hoch",

            .cached: "(Daten von vor {age} aus dem Cache; Aktualisierung fehlgeschlagen: {reason})",
        ],
        counted: [.inMinutes: [.one: "in {n} Minute", .other: "in {n} Minuten"]])
}
