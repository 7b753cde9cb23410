/// How a presented controller covers its presenter.
///
/// Mirrors `UIModalPresentationStyle` for the styles the simulation models.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable, Codable {
  /// The system's choice: a page sheet for a plain controller (B-12); full screen on Apple
  /// TV, which has no sheets.
  case automatic
  /// Covers the screen; the presenter's views are removed when the presentation completes.
  case fullScreen
  /// A card over a dimmed, still visible presenter.
  case pageSheet
  /// A smaller card, centred on iPad.
  case formSheet
  /// Covers the screen; the presenter's views stay.
  case overFullScreen
  /// Covers the presentation context's view; the presenter's views stay.
  case overCurrentContext
  /// A popover beside a source rect, with an arrow (``PopoverPresentationController``); a
  /// page sheet in compact width. The presenter's views stay.
  case popover

  /// Whether the presenter's views are removed, and it gets disappearance callbacks (D-13,
  /// D-14, D-15).
  public var removesPresenterViews: Bool { self == .fullScreen }

  /// Whether tvOS lacks the style: page and form sheets and popovers
  /// (`API_UNAVAILABLE(tvos)` in UIKit's `UIModalPresentationStyle`).
  var isUnavailableOnTV: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}

/// The presentation links of one controller.
struct PresentationState {
  var presented: ViewController?
  /// The presenting controller, or `nil` once it has ended: through its anchor, not a weak
  /// reference, which would give every presenter a side table (every retain and release of
  /// it would take the runtime's slow path from then on).
  var presenting: ViewController? {
    get { presentingAnchor?.controller }
    set { presentingAnchor = newValue?.anchor }
  }
  /// The anchor behind ``presenting``.
  private var presentingAnchor: ControllerAnchor?
  var style: ModalPresentationStyle = .automatic
  var styleInEffect: ModalPresentationStyle = .fullScreen
  var isBeingPresented = false
  var isBeingDismissed = false
  var definesPresentationContext = false
  var sheet: SheetPresentationController?
  var popover: PopoverPresentationController?
  var isModalInPresentation = false
  var preferredContentSize = Size.zero
}

extension ViewController {
  /// How the controller is shown when presented; `.automatic` by default.
  ///
  /// Mirrors `UIViewController.modalPresentationStyle`.
  public final var modalPresentationStyle: ModalPresentationStyle {
    get { presentationState.style }
    set { presentationState.style = newValue }
  }

  /// Whether an `.overCurrentContext` presentation from below this controller covers this
  /// controller's view; `false` by default.
  ///
  /// Mirrors `UIViewController.definesPresentationContext`.
  public final var definesPresentationContext: Bool {
    get { presentationState.definesPresentationContext }
    set { presentationState.definesPresentationContext = newValue }
  }

  /// The controller this one presents.
  ///
  /// Mirrors `UIViewController.presentedViewController`.
  public final var presentedViewController: ViewController? { presentationState.presented }

  /// The controller that presented this one (the presentation context).
  ///
  /// Mirrors `UIViewController.presentingViewController`.
  public final var presentingViewController: ViewController? { presentationState.presenting }

  /// Whether the controller is being presented: during its appearance callbacks.
  ///
  /// Mirrors `UIViewController.isBeingPresented`.
  public final var isBeingPresented: Bool { presentationState.isBeingPresented }

  /// Whether the controller is being dismissed: during its disappearance callbacks.
  ///
  /// Mirrors `UIViewController.isBeingDismissed`.
  public final var isBeingDismissed: Bool { presentationState.isBeingDismissed }

  /// The style the presentation uses: `.automatic` resolves to `.pageSheet`, `.popover` to
  /// `.pageSheet` in compact width. A sheet stays a sheet in every size class (it covers the
  /// window in compact height, see ``SheetPresentationController``).
  var presentationStyleInEffect: ModalPresentationStyle { presentationState.styleInEffect }

  /// The sheet presentation controller of a page or form sheet (`.automatic` is a page
  /// sheet); `nil` for the other styles.
  ///
  /// It is made on first access and kept while the style stays a sheet style, so it can be
  /// configured before ``present(_:animated:completion:)``. It is `nil` while the controller
  /// is presented full screen on Apple TV, where tvOS has no sheets.
  ///
  /// Mirrors `UIViewController.sheetPresentationController`.
  /// - Note: UIKit makes a new one for each presentation; this one keeps its settings
  ///   across presentations of the same controller.
  public final var sheetPresentationController: SheetPresentationController? {
    // Presented full screen though a sheet was asked for: on Apple TV, which has no sheets.
    if presentationState.presenting != nil, presentationState.styleInEffect == .fullScreen {
      return nil
    }
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      if let sheet = presentationState.sheet { return sheet }
      let sheet = SheetPresentationController(presentedController: self)
      presentationState.sheet = sheet
      return sheet
    case .fullScreen, .overFullScreen, .overCurrentContext, .popover:
      return nil
    }
  }

  /// The popover presentation controller of a `.popover` presentation; `nil` for the other
  /// styles.
  ///
  /// It is made on first access and kept while the style stays `.popover`, so it can be
  /// configured before ``present(_:animated:completion:)`` (UIKit requires its
  /// ``PopoverPresentationController/sourceView``). It is `nil` while the controller is
  /// presented full screen on Apple TV, where tvOS has no popovers.
  ///
  /// Mirrors `UIViewController.popoverPresentationController`.
  public final var popoverPresentationController: PopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    // Presented full screen though a popover was asked for: on Apple TV, which has none.
    if presentationState.presenting != nil, presentationState.styleInEffect == .fullScreen {
      return nil
    }
    if let popover = presentationState.popover { return popover }
    let popover = PopoverPresentationController(presentedController: self)
    presentationState.popover = popover
    return popover
  }

  /// Whether the controller refuses interactive dismissal (a swipe down on a sheet);
  /// `false` by default.
  ///
  /// A programmatic ``dismiss(animated:completion:)`` still dismisses, as in UIKit. The
  /// simulation has no swipe to dismiss, so nothing else reads it.
  ///
  /// Mirrors `UIViewController.isModalInPresentation`.
  public final var isModalInPresentation: Bool {
    get { presentationState.isModalInPresentation }
    set { presentationState.isModalInPresentation = newValue }
  }

  /// The size the controller prefers when a container sizes it: a form sheet takes it
  /// (when both sides are positive) instead of its default size. `.zero` by default.
  ///
  /// Mirrors `UIViewController.preferredContentSize`.
  public final var preferredContentSize: Size {
    get { presentationState.preferredContentSize }
    set {
      guard newValue != presentationState.preferredContentSize else { return }
      presentationState.preferredContentSize = newValue
      if presentingViewController != nil, let window {
        window.layoutPresentedViews()
        window.setNeedsLayout()
      }
    }
  }

  /// Whether the controller is inside a presented sheet that is a card (edge-attached or
  /// floating), not covering the window: navigation bars there are 56 points tall (F-01).
  var isInSheetCard: Bool {
    var top = self
    while let next = top.parent { top = next }
    guard top.presentingViewController != nil, let sheet = top.presentationState.sheet else {
      return false
    }
    switch top.presentationStyleInEffect {
    case .pageSheet, .formSheet: return sheet.layoutMode != .fullScreen
    default: return false
    }
  }
}
