extension Template.Placeholder {
    /// What the placeholder prints, for the man page.
    var meaning: String {
        switch self {
        case .city:
            "The place's name; for a place with no name (at sea, or One Call's answer for coordinates), its coordinates."
        case .country: "The country code (`GB`)."
        case .temp: "The temperature, with its unit (`8.7 °C`)."
        case .feels: "The perceived temperature (`4.0 °C`)."
        case .min: "The lowest temperature currently observed in the area."
        case .max: "The highest temperature currently observed in the area."
        case .cond: "The condition group (`Rain`)."
        case .desc: "The condition in words, in `--lang` (`moderate rain`)."
        case .icon: "An emoji for the condition, with day and night forms; empty in a locale that is not UTF-8."
        case .humidity: "Relative humidity (`87%`)."
        case .pressure: "Pressure (`1005 hPa`, or `29.68 inHg` with `imperial`)."
        case .wind: "Wind speed in `--wind-unit` (`5.7 m/s`, `12.8 mph`, `4 Bft, moderate breeze`)."
        case .windDirection: "The compass point the wind blows from (`E`)."
        case .gust: "Gusts, as `{wind}`; empty when the API sent none."
        case .clouds: "Cloud cover (`75%`)."
        case .visibility: "Visibility (`8.0 km`, or miles with `imperial`)."
        case .rain: "Rain in the last hour, else the last 3 hours (`1.27 mm`); empty when none was reported."
        case .snow: "Snow, as `{rain}`."
        case .sunrise:
            "Sunrise, `HH:MM` (`h:MM AM` with `--clock 12`): in UTC and marked so (`04:37 UTC`), or with "
                + "`--local-time` at the place's offset, unmarked (still marked UTC when the offset is unknown). In a "
                + "template an unmarked time is always the place's own clock."
        case .sunset: "Sunset, as `{sunrise}`."
        case .updated: "The observation time, as `{sunrise}`."
        case .aqi:
            "The air quality index on the `--aqi-scale` (OpenWeatherMap's 1 to 5 by default; fetched when used, "
                + "without `--air`)."
        case .aqiLabel: "The index's band (`Fair`, `Unhealthy`) on the same scale (fetched when used)."
        case .pm25: "PM2.5, µg/m³ with one decimal and no unit (fetched when used)."
        case .pm10: "PM10, as `{pm25}` (fetched when used)."
        case .o3: "Ozone, as `{pm25}` (fetched when used)."
        case .no2: "Nitrogen dioxide, as `{pm25}` (fetched when used)."
        case .rainNext:
            "`rain 15:00` (today at the place), `rain tomorrow 00:15`, `rain Thu 09:00`, `snow now`, or empty when "
                + "none is expected in the next 24 h: the outlook's start on the place's own clock (`rain 23:00 UTC` "
                + "when its offset is unknown). The forecast is fetched when used."
        case .popNext: "The chance of precipitation of the next 3-hour step (`40%`) (forecast fetched when used)."
        case .todayMin:
            "The low of what is left of the place's local day, from the forecast's steps (fetched when used)."
        case .todayMax: "The high of what is left of the place's local day, as `{today_min}`."
        case .tomorrowMin: "Tomorrow's low at the place, from the forecast's steps (fetched when used)."
        case .tomorrowMax: "Tomorrow's high, as `{tomorrow_min}`."
        case .uvi: "The UV index, whole (`{uvi:.1}` for a decimal); with `--onecall`, empty without it."
        case .alert: "The first alert's event name; with `--onecall`, empty without it."
        case .rainSoon:
            "`rain in 12 min`, `rain stops in 20 min`, `rain` or empty, from the next hour's minutes; with "
                + "`--onecall`, empty without it."
        case .moon:
            "The moon's phase as a picture: one of the eight moon emoji, or in ASCII `[ ###]` (the lit quarters as "
                + "`#`); worked out without a request, as all the sky placeholders."
        case .moonPct: "How much of the moon is lit, `78%`."
        case .dawn: "Civil dawn (the sun 6° below the horizon), as `{sunrise}`; empty on a day without one."
        case .dusk: "Civil dusk, as `{dawn}`."
        case .goldenHour:
            "When the next golden hour starts, as `{sunrise}`: the morning's until it is over, then the evening's; "
                + "empty when the day has none."
        }
    }
}
