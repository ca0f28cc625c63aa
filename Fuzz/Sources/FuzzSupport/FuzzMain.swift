import CFuzzDriver

/// Runs libFuzzer over `target` with this program's arguments (`-max_total_time=20 corpus/`) and
/// returns its exit status.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, target)
}
