public import SafeAreaSim

/// Draws each step of a report as an SVG picture.
///
/// A picture shows the device's screen with its rounded corners, sensor housing (notch or
/// Dynamic Island, on the side the device's top points to), home indicator or home button,
/// the window's unsafe bands hatched, and, in presentation order, each controller's view: the
/// innermost controllers' safe areas tinted green with their layout margins dashed blue,
/// containers' safe areas as thin green lines, views with ids dotted purple (scroll views with
/// their adjusted content inset dashed teal), the status bar, UIKit bars and chrome, a sheet
/// above its dimmed presenter. Labels name each innermost controller with its containers,
/// each bar and each view, placed so that they do not overlap one another, the housing or the
/// rounded corners. A legend closes the picture.
///
/// `safearea-sim run SCENE --svg DIR` writes one picture per step; any SVG renderer turns them
/// into images (`rsvg-convert step-0.svg -o step-0.png`).
public enum ScenePicture {
  /// One SVG document per step.
  public static func svgs(for report: SceneReport) -> [String] {
    report.steps.enumerated().map { index, step in
      svg(for: step, index: index, device: report.device)
    }
  }

  /// The SVG of one step.
  public static func svg(for step: SceneReport.Step, index: Int, device: DeviceProfile) -> String {
    Drawing(step: step, index: index, device: device).document()
  }

  static func n(_ value: Double) -> String { formatPoints(value) }
}

// MARK: - Colours

private enum Palette {
  static let ink = "#1d1d1f"
  static let secondary = "#636366"
  static let background = "#f2f2f7"
  static let outline = "#8e8e93"
  static let safe = "#34c759"
  static let safeText = "#1e7a34"
  static let margins = "#007aff"
  static let unsafe = "#ff9500"
  static let bar = "#cfe0fc"
  static let barStroke = "#5a8fd6"
  static let statusBar = "#e5e5ea"
  static let chrome = "#ffd9a8"
  static let chromeStroke = "#c98a3a"
  static let view = "#af52de"
  static let viewText = "#7d2fa6"
  static let contentInset = "#0a9396"
  static let outsideWindow = "#c7c7cc"
}

// MARK: - One picture

/// The drawing of one step: the parts of the report it needs, sorted into presentation
/// levels, and the SVG being written.
private struct Drawing {
  let step: SceneReport.Step
  let index: Int
  let device: DeviceProfile
  let screen: Rect
  let orientation: Orientation

  static let padding: Double = 30
  static let labelSize: Double = 12

  init(step: SceneReport.Step, index: Int, device: DeviceProfile) {
    self.step = step
    self.index = index
    self.device = device
    orientation = step.window.orientation
    screen = device.screenBounds(in: orientation)
  }

  func document() -> String {
    let padding = Drawing.padding
    let width = max(screen.width + 2 * padding, 360)
    let textWidth = width - 2 * padding
    let title = titleLines(width: textWidth)
    let titleHeight = Double(title.count) * 19 + 12
    let legend = Legend(width: textWidth)
    let height = titleHeight + screen.height + 2 * padding + legend.height
    var out = SVGWriter(width: width, height: height)
    for (line, text) in title.enumerated() {
      out.text(
        text.text, x: padding, y: 22 + Double(line) * 19, size: text.bold ? 15 : 12,
        weight: text.bold ? "600" : "400", fill: text.bold ? Palette.ink : Palette.secondary)
    }
    // Centre the screen when the legend makes the picture wider than the device.
    let screenX = (width - screen.width) / 2
    out.beginGroup(translateX: screenX, y: titleHeight + padding)
    drawScreen(&out)
    out.endGroup()
    legend.draw(&out, x: padding, y: titleHeight + screen.height + 2 * padding - 4)
    return out.document
  }

  // MARK: Title

