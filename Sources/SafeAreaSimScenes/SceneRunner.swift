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
    .viewWillTransitionToSize, .traitCollectionDidChange,
  ]

  let scene: Scene
  let selection: EventSelection
  let window: Window
  /// Every controller made so far, by id, and the ids in the order they were made.
  var controllers: [String: ViewController] = [:]
  var controllerOrder: [String] = []
  /// The navigation and tab bar controllers among them, typed.
  var navigationControllers: [String: NavigationController] = [:]
  var tabBarControllers: [String: TabBarController] = [:]
  /// The split view controllers among them (1.1).
  var splitViewControllers: [String: SplitViewController] = [:]
  /// The page controllers among them (SCENE-FORMAT 1.1).
  var pageControllers: [String: ScenePageController] = [:]
  /// The views with ids, once found, and the ids in declaration order.
  var views: [String: View] = [:]
  var viewOrder: [String] = []
  /// The controller whose view hierarchy holds each view with an id.
  var viewOwners: [String: ViewController] = [:]
  var chromeViews: [String: ChromeView] = [:]
  var chromeOrder: [String] = []
  /// The chrome container of each chrome view, by the chrome view's id.
  var chromeContainers: [String: String] = [:]
  /// Status-bar children named by id, resolved once the controllers they name exist.
  var statusBarLinks: [(options: SceneControllerOptions, id: String)] = []
  var events: [LifecycleEvent] = []
  /// Diagnostics of actions UIKit ignores, made by the runner itself.
  var extraDiagnostics: [Diagnostic] = []

  /// Plays a scene and returns its report.
  ///
  /// The scene is checked first: a scene built or changed in code into something inconsistent
  /// (an action naming an unknown id or an id of the wrong kind, duplicate ids, a selected tab
  /// out of range) throws instead of trapping.
  ///
  /// - Throws: ``SceneError`` for an inconsistent scene, and for an action UIKit would reject
  ///   with an exception.
  public static func run(
    _ scene: Scene, events: EventSelection = .all
  ) throws(SceneError)
    -> SceneReport
  {
    try SceneValidator.check(scene)
    let runner = SceneRunner(scene: scene, selection: events)
    return try runner.play()
  }

  init(scene: Scene, selection: EventSelection) {
    self.scene = scene
    self.selection = selection
    window = Window(device: scene.device, orientation: scene.orientation, frame: scene.windowFrame)
    window.isStatusBarHidden = scene.statusBarHidden
    window.layoutDirection = scene.layoutDirection
  }

  func play() throws(SceneError) -> SceneReport {
    // The root controller observes its whole hierarchy (children and presented controllers),
    // from the moment it is built: the containment callbacks of building it belong to step 0.
    let (root, attachChildren) = create(scene.root)
    root.addLifecycleObserver { [unowned self] event in self.events.append(event) }
    build(from: attachChildren)
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

  /// The view with an id, once its controller's view is loaded.
  func view(withID id: String) -> View? {
    if let view = views[id] { return view }
    guard let owner = viewOwners[id], let root = owner.viewIfLoaded else { return nil }
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
