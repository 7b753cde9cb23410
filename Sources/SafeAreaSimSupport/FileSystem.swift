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

/// The few file operations the package needs (read a scene or a golden file, read standard
/// input, write reports and pictures), on the C library: no Foundation dependency.
///
/// Shared by the command line (``SafeAreaSimScenes``) and the test fixtures.
package enum FileSystem {
  /// The contents of a file as UTF-8 text, or `nil` when it cannot be opened.
  package static func read(_ path: String) -> String? {
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

  /// Writes text to a file, replacing it, after creating the directories above it.
  ///
  /// - Returns: Whether every byte was written.
  @discardableResult
  package static func write(_ text: String, to path: String) -> Bool {
    createDirectories(for: path)
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    return fwrite(bytes, 1, bytes.count, file) == bytes.count
  }

  /// Creates the directories above `path` (like `mkdir -p` of its folder).
  package static func createDirectories(for path: String) {
    var prefix = ""
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for (index, part) in parts.enumerated() {
      prefix += (index == 0 ? "" : "/") + part
      if prefix.isEmpty { continue }
      mkdir(prefix, 0o755)
    }
  }

  /// The value of an environment variable, or `nil` when it is not set.
  package static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}

extension FileSystem {
  /// Reads all of standard input.
  package static func readStandardInput() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = systemRead(0, &buffer, buffer.count)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a path names a directory.
  package static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates a directory and its parents (like `mkdir -p`); existing ones are kept.
  package static func createDirectory(_ path: String) {
    createDirectories(for: path + "/x")
  }
}
