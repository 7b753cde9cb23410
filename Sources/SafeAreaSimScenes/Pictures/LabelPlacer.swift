import SafeAreaSim

/// Places labels where they stay readable: inside their anchor when they fit, clear of the
/// labels already placed, of the sensor housing and home indicator, and of the screen's
/// rounded corners.
struct LabelPlacer {
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
      runs.reduce(0) { $0 + TextMetrics.estimatedWidth($1.0, size: Drawing.labelSize, bold: $1.1) }
      + 6
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

  /// How many candidate positions fit: one more than `fraction`, from 1 to 40, converted only
  /// once it is in range (an area of any finite or infinite size never traps).
  private static func count(_ fraction: Double) -> Int {
    guard fraction >= 0 else { return 1 }
    return Int(min(39, fraction)) + 1
  }

  private func position(width: Double, in area: Rect, avoiding covered: [Rect]) -> Rect {
    let height = LabelPlacer.height
    let top = min(3, max(0, (area.height - height) / 2))
    let rows = LabelPlacer.count((area.height - height - 2 * top) / (height + 2))
    let columns = LabelPlacer.count((area.width - width - 6) / 24)
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
