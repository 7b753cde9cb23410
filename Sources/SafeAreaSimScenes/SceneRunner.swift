import SafeAreaSim

/// Which callbacks a report lists.
public enum EventSelection: String, Sendable, CaseIterable {
  /// Every callback of the contract's list.
  case all
  /// Loading, containment and appearance callbacks only.
  case appearance
  /// None.
  case none
}

/// Plays a scene: builds the window and hierarchy, shows it, runs each action followed by a
/// layout pass (animations run to completion), and records a report step after each.
///
/// An action UIKit would answer with an exception (pushing a controller already on a stack,
/// presenting a controller already presented, rotating to an unsupported orientation) stops
/// the run with a ``SceneError`` naming the action's path; an action UIKit only logs gives a
/// diagnostic in its step.
public final class SceneRunner {
  /// The callbacks the contract lists, by their report names.
  static let reportedEvents: Set<LifecycleEvent.Kind> = [
    .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
    .viewDidDisappear, .willMoveToParent, .didMoveToParent, .viewSafeAreaInsetsDidChange,
    .viewLayoutMarginsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    .viewWillTransitionToSize,
  ]

  let scene: Scene
  let selection: EventSelection
  let window: Window
  var controllers: [String: ViewController] = [:]
  var controllerOrder: [String] = []
  var views: [String: View] = [:]
  var viewOrder: [String] = []
  var chromeViews: [String: ChromeView] = [:]
  var chromeOrder: [String] = []
  var events: [LifecycleEvent] = []
  /// Diagnostics of actions UIKit ignores, made by the runner itself.
  var extraDiagnostics: [Diagnostic] = []

  /// Plays a scene and returns its report.
  ///
  /// - Throws: ``SceneError`` for an action UIKit would reject with an exception.
  public static func run(
    _ scene: Scene, events: EventSelection = .all
  ) throws(SceneError)
    -> SceneReport
  {
    let runner = SceneRunner(scene: scene, selection: events)
    return try runner.play()
  }

  init(scene: Scene, selection: EventSelection) {
    self.scene = scene
    self.selection = selection
    window = Window(device: scene.device, orientation: scene.orientation, frame: scene.windowFrame)
    window.isStatusBarHidden = scene.statusBarHidden
  }

