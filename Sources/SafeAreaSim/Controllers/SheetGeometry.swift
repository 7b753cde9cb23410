/// Where UIKit places a sheet: `_UISheetPresentationMetrics` and the measured frames of
/// reference group F (F-02, F-03).
enum SheetGeometry {
  /// The gap between the safe area's top and an edge-attached sheet's top (`topOffset`).
  static let topOffset: Double = 10
  /// The same gap in compact height (`topOffsetInCompactHeight`).
  static let topOffsetInCompactHeight: Double = 8
  /// The width of a page sheet on iPad (the readable width plus margins): an assumption.
  static let padPageSheetWidth: Double = 704

  /// What a sheet's layout depends on.
  struct Environment {
    var bounds: Rect
    var insets: EdgeInsets
    var idiom: Idiom
    var sizeClasses: SizeClasses
    var screenLongSide: Double
  }

  /// A sheet's frame, mode and resting detent.
  struct Layout: Equatable {
    var frame: Rect
    var mode: SheetPresentationController.LayoutMode
    var detent: SheetPresentationController.Detent.Identifier?
    var maximumDetentValue: Double?
  }

  /// The default form-sheet size for a screen (`defaultFormSheetSizeForScreenSize:`): by the
  /// screen's long side, 540x600 up to 1024 points, 580x640 below 1590, 620x680 above.
  static func defaultFormSheetSize(screenLongSide: Double) -> Size {
    if screenLongSide <= 1024 { return Size(width: 540, height: 600) }
    if screenLongSide < 1590 { return Size(width: 580, height: 640) }
    return Size(width: 620, height: 680)
  }

  static func layout(
    style: ModalPresentationStyle, environment: Environment, sheet: SheetPresentationController?,
    preferredContentSize: Size
  ) -> Layout {
    let bounds = environment.bounds
    let insets = environment.insets
    if environment.sizeClasses.vertical == .compact {
      guard sheet?.prefersEdgeAttachedInCompactHeight == true else {
        return Layout(frame: bounds, mode: .fullScreen)
      }
      // Apple: an edge-attached sheet is as wide as its container's safe area, unless it
      // follows the preferred content size.
      var x = bounds.minX + insets.left
      var width = bounds.width - insets.left - insets.right
      if sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == true,
        preferredContentSize.width > 0
      {
        width = Swift.min(preferredContentSize.width, bounds.width)
        x = bounds.minX + (bounds.width - width) / 2
      }
      return edgeAttached(
        top: insets.top + topOffsetInCompactHeight, x: x, width: width, compactHeight: true,
        bounds: bounds, bottomInset: insets.bottom, sheet: sheet)
    }
    if environment.idiom != .pad || environment.sizeClasses.horizontal == .compact {
      // Home-button devices (no bottom inset) measured another 10 points (F-02).
      let top = insets.top + topOffset + (insets.bottom > 0 ? 0 : topOffset)
      return edgeAttached(
        top: top, x: bounds.minX, width: bounds.width, compactHeight: false, bounds: bounds,
        bottomInset: insets.bottom, sheet: sheet)
    }
    let size: Size
    if style == .formSheet {
      if preferredContentSize.width > 0 && preferredContentSize.height > 0 {
        size = preferredContentSize
      } else {
        let standard = defaultFormSheetSize(screenLongSide: environment.screenLongSide)
        size =
          standard.width >= bounds.width || standard.height >= bounds.height
          ? bounds.size : standard
      }
    } else {
      let top = insets.top + topOffset
      size = Size(
        width: Swift.min(padPageSheetWidth, bounds.width), height: bounds.height - 2 * top)
    }
    return Layout(
      frame: Rect(
        x: bounds.minX + (bounds.width - size.width) / 2,
        y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
        height: size.height),
      mode: .floating)
  }

  /// An edge-attached sheet: it rests at its detent's value above the bottom inset and runs
  /// to the bottom edge (Apple: a detent's value is a height within the sheet's safe area).
  private static func edgeAttached(
    top: Double, x: Double, width: Double, compactHeight: Bool, bounds: Rect,
    bottomInset: Double, sheet: SheetPresentationController?
  ) -> Layout {
    let maximum = Swift.max(bounds.height - top - bottomInset, 0)
    let detent =
      sheet?.restingDetent(compactHeight: compactHeight, maximumDetentValue: maximum)
      ?? .large()
    let value = detent.resolvedValue(maximumDetentValue: maximum)
    let height = value + bottomInset
    return Layout(
      frame: Rect(x: x, y: bounds.maxY - height, width: width, height: height),
      mode: .edgeAttached, detent: detent.identifier, maximumDetentValue: maximum)
  }
}
