import SafeAreaSim
import SafeAreaSimSupport

extension SceneRunner {
  func fail(_ path: String, _ message: String) -> SceneError {
    SceneError(problems: [SceneProblem(path: path, message: message)])
  }

  /// The controller with an id.
  ///
  /// - Throws: ``SceneError`` at `path` when no controller has the id (yet).
  func controller(_ id: String, at path: String) throws(SceneError) -> ViewController {
    guard let controller = controllers[id] else {
      throw fail(path, "No controller has the id '\(id)'.")
    }
    return controller
  }

  /// The navigation controller with an id.
  func navigationController(
    _ id: String, at path: String
  ) throws(SceneError) -> NavigationController {
    guard let navigation = navigationControllers[id] else {
      throw fail(path, "'\(id)' is not a navigation controller.")
    }
    return navigation
  }

  /// The tab bar controller with an id.
  func tabBarController(_ id: String, at path: String) throws(SceneError) -> TabBarController {
    guard let tabs = tabBarControllers[id] else {
      throw fail(path, "'\(id)' is not a tab bar controller.")
    }
    return tabs
  }

  func splitViewController(
    _ id: String, at path: String
  ) throws(SceneError) -> SplitViewController {
    guard let split = splitViewControllers[id] else {
      throw fail(path, "'\(id)' is not a split view controller.")
    }
    return split
  }

  /// The controller a reference names, made now when the action declares it.
  func resolve(
    _ reference: ControllerReference, at path: String
  ) throws(SceneError) -> ViewController {
    switch reference {
    case .id(let id): try controller(id, at: path)
    case .new(let spec): make(spec)
    }
  }

  /// Whether `controller` is `other` or above it, through parents and presenters.
  func isAncestor(_ controller: ViewController, of other: ViewController) -> Bool {
    var current: ViewController? = other
    while let next = current {
      if next === controller { return true }
      current = next.parent ?? next.presentingViewController
    }
    return false
  }

  /// Checks that a controller can join a navigation stack now, as UIKit would: what the scene
  /// says statically (no tab bar controller) was checked by ``SceneValidator``.
  func checkStackable(
    _ controller: ViewController, on navigation: NavigationController, at path: String
  ) throws(SceneError) {
    if controller.presentingViewController != nil {
      throw fail(path, "'\(controller.name)' is presented: it cannot be pushed.")
    }
    if isAncestor(controller, of: navigation) {
      throw fail(
        path, "'\(controller.name)' contains '\(navigation.name)': it cannot join its stack.")
    }
  }

  func perform(_ action: ActionSpec) throws(SceneError) {
    let animated = action.animated
    switch action.operation {
    case .push(let on, let reference):
      let navigation = try navigationController(on, at: action.path("on"))
      let path = action.path("controller")
      let controller = try resolve(reference, at: path)
      if navigation.viewControllers.contains(where: { $0 === controller })
        || controller.parent != nil
      {
        throw fail(
          path,
          "'\(controller.name)' is already on a stack or in a container: UIKit raises an "
            + "exception for pushing it.")
      }
      try checkStackable(controller, on: navigation, at: path)
      navigation.pushViewController(controller, animated: animated)
    case .pop(let on):
      try navigationController(on, at: action.path("on")).popViewController(animated: animated)
    case .popToRoot(let on):
      try navigationController(on, at: action.path("on"))
        .popToRootViewController(animated: animated)
    case .setViewControllers(let on, let references):
      let navigation = try navigationController(on, at: action.path("on"))
      var list: [ViewController] = []
      for (index, reference) in references.enumerated() {
        let path = "\(action.path("controllers"))[\(index)]"
        let controller = try resolve(reference, at: path)
        if list.contains(where: { $0 === controller }) {
          throw fail(path, "'\(controller.name)' appears twice in the stack.")
        }
        if let parent = controller.parent, parent !== navigation {
          throw fail(
            path,
            "'\(controller.name)' is a child of '\(parent.name)': it cannot join another stack.")
        }
        try checkStackable(controller, on: navigation, at: path)
        list.append(controller)
      }
      navigation.setViewControllers(list, animated: animated)
    case .interactivePop(let on, let finish):
      let navigation = try navigationController(on, at: action.path("on"))
      if let transition = navigation.beginInteractivePop() {
        transition.update(progress: finish ? 0.7 : 0.3)
        if finish { transition.finish() } else { transition.cancel() }
      }
    case .showColumn(let on, let column), .hideColumn(let on, let column):
      let split = try splitViewController(on, at: action.path("on"))
      if case .showColumn = action.operation {
        showColumn(column, of: split, on)
      } else {
        hideColumn(column, of: split, on)
      }
    case .selectTab(let on, let index):
      try tabBarController(on, at: action.path("on")).selectedIndex = index
    case .scroll(let on, let offset):
      try scroll(on, to: offset, at: action.path("on"))
    case .present(let from, let reference, let style, let sheet, let popover):
      try present(from: from, reference, style: style, sheet: sheet, popover: popover, action)
    case .dismiss(let on):
      let controller = try controller(on, at: action.path("on"))
      if controller.presentingViewController == nil && controller.presentedViewController == nil {
        extraDiagnostics.append(
          Diagnostic(
            severity: .warning, code: "dismissIgnored", subject: on,
            message: "<\(on)> is not presented and presents nothing: nothing to dismiss."))
      }
      controller.dismiss(animated: animated)
    case .addChild(let parentID, let reference, let frame):
      try addChild(reference, to: parentID, frame: frame, action)
    case .removeFromParent(let on):
      let child = try controller(on, at: action.path("on"))
      guard child.parent != nil else {
        extraDiagnostics.append(
          Diagnostic(
            severity: .warning, code: "removeIgnored", subject: on,
            message: "<\(on)> has no parent: nothing to remove it from."))
        return
      }
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    case .rotate(let orientation):
      // An unsupported orientation leaves the window as it is, with an
      // `orientationNotSupported` diagnostic (the contract's 1.1 rule).
      window.rotate(to: orientation)
    case .resizeWindow(let frame):
      try resizeWindow(to: frame, action)
    case .setStatusBarHidden(let hidden):
      window.isStatusBarHidden = hidden
    case .set(let id, let change):
      try apply(change, to: id, action)
    case .showKeyboard(let height, let floating):
      // Apple TV has no docked keyboard: the window records `keyboardUnavailable`.
      window.showKeyboard(height: height, floating: floating)
    case .hideKeyboard:
      window.hideKeyboard()
    case .selectDetent(let on, let index):
      try selectDetent(index, on: on, action)
    case .setPage(let on, let index, let direction):
      try setPage(index, direction: direction, on: on, action)
    case .turnPage(let on, let direction, let finish):
      try turnPage(direction, finish: finish, on: on, action)
    }
  }

