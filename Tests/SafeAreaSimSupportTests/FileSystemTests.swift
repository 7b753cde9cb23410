import Testing

@testable import SafeAreaSimSupport

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
