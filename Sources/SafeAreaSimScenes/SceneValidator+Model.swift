import SafeAreaSim

/// The walk of a scene built or changed in code: the document-wide checks the decoder makes as
/// it reads, in the same words, and the checks of values the decoder's typed reads make.
extension SceneValidator {
  /// Throws every problem of the scene at once.
  ///
  /// - Throws: ``SceneError`` listing each problem with its JSON path.
  static func check(_ scene: Scene) throws(SceneError) {
    var validator = SceneValidator()
    validator.check(scene)
    guard validator.log.problems.isEmpty else { throw SceneError(problems: validator.log.problems) }
  }

  private mutating func check(_ scene: Scene) {
    check(device: scene.device)
    orientation(scene.orientation, of: scene.device, at: "orientation")
    if let frame = scene.windowFrame {
      check(frame, at: "window.frame")
      windowFrame(frame, at: "window.frame")
    }
    declare(scene.root)
    statusBarChildren(of: scene.root)
    navigationItems(of: scene.root, insideNavigation: false)
    for action in scene.actions { check(action) }
  }

  /// The checks the decoder makes of a custom device, at the same paths: its numbers, a screen
  /// with an area and hardware insets that fit the screen.
  private func check(device: DeviceProfile) {
    let sizeValid = check(device.size, at: "device.size")
    number(device.scale, minimum: 1, at: "device.scale")
    number(device.statusBarHeight, minimum: 0, at: "device.statusBarHeight")
    number(device.displayCornerRadius, minimum: 0, at: "device.cornerRadius")
    let path = "device.safeAreaInsets"
    let portraitValid = check(
      device.portraitHardwareInsets, minimum: 0, at: "\(path).portrait")
    // Apple TV has one layout, portrait's, whatever the orientation.
    let landscapeValid =
      device.idiom == .tv
      || check(device.landscapeHardwareInsets, minimum: 0, at: "\(path).landscape")
    guard sizeValid else { return }
    screenSize(device.size, at: "device.size")
    if portraitValid {
      deviceInsets(
        device.portraitHardwareInsets, fit: device.size, in: "portrait", at: "\(path).portrait")
    }
    if landscapeValid && device.idiom != .tv {
      deviceInsets(
        device.landscapeHardwareInsets, fit: device.size.transposed, in: "landscape",
        at: "\(path).landscape")
    }
  }

  // MARK: Declarations

  /// Declares a controller, everything below it and their views.
  private mutating func declare(_ root: ControllerSpec) {
    for spec in root.allSpecs {
      declare(spec.id, at: spec.path("id"), kind: .controller(spec.kindName))
      if let view = spec.view {
        declare(view, at: spec.path("view"))
        constraints(inTreeOf: view, controller: spec.id, at: spec.path("view"))
      }
      check(spec.additionalSafeAreaInsets, at: spec.path("additionalSafeAreaInsets"))
      if let mask = spec.supportedInterfaceOrientations {
        supportedOrientations(mask, at: spec.path("supportedInterfaceOrientations"))
      }
      switch spec.kind {
      case .plain:
        break
      case .navigation(let stack, _, _):
        navigationStack(stack, at: spec.path("viewControllers"))
      case .tab(let children, let selected, _):
        selectedIndex(selected, tabs: children.count, at: spec.path("selectedIndex"))
      case .chrome(_, let chrome):
        for (index, item) in chrome.enumerated() {
          let path = "\(spec.path("chrome"))[\(index)]"
          declare(item.id, at: "\(path).id", kind: .chrome)
          check(size: item.size, at: "\(path).size")
        }
      case .custom(let children):
        for (index, child) in children.enumerated() {
          if let frame = child.frame {
            check(frame, at: "\(spec.path("children"))[\(index)].frame")
          }
        }
      case .split(let split):
        splitColumns(split, at: spec.path)
        splitColumnNavigations(split, of: spec.id, at: spec.path)
        for (key, value, _) in split.widths {
          if let value { number(value, minimum: 0, at: spec.path(key)) }
        }
        splitColumnWidths(split, at: spec.path)
      case .page(let page):
        pages(page, at: spec.path)
        number(page.interPageSpacing, minimum: 0, at: spec.path("interPageSpacing"))
      }
    }
  }

