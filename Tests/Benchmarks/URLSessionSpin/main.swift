// A minimal reproducer of FoundationNetworking burning CPU while it waits (Swift 6.3, Linux).
//
//   swiftc -O Tests/Benchmarks/URLSessionSpin/main.swift -o /tmp/spin && /tmp/spin
//
// `Tests/Benchmarks/URLSessionSpin/run` builds it that way, and with the guard that stops the spin
// (Sources/CurlShims) as `swift build` and as the release build link it, and runs all three.
//
// It listens on 127.0.0.1, accepts one connection and never answers, then sends one GET to itself
// with a 3-second timeout and prints the CPU time the process used while it waited. curl, doing
// the same (`curl --max-time 3 http://127.0.0.1:PORT/`), uses next to none.
//
// The mechanism (swift-corelibs-foundation, Sources/FoundationNetworking/URLSession/libcurl/
// MultiHandle.swift): libcurl asks, through CURLMOPT_SOCKETFUNCTION, for write readiness while it
// connects and then for read readiness only. `_SocketSources.createSources` adds a Dispatch
// source for each kind asked for but removes them only on CURL_POLL_REMOVE, so the write source
// from the connect stays. The socket stays writable, the level-triggered source fires at once
// every time, and each firing calls curl_multi_socket_action, which has nothing to do.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
var address = sockaddr_in()
address.sin_family = sa_family_t(AF_INET)
address.sin_addr.s_addr = inet_addr("127.0.0.1")
var length = socklen_t(MemoryLayout<sockaddr_in>.size)
_ = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
    }
}
listen(listener, 1)
let port = UInt16(bigEndian: address.sin_port)
Thread.detachNewThread {
    let client = accept(listener, nil, nil)  // accepted, and never answered
    sleep(60)
    close(client)
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
request.timeoutInterval = 3
let done = DispatchSemaphore(value: 0)
let cpuBefore = cpuSeconds()
let start = Date()
URLSession.shared.dataTask(with: request) { _, _, error in
    print(
        "ended after \(String(format: "%.1f", Date().timeIntervalSince(start))) s: \(error.map { "\($0.localizedDescription)" } ?? "no error")"
    )
    done.signal()
}.resume()
done.wait()
print("CPU time while waiting: \(String(format: "%.2f", cpuSeconds() - cpuBefore)) s")
