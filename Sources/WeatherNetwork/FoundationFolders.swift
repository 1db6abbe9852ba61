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
        let candidates = candidateFolders()
        let existing = Set(candidates.filter { FileManager.default.fileExists(atPath: $0) })
        let made = make()
        // Deepest first, so a parent is empty by the time its turn comes.
        for folder in candidates.sorted(by: { $0.count > $1.count }) where !existing.contains(folder) {
            rmdir(folder)
        }
        return made
    }

    /// The folders Foundation may create, and the parents it may have had to create for them.
    static func candidateFolders() -> [String] {
        let manager = FileManager.default
        var folders: [String] = []
        if let caches = manager.urls(for: .cachesDirectory, in: .userDomainMask).first {
            let cache = caches.appendingPathComponent("org.swift.foundation.URLCache")
            let name = (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
                .replacingOccurrences(of: "/", with: "_")
            folders += [cache.appendingPathComponent(name).path, cache.path, caches.path]
        }
        if let support = manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            var bundle = URL(fileURLWithPath: Bundle.main.bundlePath).lastPathComponent
            if let dot = bundle.lastIndex(of: ".") { bundle = String(bundle[..<dot]) }
            folders += [
                support.appendingPathComponent(bundle).path, support.path, support.deletingLastPathComponent().path,
            ]
        }
        return folders.filter { !$0.isEmpty && $0 != "/" }
    }
}
