import SafeAreaSim
import SafeAreaSimSupport

/// The status-bar preferences a scene gives a controller; shared by the scene's controller
/// classes, which differ only in their base class.
final class SceneControllerOptions {
  var prefersStatusBarHidden = false
  /// The orientations the scene gives the controller; `nil` keeps the class's answer.
  var supportedInterfaceOrientations: InterfaceOrientationMask?
  weak var childForStatusBarHidden: ViewController?
  var rootView: ViewSpec?
  /// The autoresizing masks of the root view's tree, applied at the end of the controller's
  /// first layout: a scene's frames are given for the root view at the size its container
  /// gives it, not the window-sized view it starts as (which a mask would rescale).
  var pendingMasks: [(view: View, mask: AutoresizingMask)] = []

  /// Applies the masks still pending.
  func applyPendingMasks() {
    for (view, mask) in pendingMasks { view.autoresizingMask = mask }
    pendingMasks.removeAll()
  }
}

protocol SceneControllerProtocol: ViewController {
  var options: SceneControllerOptions { get }
}

final class ScenePlainController: ViewController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? {
    options.childForStatusBarHidden ?? super.childForStatusBarHidden
  }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    options.applyPendingMasks()
  }
}

final class SceneNavigationController: NavigationController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? {
    options.childForStatusBarHidden ?? super.childForStatusBarHidden
  }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    options.applyPendingMasks()
  }
}

final class SceneSplitViewController: SplitViewController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? {
    options.childForStatusBarHidden ?? super.childForStatusBarHidden
  }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    options.applyPendingMasks()
  }
}

final class SceneTabBarController: TabBarController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? {
    options.childForStatusBarHidden ?? super.childForStatusBarHidden
  }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    options.applyPendingMasks()
  }
}

final class SceneChromeController: ChromeContainerController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? {
    options.childForStatusBarHidden ?? super.childForStatusBarHidden
  }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    options.applyPendingMasks()
  }
}

/// Builds the views a scene describes.
enum SceneViews {
  /// Makes a controller's root view; its own margins are applied after the controller
  /// adopted it (adoption gives root views their default margins).
  ///
  /// Then the tree's constraints are activated, all at once, before the controller's
  /// `viewDidLoad` (as a storyboard's are): views in preorder (a view before its subviews,
  /// subviews in array order), each view's constraints in array order. When constraints
  /// conflict, the engine breaks the later one, so this order decides which.
  static func install(_ spec: ViewSpec, in controller: some SceneControllerProtocol) {
    let (view, constrained) = make(
      spec, name: controller.name, masks: &controller.options.pendingMasks)
    // A root view without a frame starts as large as the window, as UIKit's views made in
    // code start at the screen's size; its container sizes it afterwards.
    if spec.frame == nil, let window = controller.window {
      view.frame = Rect(origin: .zero, size: window.bounds.size)
    }
    controller.view = view
    applyMargins(spec, to: view)
    activate(constrained, root: view, rootID: controller.name)
  }

  /// A view of the tree that declares constraints, with its superview.
  struct ConstrainedView {
    let spec: ViewSpec
    let view: View
    let superview: View
  }

  /// Makes a view tree without recursion; the root gets `name` when it has no id. Returns the
  /// root and the views that declare constraints, in preorder.
  static func make(
    _ spec: ViewSpec, name: String, masks: inout [(view: View, mask: AutoresizingMask)]
  ) -> (View, [ConstrainedView]) {
    let root = single(spec, name: spec.id ?? name)
    var constrained: [ConstrainedView] = []
    var pending: [(spec: ViewSpec, view: View, superview: View?)] = [(spec, root, nil)]
    while let (parentSpec, parent, superview) = pending.popLast() {
      if let superview, !parentSpec.constraints.isEmpty {
        constrained.append(ConstrainedView(spec: parentSpec, view: parent, superview: superview))
      }
      var children: [(spec: ViewSpec, view: View, superview: View?)] = []
      for childSpec in parentSpec.subviews {
        let child = single(childSpec, name: childSpec.id ?? "view")
        if !childSpec.autoresizingMask.isEmpty { masks.append((child, childSpec.autoresizingMask)) }
        parent.addSubview(child)
        children.append((childSpec, child, parent))
      }
      // Visited in array order: the views come out in preorder.
      pending += children.reversed()
    }
    return (root, constrained)
  }

  /// Activates the constraints the views declare. The validator has checked that each names
  /// a view of this tree and that its attributes go together, so none can trap.
  private static func activate(_ constrained: [ConstrainedView], root: View, rootID: String) {
    guard !constrained.isEmpty else { return }
    var byID: [String: View] = [rootID: root]
    var pending = [root]
    while let next = pending.popLast() {
      if next !== root, byID[next.name] == nil { byID[next.name] = next }
      pending += next.subviews
    }
    for entry in constrained {
      for spec in entry.spec.constraints {
        func resolve(_ item: ConstraintSpec.Item) -> AnyObject? {
          guard let view = item.id.map({ byID[$0] }) ?? entry.superview else { return nil }
          switch item.guide {
          case nil: return view
          case .safeArea: return view.safeAreaLayoutGuide
          case .margins: return view.layoutMarginsGuide
          case .readable: return view.readableContentGuide
          case .keyboard: return view.keyboardLayoutGuide
          }
        }
        guard let first = resolve(spec.first) else { continue }
        let second = spec.second.flatMap(resolve)
        if spec.second != nil && second == nil { continue }
        let constraint = LayoutConstraint(
          item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: second,
          attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
        constraint.priority = LayoutPriority(spec.priority)
        constraint.isActive = true
      }
    }
  }

  private static func single(_ spec: ViewSpec, name: String) -> View {
    let view: View
    if spec.isScroll {
      let scroll = ScrollView(frame: spec.frame ?? .zero, name: name)
      if let size = spec.contentSize { scroll.contentSize = size }
      if let inset = spec.contentInset { scroll.contentInset = inset }
      if let behavior = spec.contentInsetAdjustmentBehavior {
        scroll.contentInsetAdjustmentBehavior = behavior
      }
      scroll.alwaysBounceVertical = spec.alwaysBounceVertical
      scroll.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
      view = scroll
    } else {
      view = View(frame: spec.frame ?? .zero, name: name)
    }
    view.isHidden = spec.hidden
    if !spec.constraints.isEmpty { view.translatesAutoresizingMaskIntoConstraints = false }
    applyMargins(spec, to: view)
    if let flag = spec.insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = flag
    }
    if let flag = spec.preservesSuperviewLayoutMargins {
      view.preservesSuperviewLayoutMargins = flag
    }
    return view
  }

  /// A view's own margins and reading direction, as the scene gives them.
  static func applyMargins(_ spec: ViewSpec, to view: View) {
    if let attribute = spec.semanticContentAttribute { view.semanticContentAttribute = attribute }
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
    if let margins = spec.directionalLayoutMargins { view.directionalLayoutMargins = margins }
  }
}

/// A scene's page controller: its own data source, serving the scene's pages in order.
final class ScenePageController: PageViewController, SceneControllerProtocol,
  PageViewControllerDataSource
{
  let options = SceneControllerOptions()
  /// The pages, in the scene's order.
  var pages: [ViewController] = []

  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? {
    options.childForStatusBarHidden ?? super.childForStatusBarHidden
  }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    options.applyPendingMasks()
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    pages.page(before: viewController)
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    pages.page(after: viewController)
  }
}
