import SafeAreaSim

extension SceneRunner {
  func fail(_ path: String, _ message: String) -> SceneError {
    SceneError(problems: [SceneProblem(path: path, message: message)])
  }

  func resolve(_ reference: ControllerReference) -> ViewController {
    switch reference {
    case .id(let id):
      return controllers[id]!
    case .new(let spec):
      let made = make(spec)
      return made
    }
  }

  /// Whether a controller is on a navigation stack or otherwise has a parent.
  func isInStackOrContainer(_ controller: ViewController) -> Bool {
    controller.parent != nil
  }

  func perform(_ action: ActionSpec) throws(SceneError) {
    let animated = action.animated
    let path = action.path
    switch action.operation {
    case .push(let on, let reference):
      let nav = controllers[on] as! NavigationController
      let controller = resolve(reference)
      if nav.viewControllers.contains(where: { $0 === controller }) || controller.parent != nil {
        throw fail(
          "\(path).controller",
          "'\(controller.name)' is already on a stack or in a container: UIKit raises an "
            + "exception for pushing it.")
      }
      if controller.presentingViewController != nil {
        throw fail("\(path).controller", "'\(controller.name)' is presented: it cannot be pushed.")
      }
      if controller is TabBarController {
        throw fail("\(path).controller", "A tab bar controller cannot be pushed.")
      }
      nav.pushViewController(controller, animated: animated)
    case .pop(let on):
      (controllers[on] as! NavigationController).popViewController(animated: animated)
    case .popToRoot(let on):
      (controllers[on] as! NavigationController).popToRootViewController(animated: animated)
    case .setViewControllers(let on, let references):
      let nav = controllers[on] as! NavigationController
      var list: [ViewController] = []
      for (index, reference) in references.enumerated() {
        let controller = resolve(reference)
        if list.contains(where: { $0 === controller }) {
          throw fail(
            "\(path).controllers[\(index)]", "'\(controller.name)' appears twice in the stack.")
        }
        if let parent = controller.parent, parent !== nav {
          throw fail(
            "\(path).controllers[\(index)]",
            "'\(controller.name)' is a child of '\(parent.name)': it cannot join another stack.")
        }
        if controller is TabBarController {
          throw fail("\(path).controllers[\(index)]", "A tab bar controller cannot be pushed.")
        }
        list.append(controller)
      }
      nav.setViewControllers(list, animated: animated)
    case .interactivePop(let on, let finish):
      let nav = controllers[on] as! NavigationController
      if let transition = nav.beginInteractivePop() {
        transition.update(progress: finish ? 0.7 : 0.3)
        if finish { transition.finish() } else { transition.cancel() }
      }
    case .selectTab(let on, let index):
      (controllers[on] as! TabBarController).selectedIndex = index
    case .present(let from, let reference, let style):
      let presenter = controllers[from]!
      let controller = resolve(reference)
      if controller.presentingViewController != nil {
        throw fail(
          "\(path).controller",
          "'\(controller.name)' is already presented: UIKit raises an exception for presenting it.")
      }
      if controller.parent != nil || controller === presenter {
        throw fail(
          "\(path).controller",
          "'\(controller.name)' has a parent view controller: UIKit raises an exception for presenting it."
        )
      }
      controller.modalPresentationStyle = style
      presenter.present(controller, animated: animated)
    case .dismiss(let on):
      let controller = controllers[on]!
      if controller.presentingViewController == nil && controller.presentedViewController == nil {
        extraDiagnostics.append(
          Diagnostic(
            severity: .warning, code: "dismissIgnored", subject: on,
            message: "<\(on)> is not presented and presents nothing: nothing to dismiss."))
      }
      controller.dismiss(animated: animated)
    case .addChild(let parentID, let reference, let frame):
      let parent = controllers[parentID]!
      let child = resolve(reference)
      if child === parent || child.parent != nil || child.presentingViewController != nil {
        throw fail(
          "\(path).controller", "'\(child.name)' already has a parent or is presented.")
      }
      var ancestor: ViewController? = parent
      while let current = ancestor {
        if current === child {
          throw fail("\(path).controller", "'\(child.name)' is an ancestor of '\(parentID)'.")
        }
        ancestor = current.parent ?? current.presentingViewController
      }
      parent.addChild(child)
      child.setViewFrame(frame ?? parent.view.bounds)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      if let frame, let custom = parent as? SceneCustomController {
        custom.setFrame(frame, of: child)
      }
    case .removeFromParent(let on):
      let child = controllers[on]!
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
      guard window.device.supports(orientation) else {
        throw fail("\(path).to", "\(window.device.name) does not support \(orientation.rawValue).")
      }
      window.rotate(to: orientation)
    case .setStatusBarHidden(let hidden):
      window.isStatusBarHidden = hidden
    case .set(let on, let property, let value):
      try set(property, of: on, to: value, at: path)
    }
  }

