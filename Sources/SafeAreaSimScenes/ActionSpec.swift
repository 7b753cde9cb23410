public import SafeAreaSim

/// One action of a scene's script.
public struct ActionSpec: Sendable {
  /// What the action does, with its typed arguments.
  public enum Operation: Sendable {
    case push(on: String, controller: ControllerReference)
    case pop(on: String)
    case popToRoot(on: String)
    case setViewControllers(on: String, controllers: [ControllerReference])
    case interactivePop(on: String, finish: Bool)
    case selectTab(on: String, index: Int)
    /// Scrolls a scroll view (or a controller's root scroll view) to a content offset; the
    /// navigation bars follow as UIKit's do (SCENE-FORMAT 1.1).
    case scroll(on: String, contentOffset: Point)
    /// Presents a controller; `sheet` configures a page or form sheet, `popover` a popover
    /// (SCENE-FORMAT 1.1).
    case present(
      from: String, controller: ControllerReference, style: ModalPresentationStyle,
      sheet: SheetSpec = SheetSpec(), popover: PopoverSpec = PopoverSpec())
    case dismiss(on: String)
    case addChild(parent: String, controller: ControllerReference, frame: Rect?)
    case removeFromParent(on: String)
    case rotate(to: Orientation)
    /// Resizes the window (iPad multitasking) to a frame in screen coordinates.
    case resizeWindow(frame: Rect)
    case setStatusBarHidden(Bool)
    /// Shows the keyboard: its height (the device's usual one when `nil`) and whether it
    /// floats (iPad).
    case showKeyboard(height: Double?, floating: Bool)
    /// Hides the keyboard.
    case hideKeyboard
    /// Sets one property of a controller, view or chrome view.
    case set(on: String, change: PropertyChange)
    /// Selects the detent at `index` of a presented sheet's detents.
    case selectDetent(on: String, index: Int)
    /// Shows a column of a split view controller (1.1).
    case showColumn(on: String, column: SplitViewController.Column)
    /// Hides a column of a split view controller (1.1).
    case hideColumn(on: String, column: SplitViewController.Column)
    /// Shows the page at `index` of a page controller (SCENE-FORMAT 1.1).
    case setPage(on: String, index: Int, direction: PageViewController.NavigationDirection)
    /// A page turn the user drags to the next or previous page, finished or cancelled (an
    /// addition to 1.1, as `interactivePop`).
    case turnPage(on: String, direction: PageViewController.NavigationDirection, finish: Bool)

    /// The action's `do` word.
    public var name: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .popToRoot: "popToRoot"
      case .setViewControllers: "setViewControllers"
      case .interactivePop: "interactivePop"
      case .selectTab: "selectTab"
      case .scroll: "scroll"
      case .present: "present"
      case .dismiss: "dismiss"
      case .addChild: "addChild"
      case .removeFromParent: "removeFromParent"
      case .rotate: "rotate"
      case .resizeWindow: "resizeWindow"
      case .setStatusBarHidden: "setStatusBarHidden"
      case .showKeyboard: "showKeyboard"
      case .hideKeyboard: "hideKeyboard"
      case .set: "set"
      case .selectDetent: "selectDetent"
      case .showColumn: "showColumn"
      case .hideColumn: "hideColumn"
      case .setPage: "setPage"
      case .turnPage: "turnPage"
      }
    }
  }

  /// The operation.
  public var operation: Operation
  /// Whether it animates.
  public var animated: Bool
  /// The action as written, echoed in the report.
  public var json: JSONValue
  /// The action's JSON path (`actions[3]`).
  public var path: String

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - operation: What it does.
  ///   - animated: Whether it animates.
  ///   - json: The action as written, echoed in the report; `nil` echoes `{"do": NAME}`.
  ///   - path: Its JSON path, for messages.
  public init(
    _ operation: Operation, animated: Bool = false, json: JSONValue? = nil, path: String = ""
  ) {
    self.operation = operation
    self.animated = animated
    self.json = json ?? .object([("do", .string(operation.name))])
    self.path = path
  }

  /// The JSON path of one of the action's keys (`actions[3].on`).
  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
