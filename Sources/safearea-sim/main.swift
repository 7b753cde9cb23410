import SafeAreaSimScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to a file descriptor in full.
func write(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      return systemWrite(descriptor, base + offset, buffer.count - offset)
    }
    if written <= 0 { return }
    offset += written
  }
}

#if canImport(Glibc)
  let systemWrite = Glibc.write
#elseif canImport(Musl)
  let systemWrite = Musl.write
#else
  let systemWrite = Darwin.write
#endif

let result = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
write(result.stdout, to: 1)
write(result.stderr, to: 2)
exit(result.code)