  func set(
    _ property: String, of id: String, to value: JSONValue, at path: String
  ) throws(SceneError) {
    let reader = SceneReader()
    let valuePath = "\(path).value"
    func targetView() throws(SceneError) -> View {
      if let controller = controllers[id] { return controller.view }
      if let chrome = chromeViews[id] { return chrome }
      guard let view = view(withID: id) else {
        throw fail(
          "\(path).on",
          "The view '\(id)' is not loaded yet: its controller's view has not appeared.")
      }
      return view
    }
    switch property {
    case "additionalSafeAreaInsets":
      controllers[id]!.additionalSafeAreaInsets = reader.insets(value, at: valuePath) ?? .zero
    case "frame":
      let frame = reader.rect(value, at: valuePath) ?? .zero
      if let controller = controllers[id] {
        controller.setViewFrame(frame)
        if let custom = controller.parent as? SceneCustomController {
          custom.setFrame(frame, of: controller)
        }
      } else {
        try targetView().frame = frame
      }
    case "hidden":
      let hidden = reader.bool(value, at: valuePath) ?? false
      if let chrome = chromeViews[id] {
        chrome.setHidden(hidden)
      } else {
        try targetView().isHidden = hidden
      }
    case "navigationBarHidden":
      (controllers[id] as! NavigationController).setNavigationBarHidden(
        reader.bool(value, at: valuePath) ?? false, animated: false)
    case "toolbarHidden":
      (controllers[id] as! NavigationController).setToolbarHidden(
        reader.bool(value, at: valuePath) ?? false, animated: false)
    case "tabBarHidden":
      (controllers[id] as! TabBarController).isTabBarHidden =
        reader.bool(value, at: valuePath) ?? false
    case "translucent":
      let flag = reader.bool(value, at: valuePath) ?? true
      if let nav = controllers[id] as? NavigationController {
        nav.navigationBar.isTranslucent = flag
        nav.viewIfLoaded?.setNeedsLayout()
      } else if let tabs = controllers[id] as? TabBarController {
        tabs.tabBar.isTranslucent = flag
        tabs.viewIfLoaded?.setNeedsLayout()
      }
    case "size":
      chromeViews[id]!.size = reader.number(value, at: valuePath) ?? 0
    case "contentSize", "contentInset", "contentInsetAdjustmentBehavior":
      guard let scroll = try targetView() as? ScrollView else {
        throw fail("\(path).on", "'\(id)' is not a scroll view: '\(property)' cannot be set on it.")
      }
      switch property {
      case "contentSize": scroll.contentSize = reader.size(value, at: valuePath) ?? .zero
      case "contentInset": scroll.contentInset = reader.insets(value, at: valuePath) ?? .zero
      default:
        scroll.contentInsetAdjustmentBehavior =
          reader.choice(
            value, at: valuePath, ContentInsetAdjustmentBehavior.allCases.map { ($0.rawValue, $0) },
            what: "behavior") ?? .automatic
      }
    default:  // layoutMargins
      try targetView().layoutMargins = reader.insets(value, at: valuePath) ?? .zero
    }
  }
}
