import SafeAreaSim

/// The drawing of one step: the parts of the report it needs, sorted into presentation
/// levels, and the SVG being written.
struct Drawing {
  let step: SceneReport.Step
  let index: Int
  let device: DeviceProfile
  let screen: Rect
  let orientation: Orientation
  /// For a picture inlined in an HTML page (``HTMLReport``): a prefix that makes the
  /// picture's own element ids unique on the page, and the `data-sim-id` groups around each
  /// controller's, view's and bar's shapes. `nil` for a standalone SVG file.
  let inlineIDPrefix: String?

  static let padding: Double = 30
  static let labelSize: Double = 12
  /// The dashes of a view's safe-area and margins guides.
  static let safeGuideDash = "3 2"
  static let marginsGuideDash = "1 2"
  /// The dashes of a split view column's outline.
  static let columnDash = "8 4"
  /// How far an overlaid split view column's shadow reaches over the secondary column.
  static let columnShadowWidth: Double = 12

  /// Whether the step shows a view placed by Auto Layout, whose guides are drawn.
  var showsGuides: Bool { step.views.contains { $0.state.usesAutoLayout } }

  init(step: SceneReport.Step, index: Int, device: DeviceProfile, inlineIDPrefix: String? = nil) {
    self.step = step
    self.index = index
    self.device = device
    self.inlineIDPrefix = inlineIDPrefix
    orientation = step.window.orientation
    screen = device.screenBounds(in: orientation)
  }

  func document() -> String {
    let padding = Drawing.padding
    let width = max(screen.width + 2 * padding, 360)
    let textWidth = width - 2 * padding
    let title = titleLines(width: textWidth)
    let titleHeight = Double(title.count) * 19 + 12
    let legend = Legend(
      width: textWidth, showsGuides: showsGuides, showsKeyboard: !step.keyboard.hidden,
      showsColumns: step.bars.contains { $0.state.kind == .splitColumn && !$0.state.hidden })
    let height = titleHeight + screen.height + 2 * padding + legend.height
    var out = SVGWriter(width: width, height: height, isInline: inlineIDPrefix != nil)
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
    legend.draw(
      &out, x: padding, y: titleHeight + screen.height + 2 * padding - 4,
      hatchID: elementID("unsafe"))
    return out.document
  }

  // MARK: Title

  private func titleLines(width: Double) -> [(text: String, bold: Bool)] {
    let action = "Step \(index): " + (step.action.map(SceneReport.describe) ?? "initial display")
    var lines = TextMetrics.wrap(action, width: width, size: 15, bold: true).map { ($0, true) }
    var detail = "\(device.name), \(orientation.rawValue), safe area \(step.window.safeAreaInsets)"
    if !step.diagnostics.isEmpty {
      detail += ", diagnostics: " + step.diagnostics.map(\.code).joined(separator: ", ")
    }
    lines += TextMetrics.wrap(detail, width: width, size: 12, bold: false).map { ($0, false) }
    return lines
  }

  // MARK: Screen

  /// The id of one of the picture's own elements (its clip path, its pattern), unique on the
  /// page when the picture is inlined.
  func elementID(_ name: String) -> String { (inlineIDPrefix ?? "") + name }

  /// Opens the group of one controller's, view's or bar's shapes in an inlined picture, which
  /// the page highlights when the object is pointed at.
  func beginShapes(of id: String, kind: String, _ out: inout SVGWriter) {
    guard inlineIDPrefix != nil else { return }
    out.raw("<g data-sim-id=\"\(SVGWriter.escape(id))\" data-sim-kind=\"\(kind)\">")
  }

  func endShapes(_ out: inout SVGWriter) {
    if inlineIDPrefix != nil { out.endGroup() }
  }

