public import SafeAreaSim

/// What `safearea-sim run` reports: the device and one step per action (SCENE-FORMAT.md).
public struct SceneReport: Sendable {
  /// The device.
  public var device: DeviceProfile
  /// Step 0 is the initial display; then one step per action.
  public var steps: [Step]

  /// The state after one step.
  public struct Step: Sendable {
    /// The action as written, or `nil` for the initial display.
    public var action: JSONValue?
    /// The window.
    public var window: WindowState
    /// The callbacks of the step, in order.
    public var events: [Event]
    /// Every controller whose view is loaded, in declaration order.
    public var controllers: [(id: String, state: ControllerState)]
    /// Every view with an id; controllers' root views under the controllers' ids.
    public var views: [(id: String, state: ViewState)]
    /// The status bar, bars and chrome views.
    public var bars: [(id: String, state: BarState)]
    /// The problems UIKit would log.
    public var diagnostics: [Diagnostic]
    /// The keyboard (1.1).
    public var keyboard = KeyboardState(frame: .zero, hidden: true)
  }

  /// The keyboard after a step.
  public struct KeyboardState: Sendable {
    /// The keyboard's frame in screen coordinates; while hidden, where UIKit's
    /// keyboard-will-hide notification ends it: just below the screen, at the device's usual
    /// height for the orientation (zero on Apple TV).
    public var frame: Rect
    /// Whether no keyboard shows.
    public var hidden: Bool
  }

  /// A view's layout guides' frames, in screen coordinates (1.1).
  public struct LayoutGuideFrames: Sendable {
    /// `safeAreaLayoutGuide.layoutFrame`.
    public var safeArea: Rect
    /// `layoutMarginsGuide.layoutFrame`.
    public var margins: Rect
    /// `readableContentGuide.layoutFrame`.
    public var readable: Rect
    /// `keyboardLayoutGuide.layoutFrame`.
    public var keyboard: Rect
  }

  public struct WindowState: Sendable {
    public var frame: Rect
    public var orientation: Orientation
    public var statusBarHidden: Bool
    public var safeAreaInsets: EdgeInsets
    /// The traits of the window's controllers (the text report's `traits` line; the JSON
    /// gives them per controller).
    public var traitCollection = TraitCollection()
  }

  public struct Event: Sendable {
    public var on: String
    public var event: String
    public var animated: Bool?
    /// For containment events: the parent's id, or nil (written as JSON null).
    public var parent: String??
    /// For `viewWillTransitionToSize`: the new size.
    public var size: Size?
  }

  public struct ControllerState: Sendable {
    public var frame: Rect
    public var safeAreaInsets: EdgeInsets
    public var additionalSafeAreaInsets: EdgeInsets
    public var layoutMargins: EdgeInsets
    public var appearance: AppearanceState
    public var isViewLoaded: Bool
    public var inWindow: Bool
    public var parent: String?
    /// The nearest ancestor the report lists, which the text report indents the controller
    /// under: the parent, or, for a split view column's controller, the split view (the
    /// navigation controller the split view made around it is not listed). Not in the JSON
    /// report, whose `parent` is the parent itself.
    public var listedAncestor: String? = nil
    public var presentingViewController: String?
    /// The controller's traits (`traitCollection`).
    public var traitCollection = TraitCollection()
    /// The sheet, for a controller presented as a page or form sheet (1.1).
    public var sheet: SheetState? = nil
    /// The popover, for a controller presented as a popover that has not adapted to a sheet
    /// (1.1).
    public var popover: PopoverState? = nil
  }

  /// Where a presented popover's arrow points (1.1); the frame is the controller's.
  public struct PopoverState: Sendable {
    /// `up`, `down`, `left` or `right`: the way the arrow points.
    public var arrowDirection: String
    /// The arrow's tip, on the source rect's edge, in screen coordinates.
    public var arrowTip: Point
  }

  /// How a presented sheet is laid out (1.1).
  public struct SheetState: Sendable {
    /// `edgeAttached`, `floating` (iPad, regular size classes) or `fullScreen` (compact
    /// height without edge attachment).
    public var mode: SheetPresentationController.LayoutMode
    /// The detent the sheet rests at (`medium`, `large`, `custom(HEIGHT)`); `nil` unless it
    /// is edge-attached.
    public var detent: String?
    /// Whether the grabber shows.
    public var grabber: Bool
    /// Whether the controller refuses interactive dismissal.
    public var modalInPresentation: Bool
  }

  public struct ViewState: Sendable {
    public var frame: Rect
    public var safeAreaInsets: EdgeInsets
    public var layoutMargins: EdgeInsets
    public var adjustedContentInset: EdgeInsets?
    public var hidden: Bool
    public var isControllerRoot: Bool
    /// The id of the controller whose view hierarchy holds the view (a root view's own
    /// controller).
    public var owner: String
    /// The view's layout guides.
    public var layoutGuides: LayoutGuideFrames
    /// Whether Auto Layout places the view (`translatesAutoresizingMaskIntoConstraints` is
    /// off): pictures draw its guides. Not in the JSON.
    public var usesAutoLayout: Bool
  }

