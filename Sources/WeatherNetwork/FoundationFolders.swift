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
    static func removingWhatItCreates<T>(_ make: () -> T) -> T {
        // Each folder Foundation may make, and every parent up to the first that exists already.
        var candidates: [String] = []
        for folder in candidateFolders() {
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

    /// The folders Foundation may create.
    static func candidateFolders() -> [String] {
        let manager = FileManager.default
        var folders: [String] = []
        if let caches = manager.urls(for: .cachesDirectory, in: .userDomainMask).first {
            let cache = caches.appendingPathComponent("org.swift.foundation.URLCache")
            let name = (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\\", with: "_")
                .replacingOccurrences(of: ":", with: "_")
            folders.append(cache.appendingPathComponent(name).path)
        }
        if let support = manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            var bundle = URL(fileURLWithPath: Bundle.main.bundlePath).lastPathComponent
            if let dot = bundle.lastIndex(of: ".") { bundle = String(bundle[..<dot]) }
            folders.append(support.appendingPathComponent(bundle).path)
        }
        return folders.filter { !$0.isEmpty && $0 != "/" }
    }
}
