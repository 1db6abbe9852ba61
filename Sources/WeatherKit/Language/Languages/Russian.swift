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
            .windFrom: "{direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "порывы до {speed}",
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

            .wmo0: "ясно", .wmo1: "малооблачно", .wmo2: "переменная облачность", .wmo3: "пасмурно",
            .wmo45: "туман", .wmo48: "туман с отложением изморози", .wmo51: "слабая морось",
            .wmo53: "умеренная морось", .wmo55: "сильная морось", .wmo56: "слабая переохлаждённая морось",
            .wmo57: "сильная переохлаждённая морось", .wmo61: "небольшой дождь", .wmo63: "умеренный дождь",
            .wmo65: "сильный дождь", .wmo66: "слабый переохлаждённый дождь", .wmo67: "сильный переохлаждённый дождь",
            .wmo68: "слабый мокрый снег", .wmo69: "мокрый снег",
            .wmo71: "небольшой снег", .wmo73: "умеренный снег", .wmo75: "сильный снег", .wmo77: "снежные зёрна",
            .wmo80: "небольшой ливень", .wmo81: "умеренный ливень",
            .wmo82: "очень сильный ливень", .wmo85: "небольшой ливневый снег", .wmo86: "сильный ливневый снег",
            .wmo95: "гроза", .wmo96: "гроза с небольшим градом", .wmo99: "гроза с сильным градом",

            .outlookNone: "В ближайшие {hours} ч дождя не ожидается.", .rainLikely: "Вероятен дождь",
            .snowLikely: "Вероятен снег", .rainPossible: "Возможен дождь", .snowPossible: "Возможен снег",
            .rainSlight: "Небольшая вероятность дождя", .snowSlight: "Небольшая вероятность снега",
            .rainForecast: "Прогнозируется дождь", .snowForecast: "Прогнозируется снег", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "сейчас",
            .whenNowUntil: "сейчас и до {end} {zone}",
            .whenSpan: "{day} {start}{range}{end} {zone}", .whenFrom: "{day} с {start} {zone}", .today: "сегодня",
            .tonight: "сегодня вечером", .tomorrow: "завтра", .aboutAmount: "около {amount}",
            .upToChance: "до {chance}",

            .rainStarting: "Начнётся {intensity} дождь {in}.", .rainStopping: "Дождь закончится {in}.",
            .rainContinuing: "Весь ближайший час — {intensity} дождь.",
            .rainNone: "В ближайший час дождя не ожидается.",
            .light: "небольшой", .moderate: "умеренный", .heavy: "сильный",

            .airNoReading: "нет данных от {provider} для этого места", .airNoIndex: "нет индекса",
            .airIndex: "AQI {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "хорошее", .owmFair: "удовлетворительное", .owmModerate: "умеренное", .owmPoor: "плохое",
            .owmVeryPoor: "очень плохое", .epaGood: "хорошее", .epaModerate: "умеренное",
            .epaUnhealthyForSensitiveGroups: "вредное для чувствительных групп", .epaUnhealthy: "вредное",
            .epaVeryUnhealthy: "очень вредное", .epaHazardous: "опасное", .eaqiGood: "хорошее",
            .eaqiFair: "удовлетворительное", .eaqiModerate: "умеренное", .eaqiPoor: "плохое",
            .eaqiVeryPoor: "очень плохое", .eaqiExtremelyPoor: "крайне плохое", .daqiLow: "низкое загрязнение",
            .daqiModerate: "умеренное загрязнение", .daqiHigh: "высокое загрязнение",
            .daqiVeryHigh: "очень высокое загрязнение",

            .observedLongAgo: "(наблюдение {age} назад: это не текущая погода)",

            .cached: "(данные из кэша, {age} назад; не удалось обновить: {reason})",

            .skyTitleLocal: "Небо на {date}, местное время ({zone})", .skyTitleUTC: "Небо на {date}, по UTC",
            .dayLength: "Долгота дня", .dawn: "Утренние сумерки", .dusk: "Вечерние сумерки",
            .goldenHour: "Золотой час", .blueHour: "Синий час", .moon: "Луна",
            .dayLengthPolarDay: "24 ч: солнце не заходит (полярный день)",
            .dayLengthPolarNight: "нет: солнце не восходит (полярная ночь)",
            .asLongAsYesterday: "как вчера", .longerThanYesterday: "на {duration} длиннее, чем вчера",
            .shorterThanYesterday: "на {duration} короче, чем вчера",
            .twilightPolarDay: "нет: солнце не заходит (полярный день)", .civil: "гражданские",
            .nautical: "навигационные", .astronomical: "астрономические", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}: нет (так темно не бывает)",
            .twilightSunStaysLower: "{level}: нет (солнце остаётся ниже)",
            .twilightNotThisDay: "{level}: нет в этот день",
            .oneStretch: "{span}, одним отрезком около полудня", .sunStaysHigher: "нет: солнце остаётся выше",
            .sunStaysLower: "нет: солнце остаётся ниже", .twoSpans: "{first} и {second}", .spanFrom: "с {time}",
            .spanUntil: "до {time}", .moonLine: "{picture} {phase}, освещённость {lit}, {events}",
            .moonUpAllDay: "над горизонтом весь день", .moonDownAllDay: "под горизонтом весь день",
            .moonRises: "восход {time}", .moonSets: "заход {time}", .noMoonrise: "нет восхода",
            .noMoonset: "нет захода", .missingUpAllDay: "{missing}: над горизонтом весь день",
            .missingDownAllDay: "{missing}: под горизонтом весь день", .missingThisDay: "{missing} в этот день",
            .daysShort: "{n} дн.", .hoursShort: "{n} ч", .minutesShort: "{n} мин", .secondsShort: "{n} с",
            .moonNewMoon: "Новолуние", .moonWaxingCrescent: "Растущий серп", .moonFirstQuarter: "Первая четверть",
            .moonWaxingGibbous: "Растущая луна", .moonFullMoon: "Полнолуние", .moonWaningGibbous: "Убывающая луна",
            .moonLastQuarter: "Последняя четверть", .moonWaningCrescent: "Убывающий серп",

            .chartTitle: "Ближайшие {hours} ч, местное время ({zone}): {units}, % вероятности",
            .chartTooNarrow: "(графику нужно {needed}; в этом терминале {width})",
            .chartNoSteps: "(нет данных прогноза на ближайшие {hours} ч для графика)",
            .chartNoRoom: "(подписи графика не оставляют места: значения слишком длинные, чтобы его нарисовать)",

            .weatherAlert: "Погодное предупреждение", .alertFrom: "{event}, источник: {sender}",
            .alertWholeText: "(полный текст — с --alerts)",
            .alertSummary: "Погодное предупреждение: {event}", .rainOrSnowNow: "Сейчас дождь или снег",
            .rainOrSnowSoon: "Дождь или снег {in}", .airSummary: "Качество воздуха: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}\u{00A0}%", .clock12: "{time} {mark}", .unitMS: "м/с",
            .unitKMH: "км/ч", .unitMPH: "миль/ч", .unitKnots: "уз", .unitBft: "Бфт", .unitHPa: "гПа",
            .unitInHg: "дюйм рт. ст.", .unitMM: "мм", .unitInch: "дюйм", .unitKM: "км", .unitMile: "миль",
            .unitMicrograms: "мкг/м³", .unitPollen: "зёрен/м³", .beaufort0: "штиль", .beaufort1: "тихий",
            .beaufort2: "лёгкий", .beaufort3: "слабый", .beaufort4: "умеренный", .beaufort5: "свежий",
            .beaufort6: "сильный", .beaufort7: "крепкий", .beaufort8: "очень крепкий", .beaufort9: "шторм",
            .beaufort10: "сильный шторм", .beaufort11: "жестокий шторм", .beaufort12: "ураган",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "истекло время ожидания", .reasonCannotConnect: "не удалось подключиться",
            .reasonProxyUnreachable: "прокси недоступен", .reasonHostNotFound: "хост не найден",
            .reasonConnectionLost: "соединение потеряно",
            .reasonSecureConnectionFailed: "ошибка защищённого соединения", .reasonNotTLS: "нет TLS",
            .reasonCertificate: "сертификат не принят", .reasonUnusableURL: "некорректный URL",
            .reasonNetwork: "ошибка сети", .reasonRateLimited: "слишком много запросов, HTTP {status}",
            .reasonServerError: "ошибка сервера, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} по запросу «{name}»; показано первое.",
            .ambiguityPlain: "({matches}; показано первое. --matches покажет все.)",
            .narrowItDown: "Уточните: {examples}.", .countryCodeLike: "код страны, например «{example}»",
            .usStateLike: "штат США, например «{example}»", .eitherOr: "{first} или {second}",
            .matchesListsThem: "{command} покажет все.)", .matchesHeader: "{matches} по запросу «{name}»:",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(определено по IP-адресу через {locator}; приблизительно)",
            .locatedLongAgo: "(местоположение определено {age} назад; ни одна служба не ответила: {reason})",
            .yesterday: "Изменение за сутки",
            .warmerThanYesterday: "на {delta} теплее, чем вчера в это же время",
            .coolerThanYesterday: "на {delta} холоднее, чем вчера в это же время",
            .asWarmAsYesterday: "температура такая же, как вчера в это же время",
            .highAboveYesterday: "максимум сегодня на {delta} выше вчерашнего",
            .highBelowYesterday: "максимум сегодня на {delta} ниже вчерашнего",
            .highAsYesterday: "максимум сегодня такой же, как вчера",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "влажность на {delta} выше, чем вчера в это же время",
            .lessHumidThanYesterday: "влажность на {delta} ниже, чем вчера в это же время",
            .asHumidAsYesterday: "влажность такая же, как вчера в это же время",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "отказ, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "незначительная опасность",
            .alertModerate: "умеренная опасность",
            .alertSevere: "серьёзная опасность",
            .alertExtreme: "чрезвычайная опасность",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Действующих предупреждений нет ({service})",
            .noWarningService: "Для этого места нет службы предупреждений",
        ],
        counted: [
            .inMinutes: [.one: "через {n} минуту", .few: "через {n} минуты", .many: "через {n} минут"],
            .columns: [.one: "{n} столбец", .few: "{n} столбца", .many: "{n} столбцов"],
            .placesMatch: [.one: "Найдено {n} место", .few: "Найдено {n} места", .many: "Найдено {n} мест"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .airIndex
        ])
}
