import Foundation

/// libFuzzer's entry point. Every input goes to every parser, and whatever parses to every view
/// (``ParserWorkout``). A crash, a sanitizer report or an error that is not one of our typed ones
/// stops the run and leaves the input in `.build/fuzz/artifacts/`.
@c(LLVMFuzzerTestOneInput)
public func fuzzOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(bytes: data, count: count)
    for parser in ParserWorkout.Parser.allCases {
        if let problem = ParserWorkout.run(parser, bytes) {
            FileHandle.standardError.write(Data("weather-fuzz: \(problem)\n".utf8))
            abort()
        }
    }
    return 0
}
