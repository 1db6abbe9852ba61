extension Language {
    public static let simplifiedChinese = Language(
        code: "zh_cn", name: "Simplified Chinese", locale: "zh_Hans_CN", decimalSeparator: ".", plural: .other,
        phrases: [
            .temperature: "气温", .minMax: "最低 / 最高", .min: "最低", .max: "最高", .humidity: "湿度",
            .dewPoint: "露点", .pressure: "气压", .wind: "风", .clouds: "云量", .visibility: "能见度",
            .rain: "雨", .snow: "雪", .air: "空气", .pollen: "花粉", .uvIndex: "紫外线指数",
            .nextHour: "未来1小时", .sunrise: "日出", .sunset: "日落", .observed: "观测", .data: "数据",

            .temperatureFeelsLike: "{temperature}，体感 {feelsLike}",
            .windFrom: "{direction}风 ({bearing})", .windSpeedFrom: "{from} {speed}", .windGusts: "阵风 {speed}",
            .rainLastHour: "过去1小时 {amount}", .rainLastThreeHours: "过去3小时 {amount}",
            .clockSameAsLocal: "{utc} (与当地时间相同)", .clockLocal: "当地 {time}，{zone}",
            .polarDay: "极昼", .polarNight: "极夜", .noPollen: "空气中无花粉",

            .compassN: "北", .compassNNE: "北东北", .compassNE: "东北", .compassENE: "东东北", .compassE: "东",
            .compassESE: "东东南", .compassSE: "东南", .compassSSE: "南东南", .compassS: "南",
            .compassSSW: "南西南", .compassSW: "西南", .compassWSW: "西西南", .compassW: "西",
            .compassWNW: "西西北", .compassNW: "西北", .compassNNW: "北西北",

            .alder: "桤木", .birch: "桦树", .grass: "禾本科", .mugwort: "艾蒿", .olive: "橄榄",
            .ragweed: "豚草",

            .uvLow: "低", .uvModerate: "中等", .uvHigh: "高", .uvVeryHigh: "很高", .uvExtreme: "极高",

            .forecastByDay: "逐日预报，当地时间（{zone}）", .byDay: "逐日（{zone}）",
            .forecastEveryHour: "逐小时预报，当地时间（{zone}）", .everyHour: "逐小时（{zone}）",
            .forecastEveryHours: "逐{hours}小时预报，当地时间（{zone}）",
            .everyHours: "逐{hours}小时（{zone}）",
            .dayHeader: "日期", .lowHeader: "最低", .highHeader: "最高", .weatherHeader: "天气",
            .timeHeader: "时间", .tempHeader: "气温", .chanceHeader: "概率", .rainHeader: "雨", .snowHeader: "雪",
            .uvHeader: "UV", .airHeader: "空气", .moonHeader: "月相", .windHeader: "风速", .fromHeader: "风向",
            .dewHeader: "露点",
            .partialDay: "* 仅覆盖当天的一部分：并非全天的最低和最高气温",
            .noForecast: "预报：{provider} 未发送此地点的预报数据",

            .wmo0: "晴", .wmo1: "少云", .wmo2: "多云", .wmo3: "阴", .wmo45: "雾", .wmo48: "冻雾",
            .wmo51: "小毛毛雨", .wmo53: "中毛毛雨", .wmo55: "大毛毛雨", .wmo56: "小冻毛毛雨",
            .wmo57: "大冻毛毛雨", .wmo61: "小雨", .wmo63: "中雨", .wmo65: "大雨", .wmo66: "小冻雨",
            .wmo67: "大冻雨", .wmo68: "小雨夹雪", .wmo69: "雨夹雪", .wmo71: "小雪", .wmo73: "中雪", .wmo75: "大雪", .wmo77: "米雪",
            .wmo80: "小阵雨", .wmo81: "中阵雨", .wmo82: "强阵雨", .wmo85: "小阵雪", .wmo86: "大阵雪",
            .wmo95: "雷阵雨", .wmo96: "雷阵雨伴有冰雹", .wmo99: "强雷阵雨伴有冰雹",

            .outlookNone: "未来{hours}小时内预计无雨。", .rainLikely: "很可能降雨",
            .snowLikely: "很可能降雪", .rainPossible: "可能降雨", .snowPossible: "可能降雪",
            .rainSlight: "降雨可能性较小", .snowSlight: "降雪可能性较小", .rainForecast: "预报有雨",
            .snowForecast: "预报有雪", .outlook: "{when}，{claim}。", .outlookDetails: "{when}，{claim}（{details}）。",
            .whenNow: "现在", .whenNowUntil: "现在至{end}（{zone}）", .whenSpan: "{day} {start}{range}{end}（{zone}）",
            .whenFrom: "{day} {start}（{zone}）起", .today: "今天", .tonight: "今晚", .tomorrow: "明天",
            .aboutAmount: "约 {amount}", .upToChance: "概率最高 {chance}",

            .rainStarting: "{in}开始下雨，{intensity}。", .rainStopping: "{in}雨停。",
            .rainContinuing: "未来1小时持续有雨，{intensity}。", .rainNone: "未来1小时无雨。",
            .light: "雨势较小", .moderate: "雨势中等", .heavy: "雨势较大",

            .airNoReading: "{provider} 未提供此地点的读数", .airNoIndex: "无指数",
            .airIndex: "AQI {value} ({scale})：{band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "良好", .owmFair: "尚可", .owmModerate: "中等", .owmPoor: "差", .owmVeryPoor: "很差", .epaGood: "优",
            .epaModerate: "良", .epaUnhealthyForSensitiveGroups: "轻度污染", .epaUnhealthy: "中度污染",
            .epaVeryUnhealthy: "重度污染", .epaHazardous: "严重污染", .eaqiGood: "良好", .eaqiFair: "尚可", .eaqiModerate: "中等",
            .eaqiPoor: "差", .eaqiVeryPoor: "很差", .eaqiExtremelyPoor: "极差", .daqiLow: "低污染", .daqiModerate: "中等污染",
            .daqiHigh: "高污染", .daqiVeryHigh: "极高污染",

            .observedLongAgo: "（{age}前的观测：不是当前天气）",

            .cached: "（{age}前的缓存；无法刷新：{reason}）",

            .skyTitleLocal: "{date} 天象，当地时间（{zone}）", .skyTitleUTC: "{date} 天象，UTC 时间",
            .dayLength: "昼长", .dawn: "晨光始", .dusk: "昏影终", .goldenHour: "黄金时刻", .blueHour: "蓝调时刻",
            .moon: "月亮", .dayLengthPolarDay: "24小时：太阳不落（极昼）",
            .dayLengthPolarNight: "无：太阳不升起（极夜）",
            .asLongAsYesterday: "与昨天一样长", .longerThanYesterday: "比昨天长{duration}",
            .shorterThanYesterday: "比昨天短{duration}",
            .twilightPolarDay: "无：太阳不落（极昼）", .civil: "民用", .nautical: "航海",
            .astronomical: "天文", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level} 无（天色不会暗到此程度）",
            .twilightSunStaysLower: "{level} 无（太阳始终低于该高度）", .twilightNotThisDay: "{level} 当天无",
            .oneStretch: "{span}，正午前后连成一段", .sunStaysHigher: "无：太阳始终高于该高度",
            .sunStaysLower: "无：太阳始终低于该高度", .twoSpans: "{first} 和 {second}", .spanFrom: "{time} 起",
            .spanUntil: "至 {time}", .moonLine: "{picture} {phase}，亮面 {lit}，{events}",
            .moonUpAllDay: "全天在地平线以上", .moonDownAllDay: "全天在地平线以下", .moonRises: "月出 {time}",
            .moonSets: "月落 {time}", .noMoonrise: "无月出", .noMoonset: "无月落",
            .missingUpAllDay: "{missing}：全天在地平线以上", .missingDownAllDay: "{missing}：全天在地平线以下",
            .missingThisDay: "当天{missing}", .daysShort: "{n}天", .hoursShort: "{n}小时", .minutesShort: "{n}分钟",
            .secondsShort: "{n}秒",
            .moonNewMoon: "新月", .moonWaxingCrescent: "蛾眉月", .moonFirstQuarter: "上弦月",
            .moonWaxingGibbous: "盈凸月", .moonFullMoon: "满月", .moonWaningGibbous: "亏凸月",
            .moonLastQuarter: "下弦月", .moonWaningCrescent: "残月",

            .chartTitle: "未来{hours}小时，当地时间（{zone}）：{units}，降水概率（%）",
            .chartTooNarrow: "（图表需要{needed}；此终端只有{width}列）",
            .chartNoSteps: "（未来{hours}小时内没有可绘制的预报数据）",
            .chartNoRoom: "（图表标签占满了空间：数值太长，无法绘制）",

            .weatherAlert: "天气预警", .alertFrom: "{event}，由 {sender} 发布",
            .alertWholeText: "（加上 --alerts 可显示全文）",
            .alertSummary: "天气预警：{event}", .rainOrSnowNow: "现在有雨或雪",
            .rainOrSnowSoon: "{in}有雨或雪", .airSummary: "空气质量：{band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: "，", .colon: "：", .percent: "{n}%", .clock12: "{mark}{time}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "级", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "粒/m³", .beaufort0: "无风", .beaufort1: "软风", .beaufort2: "轻风", .beaufort3: "微风",
            .beaufort4: "和风", .beaufort5: "清劲风", .beaufort6: "强风", .beaufort7: "疾风", .beaufort8: "大风",
            .beaufort9: "烈风", .beaufort10: "狂风", .beaufort11: "暴风", .beaufort12: "飓风",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "超时", .reasonCannotConnect: "无法连接", .reasonProxyUnreachable: "无法连接代理",
            .reasonHostNotFound: "找不到主机", .reasonConnectionLost: "连接中断", .reasonSecureConnectionFailed: "安全连接失败",
            .reasonNotTLS: "无 TLS", .reasonCertificate: "证书不受信任", .reasonUnusableURL: "URL 无效",
            .reasonNetwork: "网络错误", .reasonRateLimited: "请求受限，HTTP {status}",
            .reasonServerError: "服务器错误，HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "（有{matches}与\"{name}\"匹配，显示第一个。",
            .ambiguityPlain: "（有{matches}匹配，显示第一个。--matches 可列出全部。）", .narrowItDown: "可用{examples}缩小范围。",
            .countryCodeLike: "国家代码（如\"{example}\"）", .usStateLike: "美国州代码（如\"{example}\"）",
            .eitherOr: "{first}或{second}", .matchesListsThem: "{command} 可列出全部。）",
            .matchesHeader: "{matches}与\"{name}\"匹配：",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}（{name}）", .durationParts: "{first}{second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "（由 {locator} 根据 IP 地址估算，为近似位置）",
            .locatedLongAgo: "（{age}前获取的位置；没有服务应答：{reason}）",
            .yesterday: "较昨日",
            .warmerThanYesterday: "气温比昨天同一时间高{delta}",
            .coolerThanYesterday: "气温比昨天同一时间低{delta}",
            .asWarmAsYesterday: "气温与昨天同一时间相同",
            .highAboveYesterday: "今天最高气温比昨天高{delta}",
            .highBelowYesterday: "今天最高气温比昨天低{delta}",
            .highAsYesterday: "今天最高气温与昨天相同",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "湿度比昨天同一时间高{delta}",
            .lessHumidThanYesterday: "湿度比昨天同一时间低{delta}",
            .asHumidAsYesterday: "湿度与昨天同一时间相同",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "请求被拒绝，HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event}（{level}）",
            .alertMinor: "轻微",
            .alertModerate: "中等",
            .alertSevere: "严重",
            .alertExtreme: "极端",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "目前没有生效的预警（{service}）",
            .noWarningService: "没有覆盖此地的预警服务",
        ],
        counted: [
            .inMinutes: [.other: "{n}分钟后"], .columns: [.other: "{n}列"], .placesMatch: [.other: "{n}个地点"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .airIndex, .unitHPa, .unitMM, .unitMS, .unitMicrograms, .uvHeader,
        ],
        dayPeriodsByTimeOfDay: true)
}
