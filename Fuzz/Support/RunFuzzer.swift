#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for programs that keep their own `main` (`-sanitize=fuzzer` links it).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands the command line to libFuzzer, which calls `body` with each input, and exits with its status.
///
/// SwiftPM makes an executable target's top-level code the program's `main` (it links it in under
/// the name `TARGET_main`), so libFuzzer's own `main` cannot be used; its driver can.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, body))
}

/// The input as text: invalid UTF-8 becomes U+FFFD, as a file read from disk would.
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The symbol libFuzzer's own `main` refers to; that `main` is linked but never runs (SwiftPM points
/// `main` at the target's top-level code), so reaching this is a build mistake, said loudly.
@_cdecl("LLVMFuzzerTestOneInput")
public func unusedTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fatalError("libFuzzer's main ran instead of the target's; the fuzz target was built wrongly")
}
