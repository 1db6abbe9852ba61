import Foundation
import WeatherKit

/// Where TLS finds the certificates it trusts.
///
/// The release build's libcurl has no CA path of its own, so OpenSSL's defaults decide, and they
/// honour `SSL_CERT_FILE` and `SSL_CERT_DIR`. Without either, OpenSSL looks where the machine that
/// built its library keeps them (Debian's `/usr/lib/ssl`), which other distributions lack; so when
/// neither variable is set, `SSL_CERT_FILE` is set for this process to the first bundle that
/// exists of Debian and Ubuntu, Fedora and RHEL, Arch, Alpine and openSUSE. (The default build's
/// libcurl has Debian's path compiled in and reads neither variable; this changes nothing there.)
public enum TrustStore {
    static let bundles = [
        "/etc/ssl/certs/ca-certificates.crt",  // Debian, Ubuntu, Arch, Alpine
        "/etc/pki/tls/certs/ca-bundle.crt",  // Fedora, RHEL
        "/etc/ssl/cert.pem",  // Alpine, Arch (a link to the above), macOS
        "/etc/ssl/ca-bundle.pem",  // openSUSE
    ]

    /// Sets `SSL_CERT_FILE` to the system's bundle unless the user chose one. Call it first thing
    /// in `main`, before any thread exists: `setenv` is not safe beside another thread's `getenv`.
    public static func defaultToSystemBundle(environment: [String: String]) {
        guard
            let bundle = systemBundle(environment: environment, exists: { FileManager.default.fileExists(atPath: $0) })
        else { return }
        setenv(EnvironmentVariable.sslCertFile.rawValue, bundle, 0)
    }

    /// The bundle to point `SSL_CERT_FILE` at, or nil when the user set either variable or no
    /// known bundle exists.
    static func systemBundle(environment: [String: String], exists: (String) -> Bool) -> String? {
        let chosen = [EnvironmentVariable.sslCertFile, .sslCertDir].contains { !(environment[$0] ?? "").isEmpty }
        return chosen ? nil : bundles.first(where: exists)
    }
}
