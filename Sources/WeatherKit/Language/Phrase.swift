/// Every piece of text a person reads in the views, by name; each language's table gives its
/// words (English's is the reference: ``Language/english``). `{name}` marks a value put in, and
/// every language's phrase has the same ones as English's.
public enum Phrase: String, Sendable, CaseIterable {
    // The current block's labels.
    case temperature, minMax, min, max, humidity, dewPoint, pressure, wind, clouds, visibility, rain, snow, air
    case pollen, uvIndex, nextHour, sunrise, sunset, observed, data

    // The current block's values.
    case temperatureFeelsLike, windFrom, windGusts, rainLastHour, rainLastThreeHours
    case clockSameAsLocal, clockLocal, polarDay, polarNight, noPollen

    // The compass: where the wind comes from.
    case compassN, compassNNE, compassNE, compassENE, compassE, compassESE, compassSE, compassSSE
    case compassS, compassSSW, compassSW, compassWSW, compassW, compassWNW, compassNW, compassNNW

    // The pollen.
    case alder, birch, grass, mugwort, olive, ragweed

    // The UV index's categories, the WHO's.
    case uvLow, uvModerate, uvHigh, uvVeryHigh, uvExtreme

    // The forecast's tables.
    case forecastByDay, byDay, forecastEveryHour, everyHour, forecastEveryHours, everyHours
    case dayHeader, lowHeader, highHeader, weatherHeader, timeHeader, tempHeader, chanceHeader, rainHeader
    case snowHeader, uvHeader, airHeader, moonHeader, windHeader, fromHeader, dewHeader
    case partialDay, noForecast
}

/// A phrase with a number in it, in the forms the language's ``PluralRule`` asks for.
public enum Counted: String, Sendable, CaseIterable {
    /// `in 5 minutes`.
    case inMinutes
}
