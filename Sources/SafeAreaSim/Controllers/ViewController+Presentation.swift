/// How a presented controller covers its presenter.
///
/// Mirrors `UIModalPresentationStyle` for the styles the simulation models.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable, Codable {
  /// The system's choice: a page sheet for a plain controller (B-12).
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

  /// Whether the presenter's views are removed, and it gets disappearance callbacks (D-13,
  /// D-14, D-15).
  public var removesPresenterViews: Bool { self == .fullScreen }

}

/// The presentation links of one controller.
struct PresentationState {
  var presented: ViewController?
  weak var presenting: ViewController?
  var style: ModalPresentationStyle = .automatic
  var styleInEffect: ModalPresentationStyle = .fullScreen
  var isBeingPresented = false
  var isBeingDismissed = false
  var definesPresentationContext = false
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

  /// The style the presentation uses on this device and size class: `.automatic` resolves
  /// to `.pageSheet`; sheets become full screen in compact height.
  var presentationStyleInEffect: ModalPresentationStyle { presentationState.styleInEffect }
}
