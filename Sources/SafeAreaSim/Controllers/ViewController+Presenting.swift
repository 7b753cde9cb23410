extension ViewController {
  /// Presents a controller modally.
  ///
  /// The presentation context is the topmost ancestor of this controller (for
  /// `.overCurrentContext`, the nearest one that ``definesPresentationContext``); it becomes
  /// the presented controller's ``presentingViewController``. The presented view is added to
  /// the window above everything else with the frame of its style. Callbacks follow D-13 to
  /// D-15: the presented controller appears; the presenter disappears only for
  /// `.fullScreen`. An animated presentation completes when the window's clock advances by
  /// ``TransitionDuration/modal``.
  ///
  /// Presenting from a controller that already presents, or outside a visible window, makes a
  /// `presentationIgnored` diagnostic, as UIKit logs and ignores it.
  ///
  /// - Note: tvOS has no sheets and no popovers: on Apple TV, `.automatic`, `.pageSheet`,
  ///   `.formSheet` and `.popover` are presented full screen (the presenter disappears), the
  ///   three UIKit declares unavailable there with a `presentationStyleUnavailable`
  ///   diagnostic.
  ///
  /// - Precondition: `controller` is not presented already and is not a child: UIKit raises
  ///   an exception.
  /// - Mirrors `UIViewController.present(_:animated:completion:)`.
  public final func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    precondition(
      controller.presentingViewController == nil,
      "Application tried to present modally a view controller <\(controller.name)> that is "
        + "already being presented by <\(controller.presentingViewController?.name ?? "")>.")
    precondition(
      controller.parent == nil && controller !== self && !controller.isAncestor(of: self),
      "Application tried to present modally a view controller <\(controller.name)> that has "
        + "a parent view controller <\(controller.parent?.name ?? name)>.")
    let context = presentationContext(for: controller.modalPresentationStyle)
    // UIKit also refuses a presenter whose view is not in the window yet (presenting from
    // `viewDidLoad` or `viewWillAppear(_:)` of a controller being shown).
    guard let window, window.isKeyWindow, context.presentedViewController == nil,
      context.viewIfLoaded?.window === window
    else {
      report(
        Diagnostic(
          severity: .warning, code: "presentationIgnored", subject: controller.name,
          message: "Attempt to present <\(controller.name)> on <\(context.name)> "
            + "(from <\(name)>) "
            + (context.presentedViewController.map {
              "which is already presenting <\($0.name)>."
            } ?? "whose view is not in the window hierarchy.")))
      return
    }
    let style = window.resolvedStyle(controller.modalPresentationStyle)
    if window.barInputs.idiom == .tv && controller.modalPresentationStyle.isUnavailableOnTV {
      report(
        Diagnostic(
          severity: .warning, code: "presentationStyleUnavailable", subject: controller.name,
          message: "<\(controller.name)>'s modalPresentationStyle "
            + "\(controller.modalPresentationStyle) is not available on tvOS (UIKit's "
            + "UIModalPresentationStyle declares it unavailable there): presented full screen, "
            + "its sheet or popover settings unused."))
    }
    if style == .popover {
      precondition(
        controller.popoverPresentationController?.sourceView != nil,
        "UIPopoverPresentationController of <\(controller.name)> should have a non-nil "
          + "sourceView or barButtonItem set before the presentation occurs (presented from "
          + "<\(name)>).")
    }
    // One assignment of the state: each one tells the event routes that they may have
    // changed.
    var state = controller.presentationState
    state.presenting = context
    state.styleInEffect = style
    if (style == .pageSheet || style == .formSheet) && state.sheet == nil {
      // A sheet always has its presentation controller, configured or not (a popover
      // adapted to a sheet too).
      state.sheet = SheetPresentationController(presentedController: controller)
    }
    state.isBeingPresented = true
    controller.presentationState = state
    context.presentationState.presented = controller

    let view = controller.view  // loads: viewDidLoad
    let presenterDisappears = style.removesPresenterViews
    if presenterDisappears { context.beginAppearanceTransition(false, animated: animated) }
    // The presented view has its frame before it begins to appear: a container that arranges
    // its children when it begins to appear (a split view's automatic behaviour follows its
    // shape) sees the sheet's size, not the window's.
    view.frame = window.presentedFrame(for: controller)
    controller.beginAppearanceTransition(true, animated: animated)
    window.addSubview(view)
    window.updateStatusBarPreference()
    window.settle()

    // iOS 17 log: the presented controller's viewDidAppear comes before the presenter's
    // viewDidDisappear (unlike a push).
    // The window is the finisher's argument: only a scheduled finisher holds it weakly (a
    // weak reference gives the window a side table, and every retain and release of it
    // would take the runtime's slow path from then on).
    let finish = { (window: Window?) in
      controller.endAppearanceTransition()
      // A dismissal begun from the presented controller's viewDidAppear took over the
      // presenter: it is appearing again, and its view stays.
      let dismissalBegan =
        controller.presentationState.isBeingDismissed
        || controller.presentingViewController !== context
      if presenterDisappears && !dismissalBegan {
        context.viewIfLoaded?.removeFromSuperview()
        context.endAppearanceTransition()
      }
      controller.presentationState.isBeingPresented = false
      window?.settle()
      completion?()
    }
    if animated {
      window.scheduler.schedule(after: TransitionDuration.modal) { [weak window] in
        finish(window)
      }
    } else {
      finish(window)
    }
  }

  /// Dismisses the controller this one presents, or, when it presents nothing, this
  /// controller from its presenter.
  ///
  /// Controllers presented above the dismissed one go with it. Callbacks mirror the
  /// presentation's: the dismissed controller disappears; a `.fullScreen` presenter appears
  /// again, without a new `viewDidLoad`.
  ///
  /// - Mirrors `UIViewController.dismiss(animated:completion:)`.
  public final func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let target: ViewController
    if let presented = presentedViewController {
      target = presented
    } else if presentingViewController != nil {
      target = self
    } else {
      completion?()
      return
    }
    guard let context = target.presentingViewController, let window else {
      completion?()
      return
    }
    // Controllers presented above the target leave at once, without animation.
    if let above = target.presentedViewController {
      above.dismissImmediately(in: window)
    }
    let presenterAppears = target.presentationStyleInEffect.removesPresenterViews
    target.presentationState.isBeingDismissed = true
    target.beginAppearanceTransition(false, animated: animated)
    if presenterAppears {
      context.beginAppearanceTransition(true, animated: animated)
      if let view = context.viewIfLoaded {
        window.insertSubview(view, at: 0)
        window.setNeedsLayout()
      }
    }
    window.settle()
    // The mirror of the presentation: the presenter's viewDidAppear, then the dismissed
    // controller's viewDidDisappear (no source recorded the order; see the Fidelity article).
    // The window is the finisher's argument (see `present(_:animated:completion:)`).
    let finish = { (window: Window?) in
      target.viewIfLoaded?.removeFromSuperview()
      if presenterAppears { context.endAppearanceTransition() }
      target.endAppearanceTransition()
      context.presentationState.presented = nil
      // One assignment (each one tells the event routes that they may have changed).
      var state = target.presentationState
      state.presenting = nil
      state.isBeingDismissed = false
      target.presentationState = state
      target.resetPopoverArrow()
      window?.updateStatusBarPreference()
      window?.settle()
      completion?()
    }
    if animated {
      window.scheduler.schedule(after: TransitionDuration.modal) { [weak window] in
        finish(window)
      }
    } else {
      finish(window)
    }
  }

  private final func dismissImmediately(in window: Window) {
    if let above = presentedViewController { above.dismissImmediately(in: window) }
    guard let context = presentingViewController else { return }
    beginAppearanceTransition(false, animated: false)
    viewIfLoaded?.removeFromSuperview()
    endAppearanceTransition()
    context.presentationState.presented = nil
    presentationState.presenting = nil
    resetPopoverArrow()
  }

  /// Makes the sheet presentation controller of a presentation that is a sheet, whatever
  /// the style asked for.
  final func ensureSheetPresentationController() {
    guard presentationState.sheet == nil else { return }
    presentationState.sheet = SheetPresentationController(presentedController: self)
  }

  /// Takes the arrow's safe-area share off a controller no longer shown in a popover.
  final func resetPopoverArrow() {
    presentationState.popover?.arrowDirection = .unknown
    presentationState.popover?.arrowTip = nil
    guard !barSafeAreaInsets.isZero, parent == nil else { return }
    barSafeAreaInsets = .zero
    updateAdditionalInsetsInput()
  }

  /// The controller a presentation of `style` from this one is made on.
  final func presentationContext(for style: ModalPresentationStyle) -> ViewController {
    var context = self
    while let next = context.parent {
      if style == .overCurrentContext && context.definesPresentationContext { break }
      context = next
    }
    return context
  }

  final func isAncestor(of other: ViewController) -> Bool {
    var current: ViewController? = other
    while let next = current?.eventParent {
      if next === self { return true }
      current = next
    }
    return false
  }
}
