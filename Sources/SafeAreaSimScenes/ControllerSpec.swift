public import SafeAreaSim

/// A controller of a scene: its id, its kind with the kind's own data, and the settings every
/// controller takes.
public struct ControllerSpec: Sendable {
  /// The kind of controller, with what that kind holds.
  public indirect enum Kind: Sendable {
    /// A plain view controller.
    case plain
    /// A navigation controller: its stack (root first), navigation bar and toolbar.
    case navigation(stack: [ControllerSpec], bar: BarSpec, toolbar: BarSpec)
    /// A tab bar controller: its tabs, the selected index and the tab bar.
    case tab(children: [ControllerSpec], selectedIndex: Int, bar: BarSpec)
    /// A custom container with sibling chrome around one content controller.
    case chrome(content: ControllerSpec, chrome: [ChromeSpec])
    /// A plain container whose children keep their frames.
    case custom(children: [CustomChildSpec])
    /// A column-style split view controller (1.1).
    case split(SplitSpec)
    /// A page view controller (SCENE-FORMAT 1.1): its pages, the one shown, the axis and the
    /// gap between pages.
    case page(page: PageSpec)
  }

  /// The id: the controller's name, and its root view's id.
  public var id: String
  /// The kind and its children.
  public var kind: Kind
  /// The JSON path of the controller object, for messages (`root.viewControllers[1]`).
  public var path: String
  /// Mirrors `UIViewController.additionalSafeAreaInsets`.
  public var additionalSafeAreaInsets: EdgeInsets = .zero
  /// Mirrors `UIViewController.edgesForExtendedLayout`.
  public var edgesForExtendedLayout: RectEdge = .all
  /// Mirrors `UIViewController.extendedLayoutIncludesOpaqueBars`.
  public var extendedLayoutIncludesOpaqueBars = false
  /// Mirrors `UIViewController.hidesBottomBarWhenPushed`.
  public var hidesBottomBarWhenPushed = false
  /// Mirrors `UIViewController.prefersStatusBarHidden`.
  public var prefersStatusBarHidden = false
  /// The id of the child that decides the status bar (`childForStatusBarHidden`).
  public var childForStatusBarHidden: String?
  /// Mirrors `UIViewController.viewRespectsSystemMinimumLayoutMargins`.
  public var viewRespectsSystemMinimumLayoutMargins = true
  /// Mirrors `UIViewController.modalPresentationStyle`; `nil` keeps the default.
  public var modalPresentationStyle: ModalPresentationStyle?
  /// Mirrors `UIViewController.definesPresentationContext`.
  public var definesPresentationContext = false
  /// Mirrors `UINavigationItem.largeTitleDisplayMode` of the controller's navigation item.
  public var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic
  /// The orientations the controller supports (`supportedInterfaceOrientations`); `nil`
  /// keeps UIKit's default (a navigation controller follows its top controller, a tab bar
  /// controller its selected one).
  public var supportedInterfaceOrientations: InterfaceOrientationMask?
  /// The root view, when the scene describes it.
  public var view: ViewSpec?
  /// The navigation item's search bar and prompt (a controller inside a navigation
  /// controller); `nil` when the scene gives none.
  public var navigationItem: NavigationItemSpec?
  /// Mirrors `UITabBarController.mode`; tab bar controllers only.
  public var tabMode: TabBarController.Mode = .automatic
  /// Mirrors `UINavigationController.hidesBarsOnSwipe`; navigation controllers only.
  public var hidesBarsOnSwipe = false

  /// Creates a controller with default settings.
  public init(id: String, kind: Kind = .plain, path: String = "", view: ViewSpec? = nil) {
    self.id = id
    self.kind = kind
    self.path = path
    self.view = view
  }

  /// The controllers this one declares directly, in order.
  public var children: [ControllerSpec] {
    switch kind {
    case .plain: []
    case .navigation(let stack, _, _): stack
    case .tab(let children, _, _): children
    case .chrome(let content, _): [content]
    case .custom(let children): children.map(\.controller)
    case .split(let split): split.columns.map(\.controller)
    case .page(let page): page.pages
    }
  }

  /// This controller and every controller it declares, in preorder.
  public var allSpecs: [ControllerSpec] {
    var result: [ControllerSpec] = []
    var pending = [self]
    while let next = pending.popLast() {
      result.append(next)
      pending += next.children.reversed()
    }
    return result
  }

  /// The JSON path of one of this controller's keys (`root.viewControllers`).
  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

extension ControllerSpec {
  var isTabController: Bool {
    if case .tab = kind { return true }
    return false
  }

  /// The kind's name in a scene.
  var kindName: ControllerKindName {
    switch kind {
    case .plain: .controller
    case .navigation: .navigation
    case .tab: .tab
    case .chrome: .chrome
    case .custom: .custom
    case .split: .split
    case .page: .page
    }
  }
}

extension ControllerSpec {
  /// The orientations the window may start in for this root on `device`: the mask of the
  /// controller that decides (a navigation controller's top controller, a tab bar controller's
  /// selected one, followed by a loop), or UIKit's default (all on iPad, all but upside down
  /// on iPhone).
  func startingOrientations(on device: DeviceProfile) -> InterfaceOrientationMask {
    var spec = self
    while spec.supportedInterfaceOrientations == nil {
      switch spec.kind {
      case .navigation(let stack, _, _) where !stack.isEmpty:
        spec = stack[stack.count - 1]
      case .tab(let children, let selected, _) where children.indices.contains(selected):
        spec = children[selected]
      default:
        return device.idiom == .pad || device.idiom == .tv ? .all : .allButUpsideDown
      }
    }
    return spec.supportedInterfaceOrientations ?? .all
  }
}
