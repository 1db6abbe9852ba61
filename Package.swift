// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "weather",
    products: [
        .executable(name: "weather", targets: ["weather"])
    ],
    targets: [
        // All behaviour lives here; it imports FoundationEssentials only and receives its HTTP
        // transport, clock and standard streams as values, so the tests can hand it their own.
        .target(name: "WeatherKit"),
        // The URLSession transport (FoundationNetworking on Linux), in its own module so that
        // WeatherKit never imports Foundation.
        .target(name: "WeatherNetwork", dependencies: ["WeatherKit"]),
        // Thin entry point: argv, the environment and the URLSession transport into WeatherKit.
        .executableTarget(name: "weather", dependencies: ["WeatherKit", "WeatherNetwork"]),
        // Loopback HTTP server, subprocess runner, in-memory transport and test clock, the real
        // OpenWeatherMap payloads, and the parser workout shared by the mutation test and the
        // fuzzer (Tests/Fuzz).
        .target(
            name: "TestSupport",
            dependencies: ["WeatherKit"],
            path: "Tests/TestSupport",
            resources: [.copy("Fixtures")]
        ),
        // Runs a program and reports its own peak RSS, for the memory tests (see its main.swift).
        .executableTarget(name: "peak-rss", path: "Tests/PeakRSS"),
        // Every layer of WeatherKit, in memory: no sockets, no real waits.
        // The golden files are read from the source tree (#filePath), so they can be re-recorded.
        .testTarget(
            name: "WeatherKitTests", dependencies: ["WeatherKit", "TestSupport"], exclude: ["Formatting/Golden"]),
        // The URLSession transport against the loopback server.
        .testTarget(name: "WeatherNetworkTests", dependencies: ["WeatherNetwork", "TestSupport"]),
        // Depends on the executables so that `swift test` always builds them first.
        .testTarget(name: "EndToEndTests", dependencies: ["weather", "peak-rss", "TestSupport"]),
    ]
)
