extension Language {
    public static let japanese = Language(
        code: "ja", name: "Japanese", locale: "ja_JP", decimalSeparator: ".", plural: .other,
        phrases: [
            .temperature: "気温", .minMax: "最低 / 最高", .min: "最低", .max: "最高", .humidity: "湿度",
            .dewPoint: "露点", .pressure: "気圧", .wind: "風", .clouds: "雲量", .visibility: "視程",
            .rain: "雨", .snow: "雪", .air: "大気", .pollen: "花粉", .uvIndex: "UV指数",
            .nextHour: "次の1時間", .sunrise: "日の出", .sunset: "日の入り", .observed: "観測",
            .data: "データ",

            .temperatureFeelsLike: "{temperature}、体感 {feelsLike}",
            .windFrom: "{direction}の風 ({bearing})", .windGusts: "突風 {speed}",
            .rainLastHour: "過去1時間 {amount}", .rainLastThreeHours: "過去3時間 {amount}",
            .clockSameAsLocal: "{utc} (現地時刻と同じ)", .clockLocal: "現地 {time}、{zone}",
            .polarDay: "白夜", .polarNight: "極夜", .noPollen: "飛散なし",

            .compassN: "北", .compassNNE: "北北東", .compassNE: "北東", .compassENE: "東北東", .compassE: "東",
            .compassESE: "東南東", .compassSE: "南東", .compassSSE: "南南東", .compassS: "南",
            .compassSSW: "南南西", .compassSW: "南西", .compassWSW: "西南西", .compassW: "西",
            .compassWNW: "西北西", .compassNW: "北西", .compassNNW: "北北西",

            .alder: "ハンノキ", .birch: "シラカバ", .grass: "イネ科", .mugwort: "ヨモギ", .olive: "オリーブ",
            .ragweed: "ブタクサ",

            .uvLow: "弱い", .uvModerate: "中程度", .uvHigh: "強い", .uvVeryHigh: "非常に強い",
            .uvExtreme: "極端に強い",

            .forecastByDay: "現地の日ごとの予報 ({zone})", .byDay: "日ごと ({zone})",
            .forecastEveryHour: "1時間ごとの予報、現地時刻 ({zone})", .everyHour: "1時間ごと ({zone})",
            .forecastEveryHours: "{hours}時間ごとの予報、現地時刻 ({zone})",
            .everyHours: "{hours}時間ごと ({zone})",
            .dayHeader: "日", .lowHeader: "最低", .highHeader: "最高", .weatherHeader: "天気", .timeHeader: "時刻",
            .tempHeader: "気温", .chanceHeader: "確率", .rainHeader: "雨", .snowHeader: "雪", .uvHeader: "UV",
            .airHeader: "大気", .moonHeader: "月齢", .windHeader: "風速", .fromHeader: "風向", .dewHeader: "露点",
            .partialDay: "* 一日の一部のみ：その日全体の最低・最高気温ではありません",
            .noForecast: "予報：{provider} からこの地点の予報データが届きませんでした",
        ],
        counted: [.inMinutes: [.other: "{n}分後"]])
}