  /// Declares the views with ids of a root view's tree, without recursion.
  private mutating func declare(_ root: ViewSpec, at rootPath: String) {
    var pending: [(ViewSpec, String)] = [(root, rootPath)]
    while let (view, path) = pending.popLast() {
      if let id = view.id { declare(id, at: "\(path).id", kind: .view(isScroll: view.isScroll)) }
      if let frame = view.frame { check(frame, at: "\(path).frame") }
      if let margins = view.layoutMargins { check(margins, at: "\(path).layoutMargins") }
      if let margins = view.directionalLayoutMargins {
        check(margins, at: "\(path).directionalLayoutMargins")
      }
      if let size = view.contentSize { check(size, at: "\(path).contentSize") }
      if let insets = view.contentInset { check(insets, at: "\(path).contentInset") }
      for (index, subview) in view.subviews.enumerated().reversed() {
        pending.append((subview, "\(path).subviews[\(index)]"))
      }
    }
  }

  // MARK: Actions

  private mutating func check(_ action: ActionSpec) {
    let navigation = (kinds: [ControllerKindName.navigation], what: "a navigation controller")
    switch action.operation {
    case .push(let on, let controller):
      target(on, at: action.path("on"), expecting: navigation.kinds, what: navigation.what)
      reference(controller, at: action.path("controller"))
      pushable(controller, at: action.path("controller"))
      if case .new(let spec) = controller { navigationItems(of: spec, insideNavigation: true) }
    case .pop(let on), .popToRoot(let on), .interactivePop(let on, _):
      target(on, at: action.path("on"), expecting: navigation.kinds, what: navigation.what)
    case .setViewControllers(let on, let controllers):
      target(on, at: action.path("on"), expecting: navigation.kinds, what: navigation.what)
      for (index, controller) in controllers.enumerated() {
        let path = "\(action.path("controllers"))[\(index)]"
        reference(controller, at: path)
        pushable(controller, at: path)
        if case .new(let spec) = controller { navigationItems(of: spec, insideNavigation: true) }
      }
    case .selectTab(let on, _):
      target(on, at: action.path("on"), expecting: [.tab], what: "a tab bar controller")
    case .showColumn(let on, _), .hideColumn(let on, _):
      target(on, at: action.path("on"), expecting: [.split], what: "a split view controller")
    case .scroll(let on, let offset):
      scrollTarget(on, at: action.path("on"))
      number(offset.x, at: "\(action.path("contentOffset"))[0]")
      number(offset.y, at: "\(action.path("contentOffset"))[1]")
    case .present(let from, let controller, let style, let sheet, let popover):
      target(from, at: action.path("from"))
      reference(controller, at: action.path("controller"))
      if case .new(let spec) = controller { navigationItems(of: spec, insideNavigation: false) }
      check(sheet, style: style, action)
      if let rect = popover.sourceRect {
        check(rect, at: action.path("sourceRect"))
      } else if style == .popover {
        log.problem(
          action.path("sourceRect"),
          "A 'popover' presentation needs a 'sourceRect': UIKit raises an exception for a "
            + "popover without a source.")
      }
      if let size = popover.preferredContentSize {
        check(size, at: action.path("preferredContentSize"))
      }
      if style != .popover && !popover.isDefault {
        log.problem(
          action.path("style"),
          "Popover settings apply to popovers only: use the style 'popover' (style "
            + "'\(style.rawValue)' has no popover presentation controller).")
      }
    case .setPage(let on, let index, _):
      target(on, at: action.path("on"), expecting: [.page], what: "a page view controller")
      if index < 0 {
        log.problem(action.path("index"), "Expected an integer of at least 0, found \(index).")
      }
    case .turnPage(let on, _, _):
      target(on, at: action.path("on"), expecting: [.page], what: "a page view controller")
    case .selectDetent(let on, _):
      target(on, at: action.path("on"))
    case .dismiss(let on), .removeFromParent(let on):
      target(on, at: action.path("on"))
    case .addChild(let parent, let controller, let frame):
      target(parent, at: action.path("parent"))
      reference(controller, at: action.path("controller"))
      if case .new(let spec) = controller { navigationItems(of: spec, insideNavigation: false) }
      if let frame { check(frame, at: action.path("frame")) }
    case .rotate, .setStatusBarHidden, .hideKeyboard:
      break
    case .resizeWindow(let frame):
      check(frame, at: action.path("frame"))
    case .showKeyboard(let height, _):
      if let height { number(height, minimum: 0, at: action.path("height")) }
    case .set(let on, let change):
      guard let kind = settable(on, at: action.path("on")),
        accepts(change.property, change.target, on: on, kind: kind, at: action.path("on"))
      else { return }
      check(change, at: action.path("value"))
    }
  }

  /// A controller an action names, by id or declared by the action.
  private mutating func reference(_ reference: ControllerReference, at path: String) {
    switch reference {
    case .id(let id): target(id, at: path)
    case .new(let spec):
      declare(spec)
      statusBarChildren(of: spec)
    }
  }