  /// Shows a column with `show(_:)`. UIKit ignores the supplementary column of a
  /// double-column split view, and a collapsed split view with a compact column shows only
  /// that column: nothing happens and the step has a `columnActionIgnored` diagnostic.
  private func showColumn(
    _ column: SplitViewController.Column, of split: SplitViewController, _ id: String
  ) {
    let reason: String? =
      if column == .supplementary, split.style == .doubleColumn {
        "is a 'doubleColumn' split view: it has no supplementary column."
      } else if split.isCollapsed, column != .compact,
        split.viewController(for: .compact) != nil
      {
        "is collapsed and shows its compact column: it cannot show its "
          + "\(column.rawValue) column."
      } else {
        nil
      }
    if let reason { reportIgnoredColumnAction("showColumn", column, of: id, because: reason) }
    split.show(column)
  }

  /// Adds the `columnActionIgnored` warning of a `showColumn` or `hideColumn` step that UIKit
  /// ignores, naming the split view, the reason and the step.
  private func reportIgnoredColumnAction(
    _ action: String, _ column: SplitViewController.Column, of id: String,
    because reason: String
  ) {
    extraDiagnostics.append(
      Diagnostic(
        severity: .warning, code: "columnActionIgnored", subject: id,
        message: "<\(id)> \(reason) \(action) \(column.rawValue) is ignored."))
  }

  /// Hides a column with `hide(_:)`. UIKit ignores hiding any column of a collapsed split
  /// view, the secondary (or compact) column of an expanded one and the supplementary column
  /// of a double-column one: nothing happens and the step has a `columnActionIgnored`
  /// diagnostic.
  private func hideColumn(
    _ column: SplitViewController.Column, of split: SplitViewController, _ id: String
  ) {
    let reason: String? =
      if column == .supplementary, split.style == .doubleColumn {
        "is a 'doubleColumn' split view: it has no supplementary column."
      } else if split.isCollapsed {
        "is collapsed: it has no \(column.rawValue) column to hide."
      } else if column == .secondary || column == .compact {
        "cannot hide its \(column.rawValue) column."
      } else {
        nil
      }
    if let reason { reportIgnoredColumnAction("hideColumn", column, of: id, because: reason) }
    split.hide(column)
  }

  /// Resizes the window for iPad multitasking; the frame must fit the screen as it is at
  /// this step (earlier rotations count).
  private func resizeWindow(to frame: Rect, _ action: ActionSpec) throws(SceneError) {
    guard window.device.supportsMultitasking else {
      throw fail(
        action.path("frame"),
        "\(window.device.name) has no multitasking: only an iPad window can be resized.")
    }
    let screen = window.screenBounds
    guard frame.width > 0, frame.height > 0, screen.contains(frame) else {
      throw fail(
        action.path("frame"),
        "The frame \(JSONValue.rect(frame).serialized()) does not fit the screen "
          + "\(JSONValue.rect(screen).serialized()) of the \(window.device.name) in "
          + "\(window.orientation.rawValue).")
    }
    window.resize(to: frame)
  }

  private func present(
    from presenterID: String, _ reference: ControllerReference, style: ModalPresentationStyle,
    sheet: SheetSpec, popover: PopoverSpec, _ action: ActionSpec
  ) throws(SceneError) {
    let presenter = try controller(presenterID, at: action.path("from"))
    let path = action.path("controller")
    let controller = try resolve(reference, at: path)
    if controller.presentingViewController != nil {
      throw fail(
        path,
        "'\(controller.name)' is already presented: UIKit raises an exception for presenting it.")
    }
    if controller.parent != nil || isAncestor(controller, of: presenter) {
      throw fail(
        path,
        "'\(controller.name)' has a parent view controller: UIKit raises an exception for "
          + "presenting it.")
    }
    controller.modalPresentationStyle = style
    sheet.apply(to: controller)
    popover.apply(to: controller, presenter: presenter)
    presenter.present(controller, animated: action.animated)
  }

  private func addChild(
    _ reference: ControllerReference, to parentID: String, frame: Rect?, _ action: ActionSpec
  ) throws(SceneError) {
    let parent = try controller(parentID, at: action.path("parent"))
    let path = action.path("controller")
    let child = try resolve(reference, at: path)
    if child === parent || child.parent != nil || child.presentingViewController != nil {
      throw fail(path, "'\(child.name)' already has a parent or is presented.")
    }
    if isAncestor(child, of: parent) {
      throw fail(path, "'\(child.name)' is an ancestor of '\(parentID)'.")
    }
    parent.addChild(child)
    child.setViewFrame(frame ?? parent.view.bounds)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    if let frame, let custom = parent as? SceneCustomController {
      custom.setFrame(frame, of: child)
    }
  }
}
