/// Every piece of text a person reads in the views, by name; each language's table gives its
/// words (English's is the reference: ``Language/english``). `{name}` marks a value put in, and
/// every language's phrase has the same ones as English's.
public enum Phrase: String, Sendable, CaseIterable {
    // The current block's labels.
    case temperature, minMax, min, max, humidity, dewPoint, pressure, wind, clouds, visibility, rain, snow, air
    case pollen, uvIndex, nextHour, sunrise, sunset, observed, data

    // The current block's values.
    case temperatureFeelsLike, windFrom, windSpeedFrom, windGusts, rainLastHour, rainLastThreeHours
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

    // Open-Meteo's conditions, by WMO weather code (OpenWeatherMap translates its own).
    case wmo0, wmo1, wmo2, wmo3, wmo45, wmo48, wmo51, wmo53, wmo55, wmo56, wmo57, wmo61, wmo63, wmo65, wmo66, wmo67
    case wmo68, wmo69
    case wmo71, wmo73, wmo75, wmo77, wmo80, wmo81, wmo82, wmo85, wmo86, wmo95, wmo96, wmo99

    // The outlook: will it rain in the next 24 hours?
    case outlookNone, rainLikely, snowLikely, rainPossible, snowPossible, rainSlight, snowSlight, rainForecast
    case snowForecast, outlook, outlookDetails, whenNow, whenNowUntil, whenSpan, whenFrom, today, tonight, tomorrow
    case aboutAmount, upToChance

    // The next hour, from the minutes.
    case rainStarting, rainStopping, rainContinuing, rainNone, light, moderate, heavy

    // The air: its line, and each scale's own bands, by their official names where there are
    // some (Language/SOURCES.md): OpenWeatherMap's 1 to 5, the EPA's AQI, the EEA's EAQI, and the
    // UK's DAQI, whose bands name the pollution (Low is clean air), not the air's quality.
    case airNoReading, airNoIndex, airIndex
    case owmGood, owmFair, owmModerate, owmPoor, owmVeryPoor
    case epaGood, epaModerate, epaUnhealthyForSensitiveGroups, epaUnhealthy, epaVeryUnhealthy, epaHazardous
    case eaqiGood, eaqiFair, eaqiModerate, eaqiPoor, eaqiVeryPoor, eaqiExtremelyPoor
    case daqiLow, daqiModerate, daqiHigh, daqiVeryHigh

    // Where you are, found by IP address (`--here`); this hour yesterday (`--yesterday`), the
    // temperature's and the humidity's.
    case locatedByIP, locatedLongAgo, yesterday, warmerThanYesterday, coolerThanYesterday, asWarmAsYesterday,
        highAboveYesterday, highBelowYesterday, highAsYesterday
    case moreHumidThanYesterday, lessHumidThanYesterday, asHumidAsYesterday

    // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
    case alertWithLevel, alertMinor, alertModerate, alertSevere, alertExtreme

    // With --alerts, when nothing is in force, or no service covers the place.
    case noWarningsInForce, noWarningService

    // An answer from the cache, shown because a fresh one could not be had, and why; one observed
    // long ago.
    case cached, observedLongAgo
    case reasonTimedOut, reasonCannotConnect, reasonProxyUnreachable, reasonHostNotFound, reasonConnectionLost
    case reasonSecureConnectionFailed, reasonNotTLS, reasonCertificate, reasonUnusableURL, reasonNetwork
    case reasonRateLimited, reasonServerError, reasonRefused

    // The sky block (`--sky`).
    case skyTitleLocal, skyTitleUTC, dayLength, dawn, dusk, goldenHour, blueHour, moon
    case dayLengthPolarDay, dayLengthPolarNight, asLongAsYesterday, longerThanYesterday, shorterThanYesterday
    case twilightPolarDay, civil, nautical, astronomical, twilightAt, twilightNeverDark, twilightSunStaysLower
    case twilightNotThisDay, oneStretch, sunStaysHigher, sunStaysLower, twoSpans, spanFrom, spanUntil
    case moonLine, moonUpAllDay, moonDownAllDay, moonRises, moonSets, noMoonrise, noMoonset, missingUpAllDay
    case missingDownAllDay, missingThisDay, daysShort, hoursShort, minutesShort, secondsShort
    case moonNewMoon, moonWaxingCrescent, moonFirstQuarter, moonWaxingGibbous, moonFullMoon, moonWaningGibbous
    case moonLastQuarter, moonWaningCrescent

    // The chart (`--chart`).
    case chartTitle, chartTooNarrow, chartNoSteps, chartNoRoom

    // Alerts and notifications.
    case weatherAlert, alertFrom, alertWholeText, alertSummary, rainOrSnowNow, rainOrSnowSoon, airSummary

    // The places a name matches: the hint under a report, and `--matches`.
    case ambiguityShowingFirst, ambiguityPlain, narrowItDown, countryCodeLike, usStateLike, eitherOr
    case matchesListsThem, matchesHeader

    // Punctuation as the language writes it: between the items of a list, after a label, around
    // a percentage, and a 12-hour time with its mark (which comes from CLDR, through ICU).
    case listSeparator, colon, percent, clock12, beaufortReading, durationParts

    // Unit symbols (Cyrillic in Russian and Ukrainian; pollen counted in the language's word).
    case unitMS, unitKMH, unitMPH, unitKnots, unitBft, unitHPa, unitInHg, unitMM, unitInch, unitKM, unitMile
    case unitMicrograms, unitPollen

    // The Beaufort forces' names, 0 to 12, as the language's weather service gives them.
    case beaufort0, beaufort1, beaufort2, beaufort3, beaufort4, beaufort5, beaufort6, beaufort7, beaufort8
    case beaufort9, beaufort10, beaufort11, beaufort12
}

/// A phrase with a number in it, in the forms the language's ``PluralRule`` asks for.
public enum Counted: String, Sendable, CaseIterable {
    /// `in 5 minutes`.
    case inMinutes
    /// `3 places match`: how many places a name matches.
    case placesMatch
    /// `60 columns`: the chart's room.
    case columns
}
