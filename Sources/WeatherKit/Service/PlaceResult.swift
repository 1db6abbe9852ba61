/// One place's report, or why there is none.
public enum PlaceResult: Sendable {
    case success(WeatherReport)
    case failure(any WeatherFailure)
}
