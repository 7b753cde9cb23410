import SafeAreaSim
import SafeAreaSimSupport

extension SceneRunner {
  /// The work left after making a controller: make the children it declares, attach them,
  /// and return the same work for each child, so that a hierarchy is built without recursion.
  struct AttachChildren {
    let run: () -> [AttachChildren]
  }

  /// Makes a controller and the controllers it declares.
  func make(_ spec: ControllerSpec) -> ViewController {
    let (controller, attachChildren) = create(spec)
    // The containment callbacks of building a hierarchy an action declares are made during
    // the action's step, as the root's are in step 0: the made controller's own observer
    // hears them until the action joins it to the scene's hierarchy, whose root's observer
    // hears what follows (nothing reaches the made controller between the two).
    let building = controller.addLifecycleObserver { [unowned self] event in
      self.events.append(event)
    }
    build(from: attachChildren)
    building.cancel()
    return controller
  }

  /// Makes and attaches every controller below a made one, then resolves the status-bar
  /// children they name.
  func build(from attachChildren: AttachChildren) {
    var pending = [attachChildren]
    while let next = pending.popLast() {
      pending += next.run()
    }
    for link in statusBarLinks {
      link.options.childForStatusBarHidden = controllers[link.id]
    }
    statusBarLinks.removeAll()
  }

