extension Window {
  /// The style a presentation uses here: `.automatic` is a page sheet; sheets on a phone in
  /// compact height (landscape) cover the screen.
  func resolvedStyle(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
    let style = style == .automatic ? ModalPresentationStyle.pageSheet : style
    if (style == .pageSheet || style == .formSheet) && traits.vertical == .compact {
      return .fullScreen
    }
    return style
  }

  /// The frame of a presented controller's view in window coordinates.
  func presentedFrame(for controller: ViewController) -> Rect {
    switch controller.presentationStyleInEffect {
    case .fullScreen, .overFullScreen, .automatic:
      return bounds
    case .overCurrentContext:
      guard let context = controller.presentingViewController?.viewIfLoaded else { return bounds }
      return context.convert(context.bounds, to: self)
    case .pageSheet, .formSheet:
      return SheetGeometry.frame(
        style: controller.presentationStyleInEffect, windowBounds: bounds,
        windowInsets: device.windowSafeAreaInsets(in: orientation, statusBarVisible: true),
        idiom: device.idiom)
    }
  }

  /// Sets the frames of presented views after the window changed size.
  func layoutPresentedViews() {
    var presented = rootViewController?.presentedViewController
    while let controller = presented {
      // The style chosen when the presentation began stays (a sheet shown full screen in
      // compact height stays full screen); only the frame follows the window.
      if let view = controller.viewIfLoaded, view.superview === self {
        controller.view.frame = presentedFrame(for: controller)
      }
      presented = controller.presentedViewController
    }
  }
}

/// Where UIKit places a sheet.
enum SheetGeometry {
  /// The gap between the safe area's top and a phone sheet's top edge.
  static let phoneSheetTopGap: Double = 10
  /// The size of a form sheet on iPad.
  static let formSheetSize = Size(width: 540, height: 620)
  /// The width of a page sheet on iPad (the readable width plus margins).
  static let padPageSheetWidth: Double = 704

  static func frame(
    style: ModalPresentationStyle, windowBounds: Rect, windowInsets: EdgeInsets, idiom: Idiom
  ) -> Rect {
    switch idiom {
    case .phone, .tv:
      // 10 points below the safe area (69 on a 14 Pro: its largest detent is 749 = 852 - 69
      // - 34); home-button phones measured 40 below a 20-point status bar.
      let top =
        windowInsets.top + phoneSheetTopGap + (windowInsets.bottom > 0 ? 0 : phoneSheetTopGap)
      return Rect(x: 0, y: top, width: windowBounds.width, height: windowBounds.height - top)
    case .pad:
      let size: Size
      if style == .formSheet {
        size = formSheetSize
      } else {
        let top = windowInsets.top + phoneSheetTopGap
        size = Size(
          width: Swift.min(padPageSheetWidth, windowBounds.width),
          height: windowBounds.height - 2 * top)
      }
      return Rect(
        x: (windowBounds.width - size.width) / 2, y: (windowBounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
  }
}
