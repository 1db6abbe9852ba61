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

            .wmo0: "ясно", .wmo1: "переважно ясно", .wmo2: "мінлива хмарність", .wmo3: "похмуро", .wmo45: "туман",
            .wmo48: "туман з відкладенням паморозі", .wmo51: "слабка мряка", .wmo53: "помірна мряка",
            .wmo55: "сильна мряка", .wmo56: "слабка переохолоджена мряка", .wmo57: "сильна переохолоджена мряка",
            .wmo61: "слабкий дощ", .wmo63: "помірний дощ", .wmo65: "сильний дощ",
            .wmo66: "слабкий переохолоджений дощ", .wmo67: "сильний переохолоджений дощ", .wmo71: "слабкий сніг",
            .wmo73: "помірний сніг", .wmo75: "сильний сніг", .wmo77: "снігові зерна", .wmo80: "слабкий зливовий дощ",
            .wmo81: "помірний зливовий дощ", .wmo82: "дуже сильна злива", .wmo85: "слабкий зливовий сніг",
            .wmo86: "сильний зливовий сніг", .wmo95: "гроза", .wmo96: "гроза зі слабким градом",
            .wmo99: "гроза з сильним градом",

            .outlookNone: "Найближчі {hours} год дощу не очікується.", .rainLikely: "Ймовірний дощ",
            .snowLikely: "Ймовірний сніг", .rainPossible: "Можливий дощ", .snowPossible: "Можливий сніг",
            .rainSlight: "Невелика ймовірність дощу", .snowSlight: "Невелика ймовірність снігу",
            .rainForecast: "Прогнозується дощ", .snowForecast: "Прогнозується сніг", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "зараз", .whenNowUntil: "зараз і до {end}",
            .whenSpan: "{day} {start}{range}{end}", .whenFrom: "{day} з {start}", .today: "сьогодні",
            .tonight: "сьогодні ввечері", .tomorrow: "завтра", .aboutAmount: "близько {amount}",
            .upToChance: "до {chance}",

            .rainStarting: "Дощ почнеться {in}, {intensity}.", .rainStopping: "Дощ припиниться {in}.",
            .rainContinuing: "Дощ триватиме найближчу годину, {intensity}.",
            .rainNone: "Найближчу годину дощу не буде.", .light: "слабкий", .moderate: "помірний",
            .heavy: "сильний",

            .airNoReading: "немає даних від {provider} для цього місця", .airNoIndex: "немає індексу",
            .airIndex: "AQI {value} ({scale}): {band}",
            .airGood: "Добре", .airFair: "Задовільне", .airModerate: "Помірне", .airPoor: "Погане",
            .airVeryPoor: "Дуже погане", .airExtremelyPoor: "Надзвичайно погане",
            .airUnhealthyForSensitiveGroups: "Шкідливе для чутливих груп", .airUnhealthy: "Шкідливе",
            .airVeryUnhealthy: "Дуже шкідливе", .airHazardous: "Небезпечне", .airLow: "Низьке", .airHigh: "Високе",
            .airVeryHigh: "Дуже високе",

            .cached: "(з кешу, {age} тому; не вдалося оновити: {reason})",
        ],
        counted: [.inMinutes: [.one: "через {n} хвилину", .few: "через {n} хвилини", .many: "через {n} хвилин"]])
}
