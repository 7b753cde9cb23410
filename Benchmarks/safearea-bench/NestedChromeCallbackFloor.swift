import SafeAreaSim
import SafeAreaSimFixtures

/// The callbacks a nested-chrome pass makes at one level, counted by a lifecycle recorder,
/// and a replay that makes exactly those calls and nothing else: the floor under the pass,
/// which must make them (issue 14: "the callbacks UIKit makes at each level stay: what goes
/// is the work around them").
///
/// A level is one container, its root view and its chrome view. The recorder sees the
/// controller's events and the chrome view's (it is a plain view to it); a controller's root
/// view is never published as a plain view, so its calls are counted from the controller
/// events the layout pass pairs them with: `safeAreaInsetsDidChange()` before each
/// `viewSafeAreaInsetsDidChange()`, `layoutMarginsDidChange()` before each
/// `viewLayoutMarginsDidChange()`, `layoutSubviews()` after each `viewWillLayoutSubviews()`.
struct NestedChromeCallbacks {
  /// One overridable method call at a level.
  enum Call: Equatable {
    /// A call on the level's container.
    case container(LifecycleEvent.Kind)
    /// A call on the container's root view.
    case rootView(LifecycleEvent.Kind)
    /// A call on the level's chrome view.
    case chrome(LifecycleEvent.Kind)
  }

  /// The calls one level hears, in the order it hears them.
  let calls: [Call]
  /// The size argument of `viewWillTransition(to:with:)`, when the pass makes that call.
  let transitionSize: Size?

  /// Counts the calls `change` (followed by a layout pass) makes at each level of a fresh
  /// nesting of `depth` levels, recorded by a ``LifecycleRecorder`` with views included.
  /// Every level but the outermost and the innermost must hear the same calls (the program
  /// stops if not); those are the per-level calls.
  init(depth: Int = 16, recording change: (NestedChromeFixture) -> Void) {
    precondition(depth >= 4, "Too few levels to have middle ones.")
    let fixture = NestedChromeFixture(depth: depth)
    let recorder = LifecycleRecorder(window: fixture.window, includingViews: true)
    change(fixture)
    fixture.window.layoutIfNeeded()
    let events = recorder.events
    // The fixture names its levels "level1" (outermost) to "level<depth>" (innermost), each
    // with a chrome view "chrome<k>".
    var perLevel: [[Call]] = []
    var size: Size?
    for k in 2..<depth {
      var calls: [Call] = []
      for event in events {
        if event.subject == "level\(k)" {
          if event.kind == .viewSafeAreaInsetsDidChange {
            calls.append(.rootView(.safeAreaInsetsDidChange))
          }
          if event.kind == .viewLayoutMarginsDidChange {
            calls.append(.rootView(.layoutMarginsDidChange))
          }
          calls.append(.container(event.kind))
          if event.kind == .viewWillLayoutSubviews { calls.append(.rootView(.layoutSubviews)) }
          if event.kind == .viewWillTransitionToSize { size = event.size }
        } else if event.subject == "chrome\(k)" {
          calls.append(.chrome(event.kind))
        }
      }
      perLevel.append(calls)
    }
    precondition(
      perLevel.allSatisfy { $0 == perLevel[0] },
      "The middle levels of the nesting heard different callbacks.")
    self.calls = perLevel[0]
    self.transitionSize = size
  }

  /// The calls, one entry per kind with its count, in the order first heard:
  /// `container.viewWillLayoutSubviews x1, ...`.
  var summary: String {
    var counts: [(String, Int)] = []
    for call in calls {
      let name =
        switch call {
        case .container(let kind): "container.\(kind.rawValue)"
        case .rootView(let kind): "view.\(kind.rawValue)"
        case .chrome(let kind): "chrome.\(kind.rawValue)"
        }
      if let i = counts.firstIndex(where: { $0.0 == name }) {
        counts[i].1 += 1
      } else {
        counts.append((name, 1))
      }
    }
    return counts.map { "\($0.0) x\($0.1)" }.joined(separator: ", ")
  }
}

/// The replay of ``NestedChromeCallbacks`` over every level of a nesting: the same objects,
/// the same overridable methods, the same arguments, and nothing else.
struct NestedChromeCallbackReplay {
  private let levels: [(container: ChromeContainerController, view: View, chrome: ChromeView)]
  private let callbacks: NestedChromeCallbacks
  private let coordinator: TransitionCoordinator
  private let previousTraits: TraitCollection

  init(_ callbacks: NestedChromeCallbacks, over fixture: NestedChromeFixture) {
    levels = fixture.containers.map { ($0, $0.view, $0.chromeViews[0]) }
    self.callbacks = callbacks
    coordinator = CoordinatorKeeper.coordinator()
    previousTraits = fixture.outermost.traitCollection
  }

  /// Makes every level's calls.
  func run() {
    let size = callbacks.transitionSize ?? .zero
    for level in levels {
      for call in callbacks.calls {
        switch call {
        case .container(let kind):
          Self.call(kind, on: level.container, size, coordinator, previousTraits)
        case .rootView(let kind): Self.call(kind, on: level.view)
        case .chrome(let kind): Self.call(kind, on: level.chrome)
        }
      }
    }
  }

  private static func call(
    _ kind: LifecycleEvent.Kind, on controller: ViewController, _ size: Size,
    _ coordinator: TransitionCoordinator, _ previousTraits: TraitCollection
  ) {
    switch kind {
    case .viewWillTransitionToSize: controller.viewWillTransition(to: size, with: coordinator)
    case .traitCollectionDidChange: controller.traitCollectionDidChange(previousTraits)
    case .viewSafeAreaInsetsDidChange: controller.viewSafeAreaInsetsDidChange()
    case .viewLayoutMarginsDidChange: controller.viewLayoutMarginsDidChange()
    case .viewWillLayoutSubviews: controller.viewWillLayoutSubviews()
    case .viewDidLayoutSubviews: controller.viewDidLayoutSubviews()
    default: preconditionFailure("A nested-chrome pass does not make \(kind.rawValue).")
    }
  }

  private static func call(_ kind: LifecycleEvent.Kind, on view: View) {
    switch kind {
    case .safeAreaInsetsDidChange: view.safeAreaInsetsDidChange()
    case .layoutMarginsDidChange: view.layoutMarginsDidChange()
    case .layoutSubviews: view.layoutSubviews()
    default: preconditionFailure("A nested-chrome pass does not make \(kind.rawValue).")
    }
  }
}

/// A root controller that keeps the coordinator of a rotation: the public way to have one to
/// pass to `viewWillTransition(to:with:)`.
private final class CoordinatorKeeper: ViewController {
  var kept: TransitionCoordinator?

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    kept = coordinator
  }

  /// The coordinator of one rotation of a window of its own.
  static func coordinator() -> TransitionCoordinator {
    let keeper = CoordinatorKeeper(name: "keeper")
    let window = Window(device: FixtureGeometry.device, name: "keeper")
    window.rootViewController = keeper
    window.makeKeyAndVisible()
    window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
    guard let coordinator = keeper.kept else {
      preconditionFailure("A rotation made no viewWillTransition(to:with:) call.")
    }
    return coordinator
  }
}
