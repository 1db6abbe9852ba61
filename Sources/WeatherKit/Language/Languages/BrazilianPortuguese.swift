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

            .wmo0: "céu limpo", .wmo1: "poucas nuvens", .wmo2: "parcialmente nublado", .wmo3: "encoberto",
            .wmo45: "nevoeiro", .wmo48: "nevoeiro com formação de geada", .wmo51: "garoa fraca",
            .wmo53: "garoa moderada", .wmo55: "garoa intensa", .wmo56: "garoa congelante fraca",
            .wmo57: "garoa congelante intensa", .wmo61: "chuva fraca", .wmo63: "chuva moderada", .wmo65: "chuva forte",
            .wmo66: "chuva congelante fraca", .wmo67: "chuva congelante forte", .wmo71: "neve fraca",
            .wmo73: "neve moderada", .wmo75: "neve forte", .wmo77: "grãos de neve", .wmo80: "pancadas de chuva fracas",
            .wmo81: "pancadas de chuva moderadas", .wmo82: "pancadas de chuva muito fortes",
            .wmo85: "pancadas de neve fracas", .wmo86: "pancadas de neve fortes", .wmo95: "trovoada",
            .wmo96: "trovoada com granizo fraco", .wmo99: "trovoada com granizo forte",

            .outlookNone: "Sem previsão de chuva nas próximas {hours} h.", .rainLikely: "Chuva provável",
            .snowLikely: "Neve provável", .rainPossible: "Possibilidade de chuva",
            .snowPossible: "Possibilidade de neve", .rainSlight: "Pequena chance de chuva",
            .snowSlight: "Pequena chance de neve", .rainForecast: "Previsão de chuva",
            .snowForecast: "Previsão de neve", .outlook: "{claim} {when}.",
            .outlookDetails: "{claim} {when} ({details}).", .whenNow: "agora",
            .whenNowUntil: "de agora até {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} a partir das {start}", .today: "hoje", .tonight: "hoje à noite", .tomorrow: "amanhã",
            .aboutAmount: "cerca de {amount}", .upToChance: "até {chance}",

            .rainStarting: "Chuva começando {in}, {intensity}.", .rainStopping: "Chuva parando {in}.",
            .rainContinuing: "Chuva durante a próxima hora, {intensity}.", .rainNone: "Sem chuva na próxima hora.",
            .light: "fraca", .moderate: "moderada", .heavy: "forte",

            .airNoReading: "sem medição de {provider} para este local", .airNoIndex: "sem índice",
            .airIndex: "IQA {value} ({scale}): {band}",
            .airGood: "Boa", .airFair: "Razoável", .airModerate: "Moderada", .airPoor: "Ruim",
            .airVeryPoor: "Muito ruim", .airExtremelyPoor: "Extremamente ruim",
            .airUnhealthyForSensitiveGroups: "Insalubre para grupos sensíveis", .airUnhealthy: "Insalubre",
            .airVeryUnhealthy: "Muito insalubre", .airHazardous: "Perigosa",
            .airLow: "Baixa", .airHigh: "Alta", .airVeryHigh: "Muito alta",

            .cached: "(em cache há {age}; não foi possível atualizar: {reason})",
        ],
        counted: [.inMinutes: [.one: "em {n} minuto", .other: "em {n} minutos"]])
}
