import PlumbGolden

/// libFuzzer target: a golden frames file. What parses must print and parse back to the same dump.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let dump = try? FrameDump.parse(text, file: "fuzz.frames.txt") else { return 0 }
    let again = try? FrameDump.parse(dump.text, file: "again.frames.txt")
    precondition(again == dump, "frames do not survive printing and reading again:\n\(dump.text)")
    return 0
}
