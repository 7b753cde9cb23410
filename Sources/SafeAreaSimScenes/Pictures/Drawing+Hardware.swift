import SafeAreaSim

extension Drawing {
  /// Which side of the screen the device's top (its sensor housing) is on.
  var deviceTop: Edge {
    switch orientation {
    case .portrait: .top
    case .portraitUpsideDown: .bottom
    case .landscapeLeft: .right  // the home button (the device's bottom) is on the left
    case .landscapeRight: .left
    }
  }

  var hasHomeButton: Bool {
    device.idiom != .tv && device.sensorHousing == .none
      && device.portraitHardwareInsets.bottom == 0
  }

  var homeIndicatorRect: Rect? {
    guard device.idiom != .tv, device.portraitHardwareInsets.bottom > 0 else { return nil }
    let width: Double = orientation.isLandscape && device.idiom == .phone ? 210 : 134
    return Rect(x: screen.midX - width / 2, y: screen.maxY - 13, width: width, height: 5)
  }

  var housingRect: Rect? {
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
  func hardwareRects() -> [Rect] {
    [housingRect?.insetBy(dx: -4, dy: -4), homeIndicatorRect?.insetBy(dx: -2, dy: -4)].compactMap {
      $0
    }
  }

  /// The device's body around the screen; home-button devices get their forehead, chin and
  /// button, on the side the orientation puts them.
  func drawBezel(_ out: inout SVGWriter) {
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

  func drawHardware(_ out: inout SVGWriter) {
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

  func notchPath(_ rect: Rect) -> String {
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

  func outline(_ rect: Rect) -> String {
    "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
  }

  func n(_ value: Double) -> String { formatPoints(value) }
}
