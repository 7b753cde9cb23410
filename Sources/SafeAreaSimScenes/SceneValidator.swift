import SafeAreaSim

/// The checks of a scene that span the document: ids unique and well formed, references to ids
/// declared before and of the right kind, a selected tab in range, no tab bar controller on a
/// navigation stack, a supported orientation, a window and a screen with an area.
///
/// Each check exists here once, for both ways a scene is made. ``SceneDecoder`` reads the
/// shape and types of the JSON and calls these checks as it reads, in document order, so that
/// problems are listed in the order they appear. A scene built or changed in code is walked by
/// ``check(_:)`` (in `SceneValidator+Model.swift`), which calls the same checks and also the
/// checks of the values the decoder's typed reads enforce (finite numbers within
/// ``SceneDecoder/maximumMagnitude``, non-negative sizes).
///
/// Problems go to `log`, the decoder's reader when decoding, so both kinds of problems share
/// one list.
struct SceneValidator {
  /// Where problems are recorded.
  let log: SceneReader
  /// Every id declared so far and where it was first declared.
  private(set) var ids: [String: (path: String, kind: IDKind)] = [:]

  init(log: SceneReader = SceneReader()) {
    self.log = log
  }

  // MARK: Scene

  /// Checks that the device supports the orientation; `path` is where the orientation comes
  /// from (`orientation`, or `--orientation`).
  func orientation(_ orientation: Orientation, of device: DeviceProfile, at path: String) {
    if !device.supports(orientation) {
      let supported = Orientation.allCases.filter(device.supports).map(\.rawValue)
      log.problem(
        path,
        "\(device.name) does not support \(orientation.rawValue). It supports "
          + supported.joined(separator: ", ") + ".")
    }
  }

  /// Checks that a window frame has an area.
  func windowFrame(_ frame: Rect, at path: String) {
    if frame.width == 0 || frame.height == 0 {
      log.problem(path, "A window needs a width and a height.")
    }
  }

  /// Checks that a custom device's screen has an area.
  func screenSize(_ size: Size, at path: String) {
    if size.width == 0 || size.height == 0 {
      log.problem(path, "A screen needs a width and a height.")
    }
  }

  /// Checks that a custom device's safe-area insets fit its screen in one orientation: top and
  /// bottom together no more than the height, left and right no more than the width.
  ///
  /// - Parameters:
  ///   - insets: The insets of the orientation.
  ///   - size: The screen in that orientation (landscape's is portrait's turned).
  ///   - orientation: `portrait` or `landscape`, for the message.
  ///   - path: The insets' JSON path.
  func deviceInsets(_ insets: EdgeInsets, fit size: Size, in orientation: String, at path: String) {
    let vertical = insets.top + insets.bottom
    let horizontal = insets.left + insets.right
    if vertical > size.height {
      log.problem(
        path,
        "The top and bottom insets add up to \(formatPoints(vertical)), more than the screen's "
          + "height in \(orientation) (\(formatPoints(size.height))).")
    }
    if horizontal > size.width {
      log.problem(
        path,
        "The left and right insets add up to \(formatPoints(horizontal)), more than the screen's "
          + "width in \(orientation) (\(formatPoints(size.width))).")
    }
  }

  // MARK: Ids

  /// Declares an id, unless it is malformed or already declared.
  ///
  /// - Returns: Whether the id was declared.
  @discardableResult
  mutating func declare(_ id: String, at path: String, kind: IDKind) -> Bool {
    guard !id.isEmpty, id.unicodeScalars.allSatisfy(SceneValidator.isIDCharacter) else {
      log.problem(path, "The id '\(id)' must match [A-Za-z0-9_.-]+.")
      return false
    }
    if let first = ids[id] {
      log.problem(path, "Duplicate id '\(id)' (first declared at \(first.path)).")
      return false
    }
    ids[id] = (path, kind)
    return true
  }

