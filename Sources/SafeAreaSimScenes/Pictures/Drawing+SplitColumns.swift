import SafeAreaSim

extension Drawing {
  // MARK: Split view columns

  /// A column's frame, outlined.
  func drawColumn(_ column: SplitColumns.Column, _ out: inout SVGWriter) {
    beginShapes(of: column.id, kind: "bar", &out)
    out.rect(
      column.frame, fill: "none", stroke: Palette.column, strokeWidth: 1.5,
      dash: Drawing.columnDash)
    endShapes(&out)
  }

  /// The shadow an overlay casts on the secondary column, at its outer edge: bands fading
  /// away from the edge. Drawn before the overlaid columns, once for columns side by side.
  func drawShadow(of overlay: SplitColumns.Overlay, _ out: inout SVGWriter) {
    let frame = overlay.frame
    let width = Drawing.columnShadowWidth
    let bands = 4
    for band in 0..<bands {
      let offset = Double(band) * width / Double(bands)
      let x = overlay.shadowOnRight ? frame.maxX + offset : frame.minX - offset - width / 4
      out.rect(
        Rect(x: x, y: frame.minY, width: width / Double(bands), height: frame.height),
        fill: "#000000", fillOpacity: 0.16 * Double(bands - band) / Double(bands))
    }
  }

  /// What hides the secondary column under an overlaid column: its own opaque background,
  /// with the window's unsafe bands hatched again where they cross it.
  func drawOverlaidColumnBackground(_ column: SplitColumns.Column, _ out: inout SVGWriter) {
    let frame = column.frame
    out.rect(frame, fill: "#ffffff")
    // The window's unsafe bands stay visible across the column.
    let window = step.window.frame
    let safe = window.inset(by: step.window.safeAreaInsets)
    if let visible = frame.intersection(window) {
      let safePart = visible.intersection(safe)
      if safePart != visible {
        out.path(
          outline(visible) + (safePart.map(outline) ?? ""), fill: "url(#\(elementID("unsafe")))",
          evenOdd: true)
      }
    }
  }
}
