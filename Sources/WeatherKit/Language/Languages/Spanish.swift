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
        ],
        counted: [.inMinutes: [.one: "en {n} minuto", .other: "en {n} minutos"]])
}
