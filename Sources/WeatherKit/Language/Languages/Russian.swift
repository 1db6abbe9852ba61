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

            .wmo0: "ясно", .wmo1: "преимущественно ясно", .wmo2: "переменная облачность", .wmo3: "пасмурно",
            .wmo45: "туман", .wmo48: "туман с отложением изморози", .wmo51: "слабая морось",
            .wmo53: "умеренная морось", .wmo55: "сильная морось", .wmo56: "слабая переохлаждённая морось",
            .wmo57: "сильная переохлаждённая морось", .wmo61: "небольшой дождь", .wmo63: "умеренный дождь",
            .wmo65: "сильный дождь", .wmo66: "слабый переохлаждённый дождь", .wmo67: "сильный переохлаждённый дождь",
            .wmo71: "небольшой снег", .wmo73: "умеренный снег", .wmo75: "сильный снег", .wmo77: "снежные зёрна",
            .wmo80: "небольшой ливневый дождь", .wmo81: "умеренный ливневый дождь",
            .wmo82: "очень сильный ливневый дождь", .wmo85: "небольшой ливневый снег", .wmo86: "сильный ливневый снег",
            .wmo95: "гроза", .wmo96: "гроза с небольшим градом", .wmo99: "гроза с сильным градом",

            .outlookNone: "В ближайшие {hours} ч дождя не ожидается.", .rainLikely: "Вероятен дождь",
            .snowLikely: "Вероятен снег", .rainPossible: "Возможен дождь", .snowPossible: "Возможен снег",
            .rainSlight: "Небольшая вероятность дождя", .snowSlight: "Небольшая вероятность снега",
            .rainForecast: "Прогнозируется дождь", .snowForecast: "Прогнозируется снег", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "сейчас", .whenNowUntil: "сейчас и до {end}",
            .whenSpan: "{day} {start}{range}{end}", .whenFrom: "{day} с {start}", .today: "сегодня",
            .tonight: "сегодня вечером", .tomorrow: "завтра", .aboutAmount: "около {amount}",
            .upToChance: "до {chance}",

            .rainStarting: "Начнётся {intensity} дождь {in}.", .rainStopping: "Дождь закончится {in}.",
            .rainContinuing: "Весь ближайший час — {intensity} дождь.",
            .rainNone: "В ближайший час дождя не ожидается.",
            .light: "небольшой", .moderate: "умеренный", .heavy: "сильный",

            .airNoReading: "нет данных от {provider} для этого места", .airNoIndex: "нет индекса",
            .airIndex: "AQI {value} ({scale}): {band}",
            .airGood: "Хорошее", .airFair: "Удовлетворительное", .airModerate: "Умеренное", .airPoor: "Плохое",
            .airVeryPoor: "Очень плохое", .airExtremelyPoor: "Крайне плохое",
            .airUnhealthyForSensitiveGroups: "Вредное для чувствительных групп", .airUnhealthy: "Вредное",
            .airVeryUnhealthy: "Очень вредное", .airHazardous: "Опасное",
            .airLow: "Низкое", .airHigh: "Высокое", .airVeryHigh: "Очень высокое",

            .cached: "(данные из кэша, {age} назад; не удалось обновить: {reason})",
        ],
        counted: [.inMinutes: [.one: "через {n} минуту", .few: "через {n} минуты", .many: "через {n} минут"]])
}
