extension Language {
    public static let russian = Language(
        code: "ru", name: "Russian", locale: "ru_RU", decimalSeparator: ",", plural: .eastSlavic,
        phrases: [
            .temperature: "Температура", .minMax: "Мин. / макс.", .min: "Мин.", .max: "Макс.",
            .humidity: "Влажность", .dewPoint: "Точка росы", .pressure: "Давление", .wind: "Ветер",
            .clouds: "Облачность", .visibility: "Видимость", .rain: "Дождь", .snow: "Снег", .air: "Воздух",
            .pollen: "Пыльца", .uvIndex: "УФ-индекс", .nextHour: "Ближайший час", .sunrise: "Восход",
            .sunset: "Закат", .observed: "Измерено", .data: "Данные",

            .temperatureFeelsLike: "{temperature}, ощущается как {feelsLike}",
            .windFrom: "{direction} ({bearing})", .windGusts: "порывы до {speed}",
            .rainLastHour: "{amount} за последний час", .rainLastThreeHours: "{amount} за 3 ч",
            .clockSameAsLocal: "{utc} (совпадает с местным)", .clockLocal: "{time} по местному, {zone}",
            .polarDay: "полярный день", .polarNight: "полярная ночь", .noPollen: "нет в воздухе",

            .compassN: "С", .compassNNE: "ССВ", .compassNE: "СВ", .compassENE: "ВСВ", .compassE: "В",
            .compassESE: "ВЮВ", .compassSE: "ЮВ", .compassSSE: "ЮЮВ", .compassS: "Ю", .compassSSW: "ЮЮЗ",
            .compassSW: "ЮЗ", .compassWSW: "ЗЮЗ", .compassW: "З", .compassWNW: "ЗСЗ", .compassNW: "СЗ",
            .compassNNW: "ССЗ",

            .alder: "ольха", .birch: "берёза", .grass: "злаки", .mugwort: "полынь", .olive: "олива",
            .ragweed: "амброзия",

            .uvLow: "низкий", .uvModerate: "умеренный", .uvHigh: "высокий", .uvVeryHigh: "очень высокий",
            .uvExtreme: "экстремальный",

            .forecastByDay: "Прогноз по дням, местное время ({zone})", .byDay: "По дням ({zone})",
            .forecastEveryHour: "Прогноз по часам, местное время ({zone})", .everyHour: "По часам ({zone})",
            .forecastEveryHours: "Прогноз каждые {hours} ч, местное время ({zone})",
            .everyHours: "Каждые {hours} ч ({zone})",
            .dayHeader: "День", .lowHeader: "Мин.", .highHeader: "Макс.", .weatherHeader: "Погода",
            .timeHeader: "Время", .tempHeader: "Темп.", .chanceHeader: "Вер-ть", .rainHeader: "Дождь",
            .snowHeader: "Снег", .uvHeader: "УФ", .airHeader: "Воздух", .moonHeader: "Луна", .windHeader: "Ветер",
            .fromHeader: "Напр.", .dewHeader: "Т. росы",
            .partialDay: "* только часть дня: минимум и максимум не за весь день",
            .noForecast: "Прогноз: {provider} не прислал прогноз для этого места",
        ],
        counted: [.inMinutes: [.one: "через {n} минуту", .few: "через {n} минуты", .many: "через {n} минут"]])
}
