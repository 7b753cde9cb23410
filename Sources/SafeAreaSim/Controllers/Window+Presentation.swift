extension Window {
  /// The style a presentation uses here: `.automatic` is a page sheet. Sheets stay sheets in
  /// every size class; their frame follows the environment (``SheetPresentationController``).
  ///
  /// A popover adapts to a page sheet in compact width (iPhone, a narrow iPad window), as
  /// UIKit adapts it on iOS 13 and later (Fidelity: Popovers). tvOS has no sheets and no
  /// popovers (`UIModalPresentationStyle`'s page sheet, form sheet and popover are
  /// unavailable there): on Apple TV every presentation but the "over" styles is full screen.
  func resolvedStyle(
    _ style: ModalPresentationStyle, sizeClasses: SizeClasses? = nil
  ) -> ModalPresentationStyle {
    if barInputs.idiom == .tv, style.isUnavailableOnTV || style == .automatic {
      return .fullScreen
    }
    switch style {
    case .automatic: return .pageSheet
    case .popover: return (sizeClasses ?? traits).horizontal == .compact ? .pageSheet : .popover
    default: return style
    }
  }

  /// The frame of a presented controller's view in window coordinates; for a sheet, also
  /// records its layout mode and detent on its ``SheetPresentationController``.
  func presentedFrame(for controller: ViewController) -> Rect {
    switch controller.presentationStyleInEffect {
    case .fullScreen, .overFullScreen, .automatic:
      return bounds
    case .overCurrentContext:
      guard let context = controller.presentingViewController?.viewIfLoaded else { return bounds }
      return context.convert(context.bounds, to: self)
    case .popover:
      return popoverFrame(for: controller)
    case .pageSheet, .formSheet:
      controller.resetPopoverArrow()
      let sheet = controller.presentationState.sheet
      // The orientation as the window keeps it with its screen (``orientation`` copies the
      // screen).
      let layout = sheetLayout(
        of: controller, bounds: bounds, orientation: barInputs.orientation, sizeClasses: traits)
      sheet?.layoutMode = layout.mode
      sheet?.detentInEffect = layout.detent
      sheet?.maximumDetentValue = layout.maximumDetentValue
      return layout.frame
    }
  }

  /// The size a presented controller's view will have once the window has `windowSize` in
  /// `orientation` with `sizeClasses`: what its presentation forwards in a size transition
  /// (Apple: "Presentation controllers forward the size change to their presented view
  /// controller"), the sheet's new size for a sheet.
  func presentedSize(
    of controller: ViewController, windowSize: Size, orientation: Orientation,
    sizeClasses: SizeClasses
  ) -> Size? {
    switch controller.presentationStyleInEffect {
    case .fullScreen, .overFullScreen, .automatic: return windowSize
    case .overCurrentContext: return nil  // the context's new size is known only after layout
    case .popover where resolvedStyle(.popover, sizeClasses: sizeClasses) == .popover:
      return popoverLayout(
        of: controller, bounds: Rect(origin: .zero, size: windowSize), orientation: orientation
      )?.frame.size
    case .pageSheet, .formSheet, .popover:
      return sheetLayout(
        of: controller, bounds: Rect(origin: .zero, size: windowSize), orientation: orientation,
        sizeClasses: sizeClasses
      ).frame.size
    }
  }

  private func sheetLayout(
    of controller: ViewController, bounds: Rect, orientation: Orientation,
    sizeClasses: SizeClasses
  ) -> SheetGeometry.Layout {
    // The device read once (each read of ``device`` copies the screen).
    let device = self.device
    return SheetGeometry.layout(
      style: controller.presentationStyleInEffect,
      environment: SheetGeometry.Environment(
        bounds: bounds,
        insets: device.windowSafeAreaInsets(in: orientation, statusBarVisible: true),
        idiom: device.idiom, sizeClasses: sizeClasses,
        screenLongSide: Swift.max(device.size.width, device.size.height)),
      sheet: controller.presentationState.sheet,
      preferredContentSize: controller.preferredContentSize)
  }

  /// A popover's layout: its source rect in window coordinates, and the window's safe area
  /// for `orientation`; `nil` without a source view.
  private func popoverLayout(
    of controller: ViewController, bounds: Rect, orientation: Orientation
  ) -> PopoverGeometry.Layout? {
    guard let popover = controller.presentationState.popover, let sourceView = popover.sourceView
    else { return nil }
    return PopoverGeometry.layout(
      source: sourceView.convert(popover.sourceRect, to: self),
      content: PopoverGeometry.contentSize(preferred: controller.preferredContentSize),
      permitted: popover.permittedArrowDirections, bounds: bounds,
      safeArea: device.windowSafeAreaInsets(in: orientation, statusBarVisible: true),
      margins: popover.popoverLayoutMargins)
  }

  /// Lays out a popover and records its arrow; the arrow's height joins the content's safe
  /// area on the arrow's edge, as the popover's own share (not in the app's
  /// `additionalSafeAreaInsets`).
  private func popoverFrame(for controller: ViewController) -> Rect {
    guard
      let layout = popoverLayout(of: controller, bounds: bounds, orientation: orientation)
    else { return bounds }
    controller.presentationState.popover?.arrowDirection = layout.arrowDirection
    controller.presentationState.popover?.arrowTip = layout.arrowTip
    let arrowInsets = PopoverGeometry.arrowInsets(layout.arrowDirection)
    if controller.barSafeAreaInsets != arrowInsets {
      controller.barSafeAreaInsets = arrowInsets
      controller.updateAdditionalInsetsInput()
    }
    return layout.frame
  }

  /// Sets the frames of presented views: after the window changed size, or a sheet's
  /// detent or preferred size changed. A sheet is laid out again for the new environment
  /// (a card in portrait covers the window in compact height and is a card again after).
  func layoutPresentedViews() {
    var presented = rootViewController?.presentedViewController
    while let controller = presented {
      if controller.modalPresentationStyle == .popover {
        // A popover adapts again when the width's size class changes (multitasking).
        let style = resolvedStyle(.popover)
        controller.presentationState.styleInEffect = style
        if style == .pageSheet { controller.ensureSheetPresentationController() }
      }
      if let view = controller.viewIfLoaded, view.superview === self {
        // A new size lays the sheet out again (its navigation bar follows the sheet's mode:
        // every change of mode changes the size); a new origin alone does not, as in UIKit.
        view.frame = presentedFrame(for: controller)
      }
      presented = controller.presentedViewController
    }
  }
}
