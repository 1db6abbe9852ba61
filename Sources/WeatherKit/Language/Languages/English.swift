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
            .windFrom: "from {direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "gusts {speed}",
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

            .wmo0: "clear sky", .wmo1: "mainly clear", .wmo2: "partly cloudy", .wmo3: "overcast", .wmo45: "fog",
            .wmo48: "depositing rime fog", .wmo51: "light drizzle", .wmo53: "moderate drizzle",
            .wmo55: "dense drizzle", .wmo56: "light freezing drizzle", .wmo57: "dense freezing drizzle",
            .wmo61: "slight rain", .wmo63: "moderate rain", .wmo65: "heavy rain", .wmo66: "light freezing rain",
            .wmo67: "heavy freezing rain", .wmo68: "slight rain and snow", .wmo69: "rain and snow",
            .wmo71: "slight snow fall", .wmo73: "moderate snow fall",
            .wmo75: "heavy snow fall", .wmo77: "snow grains", .wmo80: "slight rain showers",
            .wmo81: "moderate rain showers", .wmo82: "violent rain showers", .wmo85: "slight snow showers",
            .wmo86: "heavy snow showers", .wmo95: "thunderstorm", .wmo96: "thunderstorm with slight hail",
            .wmo99: "thunderstorm with heavy hail",

            .outlookNone: "No rain expected in the next {hours} h.", .rainLikely: "Rain likely",
            .snowLikely: "Snow likely", .rainPossible: "Rain possible", .snowPossible: "Snow possible",
            .rainSlight: "Slight chance of rain", .snowSlight: "Slight chance of snow", .rainForecast: "Rain forecast",
            .snowForecast: "Snow forecast", .outlook: "{claim} {when}.", .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "now", .whenNowUntil: "now until {end} {zone}", .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} from {start} {zone}", .today: "today", .tonight: "tonight", .tomorrow: "tomorrow",
            .aboutAmount: "about {amount}", .upToChance: "up to {chance}",

            .rainStarting: "Rain starting {in}, {intensity}.", .rainStopping: "Rain stopping {in}.",
            .rainContinuing: "Rain for the next hour, {intensity}.", .rainNone: "No rain in the next hour.",
            .light: "light", .moderate: "moderate", .heavy: "heavy",

            .airNoReading: "no reading from {provider} for this place", .airNoIndex: "no index",
            .airIndex: "AQI {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Good", .owmFair: "Fair", .owmModerate: "Moderate", .owmPoor: "Poor",
            .owmVeryPoor: "Very Poor", .epaGood: "Good", .epaModerate: "Moderate",
            .epaUnhealthyForSensitiveGroups: "Unhealthy for Sensitive Groups", .epaUnhealthy: "Unhealthy",
            .epaVeryUnhealthy: "Very Unhealthy", .epaHazardous: "Hazardous", .eaqiGood: "Good", .eaqiFair: "Fair",
            .eaqiModerate: "Moderate", .eaqiPoor: "Poor", .eaqiVeryPoor: "Very poor",
            .eaqiExtremelyPoor: "Extremely poor", .daqiLow: "Low", .daqiModerate: "Moderate", .daqiHigh: "High",
            .daqiVeryHigh: "Very High",

            .observedLongAgo: "(observed {age} ago: not the weather now)",

            .cached: "(cached {age} ago; could not refresh: {reason})",

            .skyTitleLocal: "Sky on {date}, local time ({zone})", .skyTitleUTC: "Sky on {date}, in UTC",
            .dayLength: "Day length", .dawn: "Dawn", .dusk: "Dusk", .goldenHour: "Golden hour", .blueHour: "Blue hour",
            .moon: "Moon", .dayLengthPolarDay: "24 h: the sun does not set (polar day)",
            .dayLengthPolarNight: "none: the sun does not rise (polar night)",
            .asLongAsYesterday: "as long as yesterday", .longerThanYesterday: "{duration} longer than yesterday",
            .shorterThanYesterday: "{duration} shorter than yesterday",
            .twilightPolarDay: "none: the sun does not set (polar day)", .civil: "civil", .nautical: "nautical",
            .astronomical: "astronomical", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level} none (never that dark)",
            .twilightSunStaysLower: "{level} none (the sun stays lower)", .twilightNotThisDay: "{level} none this day",
            .oneStretch: "{span}, one stretch around noon", .sunStaysHigher: "none: the sun stays higher",
            .sunStaysLower: "none: the sun stays lower", .twoSpans: "{first} and {second}", .spanFrom: "from {time}",
            .spanUntil: "until {time}", .moonLine: "{picture} {phase}, {lit} lit, {events}",
            .moonUpAllDay: "up all day", .moonDownAllDay: "below the horizon all day", .moonRises: "rises {time}",
            .moonSets: "sets {time}", .noMoonrise: "no moonrise", .noMoonset: "no moonset",
            .missingUpAllDay: "{missing}: up all day", .missingDownAllDay: "{missing}: below the horizon all day",
            .missingThisDay: "{missing} this day", .daysShort: "{n} d", .hoursShort: "{n} h", .minutesShort: "{n} min",
            .secondsShort: "{n} s",
            .moonNewMoon: "New Moon", .moonWaxingCrescent: "Waxing Crescent", .moonFirstQuarter: "First Quarter",
            .moonWaxingGibbous: "Waxing Gibbous", .moonFullMoon: "Full Moon", .moonWaningGibbous: "Waning Gibbous",
            .moonLastQuarter: "Last Quarter", .moonWaningCrescent: "Waning Crescent",

            .chartTitle: "Next {hours} h, local time ({zone}): {units}, % chance",
            .chartTooNarrow: "(the chart needs {needed}; this terminal has {width})",
            .chartNoSteps: "(no forecast steps in the next {hours} h to chart)",
            .chartNoRoom: "(the chart's labels leave it no room: the values are too long to draw)",

            .weatherAlert: "Weather alert", .alertFrom: "{event}, from {sender}",
            .alertWholeText: "(add --alerts for the whole text)",
            .alertSummary: "Weather alert: {event}", .rainOrSnowNow: "Rain or snow now",
            .rainOrSnowSoon: "Rain or snow {in}", .airSummary: "Air quality: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "grains/m³", .beaufort0: "calm", .beaufort1: "light air", .beaufort2: "light breeze",
            .beaufort3: "gentle breeze", .beaufort4: "moderate breeze", .beaufort5: "fresh breeze",
            .beaufort6: "strong breeze", .beaufort7: "near gale", .beaufort8: "gale", .beaufort9: "strong gale",
            .beaufort10: "storm", .beaufort11: "violent storm", .beaufort12: "hurricane force",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "timed out", .reasonCannotConnect: "could not connect",
            .reasonProxyUnreachable: "proxy unreachable", .reasonHostNotFound: "host not found",
            .reasonConnectionLost: "connection lost", .reasonSecureConnectionFailed: "secure connection failed",
            .reasonNotTLS: "no TLS", .reasonCertificate: "certificate not accepted",
            .reasonUnusableURL: "unusable URL", .reasonNetwork: "network error",
            .reasonRateLimited: "rate limited, HTTP {status}", .reasonServerError: "server error, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} \"{name}\"; showing the first.",
            .ambiguityPlain: "({matches}; showing the first. --matches lists them all.)",
            .narrowItDown: "Narrow it down with {examples}.", .countryCodeLike: "a country code, like \"{example}\"",
            .usStateLike: "a US state, like \"{example}\"", .eitherOr: "{first} or {second}",
            .matchesListsThem: "{command} lists them all.)", .matchesHeader: "{matches} \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(found by IP address via {locator}; approximate)",
            .locatedLongAgo: "(location found {age} ago; no locator answered: {reason})",
            .yesterday: "Since yesterday",
            .warmerThanYesterday: "{delta} warmer than at this hour yesterday",
            .coolerThanYesterday: "{delta} cooler than at this hour yesterday",
            .asWarmAsYesterday: "as warm as at this hour yesterday",
            .highAboveYesterday: "today's high {delta} above yesterday's",
            .highBelowYesterday: "today's high {delta} below yesterday's",
            .highAsYesterday: "today's high the same as yesterday's",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "humidity {delta} higher than at this hour yesterday",
            .lessHumidThanYesterday: "humidity {delta} lower than at this hour yesterday",
            .asHumidAsYesterday: "humidity as at this hour yesterday",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "refused, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "minor",
            .alertModerate: "moderate",
            .alertSevere: "severe",
            .alertExtreme: "extreme",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "No warnings in force ({service})",
            .noWarningService: "No supported warning service covers this place",
        ],
        counted: [
            .inMinutes: [.one: "in about {n} min", .other: "in about {n} min"],
            .columns: [.one: "{n} column", .other: "{n} columns"],
            .placesMatch: [.one: "{n} place matches", .other: "{n} places match"],
        ])
}
