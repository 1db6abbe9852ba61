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
            .windFrom: "{direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "пориви до {speed}",
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

            .wmo0: "ясно", .wmo1: "малохмарно", .wmo2: "мінлива хмарність", .wmo3: "похмуро", .wmo45: "туман",
            .wmo48: "туман з відкладенням паморозі", .wmo51: "слабка мряка", .wmo53: "помірна мряка",
            .wmo55: "сильна мряка", .wmo56: "слабка переохолоджена мряка", .wmo57: "сильна переохолоджена мряка",
            .wmo61: "слабкий дощ", .wmo63: "помірний дощ", .wmo65: "сильний дощ",
            .wmo66: "слабкий переохолоджений дощ", .wmo67: "сильний переохолоджений дощ", .wmo68: "слабкий мокрий сніг",
            .wmo69: "мокрий сніг", .wmo71: "слабкий сніг",
            .wmo73: "помірний сніг", .wmo75: "сильний сніг", .wmo77: "снігові зерна", .wmo80: "слабкий зливовий дощ",
            .wmo81: "помірний зливовий дощ", .wmo82: "дуже сильна злива", .wmo85: "слабкий зливовий сніг",
            .wmo86: "сильний зливовий сніг", .wmo95: "гроза", .wmo96: "гроза зі слабким градом",
            .wmo99: "гроза з сильним градом",

            .outlookNone: "Найближчі {hours} год дощу не очікується.", .rainLikely: "Ймовірний дощ",
            .snowLikely: "Ймовірний сніг", .rainPossible: "Можливий дощ", .snowPossible: "Можливий сніг",
            .rainSlight: "Невелика ймовірність дощу", .snowSlight: "Невелика ймовірність снігу",
            .rainForecast: "Прогнозується дощ", .snowForecast: "Прогнозується сніг", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "зараз", .whenNowUntil: "зараз і до {end} {zone}",
            .whenSpan: "{day} {start}{range}{end} {zone}", .whenFrom: "{day} з {start} {zone}", .today: "сьогодні",
            .tonight: "сьогодні ввечері", .tomorrow: "завтра", .aboutAmount: "близько {amount}",
            .upToChance: "до {chance}",

            .rainStarting: "Почнеться {intensity} дощ {in}.", .rainStopping: "Дощ припиниться {in}.",
            .rainContinuing: "Найближчу годину йтиме {intensity} дощ.",
            .rainNone: "Найближчу годину дощу не буде.", .light: "слабкий", .moderate: "помірний",
            .heavy: "сильний",

            .airNoReading: "немає даних від {provider} для цього місця", .airNoIndex: "немає індексу",
            .airIndex: "AQI {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "добра", .owmFair: "задовільна", .owmModerate: "помірна", .owmPoor: "погана",
            .owmVeryPoor: "дуже погана", .epaGood: "добра", .epaModerate: "помірна",
            .epaUnhealthyForSensitiveGroups: "шкідлива для чутливих груп", .epaUnhealthy: "шкідлива",
            .epaVeryUnhealthy: "дуже шкідлива", .epaHazardous: "небезпечна", .eaqiGood: "добра",
            .eaqiFair: "задовільна", .eaqiModerate: "помірна", .eaqiPoor: "погана", .eaqiVeryPoor: "дуже погана",
            .eaqiExtremelyPoor: "надзвичайно погана", .daqiLow: "низьке забруднення",
            .daqiModerate: "помірне забруднення", .daqiHigh: "високе забруднення",
            .daqiVeryHigh: "дуже високе забруднення",

            .observedLongAgo: "(спостереження {age} тому: це не поточна погода)",

            .cached: "(з кешу, {age} тому; не вдалося оновити: {reason})",

            .skyTitleLocal: "Небо на {date}, місцевий час ({zone})", .skyTitleUTC: "Небо на {date}, за UTC",
            .dayLength: "Тривалість дня", .dawn: "Ранкові сутінки", .dusk: "Вечірні сутінки",
            .goldenHour: "Золота година",
            .blueHour: "Синя година", .moon: "Місяць", .dayLengthPolarDay: "24 год: сонце не заходить (полярний день)",
            .dayLengthPolarNight: "немає: сонце не сходить (полярна ніч)",
            .asLongAsYesterday: "як і вчора", .longerThanYesterday: "на {duration} довше, ніж учора",
            .shorterThanYesterday: "на {duration} коротше, ніж учора",
            .twilightPolarDay: "немає: сонце не заходить (полярний день)", .civil: "громадянські",
            .nautical: "навігаційні", .astronomical: "астрономічні", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level} — немає (настільки не темніє)",
            .twilightSunStaysLower: "{level} — немає (сонце лишається нижче)",
            .twilightNotThisDay: "{level} — немає цього дня",
            .oneStretch: "{span}, один проміжок близько полудня", .sunStaysHigher: "немає: сонце лишається вище",
            .sunStaysLower: "немає: сонце лишається нижче", .twoSpans: "{first} і {second}", .spanFrom: "з {time}",
            .spanUntil: "до {time}", .moonLine: "{picture} {phase}, освітлено {lit}, {events}",
            .moonUpAllDay: "над горизонтом увесь день", .moonDownAllDay: "під горизонтом увесь день",
            .moonRises: "сходить о {time}", .moonSets: "заходить о {time}", .noMoonrise: "сходу немає",
            .noMoonset: "заходу немає", .missingUpAllDay: "{missing}: над горизонтом увесь день",
            .missingDownAllDay: "{missing}: під горизонтом увесь день", .missingThisDay: "{missing} цього дня",
            .daysShort: "{n} дн.", .hoursShort: "{n} год", .minutesShort: "{n} хв", .secondsShort: "{n} с",
            .moonNewMoon: "Молодик", .moonWaxingCrescent: "Молодий місяць", .moonFirstQuarter: "Перша чверть",
            .moonWaxingGibbous: "Прибуваючий місяць", .moonFullMoon: "Повня", .moonWaningGibbous: "Спадний місяць",
            .moonLastQuarter: "Остання чверть", .moonWaningCrescent: "Старий місяць",

            .chartTitle: "Наступні {hours} год, місцевий час ({zone}): {units}, % ймовірності",
            .chartTooNarrow: "(графіку потрібно {needed}; у цьому терміналі {width})",
            .chartNoSteps: "(немає даних прогнозу на наступні {hours} год для графіка)",
            .chartNoRoom: "(підписи графіка не лишають йому місця: значення задовгі, щоб їх намалювати)",

            .weatherAlert: "Попередження про погоду", .alertFrom: "{event}, від {sender}",
            .alertWholeText: "(повний текст — з --alerts)",
            .alertSummary: "Попередження про погоду: {event}", .rainOrSnowNow: "Зараз дощ або сніг",
            .rainOrSnowSoon: "Дощ або сніг {in}", .airSummary: "Якість повітря: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}%", .clock12: "{time} {mark}", .unitMS: "м/с",
            .unitKMH: "км/год", .unitMPH: "миль/год", .unitKnots: "вуз.", .unitBft: "Бфт", .unitHPa: "гПа",
            .unitInHg: "дюйм рт. ст.", .unitMM: "мм", .unitInch: "дюйм", .unitKM: "км", .unitMile: "миль",
            .unitMicrograms: "мкг/м³", .unitPollen: "зерен/м³", .beaufort0: "штиль", .beaufort1: "тихий",
            .beaufort2: "легкий", .beaufort3: "слабкий", .beaufort4: "помірний", .beaufort5: "свіжий",
            .beaufort6: "сильний", .beaufort7: "міцний", .beaufort8: "дуже міцний", .beaufort9: "шторм",
            .beaufort10: "сильний шторм", .beaufort11: "жорстокий шторм", .beaufort12: "ураган",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "час очікування минув", .reasonCannotConnect: "не вдалося підключитися",
            .reasonProxyUnreachable: "проксі недоступний", .reasonHostNotFound: "хост не знайдено",
            .reasonConnectionLost: "з’єднання втрачено",
            .reasonSecureConnectionFailed: "помилка захищеного з’єднання", .reasonNotTLS: "немає TLS",
            .reasonCertificate: "сертифікат не прийнято", .reasonUnusableURL: "некоректний URL",
            .reasonNetwork: "помилка мережі", .reasonRateLimited: "забагато запитів, HTTP {status}",
            .reasonServerError: "помилка сервера, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} за запитом «{name}»; показано перше.",
            .ambiguityPlain: "({matches}; показано перше. --matches покаже всі.)",
            .narrowItDown: "Уточніть: {examples}.", .countryCodeLike: "код країни, наприклад «{example}»",
            .usStateLike: "штат США, наприклад «{example}»", .eitherOr: "{first} або {second}",
            .matchesListsThem: "{command} покаже всі.)", .matchesHeader: "{matches} за запитом «{name}»:",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(визначено за IP-адресою через {locator}; приблизно)",
            .locatedLongAgo: "(місцезнаходження визначено {age} тому; жодна служба не відповіла: {reason})",
            .yesterday: "Зміна за добу",
            .warmerThanYesterday: "на {delta} тепліше, ніж учора в цей же час",
            .coolerThanYesterday: "на {delta} холодніше, ніж учора в цей же час",
            .asWarmAsYesterday: "температура така сама, як учора в цей же час",
            .highAboveYesterday: "максимум сьогодні на {delta} вищий за вчорашній",
            .highBelowYesterday: "максимум сьогодні на {delta} нижчий за вчорашній",
            .highAsYesterday: "максимум сьогодні такий самий, як учора",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "вологість на {delta} вища, ніж учора в цей же час",
            .lessHumidThanYesterday: "вологість на {delta} нижча, ніж учора в цей же час",
            .asHumidAsYesterday: "вологість така сама, як учора в цей же час",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "відмова, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "незначна небезпека",
            .alertModerate: "помірна небезпека",
            .alertSevere: "серйозна небезпека",
            .alertExtreme: "надзвичайна небезпека",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Чинних попереджень немає ({service})",
            .noWarningService: "Для цього місця немає служби попереджень",
        ],
        counted: [
            .inMinutes: [.one: "через {n} хвилину", .few: "через {n} хвилини", .many: "через {n} хвилин"],
            .columns: [.one: "{n} стовпець", .few: "{n} стовпці", .many: "{n} стовпців"],
            .placesMatch: [.one: "Знайдено {n} місце", .few: "Знайдено {n} місця", .many: "Знайдено {n} місць"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .airIndex
        ])
}
