// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "weather",
    products: [
        .executable(name: "weather", targets: ["weather"])
    ],
    targets: [
        // All behaviour lives here; the tests import it.
        .target(name: "WeatherKit"),
        // Thin entry point: hands argv and the environment to WeatherKit and exits with its code.
        .executableTarget(name: "weather", dependencies: ["WeatherKit"]),
        // Loopback HTTP server, subprocess runner, the real OpenWeatherMap payloads, and the
        // parser workout shared by the mutation test and the fuzzer (Tests/Fuzz).
        .target(
            name: "TestSupport",
            dependencies: ["WeatherKit"],
            path: "Tests/TestSupport",
            resources: [.copy("Fixtures")]
        ),
        // Runs a program and reports its own peak RSS, for the memory tests (see its main.swift).
        .executableTarget(name: "peak-rss", path: "Tests/PeakRSS"),
        .testTarget(name: "WeatherKitTests", dependencies: ["WeatherKit", "TestSupport"]),
        // Depends on the executables so that `swift test` always builds them first.
        .testTarget(name: "EndToEndTests", dependencies: ["weather", "peak-rss", "TestSupport"]),
    ]
)
