// swift-tools-version:6.0
import Foundation
import PackageDescription

/// `WEATHER_LINK_NETWORK=1 swift build …` links the URLSession layer into the executable instead of
/// building libWeatherNetwork.so for it to open on demand. The static build needs this: a library
/// opened at run time must share the executable's Swift runtime and Foundation (see README).
let linkNetwork = ProcessInfo.processInfo.environment["WEATHER_LINK_NETWORK"] == "1"

let package = Package(
    name: "weather",
    products: [
        .executable(name: "weather", targets: ["weather"])
    ]
        // URLSession, FoundationNetworking and libcurl, which weather opens only when it sends a
        // request (WeatherKit/HTTP/NetworkLibrary.swift). Install it next to the executable.
        + (linkNetwork ? [] : [.library(name: "WeatherNetwork", type: .dynamic, targets: ["WeatherNetwork"])]),
    targets: [
        // All behaviour lives here; the tests import it.
        .target(
            name: "WeatherKit",
            dependencies: ["NetworkContract"] + (linkNetwork ? ["WeatherNetwork"] : []),
            swiftSettings: linkNetwork ? [.define("LINKED_NETWORK")] : []
        ),
        // The types that cross between WeatherKit and the network library.
        .target(name: "NetworkContract"),
        .target(name: "WeatherNetwork", dependencies: ["NetworkContract"]),
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
