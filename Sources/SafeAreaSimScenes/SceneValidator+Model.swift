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
    for action in scene.actions { check(action) }
  }

  private func check(device: DeviceProfile) {
    check(size: device.size.width, at: "device.size[0]")
    check(size: device.size.height, at: "device.size[1]")
    screenSize(device.size, at: "device.size")
  }

  // MARK: Declarations

  /// Declares a controller, everything below it and their views.
  private mutating func declare(_ root: ControllerSpec) {
    for spec in root.allSpecs {
      declare(spec.id, at: spec.path("id"), kind: .controller(spec.kindName))
      if let view = spec.view { declare(view, at: spec.path("view")) }
      check(spec.additionalSafeAreaInsets, at: spec.path("additionalSafeAreaInsets"))
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
      }
    }
  }

  /// Declares the views with ids of a root view's tree, without recursion.
  private mutating func declare(_ root: ViewSpec, at rootPath: String) {
    var pending: [(ViewSpec, String)] = [(root, rootPath)]
    while let (view, path) = pending.popLast() {
      if let id = view.id { declare(id, at: "\(path).id", kind: .view(isScroll: view.isScroll)) }
      if let frame = view.frame { check(frame, at: "\(path).frame") }
      if let size = view.contentSize {
        check(size: size.width, at: "\(path).contentSize[0]")
        check(size: size.height, at: "\(path).contentSize[1]")
      }
      for insets in [view.layoutMargins, view.contentInset].compactMap({ $0 }) {
        check(insets, at: path)
      }
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
    case .pop(let on), .popToRoot(let on), .interactivePop(let on, _):
      target(on, at: action.path("on"), expecting: navigation.kinds, what: navigation.what)
    case .setViewControllers(let on, let controllers):
      target(on, at: action.path("on"), expecting: navigation.kinds, what: navigation.what)
      for (index, controller) in controllers.enumerated() {
        let path = "\(action.path("controllers"))[\(index)]"
        reference(controller, at: path)
        pushable(controller, at: path)
      }
    case .selectTab(let on, _):
      target(on, at: action.path("on"), expecting: [.tab], what: "a tab bar controller")
    case .present(let from, let controller, _):
      target(from, at: action.path("from"))
      reference(controller, at: action.path("controller"))
    case .dismiss(let on), .removeFromParent(let on):
      target(on, at: action.path("on"))
    case .addChild(let parent, let controller, let frame):
      target(parent, at: action.path("parent"))
      reference(controller, at: action.path("controller"))
      if let frame { check(frame, at: action.path("frame")) }
    case .rotate, .setStatusBarHidden:
      break
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
    case .contentSize(let size):
      check(size: size.width, at: "\(path)[0]")
      check(size: size.height, at: "\(path)[1]")
    case .additionalSafeAreaInsets(let insets), .contentInset(let insets),
      .layoutMargins(let insets):
      check(insets, at: path)
    case .hidden, .navigationBarHidden, .toolbarHidden, .tabBarHidden, .translucent,
      .contentInsetAdjustmentBehavior:
      break
    }
  }

  // MARK: Numbers

  /// The bound of every number, as the decoder's reads apply it.
  private func outOfRange(_ numbers: [Double]) -> Bool {
    numbers.contains { SceneDecoder.magnitudeProblem($0) != nil }
  }

  private var range: String {
    "between \(formatPoints(-SceneDecoder.maximumMagnitude)) and "
      + "\(formatPoints(SceneDecoder.maximumMagnitude))"
  }

  private func check(_ rect: Rect, at path: String) {
    let numbers = [rect.origin.x, rect.origin.y, rect.width, rect.height]
    if !numbers.allSatisfy(\.isFinite) {
      log.problem(path, "Expected finite numbers, found \(numbers.map(formatPoints)).")
    } else if outOfRange(numbers) {
      log.problem(path, "Expected numbers \(range), found \(numbers.map(formatPoints)).")
    } else if rect.width < 0 || rect.height < 0 {
      log.problem(path, "A frame needs a non-negative width and height.")
    }
  }

  private func check(size: Double, at path: String) {
    if !size.isFinite || size < 0 {
      log.problem(path, "Expected a finite number of at least 0, found \(formatPoints(size)).")
    } else if let message = SceneDecoder.magnitudeProblem(size) {
      log.problem(path, message)
    }
  }

  private func check(_ insets: EdgeInsets, at path: String) {
    let numbers = [insets.top, insets.left, insets.bottom, insets.right]
    if !numbers.allSatisfy(\.isFinite) {
      log.problem(path, "Expected finite insets, found \(numbers.map(formatPoints)).")
    } else if outOfRange(numbers) {
      log.problem(path, "Expected insets \(range), found \(numbers.map(formatPoints)).")
    }
  }
}
