extension Language {
    public static let japanese = Language(
        code: "ja", name: "Japanese", locale: "ja_JP", decimalSeparator: ".", plural: .other,
        phrases: [
            .temperature: "気温", .minMax: "最低 / 最高", .min: "最低", .max: "最高", .humidity: "湿度",
            .dewPoint: "露点", .pressure: "気圧", .wind: "風", .clouds: "雲量", .visibility: "視程",
            .rain: "雨", .snow: "雪", .air: "大気", .pollen: "花粉", .uvIndex: "UV指数",
            .nextHour: "今後1時間", .sunrise: "日の出", .sunset: "日の入り", .observed: "観測",
            .data: "データ",

            .temperatureFeelsLike: "{temperature}、体感 {feelsLike}",
            .windFrom: "{direction}の風 ({bearing})", .windSpeedFrom: "{from} {speed}", .windGusts: "瞬間風速 {speed}",
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

            .forecastByDay: "日ごとの予報、現地時刻（{zone}）", .byDay: "日ごと（{zone}）",
            .forecastEveryHour: "1時間ごとの予報、現地時刻（{zone}）", .everyHour: "1時間ごと（{zone}）",
            .forecastEveryHours: "{hours}時間ごとの予報、現地時刻（{zone}）",
            .everyHours: "{hours}時間ごと（{zone}）",
            .dayHeader: "日付", .lowHeader: "最低", .highHeader: "最高", .weatherHeader: "天気", .timeHeader: "時刻",
            .tempHeader: "気温", .chanceHeader: "確率", .rainHeader: "雨", .snowHeader: "雪", .uvHeader: "UV",
            .airHeader: "大気", .moonHeader: "月相", .windHeader: "風速", .fromHeader: "風向", .dewHeader: "露点",
            .partialDay: "* 一日の一部のみ：その日全体の最低・最高気温ではありません",
            .noForecast: "予報：{provider} からこの地点の予報データが届きませんでした",

            .wmo0: "快晴", .wmo1: "晴れ", .wmo2: "晴れ時々曇り", .wmo3: "曇り", .wmo45: "霧",
            .wmo48: "霧氷を伴う霧", .wmo51: "弱い霧雨", .wmo53: "霧雨", .wmo55: "強い霧雨",
            .wmo56: "弱い着氷性の霧雨", .wmo57: "強い着氷性の霧雨", .wmo61: "弱い雨", .wmo63: "雨",
            .wmo65: "強い雨", .wmo66: "弱い着氷性の雨", .wmo67: "強い着氷性の雨", .wmo68: "弱いみぞれ", .wmo69: "みぞれ", .wmo71: "弱い雪",
            .wmo73: "雪", .wmo75: "強い雪", .wmo77: "霧雪", .wmo80: "弱いにわか雨", .wmo81: "にわか雨",
            .wmo82: "激しいにわか雨", .wmo85: "弱いにわか雪", .wmo86: "強いにわか雪", .wmo95: "雷雨",
            .wmo96: "ひょうを伴う雷雨", .wmo99: "ひょうを伴う強い雷雨",

            .outlookNone: "今後{hours}時間は雨の見込みはありません。", .rainLikely: "雨の可能性が高い",
            .snowLikely: "雪の可能性が高い", .rainPossible: "雨の可能性あり", .snowPossible: "雪の可能性あり",
            .rainSlight: "雨の可能性は低い", .snowSlight: "雪の可能性は低い", .rainForecast: "雨の予報",
            .snowForecast: "雪の予報", .outlook: "{when}、{claim}。", .outlookDetails: "{when}、{claim}（{details}）。",
            .whenNow: "今", .whenNowUntil: "今から{end}（{zone}）まで", .whenSpan: "{day} {start}{range}{end}（{zone}）",
            .whenFrom: "{day} {start}（{zone}）から", .today: "今日", .tonight: "今夜", .tomorrow: "明日",
            .aboutAmount: "約{amount}", .upToChance: "最大{chance}",

            .rainStarting: "{in}に{intensity}雨が降り始めます。", .rainStopping: "{in}に雨がやみます。",
            .rainContinuing: "この先1時間は{intensity}雨が続きます。",
            .rainNone: "この先1時間は雨の見込みはありません。",
            .light: "弱い", .moderate: "中程度の", .heavy: "やや強い",

            .airNoReading: "{provider} からこの地点の測定値なし", .airNoIndex: "指数なし",
            .airIndex: "AQI {value} ({scale})：{band}",
            // Each scale's bands: OpenWeatherMap's, the EPA's, the EEA's and the UK's (see Language/SOURCES.md).
            .owmGood: "良好", .owmFair: "おおむね良好", .owmModerate: "中程度", .owmPoor: "悪い", .owmVeryPoor: "非常に悪い",
            .epaGood: "良好", .epaModerate: "中程度", .epaUnhealthyForSensitiveGroups: "敏感な人には健康に良くない",
            .epaUnhealthy: "健康に良くない", .epaVeryUnhealthy: "非常に健康に良くない", .epaHazardous: "危険", .eaqiGood: "良好",
            .eaqiFair: "おおむね良好", .eaqiModerate: "中程度", .eaqiPoor: "悪い", .eaqiVeryPoor: "非常に悪い",
            .eaqiExtremelyPoor: "極めて悪い", .daqiLow: "低汚染", .daqiModerate: "中程度の汚染", .daqiHigh: "高汚染",
            .daqiVeryHigh: "非常に高い汚染",

            .observedLongAgo: "（{age}前の観測：現在の天気ではありません）",

            .cached: "（{age}前のキャッシュ。更新できませんでした：{reason}）",

            .skyTitleLocal: "{date}の空、現地時刻（{zone}）", .skyTitleUTC: "{date}の空、UTC",
            .dayLength: "昼の長さ", .dawn: "夜明け", .dusk: "夕暮れ", .goldenHour: "ゴールデンアワー",
            .blueHour: "ブルーアワー", .moon: "月", .dayLengthPolarDay: "24時間：太陽が沈まない（白夜）",
            .dayLengthPolarNight: "なし：太陽が昇らない（極夜）",
            .asLongAsYesterday: "昨日と同じ", .longerThanYesterday: "昨日より{duration}長い",
            .shorterThanYesterday: "昨日より{duration}短い",
            .twilightPolarDay: "なし：太陽が沈まない（白夜）", .civil: "市民薄明", .nautical: "航海薄明",
            .astronomical: "天文薄明", .twilightAt: "{level} {time}",
            .twilightNeverDark: "{level} なし（そこまで暗くならない）",
            .twilightSunStaysLower: "{level} なし（太陽がそれより低いまま）", .twilightNotThisDay: "{level} この日はなし",
            .oneStretch: "{span}、正午をはさむ一続きの時間帯", .sunStaysHigher: "なし：太陽がそれより高いまま",
            .sunStaysLower: "なし：太陽がそれより低いまま", .twoSpans: "{first}と{second}", .spanFrom: "{time}から",
            .spanUntil: "{time}まで", .moonLine: "{picture} {phase}、輝面比 {lit}、{events}",
            .moonUpAllDay: "一日中地平線の上", .moonDownAllDay: "一日中地平線の下", .moonRises: "月の出 {time}",
            .moonSets: "月の入り {time}", .noMoonrise: "月の出なし", .noMoonset: "月の入りなし",
            .missingUpAllDay: "{missing}：一日中地平線の上", .missingDownAllDay: "{missing}：一日中地平線の下",
            .missingThisDay: "この日は{missing}", .daysShort: "{n}日", .hoursShort: "{n}時間", .minutesShort: "{n}分",
            .secondsShort: "{n}秒",
            .moonNewMoon: "新月", .moonWaxingCrescent: "三日月", .moonFirstQuarter: "上弦の月",
            .moonWaxingGibbous: "十三夜月", .moonFullMoon: "満月", .moonWaningGibbous: "寝待月",
            .moonLastQuarter: "下弦の月", .moonWaningCrescent: "有明月",

            .chartTitle: "今後{hours}時間、現地時刻（{zone}）：{units}、降水確率（%）",
            .chartTooNarrow: "（グラフには{needed}の幅が必要です。この端末は{width}桁です）",
            .chartNoSteps: "（今後{hours}時間にグラフにできる予報データがありません）",
            .chartNoRoom: "（グラフのラベルで幅が埋まっています：値が長すぎて描けません）",

            .weatherAlert: "警報・注意報", .alertFrom: "{event}、発表元：{sender}",
            .alertWholeText: "（全文は --alerts を付けて表示）",
            .alertSummary: "警報・注意報：{event}", .rainOrSnowNow: "現在、雨または雪",
            .rainOrSnowSoon: "{in}に雨または雪", .airSummary: "大気質：{band}",

            // Punctuation, units and the Beaufort forces' names.
            .listSeparator: "、", .colon: "：", .percent: "{n}%", .clock12: "{mark}{time}", .unitMS: "m/s",
            .unitKMH: "km/h", .unitMPH: "mph", .unitKnots: "kn", .unitBft: "Bft", .unitHPa: "hPa", .unitInHg: "inHg",
            .unitMM: "mm", .unitInch: "in", .unitKM: "km", .unitMile: "mi", .unitMicrograms: "µg/m³",
            .unitPollen: "個/m³", .beaufort0: "平穏", .beaufort1: "至軽風", .beaufort2: "軽風", .beaufort3: "軟風",
            .beaufort4: "和風", .beaufort5: "疾風", .beaufort6: "雄風", .beaufort7: "強風", .beaufort8: "疾強風",
            .beaufort9: "大強風", .beaufort10: "全強風", .beaufort11: "暴風", .beaufort12: "颶風",

            // Why a cached answer could not be refreshed.
            .reasonTimedOut: "タイムアウト", .reasonCannotConnect: "接続できません", .reasonProxyUnreachable: "プロキシに接続できません",
            .reasonHostNotFound: "ホストが見つかりません", .reasonConnectionLost: "接続が切れました",
            .reasonSecureConnectionFailed: "安全な接続に失敗", .reasonNotTLS: "TLSなし", .reasonCertificate: "証明書エラー",
            .reasonUnusableURL: "無効なURL", .reasonNetwork: "ネットワークエラー", .reasonRateLimited: "リクエスト制限中、HTTP {status}",
            .reasonServerError: "サーバーエラー、HTTP {status}",

            // The places a name matches: the hint under a report, and --matches.
            .ambiguityShowingFirst: "（\"{name}\"に一致する場所が{matches}。最初の場所を表示しています。",
            .ambiguityPlain: "（一致する場所が{matches}。最初の場所を表示しています。--matches ですべて表示できます。）",
            .narrowItDown: "{examples}で絞り込めます。", .countryCodeLike: "国コード（例：\"{example}\"）",
            .usStateLike: "米国の州（例：\"{example}\"）", .eitherOr: "{first}または{second}",
            .matchesListsThem: "{command} ですべて表示できます。）", .matchesHeader: "\"{name}\"に一致する場所：{matches}",

            // A Beaufort force with its name; a duration's hours and minutes.
            .beaufortReading: "{force}（{name}）", .durationParts: "{first}{second}",

            // Where you are, found by IP address (--here); this hour yesterday (--yesterday).
            .locatedByIP: "（{locator} が IP アドレスから推定した、おおよその位置）",
            .locatedLongAgo: "（{age}前に取得した位置。どのサービスも応答しませんでした：{reason}）",
            .yesterday: "昨日比",
            .warmerThanYesterday: "気温は昨日の同じ時刻より{delta}高い",
            .coolerThanYesterday: "気温は昨日の同じ時刻より{delta}低い",
            .asWarmAsYesterday: "気温は昨日の同じ時刻と同じ",
            .highAboveYesterday: "今日の最高気温は昨日より{delta}高い",
            .highBelowYesterday: "今日の最高気温は昨日より{delta}低い",
            .highAsYesterday: "今日の最高気温は昨日と同じ",

            // Humidity against this hour yesterday (--yesterday).
            .moreHumidThanYesterday: "湿度は昨日の同じ時刻より{delta}高い",
            .lessHumidThanYesterday: "湿度は昨日の同じ時刻より{delta}低い",
            .asHumidAsYesterday: "湿度は昨日の同じ時刻と同じ",

            // A server's refusal by its status, in a few words.
            .reasonRefused: "リクエスト拒否、HTTP {status}",

            // A warning's level (CAP's severity; MET's yellow, orange, red), beside its event.
            .alertWithLevel: "{event}（{level}）",
            .alertMinor: "軽度",
            .alertModerate: "中程度",
            .alertSevere: "重大",
            .alertExtreme: "極めて重大",

            // With --alerts, when nothing is in force, or no service covers the place.
            .noWarningsInForce: "発表中の警報・注意報はありません（{service}）",
            .noWarningService: "この地点に対応する警報サービスはありません",
        ],
        counted: [
            .inMinutes: [.other: "{n}分後"], .columns: [.other: "{n}桁"], .placesMatch: [.other: "{n}か所"],
        ],
        // Words English has too, by right: checked by NoEnglishLeftTests to be English's.
        sameAsEnglish: [
            .airIndex, .unitBft, .unitHPa, .unitMM, .unitMS, .unitMicrograms, .uvHeader,
        ],
        twelveHourFromZero: true)
}
