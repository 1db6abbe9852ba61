extension Language {
    public static let spanish = Language(
        code: "es", name: "Spanish", locale: "es_ES", decimalSeparator: ",", plural: .oneOther,
        phrases: [
            .temperature: "Temperatura", .minMax: "Mín. / máx.", .min: "Mín.", .max: "Máx.", .humidity: "Humedad",
            .dewPoint: "Punto de rocío", .pressure: "Presión", .wind: "Viento", .clouds: "Nubosidad",
            .visibility: "Visibilidad", .rain: "Lluvia", .snow: "Nieve", .air: "Calidad del aire", .pollen: "Polen",
            .uvIndex: "Índice UV", .nextHour: "Próxima hora", .sunrise: "Salida del sol",
            .sunset: "Puesta del sol", .observed: "Observado", .data: "Datos",

            .temperatureFeelsLike: "{temperature}, sensación de {feelsLike}",
            .windFrom: "del {direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "rachas de {speed}",
            .rainLastHour: "{amount} en la última hora", .rainLastThreeHours: "{amount} en 3 h",
            .clockSameAsLocal: "{utc} (igual que la hora local)", .clockLocal: "{time} hora local, {zone}",
            .polarDay: "día polar", .polarNight: "noche polar", .noPollen: "ninguno en el aire",

            .compassN: "N", .compassNNE: "NNE", .compassNE: "NE", .compassENE: "ENE", .compassE: "E",
            .compassESE: "ESE", .compassSE: "SE", .compassSSE: "SSE", .compassS: "S", .compassSSW: "SSO",
            .compassSW: "SO", .compassWSW: "OSO", .compassW: "O", .compassWNW: "ONO", .compassNW: "NO",
            .compassNNW: "NNO",

            .alder: "aliso", .birch: "abedul", .grass: "gramíneas", .mugwort: "artemisa", .olive: "olivo",
            .ragweed: "ambrosía",

            .uvLow: "bajo", .uvModerate: "moderado", .uvHigh: "alto", .uvVeryHigh: "muy alto", .uvExtreme: "extremo",

            .forecastByDay: "Previsión día a día, hora local ({zone})", .byDay: "Día a día ({zone})",
            .forecastEveryHour: "Previsión hora a hora, hora local ({zone})", .everyHour: "Hora a hora ({zone})",
            .forecastEveryHours: "Previsión cada {hours} horas, hora local ({zone})",
            .everyHours: "Cada {hours} h ({zone})",
            .dayHeader: "Día", .lowHeader: "Mín.", .highHeader: "Máx.", .weatherHeader: "Tiempo",
            .timeHeader: "Hora", .tempHeader: "Temp.", .chanceHeader: "Prob.", .rainHeader: "Lluvia",
            .snowHeader: "Nieve", .uvHeader: "UV", .airHeader: "Aire", .moonHeader: "Luna", .windHeader: "Viento",
            .fromHeader: "Dir.", .dewHeader: "Rocío",
            .partialDay: "* solo parte del día: mín. y máx. parciales",
            .noForecast: "Previsión: {provider} no envió ninguna previsión para este lugar",

            .wmo0: "cielo despejado", .wmo1: "poco nuboso", .wmo2: "intervalos nubosos", .wmo3: "cubierto",
            .wmo45: "niebla", .wmo48: "niebla engelante", .wmo51: "llovizna débil", .wmo53: "llovizna moderada",
            .wmo55: "llovizna intensa", .wmo56: "llovizna engelante débil", .wmo57: "llovizna engelante intensa",
            .wmo61: "lluvia débil", .wmo63: "lluvia moderada", .wmo65: "lluvia fuerte",
            .wmo66: "lluvia engelante débil", .wmo67: "lluvia engelante fuerte", .wmo68: "aguanieve débil",
            .wmo69: "aguanieve", .wmo71: "nevada débil",
            .wmo73: "nevada moderada", .wmo75: "nevada fuerte", .wmo77: "cinarra",
            .wmo80: "chubascos débiles", .wmo81: "chubascos moderados",
            .wmo82: "chubascos muy fuertes", .wmo85: "chubascos de nieve débiles",
            .wmo86: "chubascos de nieve fuertes", .wmo95: "tormenta", .wmo96: "tormenta con granizo débil",
            .wmo99: "tormenta con granizo fuerte",

            .outlookNone: "No se espera lluvia en las próximas {hours} h.", .rainLikely: "Lluvia probable",
            .snowLikely: "Nieve probable", .rainPossible: "Lluvia posible", .snowPossible: "Nieve posible",
            .rainSlight: "Baja probabilidad de lluvia", .snowSlight: "Baja probabilidad de nieve",
            .rainForecast: "Lluvia prevista", .snowForecast: "Nieve prevista", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "ahora", .whenNowUntil: "desde ahora hasta las {end} {zone}",
            .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} desde las {start} {zone}", .today: "hoy", .tonight: "esta noche", .tomorrow: "mañana",
            .aboutAmount: "unos {amount}", .upToChance: "hasta el {chance}",

            .rainStarting: "Lluvia {intensity} {in}.", .rainStopping: "Deja de llover {in}.",
            .rainContinuing: "Lluvia {intensity} durante la próxima hora.",
            .rainNone: "Sin lluvia en la próxima hora.",
            .light: "débil", .moderate: "moderada", .heavy: "fuerte",

            .airNoReading: "sin lecturas de {provider} para este lugar", .airNoIndex: "sin índice",
            .airIndex: "ICA {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Buena", .owmFair: "Razonablemente buena", .owmModerate: "Regular", .owmPoor: "Desfavorable",
            .owmVeryPoor: "Muy desfavorable", .epaGood: "Bueno", .epaModerate: "Moderado",
            .epaUnhealthyForSensitiveGroups: "Insalubre para grupos sensibles", .epaUnhealthy: "Insalubre",
            .epaVeryUnhealthy: "Muy insalubre", .epaHazardous: "Peligroso", .eaqiGood: "Buena",
            .eaqiFair: "Razonablemente buena", .eaqiModerate: "Regular", .eaqiPoor: "Desfavorable",
            .eaqiVeryPoor: "Muy desfavorable", .eaqiExtremelyPoor: "Extremadamente desfavorable",
            .daqiLow: "Contaminación baja", .daqiModerate: "Contaminación moderada",
            .daqiHigh: "Contaminación alta", .daqiVeryHigh: "Contaminación muy alta",

            .observedLongAgo: "(observado hace {age}: no es el tiempo actual)",

            .cached: "(en caché desde hace {age}; no se pudo actualizar: {reason})",

            .skyTitleLocal: "Cielo del {date}, hora local ({zone})", .skyTitleUTC: "Cielo del {date}, en UTC",
            .dayLength: "Duración del día", .dawn: "Amanecer", .dusk: "Anochecer", .goldenHour: "Hora dorada",
            .blueHour: "Hora azul", .moon: "Luna", .dayLengthPolarDay: "24 h: el sol no se pone (día polar)",
            .dayLengthPolarNight: "ninguna: el sol no sale (noche polar)",
            .asLongAsYesterday: "igual que ayer", .longerThanYesterday: "{duration} más que ayer",
            .shorterThanYesterday: "{duration} menos que ayer",
            .twilightPolarDay: "ninguno: el sol no se pone (día polar)", .civil: "civil", .nautical: "náutico",
            .astronomical: "astronómico", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}: ninguno (nunca oscurece tanto)",
            .twilightSunStaysLower: "{level}: ninguno (el sol se queda más bajo)",
            .twilightNotThisDay: "{level}: ninguno este día",
            .oneStretch: "{span}, un solo tramo en torno al mediodía",
            .sunStaysHigher: "ninguna: el sol se queda más alto", .sunStaysLower: "ninguna: el sol se queda más bajo",
            .twoSpans: "{first} y {second}", .spanFrom: "desde {time}", .spanUntil: "hasta {time}",
            .moonLine: "{picture} {phase}, iluminada al {lit}, {events}",
            .moonUpAllDay: "sobre el horizonte todo el día", .moonDownAllDay: "bajo el horizonte todo el día",
            .moonRises: "sale a las {time}", .moonSets: "se pone a las {time}", .noMoonrise: "no sale",
            .noMoonset: "no se pone", .missingUpAllDay: "{missing}: sobre el horizonte todo el día",
            .missingDownAllDay: "{missing}: bajo el horizonte todo el día", .missingThisDay: "{missing} este día",
            .daysShort: "{n} d", .hoursShort: "{n} h", .minutesShort: "{n} min", .secondsShort: "{n} s",
            .moonNewMoon: "Luna nueva", .moonWaxingCrescent: "Luna creciente", .moonFirstQuarter: "Cuarto creciente",
            .moonWaxingGibbous: "Gibosa creciente", .moonFullMoon: "Luna llena", .moonWaningGibbous: "Gibosa menguante",
            .moonLastQuarter: "Cuarto menguante", .moonWaningCrescent: "Luna menguante",

            .chartTitle: "Próximas {hours} h, hora local ({zone}): {units}, % de probabilidad",
            .chartTooNarrow: "(el gráfico necesita {needed}; este terminal tiene {width})",
            .chartNoSteps: "(no hay datos de previsión en las próximas {hours} h para representar)",
            .chartNoRoom:
                "(las etiquetas del gráfico no le dejan espacio: los valores son demasiado largos para dibujarlo)",

            .weatherAlert: "Aviso meteorológico", .alertFrom: "{event}, según {sender}",
            .alertWholeText: "(añada --alerts para ver el texto completo)",
            .alertSummary: "Aviso meteorológico: {event}", .rainOrSnowNow: "Lluvia o nieve ahora",
            .rainOrSnowSoon: "Lluvia o nieve {in}", .airSummary: "Calidad del aire: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}\u{00A0}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mi/h", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "granos/m³", .beaufort0: "calma", .beaufort1: "ventolina", .beaufort2: "flojito",
            .beaufort3: "flojo", .beaufort4: "bonancible", .beaufort5: "fresquito", .beaufort6: "fresco",
            .beaufort7: "frescachón", .beaufort8: "temporal", .beaufort9: "temporal fuerte",
            .beaufort10: "temporal duro", .beaufort11: "temporal muy duro", .beaufort12: "temporal huracanado",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "tiempo agotado", .reasonCannotConnect: "no se pudo conectar",
            .reasonProxyUnreachable: "proxy inaccesible", .reasonHostNotFound: "host no encontrado",
            .reasonConnectionLost: "conexión perdida", .reasonSecureConnectionFailed: "falló la conexión segura",
            .reasonNotTLS: "sin TLS", .reasonCertificate: "certificado no aceptado",
            .reasonUnusableURL: "URL inutilizable", .reasonNetwork: "error de red",
            .reasonRateLimited: "demasiadas solicitudes, HTTP {status}",
            .reasonServerError: "error del servidor, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} con \"{name}\"; se muestra el primero.",
            .ambiguityPlain: "({matches}; se muestra el primero. --matches los lista todos.)",
            .narrowItDown: "Para precisar, añada {examples}.",
            .countryCodeLike: "un código de país, como \"{example}\"",
            .usStateLike: "un estado de EE.\u{00A0}UU., como \"{example}\"", .eitherOr: "{first} o {second}",
            .matchesListsThem: "{command} los lista todos.)", .matchesHeader: "{matches} con \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(ubicado por la dirección IP mediante {locator}; aproximado)",
            .locatedLongAgo: "(ubicación obtenida hace {age}; ningún servicio respondió: {reason})",
            .yesterday: "Frente a ayer",
            .warmerThanYesterday: "{delta} más que ayer a esta hora",
            .coolerThanYesterday: "{delta} menos que ayer a esta hora",
            .asWarmAsYesterday: "misma temperatura que ayer a esta hora",
            .highAboveYesterday: "máxima de hoy {delta} por encima de la de ayer",
            .highBelowYesterday: "máxima de hoy {delta} por debajo de la de ayer",
            .highAsYesterday: "máxima de hoy igual a la de ayer",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "humedad {delta} más alta que ayer a esta hora",
            .lessHumidThanYesterday: "humedad {delta} más baja que ayer a esta hora",
            .asHumidAsYesterday: "humedad igual que ayer a esta hora",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "solicitud rechazada, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "leve",
            .alertModerate: "moderado",
            .alertSevere: "grave",
            .alertExtreme: "extremo",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "No hay avisos vigentes ({service})",
            .noWarningService: "Ningún servicio de avisos cubre este lugar",
        ],
        counted: [
            .inMinutes: [.one: "en {n} minuto", .other: "en unos {n} minutos"],
            .columns: [.one: "{n} columna", .other: "{n} columnas"],
            .placesMatch: [.one: "{n} lugar coincide", .other: "{n} lugares coinciden"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .civil, .clockLocal, .compassNNE, .minutesShort, .tempHeader, .unitBft, .unitHPa, .unitMM, .unitMS,
            .unitMicrograms, .uvHeader,
        ])
}