  private func titleLines(width: Double) -> [(text: String, bold: Bool)] {
    let action = "Step \(index): " + (step.action.map(SceneReport.describe) ?? "initial display")
    var lines = wrap(action, width: width, size: 15, bold: true).map { ($0, true) }
    var detail = "\(device.name), \(orientation.rawValue), safe area \(step.window.safeAreaInsets)"
    if !step.diagnostics.isEmpty {
      detail += ", diagnostics: " + step.diagnostics.map(\.code).joined(separator: ", ")
    }
    lines += wrap(detail, width: width, size: 12, bold: false).map { ($0, false) }
    return lines
  }

  // MARK: Screen

  private func drawScreen(_ out: inout SVGWriter) {
    let radius = device.displayCornerRadius
    drawBezel(&out)
    out.raw(
      "<clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" "
        + "height=\"\(n(screen.height))\" rx=\"\(n(radius))\"/></clipPath>")
    out.raw(
      "<pattern id=\"unsafe\" width=\"7\" height=\"7\" patternUnits=\"userSpaceOnUse\" "
        + "patternTransform=\"rotate(45)\"><rect width=\"7\" height=\"7\" "
        + "fill=\"\(Palette.unsafe)\" fill-opacity=\"0.07\"/><rect width=\"2.5\" height=\"7\" "
        + "fill=\"\(Palette.unsafe)\" fill-opacity=\"0.45\"/></pattern>")
    out.rect(screen, radius: radius, fill: "#ffffff")
    out.raw("<g clip-path=\"url(#screen)\">")

    // Outside a window smaller than the screen: other apps.
    let window = step.window.frame
    if window != screen {
      out.path(outline(screen) + outline(window), fill: Palette.outsideWindow, evenOdd: true)
    }
    // The window's unsafe bands.
    let safe = window.inset(by: step.window.safeAreaInsets)
    if safe != window {
      out.path(outline(window) + outline(safe), fill: "url(#unsafe)", evenOdd: true)
    }

    var labels = LabelPlacer(screen: screen, radius: radius, obstacles: hardwareRects())
    // The status bar is above everything: its label is placed first, drawn last.
    let statusBar = step.bars.first {
      $0.state.kind == .statusBar && !$0.state.hidden && $0.state.frame.height > 0
    }
    let statusLabel = statusBar.map {
      labels.place([($0.id, true)], color: Palette.secondary, in: $0.state.frame)
    }
    if let statusBar { labels.avoid(statusBar.state.frame) }
    let levels = Levels(step: step)
    for level in levels.all {
      drawLevel(level, levels: levels, &out, &labels)
    }
    if let statusBar, let statusLabel {
      out.rect(
        statusBar.state.frame, fill: Palette.statusBar, fillOpacity: 0.92, stroke: Palette.outline,
        strokeWidth: 0.5)
      statusLabel.draw(&out)
    }
    drawHardware(&out)
    out.raw("</g>")
    out.rect(screen, radius: radius, fill: "none", stroke: Palette.ink, strokeWidth: 1)
  }

