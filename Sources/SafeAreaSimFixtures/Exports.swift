// The fixtures' users (tests, the fuzzer) read and write files with `FileSystem`, and subclass
// the container the fixtures build on: both now live in `SafeAreaSimSupport`, shared with the
// scenes module, so the fixtures re-export it and their users keep importing only the fixtures.
@_exported public import SafeAreaSimSupport
