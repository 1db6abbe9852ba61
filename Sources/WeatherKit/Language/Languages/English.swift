extension Language {
    /// The reference table: every other language has each of its phrases, with the same
    /// placeholders.
    public static let english = Language(
        code: "en", name: "English", locale: "en_US", decimalSeparator: ".", plural: .oneOther,
        phrases: [
            .temperature: "Temperature", .minMax: "Min / max", .min: "Min", .max: "Max", .humidity: "Humidity",
            .dewPoint: "Dew point", .pressure: "Pressure", .wind: "Wind", .clouds: "Clouds",
            .visibility: "Visibility", .rain: "Rain", .snow: "Snow", .air: "Air", .pollen: "Pollen",
            .uvIndex: "UV index", .nextHour: "Next hour", .sunrise: "Sunrise", .sunset: "Sunset",
            .observed: "Observed", .data: "Data",

            .temperatureFeelsLike: "{temperature}, feels like {feelsLike}",
            .windFrom: "from {direction} ({bearing})", .windGusts: "gusts {speed}",
            .rainLastHour: "{amount} in the last hour", .rainLastThreeHours: "{amount} in 3 h",
            .clockSameAsLocal: "{utc} (same as local)", .clockLocal: "{time} local, {zone}",
            .polarDay: "polar day", .polarNight: "polar night", .noPollen: "none in the air",

            .compassN: "N", .compassNNE: "NNE", .compassNE: "NE", .compassENE: "ENE", .compassE: "E",
            .compassESE: "ESE", .compassSE: "SE", .compassSSE: "SSE", .compassS: "S", .compassSSW: "SSW",
            .compassSW: "SW", .compassWSW: "WSW", .compassW: "W", .compassWNW: "WNW", .compassNW: "NW",
            .compassNNW: "NNW",

            .alder: "alder", .birch: "birch", .grass: "grass", .mugwort: "mugwort", .olive: "olive",
            .ragweed: "ragweed",

            .uvLow: "low", .uvModerate: "moderate", .uvHigh: "high", .uvVeryHigh: "very high", .uvExtreme: "extreme",

            .forecastByDay: "Forecast by local day ({zone})", .byDay: "By local day ({zone})",
            .forecastEveryHour: "Forecast every hour, local time ({zone})", .everyHour: "Every hour ({zone})",
            .forecastEveryHours: "Forecast every {hours} hours, local time ({zone})",
            .everyHours: "Every {hours} h ({zone})",
            .dayHeader: "Day", .lowHeader: "Low", .highHeader: "High", .weatherHeader: "Weather", .timeHeader: "Time",
            .tempHeader: "Temp", .chanceHeader: "Chance", .rainHeader: "Rain", .snowHeader: "Snow", .uvHeader: "UV",
            .airHeader: "Air", .moonHeader: "Moon", .windHeader: "Wind", .fromHeader: "From", .dewHeader: "Dew",
            .partialDay: "* part of the day only: not its whole low and high",
            .noForecast: "Forecast: {provider} sent no forecast steps for this place",
        ],
        counted: [.inMinutes: [.one: "in {n} minute", .other: "in {n} minutes"]])
}
