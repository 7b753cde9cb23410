/// Where UIKit places a popover: beside its source rect, inside the window's safe area less
/// the layout margins, with the arrow inside the presented view's frame (iOS 13+).
enum PopoverGeometry {
  /// The height of the arrow, from its base to its tip (`_UIPopoverShapeLayerChromeView
  /// arrowHeight`; Fidelity: Popovers).
  static let arrowHeight: Double = 13
  /// The width of the arrow at its base (`_UIPopoverShapeLayerChromeView arrowBase`;
  /// Fidelity: Popovers).
  static let arrowBase: Double = 26
  /// The radius of the popover's rounded corners (Fidelity: Popovers).
  static let cornerRadius: Double = 13
  /// The closest the arrow's tip comes to a corner of the popover, along the arrow's edge:
  /// the arrow's base stays clear of the rounded corner (Fidelity: Popovers).
  static let arrowTipCornerClearance = cornerRadius + arrowBase / 2

  /// The content size of a controller with no `preferredContentSize`: 320 points wide and
  /// 1100 tall, then fitted to the space available (Apple, `contentSizeForViewInPopover`;
  /// Fidelity: Popovers).
  static let defaultContentSize = Size(width: 320, height: 1100)
  /// The default `popoverLayoutMargins`: 10 points on every edge (Apple; Fidelity: Popovers).
  static let defaultLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  /// A popover's frame (the content and the arrow) and its arrow.
  struct Layout: Equatable {
    var frame: Rect
    var arrowDirection: PopoverArrowDirection
    /// The arrow's tip, on the source rect's edge, in window coordinates.
    var arrowTip: Point
  }

  /// The content size a popover asks for: the preferred size, or the default on an edge it
  /// leaves at 0.
  static func contentSize(preferred: Size) -> Size {
    Size(
      width: preferred.width > 0 ? preferred.width : defaultContentSize.width,
      height: preferred.height > 0 ? preferred.height : defaultContentSize.height)
  }

  /// Lays out a popover.
  ///
  /// The area it may use is the window's bounds inset by its safe area and the margins. Of
  /// the permitted directions, tried in the order up, down, left, right, the first whose side
  /// of the source rect holds the whole popover wins; when none does, the one that shows the
  /// most of it (the popover is then clipped to that side). The popover is centred on the
  /// source rect along the other axis, moved back inside the area when it would leave it.
  ///
  /// - Parameters:
  ///   - source: The source rect in window coordinates.
  ///   - content: The content size (``contentSize(preferred:)``).
  ///   - permitted: The permitted arrow directions; empty is treated as ``PopoverArrowDirection/any``.
  ///   - bounds: The window's bounds.
  ///   - safeArea: The window's safe-area insets.
  ///   - margins: The popover's layout margins.
  static func layout(
    source: Rect, content: Size, permitted: PopoverArrowDirection, bounds: Rect,
    safeArea: EdgeInsets, margins: EdgeInsets
  ) -> Layout {
    let area = Rect(
      x: bounds.minX + safeArea.left + margins.left,
      y: bounds.minY + safeArea.top + margins.top,
      width: Swift.max(
        0,
        bounds.width - safeArea.left - safeArea.right - margins.left
          - margins.right),
      height: Swift.max(
        0,
        bounds.height - safeArea.top - safeArea.bottom - margins.top
          - margins.bottom))
    // A source outside the area (a source view scrolled or rotated away) is pinned to its
    // edge, so that the popover stays inside.
    func pinned(_ value: Double, _ low: Double, _ high: Double) -> Double {
      Swift.max(low, Swift.min(value, high))
    }
    let minX = pinned(source.minX, area.minX, area.maxX)
    let minY = pinned(source.minY, area.minY, area.maxY)
    let source = Rect(
      x: minX, y: minY, width: pinned(source.maxX, area.minX, area.maxX) - minX,
      height: pinned(source.maxY, area.minY, area.maxY) - minY)
    let allowed = permitted.isEmpty ? .any : permitted
    let candidates = PopoverArrowDirection.preferenceOrder.filter { allowed.contains($0) }
    var best: (direction: PopoverArrowDirection, size: Size)?
    for direction in candidates {
      let need = needed(content, direction)
      let space = room(beside: source, in: area, direction)
      let fitted = Size(
        width: Swift.min(need.width, space.width), height: Swift.min(need.height, space.height))
      if fitted == need {
        best = (direction, fitted)
        break
      }
      if best.map({ fitted.width * fitted.height > $0.size.width * $0.size.height }) ?? true {
        best = (direction, fitted)
      }
    }
    let (direction, size) = best ?? (.up, needed(content, .up))
    return place(size, direction: direction, source: source, area: area)
  }

  /// The popover's size with its arrow, before it is fitted.
  private static func needed(_ content: Size, _ direction: PopoverArrowDirection) -> Size {
    direction == .up || direction == .down
      ? Size(width: content.width, height: content.height + arrowHeight)
      : Size(width: content.width + arrowHeight, height: content.height)
  }

  /// The room on one side of the source rect.
  private static func room(
    beside source: Rect, in area: Rect, _ direction: PopoverArrowDirection
  ) -> Size {
    switch direction {
    case .up: Size(width: area.width, height: Swift.max(0, area.maxY - source.maxY))
    case .down: Size(width: area.width, height: Swift.max(0, source.minY - area.minY))
    case .left: Size(width: Swift.max(0, area.maxX - source.maxX), height: area.height)
    default: Size(width: Swift.max(0, source.minX - area.minX), height: area.height)
    }
  }

  private static func place(
    _ size: Size, direction: PopoverArrowDirection, source: Rect, area: Rect
  ) -> Layout {
    func centred(_ centre: Double, _ length: Double, in low: Double, _ high: Double) -> Double {
      Swift.max(low, Swift.min(centre - length / 2, high - length))
    }
    // The tip follows the source's centre but keeps the arrow off the rounded corners; on a
    // popover too short for that, it sits in the middle of the edge.
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      let clearance = arrowTipCornerClearance
      guard high - low >= 2 * clearance else { return (low + high) / 2 }
      return Swift.max(low + clearance, Swift.min(value, high - clearance))
    }
    switch direction {
    case .up, .down:
      let x = centred(source.midX, size.width, in: area.minX, area.maxX)
      let y = direction == .up ? source.maxY : source.minY - size.height
      let tip = Point(
        x: clamp(source.midX, x, x + size.width), y: direction == .up ? source.maxY : source.minY)
      return Layout(
        frame: Rect(x: x, y: y, width: size.width, height: size.height),
        arrowDirection: direction, arrowTip: tip)
    default:
      let y = centred(source.midY, size.height, in: area.minY, area.maxY)
      let x = direction == .left ? source.maxX : source.minX - size.width
      let tip = Point(
        x: direction == .left ? source.maxX : source.minX,
        y: clamp(source.midY, y, y + size.height))
      return Layout(
        frame: Rect(x: x, y: y, width: size.width, height: size.height),
        arrowDirection: direction, arrowTip: tip)
    }
  }

  /// The safe-area insets the arrow gives the content: the arrow's height on the edge it sits
  /// on (`_UIPopoverStandardChromeView safeAreaInsetsForContentView`; Fidelity:
  /// Popovers).
  static func arrowInsets(_ direction: PopoverArrowDirection) -> EdgeInsets {
    switch direction {
    case .up: EdgeInsets(top: arrowHeight)
    case .down: EdgeInsets(bottom: arrowHeight)
    case .left: EdgeInsets(left: arrowHeight)
    case .right: EdgeInsets(right: arrowHeight)
    default: .zero
    }
  }
}
