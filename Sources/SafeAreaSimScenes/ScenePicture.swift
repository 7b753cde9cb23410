public import SafeAreaSim

/// Draws each step of a report as an SVG picture: the screen with its rounded corners,
/// sensor housing and home indicator, the status bar, bars and chrome, each controller's
/// view with its safe area tinted and its layout margins dashed, ids as labels.
public enum ScenePicture {
  /// One SVG document per step.
  public static func svgs(for report: SceneReport) -> [String] {
    report.steps.enumerated().map { index, step in svg(for: step, index: index, device: report.device) }
  }

  static let padding: Double = 24
  static let titleHeight: Double = 36

  /// The SVG of one step.
  public static func svg(for step: SceneReport.Step, index: Int, device: DeviceProfile) -> String {
    let screen = device.screenBounds(in: step.window.orientation)
    let width = screen.width + 2 * padding
    let height = screen.height + 2 * padding + titleHeight
    var out = SVGWriter(width: width, height: height)
    let title =
      "Step \(index): " + (step.action.map(SceneReport.describe) ?? "initial display")
      + " (\(device.name), \(step.window.orientation.rawValue))"
    out.text(title, x: padding, y: 24, size: 15, weight: "600", fill: "#1d1d1f")
    out.beginGroup(translateX: padding, y: padding + titleHeight)

    // The screen, clipped to its rounded corners.
    let radius = device.displayCornerRadius
    out.raw(
      "<clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" "
        + "height=\"\(n(screen.height))\" rx=\"\(n(radius))\"/></clipPath>")
    out.rect(screen.insetBy(dx: -6, dy: -6), radius: radius + 6, fill: "#1d1d1f")
    out.rect(screen, radius: radius, fill: "#ffffff")
    out.raw("<g clip-path=\"url(#screen)\">")

    // The window's unsafe bands, lightly shaded.
    let safe = step.window.frame.inset(by: step.window.safeAreaInsets)
    out.raw(
      "<path d=\"\(path(screen))\(path(safe))\" fill=\"#ff9500\" fill-opacity=\"0.08\" "
        + "fill-rule=\"evenodd\"/>")

    // Controllers' views, outermost first, with their safe areas and margins.
    for (id, state) in step.controllers where state.inWindow {
      let frame = state.frame
      out.rect(frame, fill: "none", stroke: "#8e8e93", strokeWidth: 1)
      let safeRect = frame.inset(by: state.safeAreaInsets)
      if safeRect.width > 0 && safeRect.height > 0 {
        out.rect(safeRect, fill: "#34c759", fillOpacity: 0.10, stroke: "#34c759", strokeWidth: 1.5)
      }
      let margins = frame.inset(by: state.layoutMargins)
      if margins.width > 0 && margins.height > 0 {
        out.rect(margins, fill: "none", stroke: "#007aff", strokeWidth: 1, dash: "4 3")
      }
      out.label(id, at: Point(x: safeRect.minX + 4, y: max(safeRect.minY, frame.minY) + 14), fill: "#248a3d")
    }
    // Views with ids.
    for (id, state) in step.views where !state.isControllerRoot && !state.hidden {
      out.rect(state.frame, fill: "none", stroke: "#af52de", strokeWidth: 1, dash: "2 2")
      out.label(id, at: Point(x: state.frame.minX + 4, y: state.frame.minY + 14), fill: "#8944ab")
    }
    // Bars and chrome.
    for (id, bar) in step.bars where !bar.hidden && bar.frame.width > 0 && bar.frame.height > 0 {
      let color: String
      switch bar.kind {
      case .statusBar: color = "#e5e5ea"
      case .navigationBar, .toolbar, .tabBar: color = "#d1e3ff"
      case .chrome: color = "#ffe0b2"
      }
      out.rect(bar.frame, fill: color, fillOpacity: 0.85, stroke: "#636366", strokeWidth: 0.5)
      out.label(id, at: Point(x: bar.frame.minX + 6, y: bar.frame.maxY - 6), fill: "#3a3a3c")
    }
    drawHardware(&out, device: device, orientation: step.window.orientation, screen: screen)
    out.raw("</g>")
    out.endGroup()
    // Legend.
    let legendY = height - 8
    out.text(
      "green: safe area   blue dashed: layout margins   orange: unsafe bands   "
        + "blue bars: UIKit bars   tan: chrome",
      x: padding, y: legendY, size: 11, weight: "400", fill: "#636366")
    return out.document
  }

  /// The sensor housing and the home indicator.
  private static func drawHardware(
    _ out: inout SVGWriter, device: DeviceProfile, orientation: Orientation, screen: Rect
  ) {
    guard device.idiom == .phone || device.portraitHardwareInsets.bottom > 0 else { return }
    let landscape = orientation.isLandscape
    switch device.sensorHousing {
    case .notch:
      let size = Size(width: 162, height: 32)
      out.rect(housingRect(size, screen: screen, orientation: orientation, inset: 0), radius: 16, fill: "#1d1d1f")
    case .dynamicIsland:
      let size = Size(width: 125, height: 37)
      out.rect(housingRect(size, screen: screen, orientation: orientation, inset: 11), radius: 18.5, fill: "#1d1d1f")
    case .none:
      break
    }
    if device.portraitHardwareInsets.bottom > 0 {
      let width: Double = landscape ? 220 : 134
      out.rect(
        Rect(x: screen.midX - width / 2, y: screen.maxY - 13, width: width, height: 5), radius: 2.5,
        fill: "#1d1d1f")
    }
  }

  private static func housingRect(_ size: Size, screen: Rect, orientation: Orientation, inset: Double)
    -> Rect
  {
    switch orientation {
    case .portrait:
      return Rect(x: screen.midX - size.width / 2, y: inset, width: size.width, height: size.height)
    case .portraitUpsideDown:
      return Rect(
        x: screen.midX - size.width / 2, y: screen.maxY - inset - size.height, width: size.width,
        height: size.height)
    case .landscapeLeft:  // the top of the device points right
      return Rect(
        x: screen.maxX - inset - size.height, y: screen.midY - size.width / 2, width: size.height,
        height: size.width)
    case .landscapeRight:
      return Rect(x: inset, y: screen.midY - size.width / 2, width: size.height, height: size.width)
    }
  }

  private static func path(_ rect: Rect) -> String {
    "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
  }

  static func n(_ value: Double) -> String { formatPoints(value) }
}

/// Accumulates an SVG document.
struct SVGWriter {
  private var body: [String] = []
  let width: Double
  let height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  var document: String {
    let n = ScenePicture.n
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
      <rect width="100%" height="100%" fill="#f2f2f7"/>
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
    strokeWidth: Double = 1, dash: String? = nil
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
      if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
    }
    body.append("<rect \(attributes)/>")
  }

  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, weight: String, fill: String
  ) {
    let n = ScenePicture.n
    body.append(
      "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" "
        + "fill=\"\(fill)\">\(escape(text))</text>")
  }

  mutating func label(_ text: String, at point: Point, fill: String) {
    self.text(text, x: point.x, y: point.y, size: 12, weight: "600", fill: fill)
  }

  private func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