  public struct BarState: Sendable {
    public var frame: Rect
    public var hidden: Bool
    public var kind: Kind
    /// The id of the navigation controller, tab bar controller or chrome container the bar
    /// belongs to; `nil` for the status bar.
    public var container: String?
    /// What the entry is; a `splitColumn` is a split view's column (1.1), listed with the bars
    /// though it is not one.
    public enum Kind: String, Sendable {
      case statusBar, navigationBar, toolbar, tabBar, chrome, splitColumn
      /// A navigation item's search bar, inside its navigation bar (1.1).
      case searchBar
      /// A tab bar controller's sidebar (1.1).
      case sidebar
    }
  }
}

extension SceneReport {
  /// The report as the contract's JSON.
  public var json: JSONValue {
    .object([
      (
        "device",
        .object([
          ("name", .string(device.name)), ("idiom", .string(device.idiom.rawValue)),
          ("size", .size(device.size)), ("scale", .number(device.scale)),
        ])
      ),
      ("steps", .array(steps.map(\.json))),
    ])
  }
}

extension SceneReport.Step {
  var json: JSONValue {
    .object([
      ("action", action ?? .null),
      (
        "window",
        .object([
          ("frame", .rect(window.frame)), ("orientation", .string(window.orientation.rawValue)),
          ("statusBarHidden", .bool(window.statusBarHidden)),
          ("safeAreaInsets", .insets(window.safeAreaInsets)),
        ])
      ),
      ("events", .array(events.map(\.json))),
      ("controllers", .object(controllers.map { ($0.id, $0.state.json) })),
      ("views", .object(views.map { ($0.id, $0.state.json) })),
      (
        "bars",
        .object(
          bars.map {
            (
              $0.id,
              .object([
                ("frame", .rect($0.state.frame)), ("hidden", .bool($0.state.hidden)),
                ("container", $0.state.container.map(JSONValue.string) ?? .null),
              ])
            )
          })
      ),
      (
        "diagnostics",
        .array(
          diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
              ("severity", .string(diagnostic.severity.rawValue)),
              ("code", .string(diagnostic.code)),
              ("message", .string(diagnostic.message)),
            ]
            if let subject = diagnostic.subject { members.append(("subject", .string(subject))) }
            return .object(members)
          })
      ),
      (
        "keyboard",
        .object([("frame", .rect(keyboard.frame)), ("hidden", .bool(keyboard.hidden))])
      ),
    ])
  }
}

extension SceneReport.Event {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("on", .string(on)), ("event", .string(event))]
    if let animated { members.append(("animated", .bool(animated))) }
    if let parent { members.append(("parent", parent.map(JSONValue.string) ?? .null)) }
    if let size { members.append(("size", .size(size))) }
    return .object(members)
  }
}

extension SceneReport.ControllerState {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("frame", .rect(frame)), ("safeAreaInsets", .insets(safeAreaInsets)),
      ("additionalSafeAreaInsets", .insets(additionalSafeAreaInsets)),
      ("layoutMargins", .insets(layoutMargins)), ("appearance", .string(appearance.rawValue)),
      ("isViewLoaded", .bool(isViewLoaded)), ("inWindow", .bool(inWindow)),
      ("parent", parent.map(JSONValue.string) ?? .null),
      ("presentingViewController", presentingViewController.map(JSONValue.string) ?? .null),
      ("traitCollection", .traits(traitCollection)),
    ]
    if let sheet { members.append(("sheet", sheet.json)) }
    if let popover { members.append(("popover", popover.json)) }
    return .object(members)
  }
}

extension SceneReport.SheetState {
  var json: JSONValue {
    .object([
      ("mode", .string(mode.rawValue)), ("detent", detent.map(JSONValue.string) ?? .null),
      ("grabber", .bool(grabber)), ("modalInPresentation", .bool(modalInPresentation)),
    ])
  }
}

extension JSONValue {
  /// Traits as `{"horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom",
  /// "layoutDirection"}` (SCENE-FORMAT 1.1); an unknown idiom is `"unspecified"`.
  static func traits(_ traits: TraitCollection) -> JSONValue {
    .object([
      ("horizontalSizeClass", .string(traits.horizontalSizeClass.rawValue)),
      ("verticalSizeClass", .string(traits.verticalSizeClass.rawValue)),
      ("userInterfaceIdiom", .string(traits.idiom?.rawValue ?? "unspecified")),
      ("layoutDirection", .string(traits.layoutDirection.rawValue)),
    ])
  }
}

extension SceneReport.ViewState {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("frame", .rect(frame)), ("safeAreaInsets", .insets(safeAreaInsets)),
      ("layoutMargins", .insets(layoutMargins)),
    ]
    if let adjustedContentInset {
      members.append(("adjustedContentInset", .insets(adjustedContentInset)))
    }
    members.append(("hidden", .bool(hidden)))
    members.append(("owner", .string(owner)))
    members.append(
      (
        "layoutGuides",
        .object([
          ("safeArea", .rect(layoutGuides.safeArea)), ("margins", .rect(layoutGuides.margins)),
          ("readable", .rect(layoutGuides.readable)), ("keyboard", .rect(layoutGuides.keyboard)),
        ])
      ))
    return .object(members)
  }
}

extension SceneReport.PopoverState {
  var json: JSONValue {
    .object([
      ("arrowDirection", .string(arrowDirection)),
      ("arrowTip", .array([.number(arrowTip.x), .number(arrowTip.y)])),
    ])
  }
}
