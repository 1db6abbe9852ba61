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
        // Loopback HTTP server, subprocess runner and the real OpenWeatherMap payloads.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "WeatherKitTests", dependencies: ["WeatherKit", "TestSupport"]),
        // Depends on the executable so that `swift test` always builds it first.
        .testTarget(name: "EndToEndTests", dependencies: ["weather", "TestSupport"]),
    ]
)