  /// Draws one presentation level: a sheet's dimming and card, the controllers' views, the
  /// views with ids, the bars and chrome, then their labels.
  private func drawLevel(
    _ level: Int, levels: Levels, _ out: inout SVGWriter, _ labels: inout LabelPlacer
  ) {
    let controllers = levels.controllers(at: level)
    for root in levels.roots(at: level) where level > 0 {
      let frame = root.state.frame
      if frame != step.window.frame {
        out.rect(screen, fill: "#000000", fillOpacity: 0.28)
        out.rect(frame, radius: 10, fill: "#ffffff")
      } else {
        out.rect(frame, fill: "#ffffff", fillOpacity: levels.presenterStaysVisible(root) ? 0.8 : 1)
      }
    }
    for (id, state) in controllers {
      let isLeaf = levels.isLeaf(id)
      out.rect(state.frame, fill: "none", stroke: Palette.outline, strokeWidth: 0.75)
      let safeRect = state.frame.inset(by: state.safeAreaInsets)
      guard safeRect.width > 0 && safeRect.height > 0 else { continue }
      if isLeaf {
        out.rect(
          safeRect, fill: Palette.safe, fillOpacity: 0.14, stroke: Palette.safe, strokeWidth: 1.5)
        let margins = state.frame.inset(by: state.layoutMargins)
        if margins.width > 0 && margins.height > 0 {
          out.rect(margins, fill: "none", stroke: Palette.margins, strokeWidth: 1, dash: "5 3")
        }
      } else {
        out.rect(
          safeRect, fill: "none", stroke: Palette.safe, strokeWidth: 0.75, strokeOpacity: 0.7)
      }
    }
    let views = levels.views(at: level)
    for (_, state) in views {
      out.rect(state.frame, fill: "none", stroke: Palette.view, strokeWidth: 1.25, dash: "2 2")
      if let adjusted = state.adjustedContentInset, !adjusted.isZero {
        let content = state.frame.inset(by: adjusted)
        if content.width > 0 && content.height > 0 {
          out.rect(
            content, fill: "none", stroke: Palette.contentInset, strokeWidth: 1.25, dash: "7 3")
        }
      }
    }
    let bars = levels.bars(at: level)
    for (_, bar) in bars {
      let isChrome = bar.kind == .chrome
      out.rect(
        bar.frame, fill: isChrome ? Palette.chrome : Palette.bar, fillOpacity: 0.9,
        stroke: isChrome ? Palette.chromeStroke : Palette.barStroke, strokeWidth: 0.75)
    }
    // Labels: bars first (their bands are narrow), then controllers, then views from the top
    // left; clear of the sheets presented above this level.
    let covered = levels.all.filter { $0 > level }.flatMap { levels.roots(at: $0) }
      .map(\.state.frame).filter { $0 != step.window.frame }
    var placed: [PlacedLabel] = []
    for (id, bar) in bars {
      placed.append(labels.place([(id, true)], color: "#2c2c2e", in: bar.frame, avoiding: covered))
    }
    for (id, state) in controllers where levels.isLeaf(id) {
      let safeRect = state.frame.inset(by: state.safeAreaInsets)
      let anchor = safeRect.width > 0 && safeRect.height > 0 ? safeRect : state.frame
      var parts: [(String, Bool)] = [(id, true)]
      let chain = levels.ancestors(of: id)
      if !chain.isEmpty { parts.append((" in " + chain.joined(separator: " › "), false)) }
      if let presenter = state.presentingViewController {
        parts.append((" presented by \(presenter)", false))
      }
      placed.append(labels.place(parts, color: Palette.safeText, in: anchor, avoiding: covered))
    }
    for (id, state) in views.sorted(by: {
      ($0.state.frame.minY, $0.state.frame.minX) < ($1.state.frame.minY, $1.state.frame.minX)
    }) {
      placed.append(
        labels.place(
          [(id, true)], color: Palette.viewText, in: levels.labelArea(of: id, state),
          avoiding: covered))
    }
    for label in placed { label.draw(&out) }
  }

  // MARK: Hardware

  /// Which side of the screen the device's top (its sensor housing) is on.
  private var deviceTop: Edge {
    switch orientation {
    case .portrait: .top
    case .portraitUpsideDown: .bottom
    case .landscapeLeft: .right  // the home button (the device's bottom) is on the left
    case .landscapeRight: .left
    }
  }

  private var hasHomeButton: Bool {
    device.idiom != .tv && device.sensorHousing == .none
      && device.portraitHardwareInsets.bottom == 0
  }

  private var homeIndicatorRect: Rect? {
    guard device.idiom != .tv, device.portraitHardwareInsets.bottom > 0 else { return nil }
    let width: Double = orientation.isLandscape && device.idiom == .phone ? 210 : 134
    return Rect(x: screen.midX - width / 2, y: screen.maxY - 13, width: width, height: 5)
  }

