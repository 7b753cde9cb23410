/// Places a controller presented with the `.popover` style beside a source rect, with an
/// arrow pointing at it.
///
/// On iPad in a regular-width environment the popover is laid out as UIKit lays it out: at
/// the presented controller's ``ViewController/preferredContentSize`` (a side left at zero
/// takes the default of 320 wide and 1100 tall), fitted to the room beside ``sourceRect`` on
/// the side of the first permitted arrow direction that holds it (up, down, left, right),
/// inside the window's safe area less ``popoverLayoutMargins`` (10 points). Since iOS 13 the
/// presented view's frame includes the 13-point arrow, and the content's safe area is inset
/// by the arrow's height on the arrow's edge; the arrow's tip stays 26 points from the
/// popover's corners. The Fidelity article's "Popovers" section gives each number's source.
/// In a compact-width environment (iPhone, a narrow iPad window) the popover adapts to a page
/// sheet, laid out by ``adaptiveSheetPresentationController``. Either way the presenter keeps
/// its views and gets no appearance callbacks.
///
/// ```swift
/// let menu = ViewController(name: "menu")
/// menu.modalPresentationStyle = .popover
/// menu.preferredContentSize = Size(width: 300, height: 200)
/// menu.popoverPresentationController?.sourceView = root.view
/// menu.popoverPresentationController?.sourceRect = Rect(x: 100, y: 100, width: 44, height: 44)
/// root.present(menu, animated: false)
/// menu.view.frame            // iPad Pro 11-inch: [10, 144, 300, 213] (the arrow included)
/// menu.view.safeAreaInsets   // {top 13}
/// ```
///
/// Mirrors `UIPopoverPresentationController`. Bar button items, passthrough views, the
/// background view class and `canOverlapSourceViewRect` are not modelled.
public final class PopoverPresentationController {
  /// The controller the popover shows.
  weak var presentedController: ViewController?

  /// The view ``sourceRect`` is in; UIKit requires it (or a bar button item) before the
  /// presentation.
  ///
  /// Mirrors `UIPopoverPresentationController.sourceView`.
  public weak var sourceView: View? {
    didSet { layOutIfPresented() }
  }

  /// The rect the arrow points at, in ``sourceView``'s coordinates; `.zero` by default (UIKit
  /// then points at the source view's origin).
  ///
  /// Mirrors `UIPopoverPresentationController.sourceRect`.
  public var sourceRect: Rect = .zero {
    didSet { layOutIfPresented() }
  }

  /// The directions the arrow may point; ``PopoverArrowDirection/any`` by default.
  ///
  /// Mirrors `UIPopoverPresentationController.permittedArrowDirections`.
  public var permittedArrowDirections: PopoverArrowDirection = .any {
    didSet { layOutIfPresented() }
  }

  /// The margins, from the window's safe area, that the popover stays inside; 10 points on
  /// every edge by default (Fidelity: Popovers).
  ///
  /// Mirrors `UIPopoverPresentationController.popoverLayoutMargins`.
  /// - Note: UIKit measures them from the screen's edges; the simulation adds the window's
  ///   safe area, as iOS 11 and later keep popovers out of the sensor housing.
  public var popoverLayoutMargins = PopoverGeometry.defaultLayoutMargins {
    didSet { layOutIfPresented() }
  }

  /// The direction the arrow points after the last layout; ``PopoverArrowDirection/unknown``
  /// before the first and while the popover is adapted to a sheet.
  ///
  /// Mirrors `UIPopoverPresentationController.arrowDirection`.
  public internal(set) var arrowDirection: PopoverArrowDirection = .unknown

  /// The arrow's tip in window coordinates after the last layout, `nil` when there is no
  /// arrow.
  public internal(set) var arrowTip: Point?

  /// The sheet presentation controller that lays the popover out while it is adapted to a
  /// sheet in compact width (iPhone, a narrow iPad window).
  ///
  /// Its ``SheetPresentationController/detents``,
  /// ``SheetPresentationController/selectedDetentIdentifier`` and the other settings apply
  /// only while the popover is a sheet; as a popover they change nothing. It is made on first
  /// access and kept, so it can be configured before the presentation:
  ///
  /// ```swift
  /// menu.popoverPresentationController?.adaptiveSheetPresentationController.detents =
  ///   [.medium(), .large()]
  /// ```
  ///
  /// Mirrors `UIPopoverPresentationController.adaptiveSheetPresentationController` (iOS 15).
  public var adaptiveSheetPresentationController: SheetPresentationController {
    // The presented controller owns the sheet controller, as for a page sheet; the popover
    // controller only lives as long as the presented controller too.
    guard let controller = presentedController else {
      return orphanSheet
    }
    controller.ensureSheetPresentationController()
    return controller.presentationState.sheet ?? orphanSheet
  }

  /// A sheet controller for a popover whose controller is gone: configuring it has no effect.
  private lazy var orphanSheet = SheetPresentationController(presentedController: nil)

  /// The height of the arrow: 13 points (Fidelity: Popovers).
  public static let arrowHeight = PopoverGeometry.arrowHeight

  init(presentedController: ViewController) {
    self.presentedController = presentedController
  }

  private func layOutIfPresented() {
    guard let controller = presentedController, controller.presentingViewController != nil,
      let window = controller.window
    else { return }
    window.layoutPresentedViews()
    window.settle()
  }
}
