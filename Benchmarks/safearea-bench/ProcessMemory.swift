#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's memory use, from `/proc/self/status` (Linux).
struct ProcessMemory {
  /// VmRSS: the resident set size now, in bytes.
  var resident: Int
  /// VmHWM: the peak resident set size so far, in bytes.
  var peakResident: Int

  /// Reads the current values, or `nil` where `/proc/self/status` is missing.
  static func current() -> ProcessMemory? {
    guard let text = readFile("/proc/self/status") else { return nil }
    var resident: Int?
    var peak: Int?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("VmRSS:") { resident = kilobytes(in: line) }
      if line.hasPrefix("VmHWM:") { peak = kilobytes(in: line) }
    }
    guard let resident, let peak else { return nil }
    return ProcessMemory(resident: resident * 1024, peakResident: peak * 1024)
  }

  /// Resets the peak (VmHWM) to the current resident set, so that the next reading is the
  /// peak since now: writes 5 to `/proc/self/clear_refs` (Linux 4.0 and later). Does nothing
  /// where that fails; the peak is then the process's so far.
  static func resetPeak() {
    #if canImport(Glibc) || canImport(Musl)
      let fd = open("/proc/self/clear_refs", O_WRONLY)
      guard fd >= 0 else { return }
      defer { close(fd) }
      var byte: UInt8 = 0x35  // "5"
      _ = write(fd, &byte, 1)
    #endif
  }

  /// Returns the heap's free memory to the system (glibc's `malloc_trim(0)`, looked up at run
  /// time), so that the growth of the resident set while building something counts its own
  /// memory rather than pages freed by an earlier benchmark and reused.
  static func trimHeap() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// The number in a line such as `VmRSS:     1234 kB`.
  private static func kilobytes(in line: Substring) -> Int? {
    line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap {
      Int($0)
    }
  }

  static func readFile(_ path: String) -> String? {
    #if canImport(Glibc) || canImport(Musl)
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    #else
      return nil
    #endif
  }
}

/// The machine the benchmark runs on, for headings.
enum MachineInfo {
  /// The number of online processors (`nproc`).
  static var cores: Int {
    #if canImport(Glibc) || canImport(Musl)
      return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      return 0
    #endif
  }

  /// The first `model name` of `/proc/cpuinfo`, or "unknown CPU".
  static var cpuModel: String {
    guard let text = ProcessMemory.readFile("/proc/cpuinfo") else { return "unknown CPU" }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
      }
    }
    return "unknown CPU"
  }

  /// "2 cores, AMD EPYC".
  static var summary: String { "\(cores) cores, \(cpuModel)" }
}