  private var housingRect: Rect? {
    let size: Size
    let inset: Double
    switch device.sensorHousing {
    case .notch: (size, inset) = (Size(width: 200, height: 30), 0)
    case .dynamicIsland: (size, inset) = (Size(width: 125, height: 37), 11)
    case .none: return nil
    }
    switch deviceTop {
    case .top:
      return Rect(x: screen.midX - size.width / 2, y: inset, width: size.width, height: size.height)
    case .bottom:
      return Rect(
        x: screen.midX - size.width / 2, y: screen.maxY - inset - size.height, width: size.width,
        height: size.height)
    case .right:
      return Rect(
        x: screen.maxX - inset - size.height, y: screen.midY - size.width / 2, width: size.height,
        height: size.width)
    case .left:
      return Rect(x: inset, y: screen.midY - size.width / 2, width: size.height, height: size.width)
    }
  }

  /// Where labels must not go.
  private func hardwareRects() -> [Rect] {
    [housingRect?.insetBy(dx: -4, dy: -4), homeIndicatorRect?.insetBy(dx: -2, dy: -4)].compactMap {
      $0
    }
  }

  /// The device's body around the screen; home-button devices get their forehead, chin and
  /// button, on the side the orientation puts them.
  private func drawBezel(_ out: inout SVGWriter) {
    let radius = device.displayCornerRadius
    guard hasHomeButton else {
      out.rect(screen.insetBy(dx: -7, dy: -7), radius: radius + 7, fill: Palette.ink)
      return
    }
    let chin: Double = 24
    var body = screen.insetBy(dx: -7, dy: -7)
    var button = Point(x: screen.midX, y: screen.maxY + chin / 2 + 1)
    switch deviceTop {
    case .top, .bottom:
      body = body.insetBy(dx: 0, dy: -(chin - 7))
      if deviceTop == .bottom { button.y = screen.minY - chin / 2 - 1 }
    case .left, .right:
      body = body.insetBy(dx: -(chin - 7), dy: 0)
      button = Point(
        x: deviceTop == .right ? screen.minX - chin / 2 - 1 : screen.maxX + chin / 2 + 1,
        y: screen.midY)
    }
    out.rect(body, radius: 16, fill: Palette.ink)
    out.raw(
      "<circle cx=\"\(n(button.x))\" cy=\"\(n(button.y))\" r=\"8.5\" fill=\"none\" "
        + "stroke=\"#8e8e93\" stroke-width=\"1.5\"/>")
  }

  private func drawHardware(_ out: inout SVGWriter) {
    if let housing = housingRect {
      switch device.sensorHousing {
      case .notch:
        // Flush with the edge, rounded on its inner side.
        out.path(notchPath(housing), fill: Palette.ink, evenOdd: false)
      default:
        out.rect(housing, radius: min(housing.width, housing.height) / 2, fill: Palette.ink)
      }
    }
    if let indicator = homeIndicatorRect {
      out.rect(indicator, radius: 2.5, fill: Palette.ink)
    }
  }

  private func notchPath(_ rect: Rect) -> String {
    let r: Double = 14
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    switch deviceTop {
    case .top:
      return "M\(n(x0)) \(n(y0))H\(n(x1))V\(n(y1 - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x1 - r)) \(n(y1))"
        + "H\(n(x0 + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x0)) \(n(y1 - r))Z"
    case .bottom:
      return "M\(n(x0)) \(n(y1))H\(n(x1))V\(n(y0 + r))A\(n(r)) \(n(r)) 0 0 0 \(n(x1 - r)) \(n(y0))"
        + "H\(n(x0 + r))A\(n(r)) \(n(r)) 0 0 0 \(n(x0)) \(n(y0 + r))Z"
    case .right:
      return "M\(n(x1)) \(n(y0))V\(n(y1))H\(n(x0 + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x0)) \(n(y1 - r))"
        + "V\(n(y0 + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x0 + r)) \(n(y0))Z"
    case .left:
      return "M\(n(x0)) \(n(y0))V\(n(y1))H\(n(x1 - r))A\(n(r)) \(n(r)) 0 0 0 \(n(x1)) \(n(y1 - r))"
        + "V\(n(y0 + r))A\(n(r)) \(n(r)) 0 0 0 \(n(x1 - r)) \(n(y0))Z"
    }
  }

