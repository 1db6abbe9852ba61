import Foundation

/// Folders Foundation makes in HOME that are not ours, and their removal.
///
/// Building any `URLSessionConfiguration` touches the shared URL cache and cookie store, which
/// create `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<name>/` and
/// `$XDG_DATA_HOME/<folder of the executable>/` (`~/.cache/…` and `~/.local/share/…`), even though
/// this program uses neither. Foundation reads those variables once at start-up, so they cannot
/// be pointed elsewhere in process; instead, whatever folder did not exist before the
/// configuration was made and is still empty after it is removed again (`rmdir` removes only an
/// empty folder, so nothing of anyone else's can go).
enum FoundationFolders {
    static func removingWhatItCreates<T>(environment: [String: String], _ make: () -> T) -> T {
        // Each folder Foundation may make, and every parent up to the first that exists already.
        var candidates: [String] = []
        for folder in candidateFolders(environment: environment) {
            var path = folder
            while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
                candidates.append(path)
                path = (path as NSString).deletingLastPathComponent
            }
        }
        let made = make()
        // Deepest first, so a parent is empty by the time its turn comes.
        for folder in Set(candidates).sorted(by: { $0.count > $1.count }) { rmdir(folder) }
        return made
    }

    /// The folders Foundation may create: under the cache and data homes, worked out as Foundation
    /// does (an absolute `XDG_CACHE_HOME` or `XDG_DATA_HOME`, else `~/.cache` and `~/.local/share`),
    /// from the environment the process started with, which is also what Foundation read.
    static func candidateFolders(environment: [String: String]) -> [String] {
        func home(_ variable: String, _ fallback: String) -> String? {
            if let value = environment[variable], value.count > 1, value.hasPrefix("/") { return value }
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return (home as NSString).appendingPathComponent(fallback)
        }
        var folders: [String] = []
        if let caches = home("XDG_CACHE_HOME", ".cache") {
            let name = (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\\", with: "_")
                .replacingOccurrences(of: ":", with: "_")
            folders.append(caches + "/org.swift.foundation.URLCache/" + name)
        }
        if let data = home("XDG_DATA_HOME", ".local/share") {
            var bundle = URL(fileURLWithPath: Bundle.main.bundlePath).lastPathComponent
            if let dot = bundle.lastIndex(of: ".") { bundle = String(bundle[..<dot]) }
            folders.append(data + "/" + bundle)
        }
        return folders
    }
}
