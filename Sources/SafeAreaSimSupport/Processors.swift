#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's processors, read from the C library: no Foundation dependency.
package enum Processors {
  /// The number of processors online now (at least 1): the command line's default number of
  /// scenes to run at once.
  package static var online: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}
