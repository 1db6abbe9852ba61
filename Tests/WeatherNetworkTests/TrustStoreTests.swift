import Foundation
import Testing

@testable import WeatherNetwork

/// Where the release build finds its CA certificates when the user says nothing.
@Suite struct TrustStoreTests {
    /// - Parameters:
    ///   - files: the bundles that exist, each modified at 50 unless `times` says otherwise.
    ///   - hashed: the folders by hash, each modified at 100 unless `times` says otherwise.
    static func choice(
        _ environment: [String: String] = [:], hashed: Set<String> = [], files: Set<String> = [],
        times: [String: Double] = [:]
    ) -> TrustStore.Choice? {
        TrustStore.systemCertificates(
            environment: environment, isHashedFolder: hashed.contains,
            modified: { times[$0] ?? (hashed.contains($0) ? 100 : files.contains($0) ? 50 : nil) })
    }

    @Test func aHashedFolderFirstAndOpenSSLsDefaultBundleTurnedOff() throws {
        let all = Set(TrustStore.bundles)
        #expect(Self.choice(hashed: ["/etc/ssl/certs"], files: all) == .folder("/etc/ssl/certs"))
        let variables = try #require(Self.choice(hashed: ["/etc/ssl/certs"])).variables
        #expect(variables.map(\.0.rawValue) == ["SSL_CERT_DIR", "SSL_CERT_FILE"])
        #expect(variables.map(\.1) == ["/etc/ssl/certs", "/dev/null"])
    }

    /// A certificate appended to the bundle by hand (`update-ca-certificates` renames its bundle
    /// into the folder, so the folder is never older) is in the bundle alone: the bundle it is.
    @Test func aBundleNewerThanTheFolderIsRead() {
        let debian = "/etc/ssl/certs/ca-certificates.crt"
        #expect(
            Self.choice(hashed: ["/etc/ssl/certs"], files: [debian], times: [debian: 100]) == .folder("/etc/ssl/certs"))
        #expect(Self.choice(hashed: ["/etc/ssl/certs"], files: [debian], times: [debian: 100.5]) == .bundle(debian))
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
    /// a bundle, or another hash, and a missing one, are not. Its time is the file system's.
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
        #expect(TrustStore.modificationTime(root.appendingPathComponent("missing").path) == nil)
        let bundle = root.appendingPathComponent("ca-certificates.crt")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1000.25)], ofItemAtPath: bundle.path)
        #expect(TrustStore.modificationTime(bundle.path) == 1000.25)
    }
}
