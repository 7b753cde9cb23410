import Testing

@testable import SafeAreaSimSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("File system")
struct FileSystemTests {
  @Test("a file written under new directories reads back the same text")
  func writeThenRead() throws {
    let directory = "/tmp/safearea-support-tests-\(UInt64.random(in: 0...UInt64.max))"
    defer { FileSystem.removeTree(directory) }
    let path = "\(directory)/a/b/file.txt"
    #expect(FileSystem.write("héllo\nworld", to: path))
    #expect(FileSystem.read(path) == "héllo\nworld")
    #expect(FileSystem.isDirectory("\(directory)/a/b"))
    FileSystem.createDirectory("\(directory)/c/d")
    #expect(FileSystem.isDirectory("\(directory)/c/d"))
    #expect(FileSystem.read("\(directory)/missing") == nil)
  }
}

@Suite("File system errors and directories")
struct FileSystemErrorTests {
  static func scratch() -> String {
    "/tmp/safearea-support-tests-\(UInt64.random(in: 0...UInt64.max))"
  }

  @Test("reading a missing file or a directory throws the reason with the path")
  func readErrors() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    FileSystem.createDirectory(directory)
    #expect(throws: FileSystem.ReadError(path: "\(directory)/missing", reason: "no such file")) {
      try FileSystem.readBytes("\(directory)/missing")
    }
    #expect(throws: FileSystem.ReadError(path: directory, reason: "is a directory")) {
      try FileSystem.readBytes(directory)
    }
    let error = FileSystem.ReadError(path: "/x", reason: "is a directory")
    #expect(error.description == "Cannot read '/x': is a directory.")
  }

  @Test("errno values give short reasons: no such file, permission denied, is a directory")
  func reasons() {
    #expect(FileSystem.ReadError.reason(errno: ENOENT) == "no such file")
    #expect(FileSystem.ReadError.reason(errno: EACCES) == "permission denied")
    #expect(FileSystem.ReadError.reason(errno: EISDIR) == "is a directory")
    #expect(FileSystem.ReadError.reason(errno: ENOTDIR) == "a part of the path is not a directory")
    // Other values give the C library's own text, in lower case, whatever its wording.
    let io = FileSystem.ReadError.reason(errno: EIO)
    #expect(io == String(cString: strerror(EIO)).lowercased())
    #expect(!io.isEmpty && io == io.lowercased())
  }

  @Test("a write whose flush fails on closing is an error with the reason")
  func fullDevice() throws {
    // /dev/full takes buffered writes and fails when they are flushed, on closing.
    guard FileSystem.isDirectory("/dev"), access("/dev/full", W_OK) == 0 else { return }
    #expect(!FileSystem.write(bytes: [1, 2, 3], to: "/dev/full"))
    let reason = String(cString: strerror(ENOSPC)).lowercased()
    #expect(throws: FileSystem.WriteError(path: "/dev/full", reason: reason)) {
      try FileSystem.writeBytes([1, 2, 3], to: "/dev/full")
    }
  }

  @Test("a write into a path under a file is an error with the path and the reason")
  func writeErrors() {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    #expect(FileSystem.write("x", to: "\(directory)/file"))
    let path = "\(directory)/file/inner.txt"
    #expect(
      throws: FileSystem.WriteError(path: path, reason: "a part of the path is not a directory")
    ) {
      try FileSystem.writeBytes([1], to: path)
    }
    let error = FileSystem.WriteError(path: "/x", reason: "permission denied")
    #expect(error.description == "Cannot write '/x': permission denied.")
  }

  @Test("reading stops with an error once more than the limit is read")
  func readLimit() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    let path = "\(directory)/ten.bin"
    #expect(FileSystem.write(bytes: Array(repeating: 7, count: 10), to: path))
    #expect(try FileSystem.readBytes(path, limit: 10).count == 10)
    #expect(throws: FileSystem.ReadError(path: path, reason: "larger than 9 bytes")) {
      try FileSystem.readBytes(path, limit: 9)
    }
    #expect(throws: FileSystem.ReadError(path: "/dev/zero", reason: "larger than 1 MiB")) {
      try FileSystem.readBytes("/dev/zero", limit: 1_048_576)
    }
  }

  @Test("a folder tree is removed, symbolic links inside it without following them")
  func removeTree() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    let outside = "\(directory)-outside"
    defer { FileSystem.removeTree(outside) }
    #expect(FileSystem.write("keep", to: "\(outside)/kept.txt"))
    #expect(FileSystem.write("a", to: "\(directory)/tree/a/b/c.txt"))
    #expect(symlink(outside, "\(directory)/tree/link") == 0)
    FileSystem.removeTree("\(directory)/tree")
    #expect(FileSystem.entries(of: directory) == [])
    #expect(FileSystem.read("\(outside)/kept.txt") == "keep")
  }

  @Test("bytes that are not UTF-8 read back unchanged")
  func bytesRoundTrip() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    let path = "\(directory)/bytes.bin"
    let bytes: [UInt8] = [0x7B, 0xFF, 0x00, 0xC3, 0x7D]
    #expect(FileSystem.write(bytes: bytes, to: path))
    #expect(try FileSystem.readBytes(path) == bytes)
  }

  @Test("a directory lists its entries, without . and .., and a file can be removed")
  func entriesAndRemove() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    FileSystem.write("a", to: "\(directory)/a.txt")
    FileSystem.createDirectory("\(directory)/sub")
    #expect(FileSystem.entries(of: directory)?.sorted() == ["a.txt", "sub"])
    #expect(FileSystem.remove("\(directory)/a.txt"))
    #expect(!FileSystem.remove("\(directory)/a.txt"))
    #expect(FileSystem.entries(of: directory) == ["sub"])
    #expect(FileSystem.entries(of: "\(directory)/missing") == nil)
  }
}
