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
    #expect(FileSystem.ReadError.reason(errno: EIO) == "input/output error")
  }

  @Test("bytes that are not UTF-8 read back unchanged")
  func bytesRoundTrip() throws {
    let path = "\(Self.scratch())/bytes.bin"
    let bytes: [UInt8] = [0x7B, 0xFF, 0x00, 0xC3, 0x7D]
    #expect(FileSystem.write(bytes: bytes, to: path))
    #expect(try FileSystem.readBytes(path) == bytes)
  }

  @Test("a directory lists its entries, without . and .., and a file can be removed")
  func entriesAndRemove() throws {
    let directory = Self.scratch()
    FileSystem.write("a", to: "\(directory)/a.txt")
    FileSystem.createDirectory("\(directory)/sub")
    #expect(FileSystem.entries(of: directory)?.sorted() == ["a.txt", "sub"])
    #expect(FileSystem.remove("\(directory)/a.txt"))
    #expect(!FileSystem.remove("\(directory)/a.txt"))
    #expect(FileSystem.entries(of: directory) == ["sub"])
    #expect(FileSystem.entries(of: "\(directory)/missing") == nil)
  }
}
