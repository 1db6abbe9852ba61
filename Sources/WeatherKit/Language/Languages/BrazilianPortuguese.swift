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
            .windFrom: "de {direction} ({bearing})", .windSpeedFrom: "{speed} {from}", .windGusts: "rajadas de {speed}",
            .rainLastHour: "{amount} na última hora", .rainLastThreeHours: "{amount} nas últimas 3 h",
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

            .forecastByDay: "Previsão diária, horário local ({zone})", .byDay: "Por dia ({zone})",
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
            .wmo66: "chuva congelante fraca", .wmo67: "chuva congelante forte", .wmo68: "chuva fraca com neve",
            .wmo69: "chuva com neve", .wmo71: "neve fraca",
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
            .whenNowUntil: "de agora até {end} {zone}", .whenSpan: "{day} {start}{range}{end} {zone}",
            .whenFrom: "{day} a partir das {start} {zone}", .today: "hoje", .tonight: "hoje à noite",
            .tomorrow: "amanhã",
            .aboutAmount: "cerca de {amount}", .upToChance: "chance de até {chance}",

            .rainStarting: "Chuva {intensity} deve começar {in}.", .rainStopping: "A chuva deve parar {in}.",
            .rainContinuing: "Chuva {intensity} durante a próxima hora.", .rainNone: "Sem chuva na próxima hora.",
            .light: "fraca", .moderate: "moderada", .heavy: "forte",

            .airNoReading: "sem medição de {provider} para este local", .airNoIndex: "sem índice",
            .airIndex: "IQA {value} ({scale}): {band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "Boa", .owmFair: "Razoável", .owmModerate: "Moderada", .owmPoor: "Ruim",
            .owmVeryPoor: "Muito ruim", .epaGood: "Boa", .epaModerate: "Moderada",
            .epaUnhealthyForSensitiveGroups: "Insalubre para grupos sensíveis", .epaUnhealthy: "Insalubre",
            .epaVeryUnhealthy: "Muito insalubre", .epaHazardous: "Perigosa", .eaqiGood: "Boa",
            .eaqiFair: "Razoável", .eaqiModerate: "Moderada", .eaqiPoor: "Ruim", .eaqiVeryPoor: "Muito ruim",
            .eaqiExtremelyPoor: "Extremamente ruim", .daqiLow: "Poluição baixa", .daqiModerate: "Poluição moderada",
            .daqiHigh: "Poluição alta", .daqiVeryHigh: "Poluição muito alta",

            .observedLongAgo: "(observado há {age}: não é o tempo atual)",

            .cached: "(em cache há {age}; não foi possível atualizar: {reason})",

            .skyTitleLocal: "Céu em {date}, horário local ({zone})", .skyTitleUTC: "Céu em {date}, em UTC",
            .dayLength: "Duração do dia", .dawn: "Amanhecer", .dusk: "Anoitecer", .goldenHour: "Hora dourada",
            .blueHour: "Hora azul", .moon: "Lua", .dayLengthPolarDay: "24 h: o sol não se põe (dia polar)",
            .dayLengthPolarNight: "nenhuma: o sol não nasce (noite polar)",
            .asLongAsYesterday: "igual à de ontem", .longerThanYesterday: "{duration} a mais que ontem",
            .shorterThanYesterday: "{duration} a menos que ontem",
            .twilightPolarDay: "nenhum: o sol não se põe (dia polar)", .civil: "civil", .nautical: "náutico",
            .astronomical: "astronômico", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level}: nenhum (nunca escurece tanto)",
            .twilightSunStaysLower: "{level}: nenhum (o sol fica mais baixo)",
            .twilightNotThisDay: "{level}: nenhum neste dia",
            .oneStretch: "{span}, um só período em torno do meio-dia", .sunStaysHigher: "nenhuma: o sol fica mais alto",
            .sunStaysLower: "nenhuma: o sol fica mais baixo", .twoSpans: "{first} e {second}",
            .spanFrom: "a partir de {time}", .spanUntil: "até {time}",
            .moonLine: "{picture} {phase}, {lit} iluminada, {events}",
            .moonUpAllDay: "acima do horizonte o dia todo", .moonDownAllDay: "abaixo do horizonte o dia todo",
            .moonRises: "nasce às {time}", .moonSets: "se põe às {time}", .noMoonrise: "não nasce",
            .noMoonset: "não se põe", .missingUpAllDay: "{missing}: acima do horizonte o dia todo",
            .missingDownAllDay: "{missing}: abaixo do horizonte o dia todo", .missingThisDay: "{missing} neste dia",
            .daysShort: "{n} dias", .hoursShort: "{n} h", .minutesShort: "{n} min", .secondsShort: "{n} s",
            .moonNewMoon: "Lua nova", .moonWaxingCrescent: "Lua crescente", .moonFirstQuarter: "Quarto crescente",
            .moonWaxingGibbous: "Gibosa crescente", .moonFullMoon: "Lua cheia", .moonWaningGibbous: "Gibosa minguante",
            .moonLastQuarter: "Quarto minguante", .moonWaningCrescent: "Lua minguante",

            .chartTitle: "Próximas {hours} h, horário local ({zone}): {units}, % de chance",
            .chartTooNarrow: "(o gráfico precisa de {needed}; este terminal tem {width})",
            .chartNoSteps: "(sem dados de previsão nas próximas {hours} h para o gráfico)",
            .chartNoRoom: "(os rótulos do gráfico não deixam espaço: os valores são longos demais para desenhar)",

            .weatherAlert: "Alerta meteorológico", .alertFrom: "{event}, emitido por {sender}",
            .alertWholeText: "(adicione --alerts para ver o texto completo)",
            .alertSummary: "Alerta meteorológico: {event}", .rainOrSnowNow: "Chuva ou neve agora",
            .rainOrSnowSoon: "Chuva ou neve {in}", .airSummary: "Qualidade do ar: {band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: ", ", .colon: ": ", .percent: "{n}%", .clock12: "{time} {mark}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "grãos/m³", .beaufort0: "calmaria", .beaufort1: "bafagem", .beaufort2: "aragem",
            .beaufort3: "fraco", .beaufort4: "moderado", .beaufort5: "fresco",
            .beaufort6: "muito fresco", .beaufort7: "forte", .beaufort8: "muito forte",
            .beaufort9: "duro", .beaufort10: "muito duro", .beaufort11: "tempestuoso",
            .beaufort12: "furacão",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "tempo esgotado", .reasonCannotConnect: "falha ao conectar",
            .reasonProxyUnreachable: "proxy inacessível", .reasonHostNotFound: "host não encontrado",
            .reasonConnectionLost: "conexão perdida", .reasonSecureConnectionFailed: "falha na conexão segura",
            .reasonNotTLS: "sem TLS", .reasonCertificate: "certificado não aceito",
            .reasonUnusableURL: "URL inválida", .reasonNetwork: "erro de rede",
            .reasonRateLimited: "limite de requisições, HTTP {status}",
            .reasonServerError: "erro do servidor, HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "({matches} a \"{name}\"; mostrando o primeiro.",
            .ambiguityPlain: "({matches}; mostrando o primeiro. --matches lista todos.)",
            .narrowItDown: "Refine com {examples}.", .countryCodeLike: "um código de país, como \"{example}\"",
            .usStateLike: "um estado dos EUA, como \"{example}\"", .eitherOr: "{first} ou {second}",
            .matchesListsThem: "{command} lista todos.)", .matchesHeader: "{matches} a \"{name}\":",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}, {name}", .durationParts: "{first} {second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "(localizado pelo endereço IP via {locator}; aproximado)",
            .locatedLongAgo: "(localização obtida há {age}; nenhum serviço respondeu: {reason})",
            .yesterday: "Em relação a ontem",
            .warmerThanYesterday: "{delta} mais quente que ontem a esta hora",
            .coolerThanYesterday: "{delta} mais frio que ontem a esta hora",
            .asWarmAsYesterday: "mesma temperatura de ontem a esta hora",
            .highAboveYesterday: "máxima de hoje {delta} acima da de ontem",
            .highBelowYesterday: "máxima de hoje {delta} abaixo da de ontem",
            .highAsYesterday: "máxima de hoje igual à de ontem",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "umidade {delta} maior que ontem a esta hora",
            .lessHumidThanYesterday: "umidade {delta} menor que ontem a esta hora",
            .asHumidAsYesterday: "umidade igual à de ontem a esta hora",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "requisição recusada, HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event} ({level})",
            .alertMinor: "leve",
            .alertModerate: "moderado",
            .alertSevere: "grave",
            .alertExtreme: "extremo",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "Nenhum alerta em vigor ({service})",
            .noWarningService: "Nenhum serviço de alertas cobre este local",
        ],
        counted: [
            .inMinutes: [.one: "em cerca de {n} min", .other: "em cerca de {n} min"],
            .columns: [.one: "{n} coluna", .other: "{n} colunas"],
            .placesMatch: [.one: "{n} lugar corresponde", .other: "{n} lugares correspondem"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .chanceHeader, .chartTitle, .civil, .clockLocal, .compassNNE, .minutesShort, .tempHeader, .unitBft,
            .unitHPa, .unitMM, .unitMS, .unitMicrograms, .uvHeader,
        ])
}