  private func outline(_ rect: Rect) -> String {
    "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
  }

  private func n(_ value: Double) -> String { formatPoints(value) }
}

// MARK: - Presentation levels

/// The step's in-window controllers, views and bars sorted into presentation levels: 0 for
/// the window's root controller and its children, 1 for what it presents, and so on, so that
/// a sheet is drawn above its presenter.
private struct Levels {
  private(set) var all: [Int] = []
  private var levelByID: [String: Int] = [:]
  private var depth: [String: Int] = [:]
  private var parent: [String: String] = [:]
  private var hasChild: Set<String> = []
  private let step: SceneReport.Step
  private let inWindow: [(id: String, state: SceneReport.ControllerState)]
  private var viewLevels:
    [(id: String, state: SceneReport.ViewState, level: Int, holderSafeArea: Rect)] = []

  init(step: SceneReport.Step) {
    self.step = step
    inWindow = step.controllers.filter { $0.state.inWindow }
    let every = Dictionary(
      step.controllers.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
    func root(of id: String) -> String {
      var current = id
      var hops = 0
      while let next = every[current]?.parent, every[next] != nil, hops < every.count {
        current = next
        hops += 1
      }
      return current
    }
    func levelOf(_ id: String, hops: Int = 0) -> Int {
      guard hops < every.count, let presenter = every[root(of: id)]?.presentingViewController else {
        return 0
      }
      return levelOf(presenter, hops: hops + 1) + 1
    }
    let ids = Set(inWindow.map(\.id))
    for (id, state) in inWindow {
      levelByID[id] = levelOf(id)
      if let parentID = state.parent, ids.contains(parentID) {
        parent[id] = parentID
        hasChild.insert(parentID)
      }
    }
    for (id, _) in inWindow {
      var count = 0
      var current = id
      while let next = parent[current], count < inWindow.count {
        count += 1
        current = next
      }
      depth[id] = count
    }
    all = Array(Set(levelByID.values)).sorted()
    if all.isEmpty { all = [0] }
    viewLevels = assignViews()
  }

  func controllers(at level: Int) -> [(id: String, state: SceneReport.ControllerState)] {
    inWindow.filter { levelByID[$0.id] == level }
      .sorted { (depth[$0.id] ?? 0) < (depth[$1.id] ?? 0) }
  }

  func roots(at level: Int) -> [(id: String, state: SceneReport.ControllerState)] {
    controllers(at: level).filter { parent[$0.id] == nil }
  }

  func isLeaf(_ id: String) -> Bool { !hasChild.contains(id) }

  /// The in-window containers of a controller, outermost first.
  func ancestors(of id: String) -> [String] {
    var chain: [String] = []
    var current = id
    while let next = parent[current], chain.count < inWindow.count {
      chain.insert(next, at: 0)
      current = next
    }
    return chain
  }

  /// Whether the presenter of a full-screen presented controller stays in the window
  /// (`overFullScreen`, `overCurrentContext`).
  func presenterStaysVisible(_ root: (id: String, state: SceneReport.ControllerState)) -> Bool {
    guard let presenter = root.state.presentingViewController else { return false }
    return inWindow.contains { $0.id == presenter }
  }

  func views(at level: Int) -> [(id: String, state: SceneReport.ViewState)] {
    viewLevels.filter { $0.level == level }.map { ($0.id, $0.state) }
  }

  /// Where a view's label goes: the part of the view inside its controller's safe area,
  /// which bars do not cover, or the whole view.
  func labelArea(of id: String, _ state: SceneReport.ViewState) -> Rect {
    guard let entry = viewLevels.first(where: { $0.id == id }),
      let visible = state.frame.intersection(entry.holderSafeArea), visible.width > 0,
      visible.height > 0
    else { return state.frame }
    return visible
  }

  /// The visible bars of a level, bottom first: a UIKit bar goes with its container, above
  /// the views and bars of the controllers inside it; chrome, whose container the report does
  /// not name, goes below the UIKit bars, with the topmost level whose presented controller
  /// holds it.
  func bars(at level: Int) -> [(id: String, state: SceneReport.BarState)] {
    let visible = step.bars.filter { entry in
      let bar = entry.state
      guard bar.kind != .statusBar, !bar.hidden, bar.frame.width > 0, bar.frame.height > 0 else {
        return false
      }
      return barLevel(entry.id, bar) == level
    }
    let chrome = visible.filter { $0.state.kind == .chrome }
    let uikit = visible.filter { $0.state.kind != .chrome }
      .sorted { ownerDepth($0.id, $0.state) > ownerDepth($1.id, $1.state) }
    return chrome + uikit
  }

  /// The container of a UIKit bar: `nav` for `nav.navigationBar`.
  private func owner(of id: String, _ bar: SceneReport.BarState) -> String? {
    let suffix: String
    switch bar.kind {
    case .navigationBar: suffix = ".navigationBar"
    case .toolbar: suffix = ".toolbar"
    case .tabBar: suffix = ".tabBar"
    case .statusBar, .chrome: return nil
    }
    return id.hasSuffix(suffix) ? String(id.dropLast(suffix.count)) : nil
  }

  private func ownerDepth(_ id: String, _ bar: SceneReport.BarState) -> Int {
    owner(of: id, bar).flatMap { depth[$0] } ?? 0
  }

  private func barLevel(_ id: String, _ bar: SceneReport.BarState) -> Int {
    if let owner = owner(of: id, bar) { return levelByID[owner] ?? 0 }
    return containingLevel(of: bar.frame)
  }

  /// The topmost level one of whose presented controllers contains the rectangle.
  private func containingLevel(of rect: Rect) -> Int {
    for candidate in all.reversed() where candidate > 0 {
      if roots(at: candidate).contains(where: { $0.state.frame.contains(rect) }) {
        return candidate
      }
    }
    return 0
  }

  /// The views with ids that are in the window, each with its level.
  ///
  /// The report does not say which controller a view belongs to, nor whether it is in the
  /// window; a view outside the window has zero safe-area insets (C-01). So a view is drawn
  /// when its insets are not zero, or when it lies inside the safe area of an in-window
  /// controller, where an in-window view has zero insets too; a view with zero insets that
  /// reaches into every enclosing controller's unsafe bands is outside the window.
  private func assignViews() -> [(
    id: String, state: SceneReport.ViewState, level: Int, holderSafeArea: Rect
  )] {
    var result: [(id: String, state: SceneReport.ViewState, level: Int, holderSafeArea: Rect)] = []
    for (id, state) in step.views where !state.isControllerRoot && !state.hidden {
      guard state.frame.width > 0 && state.frame.height > 0 else { continue }
      let holders = inWindow.filter { $0.state.frame.intersects(state.frame) }
        .sorted {
          (levelByID[$0.id] ?? 0, depth[$0.id] ?? 0) > (levelByID[$1.id] ?? 0, depth[$1.id] ?? 0)
        }
      let consistent = holders.first { holder in
        !state.safeAreaInsets.isZero
          || holder.state.frame.inset(by: holder.state.safeAreaInsets).contains(state.frame)
      }
      if let holder = consistent {
        result.append(
          (
            id, state, levelByID[holder.id] ?? 0,
            holder.state.frame.inset(by: holder.state.safeAreaInsets)
          ))
      }
    }
    return result
  }
}

// MARK: - Labels

/// Places labels where they stay readable: inside their anchor when they fit, clear of the
/// labels already placed, of the sensor housing and home indicator, and of the screen's
/// rounded corners.
private struct LabelPlacer {
  let screen: Rect
  let radius: Double
  let obstacles: [Rect]
  private var placed: [Rect] = []