  func play() throws(SceneError) -> SceneReport {
    // The root controller observes its whole hierarchy (children and presented controllers),
    // from the moment it is built: the containment callbacks of building it belong to step 0.
    let root = single(scene.root)
    root.addLifecycleObserver { [unowned self] event in self.events.append(event) }
    build(below: scene.root, root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.runUntilIdle()
    var steps = [step(action: nil)]
    for action in scene.actions {
      try perform(action)
      window.runUntilIdle()
      steps.append(step(action: action.json))
    }
    return SceneReport(device: scene.device, steps: steps)
  }

  // MARK: Building

  /// Makes a controller and the controllers it declares, without recursion.
  func make(_ spec: ControllerSpec) -> ViewController {
    let root = single(spec)
    build(below: spec, root)
    return root
  }

  /// Makes the controllers a controller's spec declares below it.
  func build(below spec: ControllerSpec, _ root: ViewController) {
    var pending: [(ControllerSpec, ViewController)] = [(spec, root)]
    while let (parentSpec, parent) = pending.popLast() {
      switch parentSpec.kind {
      case .plain:
        break
      case .navigation(let stack, _, _):
        let children = stack.map(single)
        (parent as? NavigationController)?.setViewControllers(children, animated: false)
        pending += zip(stack, children).map { ($0, $1) }
      case .tab(let specs, let selected, _):
        let children = specs.map(single)
        if let tabs = parent as? TabBarController {
          tabs.setViewControllers(children, animated: false)
          if !children.isEmpty { tabs.selectedIndex = selected }
        }
        pending += zip(specs, children).map { ($0, $1) }
      case .chrome(let contentSpec, let chrome):
        if let shell = parent as? ChromeContainerController {
          for item in chrome {
            let view = ChromeView(
              name: item.id, edge: item.edge, size: item.size, insideSafeArea: item.insideSafeArea)
            view.isHidden = item.hidden
            chromeViews[item.id] = view
            chromeOrder.append(item.id)
            shell.addChrome(view)
          }
          if let contentSpec {
            let content = single(contentSpec)
            shell.content = content
            pending.append((contentSpec, content))
          }
        }
      case .custom(let children):
        for (childSpec, frame) in children {
          let child = single(childSpec)
          (parent as? SceneCustomController)?.embed(child, frame: frame)
          pending.append((childSpec, child))
        }
      }
    }
    // Status-bar children are named by id, so they resolve once every controller exists.
    for controllerSpec in spec.allSpecs {
      if let id = controllerSpec.childForStatusBarHidden,
        let controller = controllers[controllerSpec.id] as? any SceneControllerProtocol
      {
        controller.options.childForStatusBarHidden = controllers[id]
      }
    }
  }

  /// Makes one controller with its own settings (not its children).
  func single(_ spec: ControllerSpec) -> ViewController {
    let controller: any SceneControllerProtocol
    switch spec.kind {
    case .plain:
      controller = ScenePlainController(name: spec.id)
    case .navigation(_, let bar, let toolbar):
      let nav = SceneNavigationController(name: spec.id)
      nav.navigationBar.isHidden = bar.hidden
      nav.navigationBar.isTranslucent = bar.translucent
      nav.navigationBar.prefersLargeTitles = bar.prefersLargeTitles
      nav.setToolbarHidden(toolbar.hidden, animated: false)
      nav.toolbar.isTranslucent = toolbar.translucent
      controller = nav
    case .tab(_, _, let bar):
      let tabs = SceneTabBarController(name: spec.id)
      tabs.isTabBarHidden = bar.hidden
      tabs.tabBar.isTranslucent = bar.translucent
      controller = tabs
    case .chrome:
      controller = SceneChromeController(name: spec.id)
    case .custom:
      controller = SceneCustomController(name: spec.id)
    }
    controller.options.prefersStatusBarHidden = spec.prefersStatusBarHidden
    controller.options.rootView = spec.view
    controller.additionalSafeAreaInsets = spec.additionalSafeAreaInsets
    controller.edgesForExtendedLayout = spec.edgesForExtendedLayout
    controller.extendedLayoutIncludesOpaqueBars = spec.extendedLayoutIncludesOpaqueBars
    controller.hidesBottomBarWhenPushed = spec.hidesBottomBarWhenPushed
    controller.viewRespectsSystemMinimumLayoutMargins = spec.viewRespectsSystemMinimumLayoutMargins
    if let style = spec.modalPresentationStyle { controller.modalPresentationStyle = style }
    controller.definesPresentationContext = spec.definesPresentationContext
    controllers[spec.id] = controller
    controllerOrder.append(spec.id)
    if let view = spec.view { register(view, root: controller) }
    return controller
  }

  /// Remembers the ids of a root view's subviews, which exist once the view loads.
  func register(_ spec: ViewSpec, root: ViewController) {
    // Preorder, in declaration order.
    var pending: [ViewSpec] = spec.subviews.reversed()
    while let next = pending.popLast() {
      if let id = next.id {
        viewOrder.append(id)
        pendingViews[id] = root
      }
      pending += next.subviews.reversed()
    }
  }

  var pendingViews: [String: ViewController] = [:]

  /// The view with an id, once its controller's view is loaded.
  func view(withID id: String) -> View? {
    if let view = views[id] { return view }
    guard let owner = pendingViews[id], let root = owner.viewIfLoaded else { return nil }
    var pending: [View] = [root]
    while let next = pending.popLast() {
      if next.name == id {
        views[id] = next
        return next
      }
      pending += next.subviews
    }
    return nil
  }
}
