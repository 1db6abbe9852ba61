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
        ],
        counted: [.inMinutes: [.other: "{n}分钟后"]])
}
