import SafeAreaSim

extension SceneRunner {
  /// The report step for the state after an action, taking the step's events and
  /// diagnostics.
  func step(action: JSONValue?) -> SceneReport.Step {
    let screenOffset = window.frame.origin
    func screenFrame(_ view: View) -> Rect {
      let frame = view.frameInWindow
      return view.window === window ? frame.offsetBy(dx: screenOffset.x, dy: screenOffset.y) : frame
    }
    let stepEvents = events.compactMap(reportEvent)
    events.removeAll()

    var controllerStates: [(id: String, state: SceneReport.ControllerState)] = []
    var viewStates: [(id: String, state: SceneReport.ViewState)] = []
    var diagnostics = window.takeDiagnostics() + extraDiagnostics
    extraDiagnostics.removeAll()
    for id in controllerOrder {
      guard let controller = controllers[id] else { continue }
      diagnostics += controller.takeDiagnostics()
      guard let view = controller.viewIfLoaded else { continue }
      let inWindow = view.window === window
      controllerStates.append(
        (
          id,
          SceneReport.ControllerState(
            frame: screenFrame(view), safeAreaInsets: view.safeAreaInsets,
            additionalSafeAreaInsets: controller.additionalSafeAreaInsets,
            layoutMargins: view.layoutMargins, appearance: controller.appearanceState,
            isViewLoaded: true, inWindow: inWindow, parent: controller.parent?.name,
            presentingViewController: controller.presentingViewController?.name,
            traitCollection: controller.traitCollection,
            sheet: sheetState(of: controller),
            popover: popoverState(of: controller, screenOffset: screenOffset))
        ))
      viewStates.append(
        (id, viewState(view, frame: screenFrame(view), owner: id, isRoot: true, screenOffset)))
    }
    // The text report indents a controller under its nearest listed ancestor: a column's
    // controller goes under its split view, past the navigation controller made around it.
    let listed = Set(controllerStates.map(\.id))
    for index in controllerStates.indices {
      var ancestor = controllers[controllerStates[index].id]?.parent
      while let candidate = ancestor, !listed.contains(candidate.name) {
        ancestor = candidate.parent
      }
      controllerStates[index].state.listedAncestor = ancestor?.name
    }
    controllerStates = inStackOrder(controllerStates)
    for id in viewOrder {
      guard let view = view(withID: id), let owner = viewOwners[id] else { continue }
      viewStates.append(
        (
          id,
          viewState(view, frame: screenFrame(view), owner: owner.name, isRoot: false, screenOffset)
        ))
    }

    var bars: [(id: String, state: SceneReport.BarState)] = []
    let listsSearchBars = scene.declaresSearchBars
    let statusBarHeight =
      window.device.showsStatusBar(in: window.orientation) ? window.device.statusBarHeight : 0
    bars.append(
      (
        "statusBar",
        SceneReport.BarState(
          frame: Rect(x: 0, y: 0, width: window.screenBounds.width, height: statusBarHeight),
          hidden: !window.isStatusBarVisible, kind: .statusBar, container: nil)
      ))
    for id in controllerOrder {
      if let navigation = navigationControllers[id] {
        let loaded = navigation.isViewLoaded
        bars.append(
          (
            "\(id).navigationBar",
            barState(
              navigation.navigationBar, loaded: loaded, kind: .navigationBar, container: id,
              screenFrame)
          ))
        bars.append(
          (
            "\(id).toolbar",
            barState(
              navigation.toolbar, loaded: loaded, kind: .toolbar, container: id, screenFrame)
          ))
        if listsSearchBars {
          bars.append(
            (
              "\(id).searchBar",
              barState(
                navigation.searchBar, loaded: loaded, kind: .searchBar, container: id,
                screenFrame)
            ))
        }
      } else if let tabs = tabBarControllers[id] {
        bars.append(
          (
            "\(id).tabBar",
            barState(
              tabs.tabBar, loaded: tabs.isViewLoaded, kind: .tabBar, container: id, screenFrame)
          ))
        if tabs.mode == .tabSidebar {
          bars.append(
            (
              "\(id).sidebar",
              barState(
                tabs.sidebar, loaded: tabs.isViewLoaded, kind: .sidebar, container: id,
                screenFrame)
            ))
        }
      } else if let split = splitViewControllers[id] {
        bars += splitBars(split, id: id, screenFrame)
      }
    }
    for id in chromeOrder {
      guard let chrome = chromeViews[id] else { continue }
      bars.append(
        (
          id,
          barState(
            chrome, loaded: chrome.superview != nil, kind: .chrome,
            container: chromeContainers[id], screenFrame)
        ))
    }
    return SceneReport.Step(
      action: action,
      window: SceneReport.WindowState(
        frame: window.frame, orientation: window.orientation,
        statusBarHidden: !window.isStatusBarVisible, safeAreaInsets: window.safeAreaInsets,
        traitCollection: TraitCollection(
          sizeClasses: window.traits, idiom: window.device.idiom,
          layoutDirection: window.layoutDirection, displayScale: window.device.scale)),
      events: stepEvents, controllers: controllerStates, views: viewStates, bars: bars,
      diagnostics: diagnostics, keyboard: keyboardState())
  }

