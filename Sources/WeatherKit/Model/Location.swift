/// Where the observation is for, as the weather endpoint names it.
public struct Location: Sendable, Equatable {
    public var name: String?
    public var country: String?
    public var state: String?
    public var cityID: Int?
    public var latitude: Double
    public var longitude: Double
    public var timezoneOffsetSeconds: Int?
}
