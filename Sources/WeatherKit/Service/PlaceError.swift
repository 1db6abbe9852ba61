/// The geocoder found no such place: exit 69, like any other "not found".
public struct PlaceError: WeatherFailure, Equatable {
    public var query: PlaceQuery

    public var exitCode: ExitCode { .notFound }

}
