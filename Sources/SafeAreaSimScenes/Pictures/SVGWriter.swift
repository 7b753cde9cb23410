import SafeAreaSim

/// Accumulates an SVG document.
struct SVGWriter {
  private var body: [String] = []
  let width: Double
  let height: Double
  /// Whether the document goes inside an HTML page, where the parser gives `<svg>` its
  /// namespace: then it names none, and the page holds no URL at all.
  let isInline: Bool

  init(width: Double, height: Double, isInline: Bool = false) {
    self.width = width
    self.height = height
    self.isInline = isInline
  }

  var document: String {
    let n = ScenePicture.n
    let namespace = isInline ? "" : " xmlns=\"http://www.w3.org/2000/svg\""
    return """
      <svg\(namespace) width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
      <rect width="100%" height="100%" fill="\(Palette.background)"/>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  mutating func raw(_ text: String) { body.append(text) }

  mutating func beginGroup(translateX x: Double, y: Double) {
    body.append("<g transform=\"translate(\(ScenePicture.n(x)) \(ScenePicture.n(y)))\">")
  }

  mutating func endGroup() { body.append("</g>") }

  mutating func rect(
    _ rect: Rect, radius: Double = 0, fill: String, fillOpacity: Double = 1, stroke: String? = nil,
    strokeWidth: Double = 1, strokeOpacity: Double = 1, dash: String? = nil
  ) {
    let n = ScenePicture.n
    let r = rect.standardized
    var attributes =
      "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
    if radius > 0 { attributes += " rx=\"\(n(radius))\"" }
    attributes += " fill=\"\(fill)\""
    if fillOpacity < 1 { attributes += " fill-opacity=\"\(n(fillOpacity))\"" }
    if let stroke {
      attributes += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\""
      if strokeOpacity < 1 { attributes += " stroke-opacity=\"\(n(strokeOpacity))\"" }
      if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
    }
    body.append("<rect \(attributes)/>")
  }

  mutating func path(_ data: String, fill: String, evenOdd: Bool) {
    body.append(
      "<path d=\"\(data)\" fill=\"\(fill)\"\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>")
  }

  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, weight: String, fill: String
  ) {
    let n = ScenePicture.n
    body.append(
      "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" "
        + "fill=\"\(fill)\">\(SVGWriter.escape(text))</text>")
  }

  /// A label made of runs, bold or regular.
  mutating func label(_ runs: [(String, Bool)], x: Double, y: Double, size: Double, fill: String) {
    let n = ScenePicture.n
    let spans = runs.map { text, bold in
      "<tspan font-weight=\"\(bold ? "600" : "400")\"\(bold ? "" : " fill-opacity=\"0.75\"")>"
        + "\(SVGWriter.escape(text))</tspan>"
    }
    body.append(
      "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\" "
        + "xml:space=\"preserve\">\(spans.joined())</text>")
  }

  /// Escapes text for an element's content or an attribute value.
  ///
  /// Control characters (which XML 1.0 cannot hold, or which would show as nothing) and the
  /// other characters XML 1.0 cannot hold (U+FFFE, U+FFFF) appear as the text report shows
  /// them: `\u{1B}`.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default:
        if VisibleText.isControl(scalar) || !VisibleText.isXMLCharacter(scalar) {
          out += VisibleText.escape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
