import SafeAreaSim

/// The step's in-window controllers, views and bars sorted into presentation levels: 0 for
/// the window's root controller and its children, 1 for what it presents, and so on, so that
/// a sheet is drawn above its presenter.
struct Levels {
  private(set) var all: [Int] = []
  private var levelByID: [String: Int] = [:]
  private var depth: [String: Int] = [:]
  private var parent: [String: String] = [:]
  private var hasChild: Set<String> = []
  private let step: SceneReport.Step
  private let inWindow: [(id: String, state: SceneReport.ControllerState)]
  private var viewLevels:
    [(id: String, state: SceneReport.ViewState, level: Int, holderSafeArea: Rect)] = []

  init(step: SceneReport.Step) {
    self.step = step
    inWindow = step.controllers.filter { $0.state.inWindow }
    let every = Dictionary(
      step.controllers.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
    // The navigation controllers a split view makes around its columns' controllers are not
    // in the report (`SPLIT.primaryNavigation`): a controller in one has the split view as
    // its parent here.
    let splits = Set(
      step.bars.filter { $0.state.kind == .splitColumn }.compactMap(\.state.container))
    var splitWrappers: [String: String] = [:]
    for split in splits {
      for column in ["primary", "supplementary", "secondary"] {
        splitWrappers["\(split).\(column)Navigation"] = split
      }
    }
    func parentID(of state: SceneReport.ControllerState) -> String? {
      // The runner names the nearest listed ancestor; a report made in code may not.
      if let ancestor = state.listedAncestor { return ancestor }
      guard let parent = state.parent, every[parent] == nil else { return state.parent }
      return splitWrappers[parent] ?? parent
    }
    // A controller's level is its parent's, or its presenter's plus one. Each walk climbs
    // until it meets a controller whose level is known, then fills in the ones it passed, so
    // every controller is visited a bounded number of times: linear in the report's size.
    var known: [String: Int] = [:]
    func levelOf(_ id: String) -> Int {
      var climbed: [(id: String, isPresented: Bool)] = []
      var seen: Set<String> = []
      var current = id
      var level = 0
      while true {
        if let knownLevel = known[current] {
          level = knownLevel
          break
        }
        guard seen.insert(current).inserted, let state = every[current] else { break }
        if let parentID = parentID(of: state), every[parentID] != nil {
          climbed.append((current, false))
          current = parentID
        } else if let presenter = state.presentingViewController {
          climbed.append((current, true))
          current = presenter
        } else {
          break
        }
      }
      known[current] = level
      for step in climbed.reversed() {
        if step.isPresented { level += 1 }
        known[step.id] = level
      }
      return known[id] ?? 0
    }
    let ids = Set(inWindow.map(\.id))
    for (id, state) in inWindow {
      levelByID[id] = levelOf(id)
      if let parentID = parentID(of: state), ids.contains(parentID) {
        parent[id] = parentID
        hasChild.insert(parentID)
      }
    }
    for (id, _) in inWindow {
      var count = 0
      var current = id
      while let next = parent[current], count < inWindow.count {
        count += 1
        current = next
      }
      depth[id] = count
    }
    all = Array(Set(levelByID.values)).sorted()
    if all.isEmpty { all = [0] }
    viewLevels = assignViews()
  }

  func controllers(at level: Int) -> [(id: String, state: SceneReport.ControllerState)] {
    inWindow.filter { levelByID[$0.id] == level }
      .sorted { (depth[$0.id] ?? 0) < (depth[$1.id] ?? 0) }
  }

  func roots(at level: Int) -> [(id: String, state: SceneReport.ControllerState)] {
    controllers(at: level).filter { parent[$0.id] == nil }
  }

  func isLeaf(_ id: String) -> Bool { !hasChild.contains(id) }

  /// The in-window containers of a controller, outermost first.
  func ancestors(of id: String) -> [String] {
    var chain: [String] = []
    var current = id
    while let next = parent[current], chain.count < inWindow.count {
      chain.insert(next, at: 0)
      current = next
    }
    return chain
  }

  /// Whether the presenter of a full-screen presented controller stays in the window
  /// (`overFullScreen`, `overCurrentContext`).
  func presenterStaysVisible(_ root: (id: String, state: SceneReport.ControllerState)) -> Bool {
    guard let presenter = root.state.presentingViewController else { return false }
    return inWindow.contains { $0.id == presenter }
  }

  func views(at level: Int) -> [(id: String, state: SceneReport.ViewState)] {
    viewLevels.filter { $0.level == level }.map { ($0.id, $0.state) }
  }

  /// Where a view's label goes: the part of the view inside its controller's safe area,
  /// which bars do not cover, or the whole view.
  func labelArea(of id: String, _ state: SceneReport.ViewState) -> Rect {
    guard let entry = viewLevels.first(where: { $0.id == id }),
      let visible = state.frame.intersection(entry.holderSafeArea), visible.width > 0,
      visible.height > 0
    else { return state.frame }
    return visible
  }

  /// The visible bars of a level, bottom first: each bar goes with its container (the report
  /// names it); chrome below the UIKit bars, and the UIKit bars of inner containers below
  /// those of outer ones, as UIKit stacks a container's bars above its children's views.
  func bars(at level: Int) -> [(id: String, state: SceneReport.BarState)] {
    let visible = step.bars.filter { entry in
      let bar = entry.state
      guard bar.kind != .statusBar, bar.kind != .splitColumn, !bar.hidden, bar.frame.width > 0,
        bar.frame.height > 0,
        let container = bar.container
      else {
        return false
      }
      return (levelByID[container] ?? 0) == level
    }
    let chrome = visible.filter { $0.state.kind == .chrome }
    // A search bar is drawn over its navigation bar, which holds it.
    let uikit = visible.filter { $0.state.kind != .chrome }
      .sorted {
        (-containerDepth($0.state), $0.state.kind == .searchBar ? 1 : 0)
          < (-containerDepth($1.state), $1.state.kind == .searchBar ? 1 : 0)
      }
    return chrome + uikit
  }

  private func containerDepth(_ bar: SceneReport.BarState) -> Int {
    bar.container.flatMap { depth[$0] } ?? 0
  }

  /// The views with ids whose owner (the controller whose view hierarchy holds them, as the
  /// report names it) is in the window, each with its owner's level and safe area.
  private func assignViews() -> [(
    id: String, state: SceneReport.ViewState, level: Int, holderSafeArea: Rect
  )] {
    let owners = Dictionary(inWindow.map { ($0.id, $0.state) }, uniquingKeysWith: { a, _ in a })
    var result: [(id: String, state: SceneReport.ViewState, level: Int, holderSafeArea: Rect)] = []
    for (id, state) in step.views where !state.isControllerRoot && !state.hidden {
      guard state.frame.width > 0 && state.frame.height > 0, let owner = owners[state.owner]
      else { continue }
      result.append(
        (id, state, levelByID[state.owner] ?? 0, owner.frame.inset(by: owner.safeAreaInsets)))
    }
    return result
  }
}
