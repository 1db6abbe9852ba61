extension Language {
    public static let brazilianPortuguese = Language(
        code: "pt_br", name: "Brazilian Portuguese", locale: "pt_BR", decimalSeparator: ",", plural: .zeroOneOther,
        phrases: [
            .temperature: "Temperatura", .minMax: "Mín. / máx.", .min: "Mín.", .max: "Máx.", .humidity: "Umidade",
            .dewPoint: "Ponto de orvalho", .pressure: "Pressão", .wind: "Vento", .clouds: "Nuvens",
            .visibility: "Visibilidade", .rain: "Chuva", .snow: "Neve", .air: "Ar", .pollen: "Pólen",
            .uvIndex: "Índice UV", .nextHour: "Próxima hora", .sunrise: "Nascer do sol", .sunset: "Pôr do sol",
            .observed: "Medição", .data: "Dados",

            .temperatureFeelsLike: "{temperature}, sensação de {feelsLike}",
            .windFrom: "de {direction} ({bearing})", .windGusts: "rajadas de {speed}",
            .rainLastHour: "{amount} na última hora", .rainLastThreeHours: "{amount} em 3 h",
            .clockSameAsLocal: "{utc} (igual ao horário local)", .clockLocal: "{time} horário local, {zone}",
            .polarDay: "dia polar", .polarNight: "noite polar", .noPollen: "nenhum no ar",

            .compassN: "N", .compassNNE: "NNE", .compassNE: "NE", .compassENE: "ENE", .compassE: "E",
            .compassESE: "ESE", .compassSE: "SE", .compassSSE: "SSE", .compassS: "S", .compassSSW: "SSO",
            .compassSW: "SO", .compassWSW: "OSO", .compassW: "O", .compassWNW: "ONO", .compassNW: "NO",
            .compassNNW: "NNO",

            .alder: "amieiro", .birch: "bétula", .grass: "gramíneas", .mugwort: "artemísia", .olive: "oliveira",
            .ragweed: "ambrósia",

            .uvLow: "baixo", .uvModerate: "moderado", .uvHigh: "alto", .uvVeryHigh: "muito alto",
            .uvExtreme: "extremo",

            .forecastByDay: "Previsão por dia local ({zone})", .byDay: "Por dia local ({zone})",
            .forecastEveryHour: "Previsão de hora em hora, horário local ({zone})",
            .everyHour: "De hora em hora ({zone})",
            .forecastEveryHours: "Previsão a cada {hours} horas, horário local ({zone})",
            .everyHours: "A cada {hours} h ({zone})",
            .dayHeader: "Dia", .lowHeader: "Mín.", .highHeader: "Máx.", .weatherHeader: "Tempo", .timeHeader: "Hora",
            .tempHeader: "Temp.", .chanceHeader: "Chance", .rainHeader: "Chuva", .snowHeader: "Neve", .uvHeader: "UV",
            .airHeader: "Ar", .moonHeader: "Lua", .windHeader: "Vento", .fromHeader: "Dir.", .dewHeader: "Orvalho",
            .partialDay: "* só parte do dia: não são a mínima e a máxima do dia inteiro",
            .noForecast: "Previsão: {provider} não enviou dados de previsão para este local",
        ],
        counted: [.inMinutes: [.one: "em {n} minuto", .other: "em {n} minutos"]])
}
