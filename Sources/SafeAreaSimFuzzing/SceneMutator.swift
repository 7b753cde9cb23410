/// A scene-aware mutation for the fuzzer: replaces one number of a scene with a value at the
/// edge of what the format's numbers hold, including the numbers of constraint strings.
///
/// libFuzzer's byte mutations seldom turn `393` into `1e308` while keeping the JSON valid, so
/// the fuzzer's custom mutator applies this half of the time (libFuzzer's own mutations the
/// other half). The edges: the largest and smallest doubles, powers of two around the
/// integer limits, subnormals and signed zero.
public struct SceneMutator: Sendable {
  /// The replacement values, as JSON number text.
  public static let extremes = [
    "1e308", "-1e308", "1.7976931348623157e308", "1e300", "1e16", "-1e16", "9007199254740992",
    "9007199254740993", "9223372036854775807", "9223372036854775808", "4294967296",
    "2147483648", "-2147483649", "5e-324", "1e-320", "-0", "0", "-1", "0.0005", "0.9999",
  ]

  /// Creates a mutator.
  public init() {}

  /// Replaces one number token of `bytes`, chosen by `seed`, with an extreme value.
  ///
  /// - Returns: The mutated bytes, or `nil` when `bytes` holds no number or the result would
  ///   be longer than `maxSize`.
  public func replacingNumber(in bytes: [UInt8], seed: UInt32, maxSize: Int) -> [UInt8]? {
    let numbers = numberRanges(in: bytes)
    guard !numbers.isEmpty else { return nil }
    var generator = SplitMix64(state: UInt64(seed))
    let range = numbers[Int(generator.next() % UInt64(numbers.count))]
    let value = Self.extremes[Int(generator.next() % UInt64(Self.extremes.count))]
    var result = Array(bytes[..<range.lowerBound])
    result += value.utf8
    result += bytes[range.upperBound...]
    return result.count <= maxSize ? result : nil
  }

  /// The ranges of the number tokens outside strings.
  func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        } else if Self.startsWordInConstraint(bytes[index - 1]), Self.startsNumber(byte) {
          // A number of a constraint string (`g.height == 44 @750`): a word of its own.
          let start = index
          index += 1
          while index < bytes.count, Self.continuesNumber(bytes[index]) { index += 1 }
          ranges.append(start..<index)
          continue
        }
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
      } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      {
        let start = index
        index += 1
        while index < bytes.count, Self.continuesNumber(bytes[index]) { index += 1 }
        ranges.append(start..<index)
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// Whether a number may start after this byte inside a string: after a space, `@` or `*`,
  /// as in a constraint (`a.top == b.top + 8 @750`); ids never hold those bytes.
  private static func startsWordInConstraint(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "*")
  }

  private static func startsNumber(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func continuesNumber(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || [
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
        UInt8(ascii: "-"),
      ].contains(byte)
  }
}

/// A small deterministic generator (SplitMix64), so a mutation depends only on its seed.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
