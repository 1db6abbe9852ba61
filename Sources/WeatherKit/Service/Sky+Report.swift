import FoundationEssentials

extension WeatherReport {
    /// Works out ``sky`` for the place: the local day that holds `date`, then tomorrow (for the
    /// next golden hour after this evening's) and each further day of the forecast (for the daily
    /// table's moon). Nothing is fetched.
    /// - Parameter date: when the report was made (`madeAt`), or for a saved response
    ///   (`--input`) when it was observed: its sky is that day's.
    public mutating func addSky(on date: Date) {
        let location = self.location
        let point = Coordinates(latitude: location.latitude, longitude: location.longitude)
        let offset = location.timezoneOffsetSeconds ?? 0
        let days = max(2, 1 + (forecast?.daily.count ?? 0))
        sky = (0..<days).map { day in
            Sky(at: point, on: date.addingTimeInterval(Double(day) * 86_400), utcOffset: offset)
        }
    }
}