  /// The controllers with the children of each navigation controller in the order of its
  /// stack, each group in the places its members had: a split view that collapses moves the
  /// secondary column's controllers onto the primary column's stack, above controllers made
  /// after them, and the report lists a stack bottom to top.
  private func inStackOrder(
    _ states: [(id: String, state: SceneReport.ControllerState)]
  ) -> [(id: String, state: SceneReport.ControllerState)] {
    var groups: [ObjectIdentifier: [Int]] = [:]
    for (index, entry) in states.enumerated() {
      guard let navigation = controllers[entry.id]?.parent as? NavigationController else {
        continue
      }
      groups[ObjectIdentifier(navigation), default: []].append(index)
    }
    var ordered = states
    for indices in groups.values where indices.count > 1 {
      func rank(_ index: Int) -> Int {
        let controller = controllers[states[index].id]
        let stack = (controller?.parent as? NavigationController)?.viewControllers ?? []
        return stack.firstIndex { $0 === controller } ?? stack.count
      }
      let sorted = indices.sorted { (rank($0), $0) < (rank($1), $1) }
      for (place, source) in zip(indices, sorted) { ordered[place] = states[source] }
    }
    return ordered
  }

  /// The keyboard's frame, or while hidden where UIKit's keyboard-will-hide notification ends
  /// it: below the screen, at the usual height for the orientation (none on Apple TV).
  private func keyboardState() -> SceneReport.KeyboardState {
    if let frame = window.keyboardFrame {
      return SceneReport.KeyboardState(frame: frame, hidden: false)
    }
    let screen = window.screenBounds
    let usual = window.device.keyboardHeight(in: window.orientation) ?? 0
    return SceneReport.KeyboardState(
      frame: Rect(x: 0, y: screen.height, width: screen.width, height: usual), hidden: true)
  }

  private func viewState(
    _ view: View, frame: Rect, owner: String, isRoot: Bool, _ screenOffset: Point
  ) -> SceneReport.ViewState {
    // A guide's frame as the report's other frames: in the window, then on the screen.
    func screenFrame(_ guide: LayoutGuide) -> Rect {
      let frame = view.convert(guide.layoutFrame, to: nil)
      return view.window === window ? frame.offsetBy(dx: screenOffset.x, dy: screenOffset.y) : frame
    }
    let guides = SceneReport.LayoutGuideFrames(
      safeArea: screenFrame(view.safeAreaLayoutGuide),
      margins: screenFrame(view.layoutMarginsGuide),
      readable: screenFrame(view.readableContentGuide),
      keyboard: screenFrame(view.keyboardLayoutGuide))
    return SceneReport.ViewState(
      frame: frame, safeAreaInsets: view.safeAreaInsets, layoutMargins: view.layoutMargins,
      adjustedContentInset: (view as? ScrollView)?.adjustedContentInset, hidden: view.isHidden,
      isControllerRoot: isRoot, owner: owner, layoutGuides: guides,
      usesAutoLayout: !view.translatesAutoresizingMaskIntoConstraints)
  }

  /// A split view's columns (`SPLIT.primary`, `SPLIT.supplementary`, `SPLIT.secondary`: the
  /// part of the split view each shows, hidden while it is not shown) and the navigation bars
  /// of the navigation controllers the split view made around its columns' controllers
  /// (`SPLIT.primaryNavigation.navigationBar`); a column the app gave as a navigation
  /// controller has its bars listed under that controller's id.
  private func splitBars(
    _ split: SplitViewController, id: String, _ screenFrame: (View) -> Rect
  ) -> [(id: String, state: SceneReport.BarState)] {
    var bars: [(id: String, state: SceneReport.BarState)] = []
    var columns: [SplitViewController.Column] = [.primary, .secondary]
    if split.style == .tripleColumn { columns.insert(.supplementary, at: 1) }
    let origin = split.viewIfLoaded.map { screenFrame($0).origin } ?? .zero
    for column in columns {
      let frame = split.frame(of: column)
      let state = SceneReport.BarState(
        frame: frame.map { $0.offsetBy(dx: origin.x, dy: origin.y) } ?? .zero,
        hidden: frame == nil || split.viewIfLoaded?.window == nil, kind: .splitColumn,
        container: id)
      bars.append(("\(id).\(column.rawValue)", state))
    }
    for column in SplitViewController.Column.allCases {
      guard let navigation = split.navigationController(for: column),
        navigation !== split.viewController(for: column)
      else { continue }
      bars.append(
        (
          "\(navigation.name).navigationBar",
          barState(
            navigation.navigationBar, loaded: navigation.isViewLoaded, kind: .navigationBar,
            container: id, screenFrame)
        ))
    }
    return bars
  }

  private func barState(
    _ view: View, loaded: Bool, kind: SceneReport.BarState.Kind, container: String?,
    _ screenFrame: (View) -> Rect
  ) -> SceneReport.BarState {
    SceneReport.BarState(
      frame: loaded && view.superview != nil ? screenFrame(view) : .zero,
      hidden: view.isHidden || view.window == nil, kind: kind, container: container)
  }

  private func reportEvent(_ event: LifecycleEvent) -> SceneReport.Event? {
    guard SceneRunner.reportedEvents.contains(event.kind) else { return nil }
    switch selection {
    case .none: return nil
    case .appearance:
      guard event.kind == .viewDidLoad || event.kind.isAppearance || event.kind.isContainment
      else { return nil }
    case .all: break
    }
    return SceneReport.Event(
      on: event.subject, event: event.kind.rawValue,
      animated: event.kind.isAppearance ? event.animated : nil,
      parent: event.kind.isContainment ? .some(event.parent) : nil, size: event.size)
  }
}
