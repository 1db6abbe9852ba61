/// Length arithmetic for visibility and rain. The model holds metres and millimetres.
public enum Length {
    /// One international mile is exactly 1609.344 m.
    public static func miles(fromMetres metres: Double) -> Double { metres / 1609.344 }

    /// One inch is exactly 25.4 mm.
    public static func inches(fromMillimetres millimetres: Double) -> Double { millimetres / 25.4 }
}
