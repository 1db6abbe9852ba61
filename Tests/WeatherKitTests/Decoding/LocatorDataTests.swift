import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Each locator's recorded answer read as it is sent: a point as one string (ipinfo.io), numbers
/// (ipwho.is, ipapi.co), strings (GeoJS); a refusal in the body; a body without a usable point.
@Suite struct LocatorDataTests {
    static let ipinfo = "locators/johnallen3d_ipinfo_json_charlotte-us.json"
    static let ipwhois = "locators/konstantinwirz_ipwhois_frankfurt-de.json"
    static let ipwhoisRefusal = "locators/ipwhois-python_ipwhois_success-false_reserved-range.json"
    static let ipapi = "locators/konstantinwirz_ipapi-co_json_frankfurt-de.json"
    static let ipapiLimited = "locators/awesome-django-timezones_ipapi-co_429_ratelimited.json"
    static let geojs = "locators/cifpec_geojs_geo_shah-alam-my.json"

    @Test func ipinfoGivesThePointAsOneString() throws {
        let place = try LocatorData.place(from: Fixtures.data(Self.ipinfo), by: .ipinfo)
        #expect(place.latitude == 35.1287 && place.longitude == -80.9338)
        #expect(place.name == "Charlotte" && place.state == "North Carolina" && place.country == "US")
        #expect(place.timeZone == "America/New_York")
    }

    @Test func ipwhoisGivesNumbersAndAZoneObject() throws {
        let place = try LocatorData.place(from: Fixtures.data(Self.ipwhois), by: .ipwhois)
        #expect(place.latitude == 50.1109221 && place.longitude == 8.6821267)
        #expect(place.name == "Frankfurt" && place.state == "Hesse" && place.country == "DE")
        #expect(place.timeZone == "Europe/Berlin")
    }

    @Test func ipapiGivesNumbers() throws {
        let place = try LocatorData.place(from: Fixtures.data(Self.ipapi), by: .ipapi)
        #expect(place.latitude == 50.1367 && place.longitude == 8.7138)
        #expect(place.name == "Frankfurt am Main" && place.country == "DE" && place.timeZone == "Europe/Berlin")
    }

    @Test func geojsGivesStrings() throws {
        let place = try LocatorData.place(from: Fixtures.data(Self.geojs), by: .geojs)
        #expect(place.latitude == 3.1071 && place.longitude == 101.5526)
        #expect(place.name == "Shah Alam" && place.state == "Selangor" && place.country == "MY")
    }

    /// A refusal in the body is the locator's, with its own words: the next is asked.
    @Test func aRefusalInTheBodyIsARefusal() throws {
        #expect(throws: LocatorRefusal(locator: .ipwhois, message: "Reserved range")) {
            try LocatorData.place(from: Fixtures.data(Self.ipwhoisRefusal), by: .ipwhois)
        }
        #expect(throws: LocatorRefusal(locator: .ipapi, message: "RateLimited")) {
            try LocatorData.place(from: Fixtures.data(Self.ipapiLimited), by: .ipapi)
        }
    }

    /// A refusal that names the caller's address (ipapi.co's reasons can) is printed without it.
    @Test func aRefusalNeverCarriesTheAddress() throws {
        let cases: [(String, String)] = [
            (
                #"{"success": false, "message": "203.0.113.7 is in a reserved range"}"#,
                "[address] is in a reserved range"
            ),
            (#"{"success": false, "message": "Invalid IP address (2001:db8::1)."}"#, "Invalid IP address ([address])."),
            (#"{"success": false, "message": "limit 10000/month; retry 12:30"}"#, "limit 10000/month; retry 12:30"),
            (#"{"success": false, "message": "Reserved range, v1.2.3"}"#, "Reserved range, v1.2.3"),
        ]
        for (body, message) in cases {
            #expect(throws: LocatorRefusal(locator: .ipwhois, message: message)) {
                try LocatorData.place(from: Data(body.utf8), by: .ipwhois)
            }
        }
        #expect(throws: LocatorRefusal(locator: .ipapi, message: "[address]: RateLimited")) {
            try LocatorData.place(
                from: Data(#"{"error": true, "reason": "::ffff:192.0.2.1: RateLimited"}"#.utf8), by: .ipapi)
        }
    }

    /// No point, a point that is not one, 0,0 (what is sent for an address no one can place), or
    /// not JSON: a bad answer naming the key.
    @Test func aBodyWithoutAUsablePointNamesTheKey() {
        let cases: [(String, Locator, ResponseError.Problem)] = [
            (#"{"ip": "127.0.0.1", "bogon": true}"#, .ipinfo, .missingKey(path: "loc")),
            (#"{"loc": "north"}"#, .ipinfo, .wrongType(path: "loc", expected: "\"LAT,LON\"", found: "\"north\"")),
            (#"{"loc": "91.0,10"}"#, .ipinfo, .outOfRange(path: "loc", found: "91,10")),
            (#"{"latitude": "0", "longitude": "0"}"#, .geojs, .outOfRange(path: "latitude", found: "0,0")),
            (#"{"success": true, "latitude": 50.1}"#, .ipwhois, .missingKey(path: "longitude")),
        ]
        for (body, locator, problem) in cases {
            #expect(throws: ResponseError(source: .server, problem: problem), "\(body)") {
                try LocatorData.place(from: Data(body.utf8), by: locator)
            }
        }
        #expect(throws: ResponseError.self) { try LocatorData.place(from: Data("<html>".utf8), by: .geojs) }
    }

    /// What the cache keeps is ours, and reads back as what was found; the address is never in it.
    @Test func theKeptLocationReadsBackWithoutTheAddress() throws {
        let place = try LocatorData.place(from: Fixtures.data(Self.ipinfo), by: .ipinfo)
        let kept = LocatorData.keep(Located(place: place, locator: .ipinfo))
        #expect(try LocatorData.kept(kept) == Located(place: place, locator: .ipinfo))
        #expect(!String(decoding: kept, as: UTF8.self).contains("203.0.113.7"))
        #expect(throws: ResponseError.self) {
            try LocatorData.kept(Data(#"{"locator":"elsewhere","lat":1,"lon":2}"#.utf8))
        }
    }
}
