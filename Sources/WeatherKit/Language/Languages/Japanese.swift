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

            .wmo0: "快晴", .wmo1: "晴れ", .wmo2: "晴れ時々曇り", .wmo3: "曇り", .wmo45: "霧",
            .wmo48: "霧氷を伴う霧", .wmo51: "弱い霧雨", .wmo53: "霧雨", .wmo55: "強い霧雨",
            .wmo56: "弱い着氷性の霧雨", .wmo57: "強い着氷性の霧雨", .wmo61: "弱い雨", .wmo63: "雨",
            .wmo65: "強い雨", .wmo66: "弱い着氷性の雨", .wmo67: "強い着氷性の雨", .wmo71: "弱い雪",
            .wmo73: "雪", .wmo75: "強い雪", .wmo77: "霧雪", .wmo80: "弱いにわか雨", .wmo81: "にわか雨",
            .wmo82: "激しいにわか雨", .wmo85: "弱いにわか雪", .wmo86: "強いにわか雪", .wmo95: "雷雨",
            .wmo96: "弱いひょうを伴う雷雨", .wmo99: "強いひょうを伴う雷雨",

            .outlookNone: "今後{hours}時間は雨の見込みはありません。", .rainLikely: "雨の可能性が高い",
            .snowLikely: "雪の可能性が高い", .rainPossible: "雨の可能性あり", .snowPossible: "雪の可能性あり",
            .rainSlight: "雨の可能性は低い", .snowSlight: "雪の可能性は低い", .rainForecast: "雨の予報",
            .snowForecast: "雪の予報", .outlook: "{when}、{claim}。", .outlookDetails: "{when}、{claim}（{details}）。",
            .whenNow: "今", .whenNowUntil: "今から{end}まで", .whenSpan: "{day} {start}{range}{end}",
            .whenFrom: "{day} {start}から", .today: "今日", .tonight: "今夜", .tomorrow: "明日",
            .aboutAmount: "約{amount}", .upToChance: "最大{chance}",

            .rainStarting: "{in}に{intensity}雨が降り始めます。", .rainStopping: "{in}に雨がやみます。",
            .rainContinuing: "この先1時間は{intensity}雨が続きます。",
            .rainNone: "この先1時間は雨の見込みはありません。",
            .light: "弱い", .moderate: "中程度の", .heavy: "強い",

            .airNoReading: "{provider} からこの地点の測定値なし", .airNoIndex: "指数なし",
            .airIndex: "AQI {value} ({scale})：{band}",
            .airGood: "良好", .airFair: "おおむね良好", .airModerate: "中程度", .airPoor: "悪い",
            .airVeryPoor: "非常に悪い", .airExtremelyPoor: "極めて悪い",
            .airUnhealthyForSensitiveGroups: "敏感な人には健康に良くない", .airUnhealthy: "健康に良くない",
            .airVeryUnhealthy: "非常に健康に良くない", .airHazardous: "危険", .airLow: "低い", .airHigh: "高い",
            .airVeryHigh: "非常に高い",

            .cached: "({age}前のキャッシュ。更新できませんでした：{reason})",
        ],
        counted: [.inMinutes: [.other: "{n}分後"]])
}
