import SafeAreaSim
import SafeAreaSimFixtures

/// The callbacks one cycle of a lifecycle churn benchmark delivers, counted by a lifecycle
/// recorder, and a replay that makes exactly those calls on the same objects and nothing
/// else: the floor under the cycle, which must make them (issue 14, target 3: "every
/// callback delivered").
///
/// The recorder sees controllers' events and plain views' (with views included); a
/// controller's root view is never published as a plain view, so its calls are counted from
/// the controller events the layout pass pairs them with, as ``NestedChromeCallbacks`` does:
/// `safeAreaInsetsDidChange()` before each `viewSafeAreaInsetsDidChange()`,
/// `layoutMarginsDidChange()` before each `viewLayoutMarginsDidChange()`, `layoutSubviews()`
/// after each `viewWillLayoutSubviews()`.
final class ChurnCallbacks {
  /// One overridable method call of a cycle.
  enum Call {
    /// A call on a controller, with the `animated` argument of an appearance call and the
    /// parent argument of a containment call. (Only the arguments are kept, not the whole
    /// event, so that the replay copies no strings.)
    case controller(
      ViewController, LifecycleEvent.Kind, animated: Bool, parent: ViewController?)
    /// A call on a view: a controller's root view or a plain view.
    case view(View, LifecycleEvent.Kind)
  }

  /// The calls one cycle makes, in order.
  private(set) var calls: [Call] = []
  /// The number of calls per kind, in the order first heard: `nav.viewWillAppear x1, ...`.
  private(set) var summary = ""
  /// The churn's window, kept so that the replayed objects stay in it.
  private let window: Window

  /// Records two consecutive runs of `cycle` on `window` (the program stops if they do not
  /// hear the same calls) and keeps the second one's calls, resolved to objects.
  ///
  /// - Parameters:
  ///   - window: The churn's window, already shown.
  ///   - controllers: The controllers the replay calls, by name. A controller the cycle
  ///     makes anew (the pushed or presented one) is stood in for by one made once.
  ///   - roles: Names for the cycle's subjects, asked before each cycle, for a churn whose
  ///     cycles move on (the tab switch: the tab leaving and the tab arriving); two cycles
  ///     compare equal when they hear the same calls on the same roles.
  ///   - cycle: One cycle of the churn.
  init(
    window: Window, controllers: [String: ViewController],
    roles: () -> [String: String] = { [:] }, cycle: () -> Void
  ) {
    self.window = window
    var views: [String: View] = [:]
    // A plain view may live only during the cycle (a presentation's container): find it
    // while it is there.
    let finder = window.addLifecycleObserver(includingViews: true) { event in
      guard controllers[event.subject] == nil, views[event.subject] == nil else { return }
      views[event.subject] = Self.view(named: event.subject, in: window)
    }
    let recorder = LifecycleRecorder(window: window, includingViews: true)
    func heard(_ events: [LifecycleEvent], as roles: [String: String]) -> [String] {
      events.map { event in
        var event = event
        event.subject = roles[event.subject] ?? event.subject
        event.parent = event.parent.map { roles[$0] ?? $0 }
        return event.description
      }
    }
    let firstRoles = roles()
    cycle()
    let first = heard(recorder.events, as: firstRoles)
    recorder.reset()
    let secondRoles = roles()
    cycle()
    let events = recorder.events
    finder.cancel()
    precondition(
      first == heard(events, as: secondRoles),
      "Two consecutive churn cycles heard different callbacks.")
    var counts: [(String, Int)] = []
    func count(_ name: String) {
      if let i = counts.firstIndex(where: { $0.0 == name }) {
        counts[i].1 += 1
      } else {
        counts.append((name, 1))
      }
    }
    for event in events {
      if let controller = controllers[event.subject] {
        let parent = event.parent.flatMap { name in
          guard let parent = controllers[name] else {
            preconditionFailure("No controller named '\(name)' to replay a call with.")
          }
          return parent
        }
        if event.kind == .viewSafeAreaInsetsDidChange {
          calls.append(.view(controller.view, .safeAreaInsetsDidChange))
          count("\(event.subject).view.safeAreaInsetsDidChange")
        }
        if event.kind == .viewLayoutMarginsDidChange {
          calls.append(.view(controller.view, .layoutMarginsDidChange))
          count("\(event.subject).view.layoutMarginsDidChange")
        }
        calls.append(
          .controller(
            controller, event.kind, animated: event.animated ?? false, parent: parent))
        count("\(event.subject).\(event.kind.rawValue)")
        if event.kind == .viewWillLayoutSubviews {
          calls.append(.view(controller.view, .layoutSubviews))
          count("\(event.subject).view.layoutSubviews")
        }
      } else {
        guard let view = views[event.subject] else {
          preconditionFailure("No view or controller named '\(event.subject)' to replay.")
        }
        calls.append(.view(view, event.kind))
        count("\(event.subject).\(event.kind.rawValue)")
      }
    }
    summary = counts.map { "\($0.0) x\($0.1)" }.joined(separator: ", ")
  }

  /// Makes the cycle's calls.
  func run() {
    for call in calls {
      switch call {
      case .controller(let controller, let kind, let animated, let parent):
        Self.call(kind, animated, parent, on: controller)
      case .view(let view, let kind): Self.call(kind, on: view)
      }
    }
  }

  private static func call(
    _ kind: LifecycleEvent.Kind, _ animated: Bool, _ parent: ViewController?,
    on controller: ViewController
  ) {
    switch kind {
    case .viewDidLoad: controller.viewDidLoad()
    case .viewWillAppear: controller.viewWillAppear(animated)
    case .viewIsAppearing: controller.viewIsAppearing(animated)
    case .viewDidAppear: controller.viewDidAppear(animated)
    case .viewWillDisappear: controller.viewWillDisappear(animated)
    case .viewDidDisappear: controller.viewDidDisappear(animated)
    case .willMoveToParent: controller.willMove(toParent: parent)
    case .didMoveToParent: controller.didMove(toParent: parent)
    case .viewSafeAreaInsetsDidChange: controller.viewSafeAreaInsetsDidChange()
    case .viewLayoutMarginsDidChange: controller.viewLayoutMarginsDidChange()
    case .viewWillLayoutSubviews: controller.viewWillLayoutSubviews()
    case .viewDidLayoutSubviews: controller.viewDidLayoutSubviews()
    default: preconditionFailure("A churn cycle does not make \(kind.rawValue).")
    }
  }

  private static func call(_ kind: LifecycleEvent.Kind, on view: View) {
    switch kind {
    case .safeAreaInsetsDidChange: view.safeAreaInsetsDidChange()
    case .layoutMarginsDidChange: view.layoutMarginsDidChange()
    case .layoutSubviews: view.layoutSubviews()
    default: preconditionFailure("A churn cycle does not make \(kind.rawValue) on a view.")
    }
  }

  /// The first view of that name under the window, breadth first (no recursion).
  private static func view(named name: String, in window: Window) -> View? {
    var queue: [View] = [window]
    var next = 0
    while next < queue.count {
      let view = queue[next]
      next += 1
      if view.name == name { return view }
      queue.append(contentsOf: view.subviews)
    }
    return nil
  }
}