  static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", ".", "-": true
    default: false
    }
  }

  /// The message for an id nothing declared, with a did-you-mean among the declared ids.
  private func unknown(_ id: String, _ message: String) -> String {
    // Earlier versions wrapped a split view's compact column and named the wrapper so.
    let wrapper = ".compactNavigation"
    if id.hasSuffix(wrapper) {
      let split = String(id.dropLast(wrapper.count))
      if case .controller(.split)? = ids[split]?.kind {
        return message
          + " The compact column of '\(split)' is not wrapped in a navigation controller "
          + "(UIKit wraps no compact column): act on the column's own controller."
      }
    }
    // A wrapper the split view does not make: its column's controller is a navigation
    // controller itself (the id to act on), or a double-column split view has no
    // supplementary column.
    for column in ["primary", "supplementary", "secondary"] {
      let suffix = ".\(column)Navigation"
      guard id.hasSuffix(suffix) else { continue }
      let split = String(id.dropLast(suffix.count))
      guard case .controller(.split)? = ids[split]?.kind else { break }
      return message
        + " '\(split)' makes a navigation controller around its \(column) column only when it "
        + "has that column and the column's controller is not one: act on the column's own "
        + "navigation controller."
    }
    guard let suggestion = closestMatch(to: id, among: Array(ids.keys).sorted()) else {
      return message
    }
    return message + " Did you mean '\(suggestion)'?"
  }

  // MARK: Controllers

  /// Checks a navigation stack, `path` being its `viewControllers`: no tab bar controller.
  func navigationStack(_ stack: [ControllerSpec], at path: String) {
    for (index, child) in stack.enumerated() where child.isTabController {
      log.problem(
        "\(path)[\(index)].type", "A tab bar controller cannot be pushed on a navigation stack.")
    }
    for (index, child) in stack.enumerated() where child.kindName == .split {
      log.problem(
        "\(path)[\(index)].type",
        "A split view controller cannot be pushed on a navigation stack.")
    }
  }

  /// Checks a split view's columns: a primary and a secondary column, a supplementary one
  /// exactly when it has three columns, no split view controller in a column, and a tab bar
  /// controller only in the compact column (the one column UIKit does not wrap in a
  /// navigation controller; the model refuses one in the other columns).
  func splitColumns(_ split: SplitSpec, at path: String) {
    if split.primary == nil {
      log.problem("\(path).primary", "Missing required key 'primary' in a split view controller.")
    }
    if split.secondary == nil {
      log.problem(
        "\(path).secondary", "Missing required key 'secondary' in a split view controller.")
    }
    switch split.styleIsUnknown ? nil : (split.style, split.supplementary) {
    case (.tripleColumn, nil)?:
      log.problem(
        "\(path).supplementary",
        "Missing required key 'supplementary' in a split view controller with style "
          + "'tripleColumn'.")
    case (.doubleColumn, .some)?:
      log.problem(
        "\(path).supplementary",
        "A 'doubleColumn' split view controller has no supplementary column. Did you mean "
          + "\"style\": \"tripleColumn\"?")
    default: break
    }
    for (column, child) in split.columns {
      if child.kindName == .split {
        log.problem(
          "\(path).\(column.rawValue).type",
          "A split view controller cannot be a column of a split view.")
      } else if child.isTabController, column != .compact {
        log.problem(
          "\(path).\(column.rawValue).type",
          "A tab bar controller can be the 'compact' column of a split view, not its "
            + "'\(column.rawValue)' column.")
      }
    }
  }

  /// Declares the navigation controllers a split view makes around its columns' controllers
  /// (`SPLIT.primaryNavigation`), so that actions can name them: one for each column but the
  /// compact column (which UIKit does not wrap) whose controller is not a navigation
  /// controller itself (a supplementary column only in a triple-column split view, which
  /// alone has one).
  mutating func splitColumnNavigations(_ split: SplitSpec, of id: String, at path: String) {
    guard case .controller(.split)? = ids[id]?.kind else { return }
    for (column, child) in split.columns where child.kindName != .navigation {
      guard column != .compact else { continue }
      guard column != .supplementary || split.style == .tripleColumn else { continue }
      declare(
        "\(id).\(column.rawValue)Navigation", at: "\(path).\(column.rawValue)",
        kind: .controller(.navigation))
    }
  }

  /// Checks a split view's column widths beyond their being numbers of at least 0: a
  /// fraction is at most 1, and a minimum width is not above the maximum (UIKit would hold
  /// the column at a width the app did not mean).
  func splitColumnWidths(_ split: SplitSpec, at path: String) {
    let fractions = [
      ("preferredPrimaryColumnWidthFraction", split.preferredPrimaryColumnWidthFraction),
      (
        "preferredSupplementaryColumnWidthFraction", split.preferredSupplementaryColumnWidthFraction
      ),
    ]
    for (key, value) in fractions {
      guard let value, value > 1 else { continue }
      log.problem(
        "\(path).\(key)",
        "Expected a fraction of the split view's width from 0 to 1, found \(formatPoints(value)).")
    }
    let ranges = [
      ("Primary", split.minimumPrimaryColumnWidth, split.maximumPrimaryColumnWidth),
      (
        "Supplementary", split.minimumSupplementaryColumnWidth,
        split.maximumSupplementaryColumnWidth
      ),
    ]
    for (column, minimum, maximum) in ranges {
      guard let minimum, let maximum, minimum > maximum else { continue }
      log.problem(
        "\(path).minimum\(column)ColumnWidth",
        "The minimum width \(formatPoints(minimum)) is greater than the maximum "
          + "\(formatPoints(maximum)) (maximum\(column)ColumnWidth).")
    }
  }

  /// Checks a tab bar controller's selected index against its number of tabs.
  ///
  /// - Returns: Whether the index is in range (index 0 of no tabs is).
  @discardableResult
  func selectedIndex(_ index: Int, tabs count: Int, at path: String) -> Bool {
    guard index < 0 || index >= max(count, 1) else { return true }
    log.problem(
      path, "Index \(index) is out of range: the tab bar controller has \(count) tabs.")
    return false
  }

  /// Checks a page controller's pages: at least one, and the index of the page shown in range.
  func pages(_ page: PageSpec, at path: String) {
    let key = path.isEmpty ? "viewControllers" : "\(path).viewControllers"
    guard !page.pages.isEmpty else {
      log.problem(key, "A page view controller needs at least one page in 'viewControllers'.")
      return
    }
    guard page.index < 0 || page.index >= page.pages.count else { return }
    log.problem(
      path.isEmpty ? "index" : "\(path).index",
      "Index \(page.index) is out of range: the page view controller has "
        + "\(page.pages.count) \(page.pages.count == 1 ? "page" : "pages").")
  }

  /// Checks that a controller supports at least one orientation (UIKit: "The value you return
  /// must not be 0"; it raises `UIApplicationInvalidInterfaceOrientation` otherwise).
  @discardableResult
  func supportedOrientations(_ mask: InterfaceOrientationMask, at path: String) -> Bool {
    guard mask.isEmpty else { return true }
    log.problem(
      path,
      "A controller must support at least one orientation (UIKit raises "
        + "UIApplicationInvalidInterfaceOrientation).")
    return false
  }

  /// Checks that each status-bar child of a controller tree names a controller declared so far
  /// (by the hierarchy, before or after the tree's controller, or by an earlier action).
  func statusBarChildren(of root: ControllerSpec) {
    for spec in root.allSpecs {
      guard let child = spec.childForStatusBarHidden else { continue }
      guard case .controller? = ids[child]?.kind else {
        log.problem(spec.path("childForStatusBarHidden"), "No controller has the id '\(child)'.")
        continue
      }
    }
  }

  // MARK: Actions

  /// Checks that an id names a controller declared before, of one of `kinds` when given;
  /// `what` names what is expected ("a navigation controller").
  ///
  /// - Returns: Whether it does.
  @discardableResult
  func target(
    _ id: String, at path: String, expecting kinds: [ControllerKindName]? = nil,
    what: String = "a controller"
  ) -> Bool {
    guard let entry = ids[id] else {
      log.problem(path, unknown(id, "No controller has the id '\(id)'."))
      return false
    }
    guard case .controller(let kind) = entry.kind else {
      log.problem(path, "'\(id)' is a view, not \(what).")
      return false
    }
    if let kinds, !kinds.contains(kind) {
      let described = kind == .controller ? "a plain controller" : "a \(kind.rawValue) controller"
      log.problem(path, "'\(id)' is \(described), not \(what).")
      return false
    }
    return true
  }

  /// Checks that a controller an action pushes (or puts on a stack) is not a tab bar
  /// controller; `path` is the reference's.
  func pushable(_ reference: ControllerReference, at path: String) {
    switch reference {
    case .new(let spec):
      if spec.isTabController {
        log.problem("\(path).type", "A tab bar controller cannot be pushed.")
      }
      if spec.kindName == .split {
        log.problem("\(path).type", "A split view controller cannot be pushed.")
      }
    case .id(let id):
      if case .controller(.tab)? = ids[id]?.kind {
        log.problem(path, "A tab bar controller cannot be pushed.")
      }
    }
  }

  /// The kind of thing a `set` action's id names, or `nil` (with a problem) when nothing
  /// declared before has it.
  func settable(_ id: String, at path: String) -> IDKind? {
    guard let entry = ids[id] else {
      log.problem(path, unknown(id, "No controller or view has the id '\(id)'."))
      return nil
    }
    return entry.kind
  }

  /// Checks that a property can be set on what the id names.
  ///
  /// - Returns: Whether it can.
  func accepts(
    _ property: String, _ target: PropertyChange.Target, on id: String, kind: IDKind,
    at path: String
  ) -> Bool {
    guard target.accepts(kind) else {
      log.problem(path, "'\(id)' is not \(target.noun): '\(property)' cannot be set on it.")
      return false
    }
    return true
  }
}
