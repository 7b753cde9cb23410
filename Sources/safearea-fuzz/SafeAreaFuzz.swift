// The scene fuzzer. Built normally, it replays inputs: `safearea-fuzz FILE...` runs each file
// through `SceneFuzzCheck` and exits 1 if any breaks an invariant (a trap ends it with the
// trap's signal). Scripts/fuzz.sh builds it with `-sanitize=fuzzer,address -D FUZZING`: then
// it exports libFuzzer's entry point and its `main` runs libFuzzer's driver.

import SafeAreaSimFixtures
import SafeAreaSimFuzzing
import SafeAreaSimScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The check every input goes through; `SAFEAREA_FUZZ_SVG_DIR` says where pictures go.
let check = SceneFuzzCheck(
  svgDirectory: FileSystem.environment("SAFEAREA_FUZZ_SVG_DIR")
    ?? "/tmp/safearea-fuzz-svg-\(getpid())")

/// Writes text to standard error.
func printError(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    if written <= 0 { return }
    bytes = bytes.dropFirst(written)
  }
}

#if FUZZING
  /// libFuzzer's entry point: one input; a broken invariant aborts, which libFuzzer reports as
  /// a crash and saves the input.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = check.violations(of: bytes)
    if !problems.isEmpty {
      printError(problems.map { "safearea-fuzz: " + $0 + "\n" }.joined())
      abort()
    }
    return 0
  }

  /// libFuzzer's own mutation (`LLVMFuzzerMutate` in FuzzerInterface.h).
  @_silgen_name("LLVMFuzzerMutate")
  func fuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

  /// libFuzzer's custom mutator: half of the mutations replace a number of the scene with an
  /// extreme value (`SceneMutator`), the others are libFuzzer's (dictionary included).
  @_cdecl("LLVMFuzzerCustomMutator")
  func fuzzCustomMutator(
    _ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32
  ) -> Int {
    guard let data else { return 0 }
    if seed % 2 == 0 {
      let bytes = Array(UnsafeBufferPointer(start: data, count: size))
      if let mutated = SceneMutator().replacingNumber(in: bytes, seed: seed / 2, maxSize: maxSize) {
        _ = UnsafeMutableBufferPointer(start: data, count: maxSize).initialize(from: mutated)
        return mutated.count
      }
    }
    return fuzzerMutate(data, size, maxSize)
  }

  /// libFuzzer's driver (`LLVMFuzzerRunDriver` in FuzzerInterface.h).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The program's `main`. SwiftPM links an executable target's `main` to `<module>_main` on
  /// Linux, and libFuzzer's own `main` cannot take that name, so this one calls its driver.
  @_cdecl("safearea_fuzz_main")
  func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> Int32 {
    if let path = FileSystem.environment("SAFEAREA_FUZZ_WRITE_DEMO_SCENE") {
      // Scripts/fuzz.sh seeds the corpus with the built-in demo scene this way.
      return FileSystem.write(DemoScene.json, to: path) ? 0 : 1
    }
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzTestOneInput(data, size) }
  }
#else
  /// The bytes of a file, or `nil` when it cannot be read.
  func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[..<count]
      if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
    }
  }

  /// Replays the files given on the command line.
  @main
  enum Replay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if arguments.first == "--write-demo-scene", arguments.count == 2 {
        // Scripts/fuzz.sh seeds the corpus with the built-in demo scene this way.
        exit(FileSystem.write(DemoScene.json, to: arguments[1]) ? 0 : 1)
      }
      if arguments.isEmpty || arguments.first?.hasPrefix("-") == true {
        printError(
          """
          USAGE: safearea-fuzz FILE...
                 safearea-fuzz --write-demo-scene PATH

          Runs each file through the fuzzer's checks and exits 1 if any breaks an invariant.
          Scripts/fuzz.sh builds the libFuzzer version of this target.

          """)
        exit(2)
      }
      var failed = false
      for path in arguments {
        guard let bytes = readBytes(path) else {
          printError("\(path): cannot read\n")
          failed = true
          continue
        }
        let problems = check.violations(of: bytes)
        failed = failed || !problems.isEmpty
        print(
          problems.isEmpty
            ? "\(path): ok" : problems.map { "\(path): \($0)" }.joined(separator: "\n"))
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
