public import SafeAreaSim

/// The popover settings of a `present` action with the `popover` style (SCENE-FORMAT 1.1).
public struct PopoverSpec: Hashable, Sendable {
  /// The rect the arrow points at, in the presenting (`from`) controller's view. A scene
  /// must give it (UIKit raises for a popover without a source); `nil` here applies
  /// ``PopoverPresentationController/sourceRect``'s default, `.zero`.
  public var sourceRect: Rect?
  /// Mirrors `permittedArrowDirections`; every direction by default.
  public var permittedArrowDirections: PopoverArrowDirection
  /// The presented controller's `preferredContentSize`; `nil` leaves it (an addition to
  /// 1.1: a side left at 0 takes the default of 320 wide and 1100 tall, fitted to the room
  /// beside the source).
  public var preferredContentSize: Size?

  /// Creates popover settings; the defaults are UIKit's.
  public init(
    sourceRect: Rect? = nil, permittedArrowDirections: PopoverArrowDirection = .any,
    preferredContentSize: Size? = nil
  ) {
    self.sourceRect = sourceRect
    self.permittedArrowDirections = permittedArrowDirections
    self.preferredContentSize = preferredContentSize
  }

  /// The keys of a `present` action that configure the popover.
  static let keys = ["sourceRect", "permittedArrowDirections", "preferredContentSize"]

  /// The directions as a scene writes them.
  static let directions: [(String, PopoverArrowDirection)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right),
  ]

  /// Whether the settings are UIKit's defaults.
  var isDefault: Bool { self == PopoverSpec() }

  /// Configures a controller presented as a popover: the source view is the presenter's view.
  func apply(to controller: ViewController, presenter: ViewController) {
    guard let popover = controller.popoverPresentationController else { return }
    if let size = preferredContentSize { controller.preferredContentSize = size }
    popover.sourceView = presenter.view
    popover.sourceRect = sourceRect ?? .zero
    popover.permittedArrowDirections = permittedArrowDirections
  }
}
