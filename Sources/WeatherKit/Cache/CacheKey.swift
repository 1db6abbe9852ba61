/// What identifies a cached answer: the base URL, the endpoint's name and the parameters that
/// make the answer what it is. Never the API key.
public struct CacheKey: Sendable, Equatable {
    /// The readable form, hashed into the file name: `https://api…|weather|lat=51.500|lon=-0.100|lang=`.
    public let text: String
    /// A short endpoint name that starts the file name, so the folder is browsable.
    public let endpoint: String

    public init(baseURL: String, endpoint: String, parameters: [(String, String)]) {
        self.endpoint = endpoint
        text = ([baseURL, endpoint] + parameters.map { "\($0.0)=\($0.1)" }).joined(separator: "|")
    }

    /// `weather-1f3a…`: the endpoint and a 64-bit FNV-1a hash of the key text.
    var fileStem: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return endpoint + "-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
