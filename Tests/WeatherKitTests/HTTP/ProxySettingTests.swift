import Foundation
import Testing

@testable import WeatherKit

/// Which proxy a request goes through, by the variables libcurl reads.
@Suite struct ProxySettingTests {
    static let https = URL(string: "https://api.openweathermap.org/data/2.5/weather")!
    static let http = URL(string: "http://127.0.0.1:8080/data/2.5/weather")!

    @Test(arguments: [
        (["https_proxy": "http://a:1"], "http://a:1", "https_proxy"),
        (["HTTPS_PROXY": "http://b:2"], "http://b:2", "HTTPS_PROXY"),
        (["https_proxy": "http://a:1", "all_proxy": "http://c:3"], "http://a:1", "https_proxy"),
        (["ALL_PROXY": "socks5://c:3"], "socks5://c:3", "ALL_PROXY"),
        (["https_proxy": "http://user:secret@a:1"], "http://a:1", "https_proxy"),
    ])
    func httpsRequestsUseTheirVariable(environment: [String: String], address: String, variable: String) {
        #expect(
            ProxySetting.forURL(Self.https, environment: environment)
                == ProxySetting(address: address, variable: variable))
    }

    @Test func plainHTTPIgnoresTheUppercaseVariableAsCurlDoes() {
        #expect(ProxySetting.forURL(Self.http, environment: ["HTTP_PROXY": "http://evil:1"]) == nil)
        #expect(ProxySetting.forURL(Self.http, environment: ["http_proxy": "http://p:1"])?.variable == "http_proxy")
    }

    @Test(arguments: ["*", "openweathermap.org", ".openweathermap.org", "other.org, api.openweathermap.org"])
    func noProxyNamesTheHostOrItsDomain(list: String) {
        #expect(ProxySetting.forURL(Self.https, environment: ["https_proxy": "http://p:1", "no_proxy": list]) == nil)
    }

    @Test func noProxyForAnotherDomainLeavesTheProxy() {
        let environment = ["https_proxy": "http://p:1", "NO_PROXY": "weathermap.org.example"]
        #expect(ProxySetting.forURL(Self.https, environment: environment)?.address == "http://p:1")
    }

    @Test func anEmptyVariableCountsAsUnset() {
        #expect(ProxySetting.forURL(Self.https, environment: ["https_proxy": "", "all_proxy": ""]) == nil)
    }
}