  private func check(_ change: PropertyChange, at path: String) {
    switch change {
    case .frame(let frame): check(frame, at: path)
    case .size(let size): check(size: size, at: path)
    case .contentSize(let size): check(size, at: path)
    case .additionalSafeAreaInsets(let insets), .contentInset(let insets),
      .layoutMargins(let insets):
      check(insets, at: path)
    case .directionalLayoutMargins(let margins): check(margins, at: path)
    case .hidden, .navigationBarHidden, .toolbarHidden, .tabBarHidden, .translucent,
      .contentInsetAdjustmentBehavior, .autoresizingMask, .prefersStatusBarHidden,
      .edgesForExtendedLayout, .extendedLayoutIncludesOpaqueBars, .prefersLargeTitles,
      .largeTitleDisplayMode, .insetsLayoutMarginsFromSafeArea, .preservesSuperviewLayoutMargins:
      break
    }
  }

  // MARK: Numbers

  /// Checks a sheet's settings as the decoder does: detents not empty, custom heights valid,
  /// the selected index in range, sheet keys only on sheet styles.
  private func check(_ sheet: SheetSpec, style: ModalPresentationStyle, _ action: ActionSpec) {
    if sheet.detents.isEmpty {
      log.problem(
        action.path("detents"),
        "Expected at least one detent ('medium', 'large' or {\"height\": n}).")
    }
    for (index, detent) in sheet.detents.enumerated() {
      if case .height(let height) = detent {
        number(height, minimum: 0, at: "\(action.path("detents"))[\(index)].height")
      }
    }
    if let index = sheet.selectedDetent, !sheet.detents.indices.contains(index) {
      log.problem(
        action.path("selectedDetent"),
        "Detent index \(index) is out of range: 'detents' has \(sheet.detents.count) "
          + "\(sheet.detents.count == 1 ? "entry" : "entries").")
    }
    var sheetOnly = sheet
    sheetOnly.isModalInPresentation = false
    // A popover has an adaptive sheet presentation controller, for its sheet in compact width.
    if ![.automatic, .pageSheet, .formSheet, .popover].contains(style) && !sheetOnly.isDefault {
      log.problem(
        action.path("style"),
        "Sheet settings apply to sheets only: style '\(style.rawValue)' has no sheet "
          + "presentation controller; use 'pageSheet', 'formSheet', 'automatic' or 'popover'.")
    }
  }

  /// Checks one number as the decoder's typed reads do, with the same message at the same path.
  ///
  /// - Returns: Whether the number has no problem.
  @discardableResult
  private func number(_ number: Double, minimum: Double? = nil, at path: String) -> Bool {
    guard let message = SceneReader.numberProblem(number, minimum: minimum) else { return true }
    log.problem(path, message)
    return false
  }

  /// Checks a rect `[x, y, width, height]`, each number at its index; the size not negative.
  private func check(_ rect: Rect, at path: String) {
    let numbers = [rect.origin.x, rect.origin.y, rect.width, rect.height]
    for (index, value) in numbers.enumerated() {
      number(value, minimum: index >= 2 ? 0 : nil, at: "\(path)[\(index)]")
    }
  }

  /// Checks a size `[width, height]`, each number at its index and not negative.
  ///
  /// - Returns: Whether both numbers have no problem; as the decoder, the height is checked only
  ///   when the width has none.
  @discardableResult
  private func check(_ size: Size, at path: String) -> Bool {
    number(size.width, minimum: 0, at: "\(path)[0]")
      && number(size.height, minimum: 0, at: "\(path)[1]")
  }

  /// Checks a single size, not negative.
  private func check(size: Double, at path: String) {
    number(size, minimum: 0, at: path)
  }

  /// Checks directional insets, each edge at its key.
  private func check(_ margins: DirectionalEdgeInsets, at path: String) {
    number(margins.top, at: SceneReader.join(path, "top"))
    number(margins.leading, at: SceneReader.join(path, "leading"))
    number(margins.bottom, at: SceneReader.join(path, "bottom"))
    number(margins.trailing, at: SceneReader.join(path, "trailing"))
  }

  /// Checks insets, each edge at its key.
  ///
  /// - Returns: Whether every edge has no problem.
  @discardableResult
  private func check(_ insets: EdgeInsets, minimum: Double? = nil, at path: String) -> Bool {
    Edge.allCases.map { edge in
      number(insets[edge], minimum: minimum, at: SceneReader.join(path, edge.rawValue))
    }.allSatisfy { $0 }
  }
}
