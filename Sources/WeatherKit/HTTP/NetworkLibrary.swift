import Dispatch
import FoundationEssentials
import NetworkContract

#if LINKED_NETWORK
    import WeatherNetwork
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// Opens `libWeatherNetwork.so`, the URLSession layer, the first time a request is sent.
///
/// Linking FoundationNetworking into `weather` would load it, libcurl and the TLS libraries at
/// every start, which costs more than everything else a cached run does (see the README's
/// "Performance"). The library is looked for next to the executable (where `swift build` puts
/// it), then in `../lib/` and `../lib/weather/` beside it, then on the system's library path.
final class NetworkLibrary: @unchecked Sendable {
    static let shared = NetworkLibrary()

    private let lock = Lock()
    private var loaded: NetworkContract.Get?

    /// The library's GET function, loading the library on the first call.
    func get() throws -> NetworkContract.Get {
        #if LINKED_NETWORK
            // Built with WEATHER_LINK_NETWORK=1: the layer is part of the executable.
            return URLSessionTransport.get
        #else
            return try lock.withLock {
                if let loaded { return loaded }
                let get = try Self.load()
                loaded = get
                return get
            }
        #endif
    }

    static func candidates(executable: String?) -> [String] {
        let name = NetworkContract.libraryName
        guard let executable else { return [name] }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [
            folder.appendingPathComponent(name).path,
            folder.appendingPathComponent("../lib/" + name).standardizedFileURL.path,
            folder.appendingPathComponent("../lib/weather/" + name).standardizedFileURL.path,
            name,
        ]
    }

    private static func load() throws(NetworkLibraryError) -> NetworkContract.Get {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        let paths = candidates(executable: executable)
        for path in paths {
            guard let handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else { continue }
            guard let install = dlsym(handle, NetworkContract.installSymbol) else {
                throw NetworkLibraryError(detail: "\(path) has no \(NetworkContract.installSymbol)")
            }
            typealias Install = @convention(c) (UnsafeMutableRawPointer) -> Void
            var slot: NetworkContract.Get?
            withUnsafeMutablePointer(to: &slot) {
                unsafeBitCast(install, to: Install.self)(UnsafeMutableRawPointer($0))
            }
            guard let slot else { throw NetworkLibraryError(detail: "\(path) installed nothing") }
            return slot
        }
        let reason = dlerror().map { String(cString: $0) } ?? "not found"
        throw NetworkLibraryError(
            detail:
                "cannot load \(NetworkContract.libraryName) (\(reason)); build it with `swift build` and install it next to the weather executable"
        )
    }
}

/// `weather` was installed without `libWeatherNetwork.so`: an installation problem (exit 78).
public struct NetworkLibraryError: WeatherFailure, Equatable {
    public var detail: String
    public var exitCode: ExitCode { .config }
    public var description: String { detail }
}
