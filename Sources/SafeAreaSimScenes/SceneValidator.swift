import SafeAreaSim

/// Checks that a scene is consistent before it runs, so that a scene built or changed in code
/// gives a ``SceneError`` instead of trapping the runner.
///
/// The decoder makes only consistent scenes; these checks repeat, on the typed model, the ones
/// that span the document: every id unique and well formed, each action naming ids declared
/// before it (by the hierarchy or an earlier action) of the right kind, a tab index in range,
/// no tab bar controller on a navigation stack, finite numbers and non-negative sizes.
struct SceneValidator {
  private(set) var problems: [SceneProblem] = []
  /// Every id declared so far and where.
  private var ids: [String: (path: String, kind: IDKind)] = [:]

  /// Throws every problem of the scene at once.
  ///
  /// - Throws: ``SceneError`` listing each problem with its JSON path.
  static func check(_ scene: Scene) throws(SceneError) {
    var validator = SceneValidator()
    validator.check(scene)
    guard validator.problems.isEmpty else { throw SceneError(problems: validator.problems) }
  }

  private mutating func problem(_ path: String, _ message: String) {
    problems.append(SceneProblem(path: path, message: message))
  }

  private mutating func check(_ scene: Scene) {
    if !scene.device.supports(scene.orientation) {
      problem(
        "orientation", "\(scene.device.name) does not support \(scene.orientation.rawValue).")
    }
    if let frame = scene.windowFrame {
      check(frame, at: "window.frame")
      if frame.width == 0 || frame.height == 0 {
        problem("window.frame", "A window needs a width and a height.")
      }
    }
    declare(scene.root)
    for action in scene.actions { check(action) }
  }

  // MARK: Declarations

  private mutating func declare(_ id: String, at path: String, kind: IDKind) {
    guard !id.isEmpty, id.unicodeScalars.allSatisfy(DecodingContext.isIDCharacter) else {
      problem(path, "The id '\(id)' must match [A-Za-z0-9_.-]+.")
      return
    }
    if let first = ids[id] {
      problem(path, "Duplicate id '\(id)' (first declared at \(first.path)).")
      return
    }
    ids[id] = (path, kind)
  }

  /// Declares a controller, everything below it and their views.
  private mutating func declare(_ root: ControllerSpec) {
    let specs = root.allSpecs
    for spec in specs {
      declare(spec.id, at: spec.path("id"), kind: .controller(spec.kindName))
      if let view = spec.view { declare(view, at: spec.path("view")) }
      check(spec.additionalSafeAreaInsets, at: spec.path("additionalSafeAreaInsets"))
      switch spec.kind {
      case .plain:
        break
      case .navigation(let stack, _, _):
        for (index, child) in stack.enumerated() where child.isTabController {
          problem(
            "\(spec.path("viewControllers"))[\(index)].type",
            "A tab bar controller cannot be pushed on a navigation stack.")
        }
      case .tab(let children, let selected, _):
        if selected < 0 || selected >= max(children.count, 1) {
          problem(
            spec.path("selectedIndex"),
            "Index \(selected) is out of range: the tab bar controller has \(children.count) tabs.")
        }
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
    // A status-bar child may be any controller of the hierarchy, declared before or after.
    for spec in specs {
      guard let child = spec.childForStatusBarHidden else { continue }
      guard case .controller? = ids[child]?.kind else {
        problem(spec.path("childForStatusBarHidden"), "No controller has the id '\(child)'.")
        continue
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
    switch action.operation {
    case .push(let on, let controller):
      target(on, at: action.path("on"), kind: .navigation)
      reference(controller, at: action.path("controller"))
    case .pop(let on), .popToRoot(let on), .interactivePop(let on, _):
      target(on, at: action.path("on"), kind: .navigation)
    case .setViewControllers(let on, let controllers):
      target(on, at: action.path("on"), kind: .navigation)
      for (index, controller) in controllers.enumerated() {
        reference(controller, at: "\(action.path("controllers"))[\(index)]")
      }
    case .selectTab(let on, _):
      target(on, at: action.path("on"), kind: .tab)
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
      check(change, on: on, at: action)
    }
  }

  /// An id that must name a controller declared before (of `kind`, when given).
  private mutating func target(_ id: String, at path: String, kind: ControllerKindName? = nil) {
    guard let entry = ids[id] else {
      problem(path, "No controller has the id '\(id)'.")
      return
    }
    guard case .controller(let actual) = entry.kind else {
      problem(path, "'\(id)' is a view, not a controller.")
      return
    }
    if let kind, actual != kind {
      problem(path, "'\(id)' is not a \(kind.rawValue) controller.")
    }
  }

  /// A controller an action names, by id or declared by the action: a tab bar controller cannot
  /// be pushed, and is checked where it is used.
  private mutating func reference(_ reference: ControllerReference, at path: String) {
    switch reference {
    case .id(let id): target(id, at: path)
    case .new(let spec): declare(spec)
    }
  }

  private mutating func check(_ change: PropertyChange, on id: String, at action: ActionSpec) {
    guard let entry = ids[id] else {
      problem(action.path("on"), "No controller or view has the id '\(id)'.")
      return
    }
    let target = change.target
    guard target.accepts(entry.kind) else {
      problem(
        action.path("on"),
        "'\(id)' is not \(target.noun): '\(change.property)' cannot be set on it.")
      return
    }
    let path = action.path("value")
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

  private mutating func check(_ rect: Rect, at path: String) {
    let numbers = [rect.origin.x, rect.origin.y, rect.width, rect.height]
    if !numbers.allSatisfy(\.isFinite) {
      problem(path, "Expected finite numbers, found \(numbers.map(formatPoints)).")
    } else if rect.width < 0 || rect.height < 0 {
      problem(path, "A frame needs a non-negative width and height.")
    }
  }

  private mutating func check(size: Double, at path: String) {
    if !size.isFinite || size < 0 {
      problem(path, "Expected a finite number of at least 0, found \(formatPoints(size)).")
    }
  }

  private mutating func check(_ insets: EdgeInsets, at path: String) {
    let numbers = [insets.top, insets.left, insets.bottom, insets.right]
    if !numbers.allSatisfy(\.isFinite) {
      problem(path, "Expected finite insets, found \(numbers.map(formatPoints)).")
    }
  }
}
