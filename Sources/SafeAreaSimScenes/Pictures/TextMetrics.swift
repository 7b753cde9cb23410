/// Rough text metrics for the pictures' labels, titles and legend.
enum TextMetrics {
  /// A rough width for text in the picture's sans-serif font, generous so that labels do not
  /// run into each other with wider fonts.
  static func estimatedWidth(_ text: String, size: Double, bold: Bool) -> Double {
    Double(text.count) * size * (bold ? 0.6 : 0.54)
  }

  /// Splits text into lines no wider than `width`, at spaces.
  static func wrap(_ text: String, width: Double, size: Double, bold: Bool) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if !line.isEmpty && estimatedWidth(candidate, size: size, bold: bold) > width {
        lines.append(line)
        line = String(word)
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