  private func drawScreen(_ out: inout SVGWriter) {
    let radius = device.displayCornerRadius
    let screenClip = elementID("screen")
    let unsafeHatch = elementID("unsafe")
    drawBezel(&out)
    out.raw(
      "<clipPath id=\"\(screenClip)\"><rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" "
        + "height=\"\(n(screen.height))\" rx=\"\(n(radius))\"/></clipPath>")
    out.raw(
      "<pattern id=\"\(unsafeHatch)\" width=\"7\" height=\"7\" patternUnits=\"userSpaceOnUse\" "
        + "patternTransform=\"rotate(45)\"><rect width=\"7\" height=\"7\" "
        + "fill=\"\(Palette.unsafe)\" fill-opacity=\"0.07\"/><rect width=\"2.5\" height=\"7\" "
        + "fill=\"\(Palette.unsafe)\" fill-opacity=\"0.45\"/></pattern>")
    out.rect(screen, radius: radius, fill: "#ffffff")
    out.raw("<g clip-path=\"url(#\(screenClip))\">")

    // Outside a window smaller than the screen: other apps.
    let window = step.window.frame
    if window != screen {
      out.path(outline(screen) + outline(window), fill: Palette.outsideWindow, evenOdd: true)
    }
    // The window's unsafe bands.
    let safe = window.inset(by: step.window.safeAreaInsets)
    if safe != window {
      out.path(outline(window) + outline(safe), fill: "url(#\(unsafeHatch))", evenOdd: true)
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
    // The keyboard is above the app's windows, below the status bar.
    if !step.keyboard.hidden {
      let keyboard = step.keyboard.frame
      let label = labels.place([("keyboard", true)], color: Palette.keyboardText, in: keyboard)
      out.rect(keyboard, fill: Palette.keyboard, fillOpacity: 0.92)
      label.draw(&out)
    }
    if let statusBar, let statusLabel {
      beginShapes(of: statusBar.id, kind: "bar", &out)
      out.rect(
        statusBar.state.frame, fill: Palette.statusBar, fillOpacity: 0.92, stroke: Palette.outline,
        strokeWidth: 0.5)
      endShapes(&out)
      statusLabel.draw(&out)
    }
    drawHardware(&out)
    out.raw("</g>")
    out.rect(screen, radius: radius, fill: "none", stroke: Palette.ink, strokeWidth: 1)
  }

  /// Draws one presentation level: a sheet's dimming and card, the controllers' views, the
  /// views with ids, the bars and chrome, then the split views' columns (the columns that lie
  /// over the secondary column drawn above it, with what is in them), then the labels.
  private func drawLevel(
    _ level: Int, levels: Levels, _ out: inout SVGWriter, _ labels: inout LabelPlacer
  ) {
    let controllers = levels.controllers(at: level)
    var sheets: [Rect] = []
    for root in levels.roots(at: level) where level > 0 {
      let frame = root.state.frame
      if let popover = root.state.popover {
        drawPopover(frame: frame, popover, &out)
      } else if frame != step.window.frame {
        out.rect(screen, fill: "#000000", fillOpacity: 0.28)
        out.rect(frame, radius: 10, fill: "#ffffff")
        sheets.append(frame)
      } else {
        out.rect(frame, fill: "#ffffff", fillOpacity: levels.presenterStaysVisible(root) ? 0.8 : 1)
      }
    }
    let views = levels.views(at: level)
    let bars = levels.bars(at: level)
    // The split views' columns of this level (their split view is at this level).
    let splits = SplitColumns(step: step)
    let columns = splits.columns.filter { column in
      levels.controllers(at: level).contains { $0.id == column.split }
    }
    func layer(ofController id: String) -> String? { splits.overlaidColumn(ofController: id) }
    func layer(ofView state: SceneReport.ViewState) -> String? { layer(ofController: state.owner) }
    // A sheet's content is clipped to its card: a presented split view's primary column
    // reaches 100 points past its edge, as it does past the screen's. (A presentation level
    // has one presented root; the clip would take several.) Labels are placed after, inside
    // the visible parts, and are not clipped.
    if !sheets.isEmpty {
      let clip = elementID("sheet\(level)")
      out.raw(
        "<clipPath id=\"\(clip)\">"
          + sheets.map {
            "<rect x=\"\(n($0.minX))\" y=\"\(n($0.minY))\" width=\"\(n($0.width))\" "
              + "height=\"\(n($0.height))\" rx=\"10\"/>"
          }.joined() + "</clipPath>")
      out.raw("<g clip-path=\"url(#\(clip))\">")
    }
    drawShapes(
      controllers: controllers.filter { layer(ofController: $0.id) == nil },
      views: views.filter { layer(ofView: $0.state) == nil },
      bars: bars.filter { splits.overlaidColumn(ofBar: $0.id, $0.state) == nil },
      levels: levels, &out)
    for column in columns where !column.isOverlaid { drawColumn(column, &out) }
    // A divider belongs to its split view's level: a split view presented above another
    // does not bring the presenter's dividers above its dimming.
    for divider in splits.dividers where columns.contains(where: { $0.split == divider.split }) {
      out.rect(divider.frame, fill: Palette.divider)
    }
    // Overlaid columns side by side are one overlay: one shadow at its outer edge, and the
    // divider between them drawn above both.
    for overlay in splits.overlays where columns.contains(where: { $0.split == overlay.split }) {
      drawShadow(of: overlay, &out)
    }
    for column in columns where column.isOverlaid {
      drawOverlaidColumnBackground(column, &out)
      drawShapes(
        controllers: controllers.filter { layer(ofController: $0.id) == column.id },
        views: views.filter { layer(ofView: $0.state) == column.id },
        bars: bars.filter { splits.overlaidColumn(ofBar: $0.id, $0.state) == column.id },
        levels: levels, &out)
      drawColumn(column, &out)
    }
    for divider in splits.overlayDividers
    where columns.contains(where: { $0.isOverlaid && $0.split == divider.split }) {
      out.rect(divider.frame, fill: Palette.divider)
    }
    if !sheets.isEmpty { out.endGroup() }
    // Labels, layer by layer from the top (an overlaid column's before what lies under it):
    // bars first (their bands are narrow), then controllers, then views from the top left;
    // then the columns. Clear of the sheets presented above this level and of the overlaid
    // columns above the label's layer.
    let covered = levels.all.filter { $0 > level }.flatMap { levels.roots(at: $0) }
      .map(\.state.frame).filter { $0 != step.window.frame }
    let overlaid = columns.filter(\.isOverlaid)
    func overlaysAbove(_ layerID: String?) -> [Rect] {
      overlaid.drop { layerID != nil && $0.id != layerID }.filter { $0.id != layerID }
        .map(\.frame)
    }
    /// The widest strip of `anchor` that the overlaid columns above its layer leave visible,
    /// widened over them where it is too narrow for the label (then `true`).
    func visible(
      _ anchor: Rect, layer layerID: String?, _ runs: [(String, Bool)]
    ) -> (Rect, widened: Bool) {
      let width =
        runs.reduce(0) {
          $0 + TextMetrics.estimatedWidth($1.0, size: Drawing.labelSize, bold: $1.1)
        }
        + 12
      var pieces = [(anchor.minX, anchor.maxX)]
      for cover in overlaysAbove(layerID) where cover.minY < anchor.maxY && cover.maxY > anchor.minY
      {
        pieces = pieces.flatMap { piece in
          [(piece.0, min(piece.1, cover.minX)), (max(piece.0, cover.maxX), piece.1)]
            .filter { $0.1 > $0.0 }
        }
      }
      guard let widest = pieces.max(by: { $0.1 - $0.0 < $1.1 - $1.0 }) else {
        return (anchor, false)
      }
      var (minX, maxX) = widest
      let widened = maxX - minX < width && (minX > anchor.minX || maxX < anchor.maxX)
      if widened {
        if maxX >= anchor.maxX {
          minX = max(anchor.minX, maxX - width)
        } else {
          maxX = min(anchor.maxX, minX + width)
        }
      }
      return (Rect(x: minX, y: anchor.minY, width: maxX - minX, height: anchor.height), widened)
    }
    func place(
      _ runs: [(String, Bool)], color: String, in anchor: Rect, layer layerID: String?
    ) -> PlacedLabel {
      // A label widened over an overlaid column only keeps clear of the other labels there.
      let (area, widened) = visible(anchor, layer: layerID, runs)
      return labels.place(
        runs, color: color, in: area, avoiding: covered + (widened ? [] : overlaysAbove(layerID)))
    }
    var placed: [PlacedLabel] = []
    let layers: [String?] = overlaid.reversed().map(\.id) + [nil]
    for layerID in layers {
      for (id, bar) in bars where splits.overlaidColumn(ofBar: id, bar) == layerID {
        placed.append(place([(id, true)], color: "#2c2c2e", in: bar.frame, layer: layerID))
      }
      for (id, state) in controllers where levels.isLeaf(id) && layer(ofController: id) == layerID {
        let safeRect = state.frame.inset(by: state.safeAreaInsets)
        let anchor = safeRect.width > 0 && safeRect.height > 0 ? safeRect : state.frame
        var parts: [(String, Bool)] = [(id, true)]
        let chain = levels.ancestors(of: id)
        if !chain.isEmpty { parts.append((" in " + chain.joined(separator: " › "), false)) }
        if let presenter = state.presentingViewController {
          parts.append((" presented by \(presenter)", false))
        }
        placed.append(place(parts, color: Palette.safeText, in: anchor, layer: layerID))
      }
      for (id, state) in views.sorted(by: {
        ($0.state.frame.minY, $0.state.frame.minX) < ($1.state.frame.minY, $1.state.frame.minX)
      }) where layer(ofView: state) == layerID {
        placed.append(
          place(
            [(id, true)], color: Palette.viewText, in: levels.labelArea(of: id, state),
            layer: layerID))
      }
    }
    for column in overlaid.reversed() + columns.filter({ !$0.isOverlaid }) {
      // At the foot of the column, above the home indicator's band.
      let foot = Rect(
        x: column.frame.minX, y: column.frame.maxY - 64, width: column.frame.width, height: 64)
      placed.append(
        place(
          [(column.id, true)], color: Palette.columnText, in: foot,
          layer: column.isOverlaid ? column.id : nil))
    }
    for label in placed { label.draw(&out) }
  }

  /// Draws controllers' views (outline, safe area, margins), views with ids (and the guides
  /// of those Auto Layout places) and bars.
  private func drawShapes(
    controllers: [(id: String, state: SceneReport.ControllerState)],
    views: [(id: String, state: SceneReport.ViewState)],
    bars: [(id: String, state: SceneReport.BarState)], levels: Levels, _ out: inout SVGWriter
  ) {
    for (id, state) in controllers {
      let isLeaf = levels.isLeaf(id)
      beginShapes(of: id, kind: "controller", &out)
      defer { endShapes(&out) }
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
    for (id, state) in views {
      beginShapes(of: id, kind: "view", &out)
      defer { endShapes(&out) }
      out.rect(state.frame, fill: "none", stroke: Palette.view, strokeWidth: 1.25, dash: "2 2")
      if let adjusted = state.adjustedContentInset, !adjusted.isZero {
        let content = state.frame.inset(by: adjusted)
        if content.width > 0 && content.height > 0 {
          out.rect(
            content, fill: "none", stroke: Palette.contentInset, strokeWidth: 1.25, dash: "7 3")
        }
      }
    }
    // The guides of the views Auto Layout places: thin dashed outlines.
    for (id, state) in views where state.usesAutoLayout {
      beginShapes(of: id, kind: "view", &out)
      defer { endShapes(&out) }
      let guides = state.layoutGuides
      if guides.safeArea.width > 0 && guides.safeArea.height > 0 {
        out.rect(
          guides.safeArea, fill: "none", stroke: Palette.safe, strokeWidth: 0.75,
          dash: Drawing.safeGuideDash)
      }
      if guides.margins.width > 0 && guides.margins.height > 0 {
        out.rect(
          guides.margins, fill: "none", stroke: Palette.margins, strokeWidth: 0.75,
          dash: Drawing.marginsGuideDash)
      }
    }
    for (id, bar) in bars {
      let isChrome = bar.kind == .chrome
      beginShapes(of: id, kind: "bar", &out)
      defer { endShapes(&out) }
      // A search bar is a lighter band inside its navigation bar.
      let fill =
        isChrome ? Palette.chrome : bar.kind == .searchBar ? Palette.searchBar : Palette.bar
      out.rect(
        bar.frame, fill: fill, fillOpacity: 0.9,
        stroke: isChrome ? Palette.chromeStroke : Palette.barStroke, strokeWidth: 0.75)
    }
  }
}

extension Drawing {
  /// The width of a popover arrow's base (`_UIPopoverShapeLayerChromeView arrowBase`).
  static let popoverArrowBase: Double = 26

  /// Draws a popover: its body with rounded corners (13 points) and its arrow, a triangle
  /// from the body's edge to the tip; a popover does not dim what is below it.
  func drawPopover(frame: Rect, _ popover: SceneReport.PopoverState, _ out: inout SVGWriter) {
    let height = 13.0
    let half = Drawing.popoverArrowBase / 2
    let tip = popover.arrowTip
    var body = frame
    let points: [Point]
    switch popover.arrowDirection {
    case "up":
      body = Rect(
        x: frame.minX, y: frame.minY + height, width: frame.width,
        height: frame.height - height)
      points = [
        Point(x: tip.x - half, y: body.minY), tip, Point(x: tip.x + half, y: body.minY),
      ]
    case "down":
      body = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - height)
      points = [
        Point(x: tip.x - half, y: body.maxY), tip, Point(x: tip.x + half, y: body.maxY),
      ]
    case "left":
      body = Rect(
        x: frame.minX + height, y: frame.minY, width: frame.width - height,
        height: frame.height)
      points = [
        Point(x: body.minX, y: tip.y - half), tip, Point(x: body.minX, y: tip.y + half),
      ]
    default:
      body = Rect(x: frame.minX, y: frame.minY, width: frame.width - height, height: frame.height)
      points = [
        Point(x: body.maxX, y: tip.y - half), tip, Point(x: body.maxX, y: tip.y + half),
      ]
    }
    out.rect(body, radius: 13, fill: "#ffffff", stroke: Palette.outline, strokeWidth: 0.75)
    let data =
      "M"
      + points.map { "\(n($0.x)) \(n($0.y))" }
      .joined(separator: " L") + " Z"
    out.path(data, fill: "#ffffff", evenOdd: false)
  }
}
