/// Makes text from a scene safe to show: on a terminal, in a text report, in an SVG picture.
///
/// A scene's strings (ids, device names) may hold any character JSON can encode, control
/// characters included: a NUL byte, or the escape sequences that clear or recolour a terminal.
/// The command line's outputs show those as visible escapes instead, in Swift's notation:
/// `\u{1B}` for ESC.
enum VisibleText {
  /// Whether a character is shown as an escape: the C0 controls (U+0000...U+001F), DEL
  /// (U+007F), the C1 controls (U+0080...U+009F) and the bidirectional formatting characters
  /// (the marks U+200E and U+200F, the embeddings and overrides U+202A...U+202E, the isolates
  /// U+2066...U+2069), which would reorder the text shown after them.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The escape that shows a character: `\u{1B}`.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// One line of text with every control character, line feeds included, as an escape.
  static func line(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Lines of text (separated by line feeds) with every other control character as an escape.
  static func lines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else {
      return text
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line(String($0)) }.joined(separator: "\n")
  }

  /// Whether XML 1.0 can hold a character (its `Char` production): tab, line feed, carriage
  /// return, U+0020...U+D7FF, U+E000...U+FFFD and U+10000 up.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
    default: false
    }
  }
}
