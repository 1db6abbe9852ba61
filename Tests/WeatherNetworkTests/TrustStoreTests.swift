import Foundation
import Testing

@testable import WeatherNetwork

/// Where the release build finds its CA certificates when the user says nothing.
@Suite struct TrustStoreTests {
    static func choice(
        _ environment: [String: String] = [:], hashed: Set<String> = [], files: Set<String> = []
    ) -> TrustStore.Choice? {
        TrustStore.systemCertificates(environment: environment, isHashedFolder: hashed.contains, exists: files.contains)
    }

    @Test func aHashedFolderFirstAndOpenSSLsDefaultBundleTurnedOff() throws {
        let all = Set(TrustStore.bundles)
        #expect(Self.choice(hashed: ["/etc/ssl/certs"], files: all) == .folder("/etc/ssl/certs"))
        let variables = try #require(Self.choice(hashed: ["/etc/ssl/certs"])).variables
        #expect(variables.map(\.0.rawValue) == ["SSL_CERT_DIR", "SSL_CERT_FILE"])
        #expect(variables.map(\.1) == ["/etc/ssl/certs", "/dev/null"])
    }

    @Test func fedorasFolder() {
        let fedora = "/etc/pki/ca-trust/extracted/pem/directory-hash"
        #expect(Self.choice(hashed: [fedora]) == .folder(fedora))
    }

    @Test func theDebianBundleWhenNoFolderIsHashed() {
        #expect(Self.choice(files: Set(TrustStore.bundles)) == .bundle("/etc/ssl/certs/ca-certificates.crt"))
    }

    @Test func fedorasBundleWhereDebiansIsMissing() {
        #expect(Self.choice(files: ["/etc/pki/tls/certs/ca-bundle.crt"]) == .bundle("/etc/pki/tls/certs/ca-bundle.crt"))
    }

    @Test(arguments: [["SSL_CERT_FILE": "/mine.pem"], ["SSL_CERT_DIR": "/my/certs"]])
    func theUsersChoiceStands(environment: [String: String]) {
        #expect(Self.choice(environment, hashed: ["/etc/ssl/certs"], files: Set(TrustStore.bundles)) == nil)
    }

    @Test func anEmptyVariableIsNoChoiceAndNothingFoundIsNothingToSet() {
        #expect(Self.choice(["SSL_CERT_FILE": ""]) == nil)
        #expect(Self.choice(["SSL_CERT_FILE": ""], files: Set(TrustStore.bundles)) != nil)
    }

    @Test(arguments: [
        ("5ad8a5d6.0", true), ("4042bcee.12", true), ("ca-certificates.crt", false), ("5AD8A5D6.0", false),
        ("5ad8a5d.0", false), ("5ad8a5d6.", false), ("5ad8a5d6.r0", false), ("5ad8a5d6.0.pem", false),
    ])
    func hashNames(name: String, isHash: Bool) {
        #expect(TrustStore.isHashName(name) == isHash)
    }

    /// A real folder: one with a hashed name is a hashed folder; one without, and a missing one, are not.
    @Test func foldersOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("truststore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("ca-certificates.crt"))
        #expect(!TrustStore.isHashedFolder(root.path))
        try Data().write(to: root.appendingPathComponent("4042bcee.0"))
        #expect(TrustStore.isHashedFolder(root.path))
        #expect(!TrustStore.isHashedFolder(root.appendingPathComponent("missing").path))
    }
}
