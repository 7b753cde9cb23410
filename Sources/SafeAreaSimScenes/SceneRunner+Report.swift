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
            presentingViewController: controller.presentingViewController?.name)
        ))
      viewStates.append((id, viewState(view, frame: screenFrame(view), isRoot: true)))
    }
    for id in viewOrder {
      guard let view = view(withID: id) else { continue }
      viewStates.append((id, viewState(view, frame: screenFrame(view), isRoot: false)))
    }

    var bars: [(id: String, state: SceneReport.BarState)] = []
    let statusBarHeight =
      window.device.showsStatusBar(in: window.orientation) ? window.device.statusBarHeight : 0
    bars.append(
      (
        "statusBar",
        SceneReport.BarState(
          frame: Rect(x: 0, y: 0, width: window.screenBounds.width, height: statusBarHeight),
          hidden: !window.isStatusBarVisible, kind: .statusBar)
      ))
    for id in controllerOrder {
      if let nav = controllers[id] as? NavigationController {
        bars.append(
          (
            "\(id).navigationBar",
            barState(nav.navigationBar, loaded: nav.isViewLoaded, kind: .navigationBar, screenFrame)
          ))
        bars.append(
          (
            "\(id).toolbar",
            barState(nav.toolbar, loaded: nav.isViewLoaded, kind: .toolbar, screenFrame)
          ))
      } else if let tabs = controllers[id] as? TabBarController {
        bars.append(
          (
            "\(id).tabBar",
            barState(tabs.tabBar, loaded: tabs.isViewLoaded, kind: .tabBar, screenFrame)
          ))
      }
    }
    for id in chromeOrder {
      guard let chrome = chromeViews[id] else { continue }
      bars.append(
        (id, barState(chrome, loaded: chrome.superview != nil, kind: .chrome, screenFrame)))
    }
    return SceneReport.Step(
      action: action,
      window: SceneReport.WindowState(
        frame: window.frame, orientation: window.orientation,
        statusBarHidden: !window.isStatusBarVisible, safeAreaInsets: window.safeAreaInsets),
      events: stepEvents, controllers: controllerStates, views: viewStates, bars: bars,
      diagnostics: diagnostics)
  }

  private func viewState(_ view: View, frame: Rect, isRoot: Bool) -> SceneReport.ViewState {
    SceneReport.ViewState(
      frame: frame, safeAreaInsets: view.safeAreaInsets, layoutMargins: view.layoutMargins,
      adjustedContentInset: (view as? ScrollView)?.adjustedContentInset, hidden: view.isHidden,
      isControllerRoot: isRoot)
  }

  private func barState(
    _ view: View, loaded: Bool, kind: SceneReport.BarState.Kind, _ screenFrame: (View) -> Rect
  ) -> SceneReport.BarState {
    SceneReport.BarState(
      frame: loaded && view.superview != nil ? screenFrame(view) : .zero,
      hidden: view.isHidden || view.window == nil, kind: kind)
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
