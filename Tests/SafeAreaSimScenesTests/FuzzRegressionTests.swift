import SafeAreaSimFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inputs the fuzzer (Scripts/fuzz.sh) once broke, in `FuzzRegressions/`: each runs
/// through the fuzzer's own entry point, the replaying `safearea-fuzz` executable, in a child
/// process, so that a trap fails one test instead of ending the test run. Every input must
/// end without a trap or hang, exit 0 or 2 (2 with the problems on standard error) and, when
/// it succeeds, print valid JSON.
@Suite("Fuzzer regressions (Tests/SafeAreaSimScenesTests/FuzzRegressions)")
struct FuzzRegressionTests {
  @Test("each input the fuzzer once broke passes the fuzzer's checks", arguments: Replay.inputs)
  func regression(name: String) {
    Replay.expectPasses(Replay.inputDirectory + "/" + name)
  }

  @Test("each example scene passes the fuzzer's checks", arguments: ExampleScenes.names)
  func example(name: String) {
    Replay.expectPasses(ExampleScenes.scenePath(name))
  }

  @Test("the regression inputs are found")
  func inputsFound() {
    #expect(Replay.inputs.count >= 6, "in \(Replay.inputDirectory)")
  }
}

/// Runs files through the `safearea-fuzz` executable built beside the test bundle.
enum Replay {
  /// `Tests/SafeAreaSimScenesTests/FuzzRegressions`.
  static let inputDirectory =
    ExampleScenes.packageRoot
    + "/Tests/SafeAreaSimScenesTests/FuzzRegressions"

  /// The regression inputs' file names, sorted.
  static let inputs: [String] = {
    guard let handle = opendir(inputDirectory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".json") { names.append(name) }
    }
    return names.sorted()
  }()

  /// The longest a replay may take before it counts as a hang.
  static let timeoutSeconds = 60

  /// Records an issue unless `safearea-fuzz <path>` exits 0.
  static func expectPasses(_ path: String) {
    let executable = binDirectory() + "/safearea-fuzz"
    guard access(executable, X_OK) == 0 else {
      Issue.record("No \(executable): build it with swift build --build-tests.")
      return
    }
    let output = "\(binDirectory())/fuzz-replay-\(getpid())-\(path.hashValue).log"
    defer { unlink(output) }
    guard let status = run(executable, path, output: output) else {
      Issue.record("safearea-fuzz \(path) did not finish in \(timeoutSeconds)s (a hang).")
      return
    }
    if status != 0 {
      // The broken invariants, or the trap's message and the frames that name a source line.
      let lines = (FileSystem.read(output) ?? "").split(separator: "\n")
      let violations = lines.filter { $0.hasPrefix(path) }
      let trap = lines.filter { $0.contains("Fatal error") || $0.contains("runtime failure") }
      let frames = lines.filter { $0.contains(" at " + ExampleScenes.packageRoot) }.prefix(4)
      let excerpt = (violations + trap + frames).joined(separator: "\n")
      Issue.record("safearea-fuzz \(path) ended with status \(status):\n\(excerpt)")
    }
  }

  /// The folder of the test bundle, where SwiftPM also puts the package's executables.
  private static func binDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return ExampleScenes.packageRoot + "/.build/debug" }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast()
    return parts.joined(separator: "/")
  }

  /// Runs `executable argument` with standard output and error in `output`.
  ///
  /// - Returns: The exit status, 128 + the signal for a process a signal ended, or `nil` when
  ///   it was still running after ``timeoutSeconds`` (it is then killed).
  private static func run(_ executable: String, _ argument: String, output: String) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup(argument), nil]
    defer { arguments.forEach { free($0) } }
    guard posix_spawn(&pid, executable, &actions, nil, arguments, environ) == 0 else {
      return 127
    }
    // The replay writes its pictures to a folder named after its process: remove it after.
    defer { FileSystem.removeTree("/tmp/safearea-fuzz-svg-\(pid)") }
    var status: Int32 = 0
    for _ in 0..<(timeoutSeconds * 100) {
      if waitpid(pid, &status, WNOHANG) == pid {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
      }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
  }
}
