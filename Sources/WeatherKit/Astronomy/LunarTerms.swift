/// The periodic terms of the moon's longitude, distance and latitude: Meeus, *Astronomical
/// Algorithms* (2nd ed.), tables 47.A and 47.B, abridged by him from Chapront's ELP-2000/82.
enum LunarTerms {
    /// One row of table 47.A: multiples of D, M, M′ and F; the sine coefficient of the longitude
    /// (10⁻⁶ degree) and the cosine coefficient of the distance (metres).
    struct LongitudeAndDistance: Sendable {
        var d: Int8, m: Int8, mPrime: Int8, f: Int8
        var longitude: Int32
        var distance: Int32
        init(_ d: Int8, _ m: Int8, _ mPrime: Int8, _ f: Int8, _ longitude: Int32, _ distance: Int32) {
            (self.d, self.m, self.mPrime, self.f) = (d, m, mPrime, f)
            (self.longitude, self.distance) = (longitude, distance)
        }
    }

    /// One row of table 47.B: multiples of D, M, M′ and F, and the sine coefficient of the
    /// latitude (10⁻⁶ degree).
    struct Latitude: Sendable {
        var d: Int8, m: Int8, mPrime: Int8, f: Int8
        var coefficient: Int32
        init(_ d: Int8, _ m: Int8, _ mPrime: Int8, _ f: Int8, _ coefficient: Int32) {
            (self.d, self.m, self.mPrime, self.f) = (d, m, mPrime, f)
            self.coefficient = coefficient
        }
    }

    static let longitudeAndDistance: [LongitudeAndDistance] = [
        .init(0, 0, 1, 0, 6_288_774, -20_905_355), .init(2, 0, -1, 0, 1_274_027, -3_699_111),
        .init(2, 0, 0, 0, 658_314, -2_955_968), .init(0, 0, 2, 0, 213_618, -569_925),
        .init(0, 1, 0, 0, -185_116, 48_888), .init(0, 0, 0, 2, -114_332, -3_149),
        .init(2, 0, -2, 0, 58_793, 246_158), .init(2, -1, -1, 0, 57_066, -152_138),
        .init(2, 0, 1, 0, 53_322, -170_733), .init(2, -1, 0, 0, 45_758, -204_586),
        .init(0, 1, -1, 0, -40_923, -129_620), .init(1, 0, 0, 0, -34_720, 108_743),
        .init(0, 1, 1, 0, -30_383, 104_755), .init(2, 0, 0, -2, 15_327, 10_321),
        .init(0, 0, 1, 2, -12_528, 0), .init(0, 0, 1, -2, 10_980, 79_661),
        .init(4, 0, -1, 0, 10_675, -34_782), .init(0, 0, 3, 0, 10_034, -23_210),
        .init(4, 0, -2, 0, 8_548, -21_636), .init(2, 1, -1, 0, -7_888, 24_208),
        .init(2, 1, 0, 0, -6_766, 30_824), .init(1, 0, -1, 0, -5_163, -8_379),
        .init(1, 1, 0, 0, 4_987, -16_675), .init(2, -1, 1, 0, 4_036, -12_831),
        .init(2, 0, 2, 0, 3_994, -10_445), .init(4, 0, 0, 0, 3_861, -11_650),
        .init(2, 0, -3, 0, 3_665, 14_403), .init(0, 1, -2, 0, -2_689, -7_003),
        .init(2, 0, -1, 2, -2_602, 0), .init(2, -1, -2, 0, 2_390, 10_056),
        .init(1, 0, 1, 0, -2_348, 6_322), .init(2, -2, 0, 0, 2_236, -9_884),
        .init(0, 1, 2, 0, -2_120, 5_751), .init(0, 2, 0, 0, -2_069, 0),
        .init(2, -2, -1, 0, 2_048, -4_950), .init(2, 0, 1, -2, -1_773, 4_130),
        .init(2, 0, 0, 2, -1_595, 0), .init(4, -1, -1, 0, 1_215, -3_958),
        .init(0, 0, 2, 2, -1_110, 0), .init(3, 0, -1, 0, -892, 3_258),
        .init(2, 1, 1, 0, -810, 2_616), .init(4, -1, -2, 0, 759, -1_897),
        .init(0, 2, -1, 0, -713, -2_117), .init(2, 2, -1, 0, -700, 2_354),
        .init(2, 1, -2, 0, 691, 0), .init(2, -1, 0, -2, 596, 0),
        .init(4, 0, 1, 0, 549, -1_423), .init(0, 0, 4, 0, 537, -1_117),
        .init(4, -1, 0, 0, 520, -1_571), .init(1, 0, -2, 0, -487, -1_739),
        .init(2, 1, 0, -2, -399, 0), .init(0, 0, 2, -2, -381, -4_421),
        .init(1, 1, 1, 0, 351, 0), .init(3, 0, -2, 0, -340, 0),
        .init(4, 0, -3, 0, 330, 0), .init(2, -1, 2, 0, 327, 0),
        .init(0, 2, 1, 0, -323, 1_165), .init(1, 1, -1, 0, 299, 0),
        .init(2, 0, 3, 0, 294, 0), .init(2, 0, -1, -2, 0, 8_752),
    ]