  init(screen: Rect, radius: Double, obstacles: [Rect]) {
    self.screen = screen
    self.radius = radius
    self.obstacles = obstacles
  }

  static let height: Double = 15

  /// Keeps later labels out of a rectangle (a bar drawn above them).
  mutating func avoid(_ rect: Rect) { placed.append(rect) }

  /// Places a label made of runs (bold or not) in `anchor`, clear of `covered` too.
  mutating func place(
    _ runs: [(String, Bool)], color: String, in anchor: Rect, avoiding covered: [Rect] = []
  ) -> PlacedLabel {
    let width =
      runs.reduce(0) { $0 + estimatedWidth($1.0, size: Drawing.labelSize, bold: $1.1) } + 6
    var area = anchor.intersection(screen) ?? anchor
    // A sheet across the anchor leaves only the band above or below it.
    for sheet in covered where sheet.minX <= area.minX && sheet.maxX >= area.maxX {
      if sheet.minY > area.minY && sheet.minY < area.maxY {
        area = Rect(x: area.minX, y: area.minY, width: area.width, height: sheet.minY - area.minY)
      } else if sheet.maxY > area.minY && sheet.maxY < area.maxY {
        area = Rect(x: area.minX, y: sheet.maxY, width: area.width, height: area.maxY - sheet.maxY)
      }
    }
    let rect = position(width: width, in: area, avoiding: covered)
    placed.append(rect)
    return PlacedLabel(rect: rect, runs: runs, color: color)
  }

