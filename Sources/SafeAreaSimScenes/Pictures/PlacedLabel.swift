import SafeAreaSim

/// A label with its place, drawn with a light halo.
struct PlacedLabel {
  let rect: Rect
  let runs: [(String, Bool)]
  let color: String

  func draw(_ out: inout SVGWriter) {
    out.rect(rect, radius: 3, fill: "#ffffff", fillOpacity: 0.78)
    out.label(runs, x: rect.minX + 3, y: rect.minY + 11.5, size: Drawing.labelSize, fill: color)
  }
}