    static let latitude: [Latitude] = [
        .init(0, 0, 0, 1, 5_128_122), .init(0, 0, 1, 1, 280_602), .init(0, 0, 1, -1, 277_693),
        .init(2, 0, 0, -1, 173_237), .init(2, 0, -1, 1, 55_413), .init(2, 0, -1, -1, 46_271),
        .init(2, 0, 0, 1, 32_573), .init(0, 0, 2, 1, 17_198), .init(2, 0, 1, -1, 9_266),
        .init(0, 0, 2, -1, 8_822), .init(2, -1, 0, -1, 8_216), .init(2, 0, -2, -1, 4_324),
        .init(2, 0, 1, 1, 4_200), .init(2, 1, 0, -1, -3_359), .init(2, -1, -1, 1, 2_463),
        .init(2, -1, 0, 1, 2_211), .init(2, -1, -1, -1, 2_065), .init(0, 1, -1, -1, -1_870),
        .init(4, 0, -1, -1, 1_828), .init(0, 1, 0, 1, -1_794), .init(0, 0, 0, 3, -1_749),
        .init(0, 1, -1, 1, -1_565), .init(1, 0, 0, 1, -1_491), .init(0, 1, 1, 1, -1_475),
        .init(0, 1, 1, -1, -1_410), .init(0, 1, 0, -1, -1_344), .init(1, 0, 0, -1, -1_335),
        .init(0, 0, 3, 1, 1_107), .init(4, 0, 0, -1, 1_021), .init(4, 0, -1, 1, 833),
        .init(0, 0, 1, -3, 777), .init(4, 0, -2, 1, 671), .init(2, 0, 0, -3, 607),
        .init(2, 0, 2, -1, 596), .init(2, -1, 1, -1, 491), .init(2, 0, -2, 1, -451),
        .init(0, 0, 3, -1, 439), .init(2, 0, 2, 1, 422), .init(2, 0, -3, -1, 421),
        .init(2, 1, -1, 1, -366), .init(2, 1, 0, 1, -351), .init(4, 0, 0, 1, 331),
        .init(2, -1, 1, 1, 315), .init(2, -2, 0, -1, 302), .init(0, 0, 1, 3, -283),
        .init(2, 1, 1, -1, -229), .init(1, 1, 0, -1, 223), .init(1, 1, 0, 1, 223),
        .init(0, 1, -2, -1, -220), .init(2, 1, -1, -1, -220), .init(1, 0, 1, 1, -185),
        .init(2, -1, -2, -1, 181), .init(0, 1, 2, 1, -177), .init(4, 0, -2, -1, 176),
        .init(4, -1, -1, -1, 166), .init(1, 0, 1, -1, -164), .init(4, 0, 1, -1, 132),
        .init(1, 0, -1, -1, -119), .init(4, -1, 0, -1, 115), .init(2, -2, 0, 1, 107),
    ]
}