  private func position(width: Double, in area: Rect, avoiding covered: [Rect]) -> Rect {
    let height = LabelPlacer.height
    let top = min(3, max(0, (area.height - height) / 2))
    let rows = max(1, min(40, Int((area.height - height - 2 * top) / (height + 2)) + 1))
    let columns = max(1, min(40, Int((area.width - width - 6) / 24) + 1))
    var candidates: [Rect] = []
    for row in 0..<rows {
      for column in 0..<columns {
        candidates.append(
          Rect(
            x: area.minX + 3 + Double(column) * 24, y: area.minY + top + Double(row) * (height + 2),
            width: width, height: height))
      }
    }
    // Below the anchor when nothing inside it is free.
    let outside = (0..<12).map { step in
      Rect(
        x: area.minX + 3, y: area.maxY + 2 + Double(step) * (height + 2), width: width,
        height: height)
    }
    let blocked = obstacles + covered
    func isFree(_ rect: Rect) -> Bool {
      !placed.contains(where: rect.intersects) && !blocked.contains(where: rect.intersects)
    }
    let onScreen = candidates.filter(isOnScreen)
    return onScreen.first(where: isFree)
      ?? outside.first { isOnScreen($0) && isFree($0) }
      ?? onScreen.first { !blocked.contains(where: $0.intersects) }
      ?? onScreen.first
      ?? candidates[0]
  }

  /// Whether the rectangle lies inside the screen's rounded shape.
  private func isOnScreen(_ rect: Rect) -> Bool {
    guard screen.contains(rect) else { return false }
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ]
    return corners.allSatisfy(insideRoundedScreen)
  }

  private func insideRoundedScreen(_ point: Point) -> Bool {
    let r = radius
    guard r > 0 else { return true }
    let cx = min(max(point.x, screen.minX + r), screen.maxX - r)
    let cy = min(max(point.y, screen.minY + r), screen.maxY - r)
    let dx = point.x - cx
    let dy = point.y - cy
    if dx == 0 || dy == 0 { return true }
    return (dx * dx + dy * dy).squareRoot() <= r - 3
  }
}

/// A label with its place, drawn with a light halo.
private struct PlacedLabel {
  let rect: Rect
  let runs: [(String, Bool)]
  let color: String

  func draw(_ out: inout SVGWriter) {
    out.rect(rect, radius: 3, fill: "#ffffff", fillOpacity: 0.78)
    out.label(runs, x: rect.minX + 3, y: rect.minY + 11.5, size: Drawing.labelSize, fill: color)
  }
}

