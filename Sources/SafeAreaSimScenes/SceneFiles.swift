#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Musl)
  private let systemRead = Musl.read
#else
  private let systemRead = Darwin.read
#endif

/// The few file operations the command line needs (read a scene, read standard input, write
/// pictures), on the C library: no Foundation dependency.
enum SceneFiles {
  /// The contents of a file as UTF-8 text, or `nil` when it cannot be opened.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// All of standard input as UTF-8 text.
  static func readStandardInput() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = systemRead(0, &buffer, buffer.count)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes text to a file, replacing it.
  ///
  /// - Returns: Whether every byte was written.
  @discardableResult
  static func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    return fwrite(bytes, 1, bytes.count, file) == bytes.count
  }

  /// Creates a directory and its parents (like `mkdir -p`); existing ones are kept.
  static func createDirectory(_ path: String) {
    var prefix = ""
    for (index, part) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
      prefix += (index == 0 ? "" : "/") + part
      if prefix.isEmpty { continue }
      mkdir(prefix, 0o755)
    }
  }
}
