import Foundation
import Testing

@testable import WeatherKit

@Suite struct RetryPolicyTests {
    @Test(arguments: [
        ("120", 120.0), ("0", 0), ("Thu, 01 Jan 1970 00:01:40 GMT", 100),
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777),
    ])
    func retryAfterForms(header: String, seconds: Double) {
        #expect(RetryPolicy.retryAfterSeconds(header, now: Date(timeIntervalSince1970: 0)) == seconds)
    }

    @Test(arguments: ["", "soon", "-5", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 32 Nov 1994 08:49:37 GMT", "1.5"])
    func retryAfterNonsenseIsIgnored(header: String) {
        #expect(RetryPolicy.retryAfterSeconds(header, now: Date()) == nil)
    }

    @Test(arguments: [(0, 0.5), (1, 1.0), (2, 2.0), (3, 4.0)])
    func backoffDoublesFromHalfASecond(attempt: Int, seconds: Double) {
        #expect(RetryPolicy.backoff(attempt: attempt, jitter: 1) == seconds)
        #expect(RetryPolicy.backoff(attempt: attempt, jitter: 0.8) == seconds * 0.8)
    }

    @Test(arguments: [(429, true), (500, true), (503, true), (599, true), (400, false), (401, false), (404, false)])
    func retryableStatuses(status: Int, retryable: Bool) {
        #expect(RetryPolicy.isRetryable(status: status) == retryable)
    }
}
