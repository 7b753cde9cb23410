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
  /// Why a file could not be read: the path and the C library's reason.
  package struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given.
    package var path: String
    /// The reason, in lower case: `no such file`, `permission denied`, `is a directory`.
    package var reason: String

    package var description: String { "Cannot read '\(path)': \(reason)." }

    /// The reason for an `errno` value.
    static func reason(errno code: Int32) -> String {
      switch code {
      case ENOENT: return "no such file"
      case EACCES, EPERM: return "permission denied"
      case EISDIR: return "is a directory"
      case ENOTDIR: return "a part of the path is not a directory"
      default:
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
      }
    }
  }

  /// Why a file could not be written: the path and the C library's reason.
  package struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given.
    package var path: String
    /// The reason, in lower case, as for ``ReadError``: `permission denied`,
    /// `no space left on device`.
    package var reason: String

    package var description: String { "Cannot write '\(path)': \(reason)." }
  }

  /// The reason for reading more than `limit` bytes: `larger than 64 MiB`.
  package static func tooLarge(_ limit: Int) -> String {
    let mebibyte = 1_048_576
    return limit % mebibyte == 0 && limit > 0
      ? "larger than \(limit / mebibyte) MiB" : "larger than \(limit) bytes"
  }

  /// The contents of a file as UTF-8 text (invalid bytes replaced), or `nil` when it cannot
  /// be read.
  package static func read(_ path: String) -> String? {
    guard let bytes = try? readBytes(path) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes of a file, read in chunks of 64 KiB.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes to read: a longer file (or an endless one, `/dev/zero`) is an
  ///     error once more than `limit` bytes have been read.
  /// - Throws: ``ReadError`` with the reason (from `errno`) when the file cannot be opened or
  ///   read, or names a directory, or `larger than …` beyond `limit`.
  package static func readBytes(_ path: String, limit: Int = .max) throws(ReadError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw ReadError(path: path, reason: ReadError.reason(errno: errno))
    }
    defer { fclose(file) }
    // Opening a directory for reading succeeds on Linux; reading it fails.
    if isDirectory(path) { throw ReadError(path: path, reason: "is a directory") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      guard count <= limit - bytes.count else {
        throw ReadError(path: path, reason: tooLarge(limit))
      }
      bytes.append(contentsOf: buffer[0..<count])
    }
    if ferror(file) != 0 { throw ReadError(path: path, reason: ReadError.reason(errno: errno)) }
    return bytes
  }

  /// Writes text to a file, replacing it, after creating the directories above it.
  ///
  /// - Returns: Whether every byte was written.
  @discardableResult
  package static func write(_ text: String, to path: String) -> Bool {
    write(bytes: Array(text.utf8), to: path)
  }

  /// Writes bytes to a file, replacing it, after creating the directories above it.
  ///
  /// - Returns: Whether every byte was written and the file closed without error.
  @discardableResult
  package static func write(bytes: [UInt8], to path: String) -> Bool {
    do {
      try writeBytes(bytes, to: path)
      return true
    } catch {
      return false
    }
  }

  /// Writes bytes to a file, replacing it, after creating the directories above it.
  ///
  /// Closing the file flushes what the C library buffered, and can fail (a full disk): the
  /// write succeeds only when every byte was written and the file closed without error.
  ///
  /// - Throws: ``WriteError`` with the reason (from `errno`).
  package static func writeBytes(_ bytes: [UInt8], to path: String) throws(WriteError) {
    createDirectories(for: path)
    guard let file = fopen(path, "wb") else {
      throw WriteError(path: path, reason: ReadError.reason(errno: errno))
    }
    let written = fwrite(bytes, 1, bytes.count, file)
    let writeCode = errno
    let closed = fclose(file) == 0
    guard written == bytes.count else {
      throw WriteError(path: path, reason: ReadError.reason(errno: writeCode))
    }
    guard closed else { throw WriteError(path: path, reason: ReadError.reason(errno: errno)) }
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
  /// Reads all of standard input as UTF-8 text, invalid bytes replaced.
  package static func readStandardInput() -> String {
    String(decoding: (try? readStandardInputBytes()) ?? [], as: UTF8.self)
  }

  /// Reads all of standard input, in chunks of 64 KiB.
  ///
  /// - Parameter limit: The most bytes to read: longer (or endless) input is an error once more
  ///   than `limit` bytes have been read.
  /// - Throws: ``ReadError`` for the path `-` with `larger than …` beyond `limit`.
  package static func readStandardInputBytes(limit: Int = .max) throws(ReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = systemRead(0, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      guard count <= limit - bytes.count else {
        throw ReadError(path: "-", reason: tooLarge(limit))
      }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  /// The names of a directory's entries (without `.` and `..`), or `nil` when it cannot be
  /// opened.
  package static func entries(of directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes a file.
  ///
  /// - Returns: Whether it was removed.
  @discardableResult
  package static func remove(_ path: String) -> Bool {
    unlink(path) == 0
  }

  /// Removes a file, or a directory and everything in it (like `rm -rf`), without following
  /// symbolic links and without recursion.
  package static func removeTree(_ path: String) {
    var pending = [(path: path, emptied: false)]
    while let (current, emptied) = pending.popLast() {
      var status = stat()
      guard lstat(current, &status) == 0 else { continue }
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        unlink(current)
        continue
      }
      if emptied {
        rmdir(current)
        continue
      }
      pending.append((current, true))
      for name in entries(of: current) ?? [] { pending.append(("\(current)/\(name)", false)) }
    }
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
