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

  /// The number in a line such as `VmRSS:     1234 kB`.
  private static func kilobytes(in line: Substring) -> Int? {
    line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap {
      Int($0)
    }
  }

  private static func readFile(_ path: String) -> String? {
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
