public import SafeAreaSim

/// A scene: a device, a window, a controller hierarchy and a script of actions.
///
/// Scenes are read from JSON by ``SceneDecoder`` (the contract is SCENE-FORMAT.md, version
/// 1) and played by ``SceneRunner``.
public struct Scene: Sendable {
  /// The device.
  public var device: DeviceProfile
  /// The initial orientation.
  public var orientation: Orientation
  /// Whether the app hides the status bar.
  public var statusBarHidden: Bool
  /// The window's frame in screen coordinates, for a window smaller than the screen.
  public var windowFrame: Rect?
  /// The window's root controller.
  public var root: ControllerSpec
  /// The actions, in order.
  public var actions: [ActionSpec]
}

/// A controller of a scene.
public struct ControllerSpec: Sendable {
  /// The kind of controller.
  public indirect enum Kind: Sendable {
    case plain
    case navigation(stack: [ControllerSpec], bar: BarSpec, toolbar: BarSpec)
    case tab(children: [ControllerSpec], selectedIndex: Int, bar: BarSpec)
    case chrome(content: ControllerSpec?, chrome: [ChromeSpec])
    case custom(children: [(spec: ControllerSpec, frame: Rect?)])
  }

  /// The id: the controller's name, and its root view's id.
  public var id: String
  /// The kind and its children.
  public var kind: Kind
  /// The JSON path of the controller object, for messages.
  public var path: String
  public var additionalSafeAreaInsets: EdgeInsets = .zero
  public var edgesForExtendedLayout: RectEdge = .all
  public var extendedLayoutIncludesOpaqueBars = false
  public var hidesBottomBarWhenPushed = false
  public var prefersStatusBarHidden = false
  public var childForStatusBarHidden: String?
  public var viewRespectsSystemMinimumLayoutMargins = true
  public var modalPresentationStyle: ModalPresentationStyle?
  public var definesPresentationContext = false
  /// The root view, when the scene describes it.
  public var view: ViewSpec?

  /// This controller and every controller it declares, in preorder.
  public var allSpecs: [ControllerSpec] {
    var result: [ControllerSpec] = []
    var pending = [self]
    while let next = pending.popLast() {
      result.append(next)
      switch next.kind {
      case .plain: break
      case .navigation(let stack, _, _): pending += stack.reversed()
      case .tab(let children, _, _): pending += children.reversed()
      case .chrome(let content, _): if let content { pending.append(content) }
      case .custom(let children): pending += children.map(\.spec).reversed()
      }
    }
    return result
  }
}

/// A navigation bar, toolbar or tab bar as a scene describes it.
public struct BarSpec: Sendable {
  public var hidden: Bool
  public var translucent = true
  public var prefersLargeTitles = false
}

/// A chrome view of a `chrome` container.
public struct ChromeSpec: Sendable {
  public var id: String
  public var edge: Edge
  public var size: Double
  public var insideSafeArea = false
  public var hidden = false
}

/// A view of a scene.
public struct ViewSpec: Sendable {
  public var id: String?
  public var isScroll = false
  public var frame: Rect?
  public var subviews: [ViewSpec] = []
  public var hidden = false
  public var layoutMargins: EdgeInsets?
  public var insetsLayoutMarginsFromSafeArea: Bool?
  public var preservesSuperviewLayoutMargins: Bool?
  public var contentSize: Size?
  public var contentInset: EdgeInsets?
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
}

/// A controller an action names: one of the scene's, by id, or a new one.
public indirect enum ControllerReference: Sendable {
  case id(String)
  case new(ControllerSpec)
}

/// One action of a scene's script.
public struct ActionSpec: Sendable {
  /// What the action does.
  public enum Operation: Sendable {
    case push(on: String, controller: ControllerReference)
    case pop(on: String)
    case popToRoot(on: String)
    case setViewControllers(on: String, controllers: [ControllerReference])
    case interactivePop(on: String, finish: Bool)
    case selectTab(on: String, index: Int)
    case present(from: String, controller: ControllerReference, style: ModalPresentationStyle)
    case dismiss(on: String)
    case addChild(parent: String, controller: ControllerReference, frame: Rect?)
    case removeFromParent(on: String)
    case rotate(to: Orientation)
    case setStatusBarHidden(Bool)
    case set(on: String, property: String, value: JSONValue)
  }

  /// The operation.
  public var operation: Operation
  /// Whether it animates.
  public var animated: Bool
  /// The action as written, echoed in the report.
  public var json: JSONValue
  /// The action's JSON path (`actions[3]`).
  public var path: String
}
