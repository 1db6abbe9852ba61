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
            .windFrom: "del {direction} ({bearing})", .windGusts: "rachas de {speed}",
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

            .forecastByDay: "Previsión por día local ({zone})", .byDay: "Por día local ({zone})",
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
            .wmo66: "lluvia engelante débil", .wmo67: "lluvia engelante fuerte", .wmo71: "nevada débil",
            .wmo73: "nevada moderada", .wmo75: "nevada fuerte", .wmo77: "cinarra",
            .wmo80: "chubascos de lluvia débiles", .wmo81: "chubascos de lluvia moderados",
            .wmo82: "chubascos de lluvia muy fuertes", .wmo85: "chubascos de nieve débiles",
            .wmo86: "chubascos de nieve fuertes", .wmo95: "tormenta", .wmo96: "tormenta con granizo débil",
            .wmo99: "tormenta con granizo fuerte",

            .outlookNone: "No se espera lluvia en las próximas {hours} h.", .rainLikely: "Lluvia probable",
            .snowLikely: "Nieve probable", .rainPossible: "Lluvia posible", .snowPossible: "Nieve posible",
            .rainSlight: "Baja probabilidad de lluvia", .snowSlight: "Baja probabilidad de nieve",
            .rainForecast: "Lluvia prevista", .snowForecast: "Nieve prevista", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).",
            .whenNow: "ahora", .whenNowUntil: "desde ahora hasta {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} desde las {start}", .today: "hoy", .tonight: "esta noche", .tomorrow: "mañana",
            .aboutAmount: "unos {amount}", .upToChance: "hasta el {chance}",

            .rainStarting: "Empieza a llover {in}, con intensidad {intensity}.", .rainStopping: "Deja de llover {in}.",
            .rainContinuing: "Lluvia durante la próxima hora, con intensidad {intensity}.",
            .rainNone: "Sin lluvia en la próxima hora.",
            .light: "débil", .moderate: "moderada", .heavy: "fuerte",

            .airNoReading: "sin lecturas de {provider} para este lugar", .airNoIndex: "sin índice",
            .airIndex: "ICA {value} ({scale}): {band}",
            .airGood: "Buena", .airFair: "Razonablemente buena", .airModerate: "Regular", .airPoor: "Desfavorable",
            .airVeryPoor: "Muy desfavorable", .airExtremelyPoor: "Extremadamente desfavorable",
            .airUnhealthyForSensitiveGroups: "Insalubre para grupos sensibles", .airUnhealthy: "Insalubre",
            .airVeryUnhealthy: "Muy insalubre", .airHazardous: "Peligrosa",
            .airLow: "Bajo", .airHigh: "Alto", .airVeryHigh: "Muy alto",

            .cached: "(en caché desde hace {age}; no se pudo actualizar: {reason})",
        ],
        counted: [.inMinutes: [.one: "en {n} minuto", .other: "en {n} minutos"]])
}
