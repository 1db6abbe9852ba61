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

    /// A real folder: one with a well-known root by its hash is a folder by hash; one with only
    /// a bundle, or another hash, and a missing one, are not.
    @Test func foldersOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("truststore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("ca-certificates.crt"))
        try Data().write(to: root.appendingPathComponent("5ad8a5d6.0"))
        #expect(!TrustStore.isHashedFolder(root.path))
        try Data().write(to: root.appendingPathComponent("4042bcee.0"))
        #expect(TrustStore.isHashedFolder(root.path))
        #expect(!TrustStore.isHashedFolder(root.appendingPathComponent("missing").path))
    }
}
