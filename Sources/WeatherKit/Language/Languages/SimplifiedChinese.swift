extension Language {
    public static let simplifiedChinese = Language(
        code: "zh_cn", name: "Simplified Chinese", locale: "zh_Hans_CN", decimalSeparator: ".", plural: .other,
        phrases: [
            .temperature: "气温", .minMax: "最低 / 最高", .min: "最低", .max: "最高", .humidity: "湿度",
            .dewPoint: "露点", .pressure: "气压", .wind: "风", .clouds: "云量", .visibility: "能见度",
            .rain: "雨", .snow: "雪", .air: "空气", .pollen: "花粉", .uvIndex: "紫外线",
            .nextHour: "未来1小时", .sunrise: "日出", .sunset: "日落", .observed: "观测", .data: "数据",

            .temperatureFeelsLike: "{temperature}，体感 {feelsLike}",
            .windFrom: "{direction}风 ({bearing})", .windGusts: "阵风 {speed}",
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

            .forecastByDay: "按当地日期预报 ({zone})", .byDay: "按日 ({zone})",
            .forecastEveryHour: "逐小时预报，当地时间 ({zone})", .everyHour: "逐小时 ({zone})",
            .forecastEveryHours: "每{hours}小时预报，当地时间 ({zone})",
            .everyHours: "每{hours}小时 ({zone})",
            .dayHeader: "日期", .lowHeader: "最低", .highHeader: "最高", .weatherHeader: "天气",
            .timeHeader: "时间", .tempHeader: "气温", .chanceHeader: "概率", .rainHeader: "雨", .snowHeader: "雪",
            .uvHeader: "UV", .airHeader: "空气", .moonHeader: "月相", .windHeader: "风速", .fromHeader: "风向",
            .dewHeader: "露点",
            .partialDay: "* 仅覆盖当天的一部分：并非全天的最低和最高气温",
            .noForecast: "预报：{provider} 未发送此地点的预报数据",

            .wmo0: "晴", .wmo1: "少云", .wmo2: "多云", .wmo3: "阴", .wmo45: "雾", .wmo48: "冻雾",
            .wmo51: "小毛毛雨", .wmo53: "中毛毛雨", .wmo55: "大毛毛雨", .wmo56: "小冻毛毛雨",
            .wmo57: "大冻毛毛雨", .wmo61: "小雨", .wmo63: "中雨", .wmo65: "大雨", .wmo66: "小冻雨",
            .wmo67: "大冻雨", .wmo71: "小雪", .wmo73: "中雪", .wmo75: "大雪", .wmo77: "米雪",
            .wmo80: "小阵雨", .wmo81: "中阵雨", .wmo82: "强阵雨", .wmo85: "小阵雪", .wmo86: "大阵雪",
            .wmo95: "雷暴", .wmo96: "雷暴伴小冰雹", .wmo99: "雷暴伴大冰雹",

            .outlookNone: "未来{hours}小时内预计无雨。", .rainLikely: "很可能降雨",
            .snowLikely: "很可能降雪", .rainPossible: "可能降雨", .snowPossible: "可能降雪",
            .rainSlight: "降雨可能性较小", .snowSlight: "降雪可能性较小", .rainForecast: "预报有雨",
            .snowForecast: "预报有雪", .outlook: "{when}，{claim}。", .outlookDetails: "{when}，{claim}（{details}）。",
            .whenNow: "现在", .whenNowUntil: "现在至 {end}", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "自{day} {start}", .today: "今天", .tonight: "今晚", .tomorrow: "明天",
            .aboutAmount: "约 {amount}", .upToChance: "概率最高 {chance}",

            .rainStarting: "{in}开始下雨，{intensity}。", .rainStopping: "{in}雨停。",
            .rainContinuing: "未来1小时持续有雨，{intensity}。", .rainNone: "未来1小时无雨。",
            .light: "雨势较小", .moderate: "雨势中等", .heavy: "雨势较大",

            .airNoReading: "{provider} 未提供此地点的读数", .airNoIndex: "无指数",
            .airIndex: "AQI {value} ({scale})：{band}",
            .airGood: "良好", .airFair: "尚可", .airModerate: "中等", .airPoor: "差", .airVeryPoor: "很差",
            .airExtremelyPoor: "极差", .airUnhealthyForSensitiveGroups: "对敏感人群不健康",
            .airUnhealthy: "不健康", .airVeryUnhealthy: "非常不健康", .airHazardous: "危险",
            .airLow: "低", .airHigh: "高", .airVeryHigh: "很高",

            .cached: "(缓存于 {age} 前；无法刷新：{reason})",
        ],
        counted: [.inMinutes: [.other: "{n}分钟后"]])
}
