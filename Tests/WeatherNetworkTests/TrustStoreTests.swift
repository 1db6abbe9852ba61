import Testing

@testable import WeatherNetwork

/// Where the release build finds its CA certificates when the user says nothing.
@Suite struct TrustStoreTests {
    @Test func theDebianBundleFirst() {
        #expect(
            TrustStore.systemBundle(environment: [:], exists: { _ in true }) == "/etc/ssl/certs/ca-certificates.crt")
    }

    @Test func fedorasBundleWhereDebiansIsMissing() {
        let fedora: Set = ["/etc/pki/tls/certs/ca-bundle.crt"]
        #expect(
            TrustStore.systemBundle(environment: [:], exists: fedora.contains) == "/etc/pki/tls/certs/ca-bundle.crt")
    }

    @Test(arguments: [["SSL_CERT_FILE": "/mine.pem"], ["SSL_CERT_DIR": "/my/certs"]])
    func theUsersChoiceStands(environment: [String: String]) {
        #expect(TrustStore.systemBundle(environment: environment, exists: { _ in true }) == nil)
    }

    @Test func anEmptyVariableIsNoChoiceAndNoBundleIsNothingToSet() {
        #expect(TrustStore.systemBundle(environment: ["SSL_CERT_FILE": ""], exists: { _ in false }) == nil)
        #expect(TrustStore.systemBundle(environment: ["SSL_CERT_FILE": ""], exists: { _ in true }) != nil)
    }
}
