import Foundation
import WeatherKit

/// Where TLS finds the certificates it trusts.
///
/// In both builds OpenSSL's defaults decide, and they honour `SSL_CERT_FILE` and `SSL_CERT_DIR`: the
/// release build's libcurl has no CA path of its own, and the paths compiled into the build from
/// source's (Debian's) are set aside by Sources/CurlShims/CertificateStore.c, which also reads the
/// bundle once a process and decodes only the certificates a chain names. Without either variable,
/// OpenSSL looks where the machine that
/// built its library keeps them (Debian's `/usr/lib/ssl`), which other distributions lack. So when
/// the user set neither, this process gets one of the system's own:
/// - a folder of certificates named by their subject's hash (`/etc/ssl/certs` on Debian, Ubuntu,
///   Arch, Alpine and openSUSE; Fedora's `directory-hash`), from which OpenSSL reads only the
///   certificates a handshake needs. `SSL_CERT_FILE` is then set to `/dev/null`, or the release
///   build's OpenSSL would also parse its default bundle whole, 15-20 ms of CPU a run (libcurl keeps
///   the store; it was for every connection when measured on the 50 ms link: `London --forecast`
///   0.91x the wall time, half the CPU). Not when a bundle is newer than the folder:
///   `update-ca-certificates` renames its new bundle into the folder, so only a certificate appended
///   by hand makes it so, and that certificate is in the bundle alone;
/// - else the first bundle that exists of Debian and Ubuntu, Fedora and RHEL, Arch, Alpine and
///   openSUSE, as `SSL_CERT_FILE`.
///
/// The processes weather starts get the environment it started with, not these.
public enum TrustStore {
    static let folders = [
        "/etc/ssl/certs",  // Debian, Ubuntu, Arch, Alpine, openSUSE
        "/etc/pki/ca-trust/extracted/pem/directory-hash",  // Fedora, RHEL 9
    ]
    static let bundles = [
        "/etc/ssl/certs/ca-certificates.crt",  // Debian, Ubuntu, Arch, Alpine
        "/etc/pki/tls/certs/ca-bundle.crt",  // Fedora, RHEL
        "/etc/ssl/cert.pem",  // Alpine, Arch (a link to the above), macOS
        "/etc/ssl/ca-bundle.pem",  // openSUSE
    ]

    /// What to set: the variables and their values.
    enum Choice: Equatable {
        case folder(String)
        case bundle(String)

        var variables: [(EnvironmentVariable, String)] {
            switch self {
            case .folder(let path): [(.sslCertDir, path), (.sslCertFile, "/dev/null")]
            case .bundle(let path): [(.sslCertFile, path)]
            }
        }
    }

    /// Points OpenSSL at the system's certificates unless the user chose some. Call it first
    /// thing in `main`, before any thread exists: `setenv` is not safe beside another thread's
    /// `getenv`.
    public static func defaultToSystemCertificates(environment: [String: String]) {
        let choice = systemCertificates(
            environment: environment, isHashedFolder: isHashedFolder, modified: modificationTime)
        for (variable, value) in choice?.variables ?? [] { setenv(variable.rawValue, value, 1) }
    }

    /// The system's certificates, or nil when the user set either variable or none are found.
    /// - Parameter modified: when a file or folder was last modified (seconds), nil if it is missing.
    static func systemCertificates(
        environment: [String: String], isHashedFolder: (String) -> Bool, modified: (String) -> Double?
    ) -> Choice? {
        let chosen = [EnvironmentVariable.sslCertFile, .sslCertDir].contains { !(environment[$0] ?? "").isEmpty }
        if chosen { return nil }
        let newestBundle = bundles.compactMap(modified).max()
        let folder = folders.first { folder in
            guard isHashedFolder(folder), let changed = modified(folder) else { return false }
            return newestBundle.map { $0 <= changed } ?? true
        }
        if let folder { return .folder(folder) }
        return bundles.first { modified($0) != nil }.map(Choice.bundle)
    }

    /// When `path` (followed through links) was last modified, in seconds; nil if it is missing.
    static func modificationTime(_ path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }

    /// Roots every current system store holds, by the names OpenSSL looks them up by (the hash of
    /// the subject, `.0`): ISRG Root X1, DigiCert Global Root G2 and CA, USERTrust RSA, GlobalSign
    /// R3, Amazon Root CA 1.
    static let wellKnownRoots = ["4042bcee.0", "607986c7.0", "3513523f.0", "fc5a8f99.0", "062cdee6.0", "ce5e74ef.0"]

    /// Whether `path` is a folder of certificates by hash: whether it holds one of the well-known
    /// roots. A few `stat`s: reading the folder (300 names on Debian) cost a cache hit 5% of its time.
    static func isHashedFolder(_ path: String) -> Bool {
        wellKnownRoots.contains { access(path + "/" + $0, F_OK) == 0 }
    }
}