  /// Makes one controller with its own settings, and the work of making its children.
  func create(_ spec: ControllerSpec) -> (ViewController, AttachChildren) {
    let controller: any SceneControllerProtocol
    let attachChildren: AttachChildren
    switch spec.kind {
    case .plain:
      controller = ScenePlainController(name: spec.id)
      attachChildren = AttachChildren { [] }
    case .navigation(let stack, let bar, let toolbar):
      let navigation = SceneNavigationController(name: spec.id)
      navigation.navigationBar.isHidden = bar.hidden
      navigation.navigationBar.isTranslucent = bar.translucent
      navigation.navigationBar.prefersLargeTitles = bar.prefersLargeTitles
      navigation.setToolbarHidden(toolbar.hidden, animated: false)
      navigation.toolbar.isTranslucent = toolbar.translucent
      navigation.hidesBarsOnSwipe = spec.hidesBarsOnSwipe
      navigationControllers[spec.id] = navigation
      controller = navigation
      attachChildren = AttachChildren { [unowned self] in
        let children = stack.map(self.create)
        navigation.setViewControllers(children.map(\.0), animated: false)
        return children.map(\.1)
      }
    case .tab(let specs, let selected, let bar):
      let tabs = SceneTabBarController(name: spec.id)
      tabs.isTabBarHidden = bar.hidden
      tabs.tabBar.isTranslucent = bar.translucent
      tabs.mode = spec.tabMode
      tabBarControllers[spec.id] = tabs
      controller = tabs
      attachChildren = AttachChildren { [unowned self] in
        let children = specs.map(self.create)
        tabs.setViewControllers(children.map(\.0), animated: false)
        if !children.isEmpty { tabs.selectedIndex = selected }
        return children.map(\.1)
      }
    case .chrome(let contentSpec, let chrome):
      let shell = SceneChromeController(name: spec.id)
      controller = shell
      attachChildren = AttachChildren { [unowned self] in
        for item in chrome {
          let view =
            item.directionalEdge.map {
              ChromeView(
                name: item.id, directionalEdge: $0, size: item.size,
                insideSafeArea: item.insideSafeArea)
            }
            ?? ChromeView(
              name: item.id, edge: item.edge, size: item.size, insideSafeArea: item.insideSafeArea)
          view.isHidden = item.hidden
          self.chromeViews[item.id] = view
          self.chromeOrder.append(item.id)
          self.chromeContainers[item.id] = spec.id
          shell.addChrome(view)
        }
        let (content, attachContent) = self.create(contentSpec)
        shell.content = content
        return [attachContent]
      }
    case .split(let splitSpec):
      let split = SceneSplitViewController(style: splitSpec.style, name: spec.id)
      split.preferredDisplayMode = splitSpec.preferredDisplayMode
      split.preferredSplitBehavior = splitSpec.preferredSplitBehavior
      split.primaryEdge = splitSpec.primaryEdge
      for (_, value, property) in splitSpec.widths {
        if let value { split[keyPath: property] = value }
      }
      splitViewControllers[spec.id] = split
      controller = split
      attachChildren = AttachChildren { [unowned self] in
        splitSpec.columns.map { column, childSpec in
          let (made, attachGrandchildren) = self.create(childSpec)
          // A column's controller moves into the navigation controller the split view makes
          // around it before that wrapper joins the split view, so the root's observer cannot
          // hear those two containment callbacks: the controller's own observer does, until
          // the wrapper has joined. Nothing else reaches it meanwhile: the split view is not
          // arranged yet while it is built, so `setViewController(_:for:)` stops once the
          // wrapper has joined. (The split view's rule: every column but the compact one,
          // unless its controller is a navigation controller.)
          let isWrapped = column != .compact && !(made is NavigationController)
          let wrapping =
            isWrapped
            ? made.addLifecycleObserver { [unowned self] event in self.events.append(event) }
            : nil
          split.setViewController(made, for: column)
          wrapping?.cancel()
          // The navigation controller the split view made around the column's controller
          // (`SPLIT.primaryNavigation`) is a target of actions, not listed in the report.
          if let navigation = split.navigationController(for: column), navigation !== made {
            self.controllers[navigation.name] = navigation
            self.navigationControllers[navigation.name] = navigation
          }
          return attachGrandchildren
        }
      }
    case .custom(let children):
      let container = SceneCustomController(name: spec.id)
      controller = container
      attachChildren = AttachChildren { [unowned self] in
        children.map { child in
          let (made, attachGrandchildren) = self.create(child.controller)
          container.embed(made, frame: child.frame)
          return attachGrandchildren
        }
      }
    case .page(let page):
      let pages = ScenePageController(
        navigationOrientation: page.navigationOrientation,
        interPageSpacing: page.interPageSpacing, name: spec.id)
      pages.dataSource = pages
      pageControllers[spec.id] = pages
      controller = pages
      attachChildren = AttachChildren { [unowned self] in
        let children = page.pages.map(self.create)
        pages.pages = children.map(\.0)
        if pages.pages.indices.contains(page.index) {
          pages.setViewControllers(
            [pages.pages[page.index]], direction: .forward, animated: false)
        }
        return children.map(\.1)
      }
    }
    controller.options.prefersStatusBarHidden = spec.prefersStatusBarHidden
    controller.options.supportedInterfaceOrientations = spec.supportedInterfaceOrientations
    controller.options.rootView = spec.view
    if let id = spec.childForStatusBarHidden { statusBarLinks.append((controller.options, id)) }
    controller.additionalSafeAreaInsets = spec.additionalSafeAreaInsets
    controller.edgesForExtendedLayout = spec.edgesForExtendedLayout
    controller.extendedLayoutIncludesOpaqueBars = spec.extendedLayoutIncludesOpaqueBars
    controller.hidesBottomBarWhenPushed = spec.hidesBottomBarWhenPushed
    controller.viewRespectsSystemMinimumLayoutMargins = spec.viewRespectsSystemMinimumLayoutMargins
    if let style = spec.modalPresentationStyle { controller.modalPresentationStyle = style }
    controller.definesPresentationContext = spec.definesPresentationContext
    controller.navigationItem.largeTitleDisplayMode = spec.largeTitleDisplayMode
    if let item = spec.navigationItem {
      if item.searchBar { controller.navigationItem.searchController = SearchController() }
      controller.navigationItem.hidesSearchBarWhenScrolling = item.hidesSearchBarWhenScrolling
      controller.navigationItem.prompt = item.prompt
    }
    controllers[spec.id] = controller
    controllerOrder.append(spec.id)
    if let view = spec.view { register(view, owner: controller) }
    return (controller, attachChildren)
  }

  /// Remembers the ids of a root view's subviews, which exist once the view loads, with the
  /// controller that owns them.
  private func register(_ spec: ViewSpec, owner: ViewController) {
    // Preorder, in declaration order.
    var pending: [ViewSpec] = spec.subviews.reversed()
    while let next = pending.popLast() {
      if let id = next.id {
        viewOrder.append(id)
        viewOwners[id] = owner
      }
      pending += next.subviews.reversed()
    }
  }
}
