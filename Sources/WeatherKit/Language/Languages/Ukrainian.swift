extension Language {
    public static let ukrainian = Language(
        code: "uk", name: "Ukrainian", locale: "uk_UA", decimalSeparator: ",",
        plural: .eastSlavic,
        phrases: [
            .temperature: "Температура", .minMax: "Мін. / макс.", .min: "Мін.", .max: "Макс.",
            .humidity: "Вологість", .dewPoint: "Точка роси", .pressure: "Тиск", .wind: "Вітер",
            .clouds: "Хмарність", .visibility: "Видимість", .rain: "Дощ", .snow: "Сніг", .air: "Повітря",
            .pollen: "Пилок", .uvIndex: "УФ-індекс", .nextHour: "Найближча година", .sunrise: "Схід сонця",
            .sunset: "Захід сонця", .observed: "Виміряно", .data: "Дані",

            .temperatureFeelsLike: "{temperature}, відчувається як {feelsLike}",
            .windFrom: "{direction} ({bearing})", .windGusts: "пориви до {speed}",
            .rainLastHour: "{amount} за останню годину", .rainLastThreeHours: "{amount} за 3 год",
            .clockSameAsLocal: "{utc} (збігається з місцевим)", .clockLocal: "{time} за місцевим, {zone}",
            .polarDay: "полярний день", .polarNight: "полярна ніч", .noPollen: "немає в повітрі",

            .compassN: "Пн", .compassNNE: "ПнПнСх", .compassNE: "ПнСх", .compassENE: "СхПнСх", .compassE: "Сх",
            .compassESE: "СхПдСх", .compassSE: "ПдСх", .compassSSE: "ПдПдСх", .compassS: "Пд",
            .compassSSW: "ПдПдЗх", .compassSW: "ПдЗх", .compassWSW: "ЗхПдЗх", .compassW: "Зх",
            .compassWNW: "ЗхПнЗх", .compassNW: "ПнЗх", .compassNNW: "ПнПнЗх",

            .alder: "вільха", .birch: "береза", .grass: "злаки", .mugwort: "полин", .olive: "олива",
            .ragweed: "амброзія",

            .uvLow: "низький", .uvModerate: "помірний", .uvHigh: "високий", .uvVeryHigh: "дуже високий",
            .uvExtreme: "екстремальний",

            .forecastByDay: "Прогноз по днях, місцевий час ({zone})", .byDay: "По днях ({zone})",
            .forecastEveryHour: "Погодинний прогноз, місцевий час ({zone})", .everyHour: "Щогодини ({zone})",
            .forecastEveryHours: "Прогноз кожні {hours} год, місцевий час ({zone})",
            .everyHours: "Кожні {hours} год ({zone})",
            .dayHeader: "День", .lowHeader: "Мін.", .highHeader: "Макс.", .weatherHeader: "Погода",
            .timeHeader: "Час", .tempHeader: "Темп.", .chanceHeader: "Ймов.", .rainHeader: "Дощ",
            .snowHeader: "Сніг", .uvHeader: "УФ", .airHeader: "Повітря", .moonHeader: "Місяць", .windHeader: "Вітер",
            .fromHeader: "Напр.", .dewHeader: "Т. роси",
            .partialDay: "* лише частина дня: мінімум і максимум не за весь день",
            .noForecast: "Прогноз: {provider} не надіслав прогнозу для цього місця",
        ],
        counted: [.inMinutes: [.one: "через {n} хвилину", .few: "через {n} хвилини", .many: "через {n} хвилин"]])
}