/// A rough width for text in the picture's sans-serif font, generous so that labels do not
/// run into each other with wider fonts.
private func estimatedWidth(_ text: String, size: Double, bold: Bool) -> Double {
  Double(text.count) * size * (bold ? 0.6 : 0.54)
}

/// Splits text into lines no wider than `width`, at spaces.
private func wrap(_ text: String, width: Double, size: Double, bold: Bool) -> [String] {
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

// MARK: - Legend

/// The key to the colours, wrapped into rows that fit the picture.
private struct Legend {
  static let items: [(swatch: String, text: String)] = [
    (
      swatch(
        "fill=\"\(Palette.safe)\" fill-opacity=\"0.14\" stroke=\"\(Palette.safe)\" "
          + "stroke-width=\"1.5\""), "safe area"
    ),
    (
      "<line x1=\"0\" y1=\"-3.5\" x2=\"16\" y2=\"-3.5\" stroke=\"\(Palette.safe)\" "
        + "stroke-width=\"0.75\"/>", "container's safe area"
    ),
    (
      swatch("fill=\"none\" stroke=\"\(Palette.margins)\" stroke-dasharray=\"5 3\""),
      "layout margins"
    ),
    (swatch("fill=\"url(#unsafe)\""), "unsafe band"),
    (
      swatch("fill=\"\(Palette.bar)\" stroke=\"\(Palette.barStroke)\" stroke-width=\"0.75\""),
      "UIKit bar"
    ),
    (
      swatch(
        "fill=\"\(Palette.chrome)\" stroke=\"\(Palette.chromeStroke)\" stroke-width=\"0.75\""),
      "chrome"
    ),
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.view)\" stroke-width=\"1.25\" "
          + "stroke-dasharray=\"2 2\""), "view with an id"
    ),
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.contentInset)\" stroke-width=\"1.25\" "
          + "stroke-dasharray=\"7 3\""), "scroll content inset"
    ),
  ]

  /// A 16x11 sample rectangle with these attributes, on the text's baseline.
  private static func swatch(_ attributes: String) -> String {
    "<rect x=\"0\" y=\"-9\" width=\"16\" height=\"11\" \(attributes)/>"
  }

  static let size: Double = 11
  static let rowHeight: Double = 17

  /// Each item's offset from the legend's origin.
  let positions: [(x: Double, y: Double)]
  let height: Double

  init(width: Double) {
    var positions: [(x: Double, y: Double)] = []
    var x: Double = 0
    var y: Double = Legend.rowHeight
    for item in Legend.items {
      let itemWidth = 22 + estimatedWidth(item.text, size: Legend.size, bold: false) + 14
      if x > 0 && x + itemWidth > width {
        x = 0
        y += Legend.rowHeight
      }
      positions.append((x, y))
      x += itemWidth
    }
    self.positions = positions
    height = y + 10
  }

  func draw(_ out: inout SVGWriter, x: Double, y: Double) {
    for (item, position) in zip(Legend.items, positions) {
      out.beginGroup(translateX: x + position.x, y: y + position.y)
      out.raw(item.swatch)
      out.text(item.text, x: 22, y: 0, size: Legend.size, weight: "400", fill: Palette.secondary)
      out.endGroup()
    }
  }
}

// MARK: - SVG

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
        + "fill=\"\(fill)\">\(escape(text))</text>")
  }

  /// A label made of runs, bold or regular.
  mutating func label(_ runs: [(String, Bool)], x: Double, y: Double, size: Double, fill: String) {
    let n = ScenePicture.n
    let spans = runs.map { text, bold in
      "<tspan font-weight=\"\(bold ? "600" : "400")\"\(bold ? "" : " fill-opacity=\"0.75\"")>"
        + "\(escape(text))</tspan>"
    }
    body.append(
      "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\" "
        + "xml:space=\"preserve\">\(spans.joined())</text>")
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
