extension SceneReport.Step {
  /// The step's controllers as the text and HTML reports list them: each under its nearest
  /// listed ancestor (its parent, or the split view past a column's unlisted navigation
  /// controller), in preorder, siblings in the report's order, with its depth in that tree.
  ///
  /// The JSON keeps the report's order (declaration order, each navigation stack bottom to
  /// top), where a controller an action declares comes after those declared before it: a
  /// pushed controller would otherwise be listed, indented, under a later sibling of its
  /// navigation controller.
  var controllerTree: [(id: String, state: SceneReport.ControllerState, depth: Int)] {
    let ids = Set(controllers.map(\.id))
    func listedParent(_ state: SceneReport.ControllerState) -> String? {
      state.listedAncestor ?? state.parent
    }
    var children: [String: [(id: String, state: SceneReport.ControllerState)]] = [:]
    var roots: [(id: String, state: SceneReport.ControllerState)] = []
    for entry in controllers {
      if let parent = listedParent(entry.state), ids.contains(parent), parent != entry.id {
        children[parent, default: []].append(entry)
      } else {
        roots.append(entry)
      }
    }
    var ordered: [(id: String, state: SceneReport.ControllerState, depth: Int)] = []
    var visited: Set<String> = []
    var pending = roots.reversed().map { ($0, 0) }
    while let (entry, depth) = pending.popLast() {
      guard visited.insert(entry.id).inserted else { continue }
      ordered.append((entry.id, entry.state, depth))
      pending += (children[entry.id] ?? []).reversed().map { ($0, depth + 1) }
    }
    // A step built by hand may have parents that never reach a root (a cycle): its
    // controllers are listed too, at the top level, in the report's order.
    for entry in controllers where !visited.contains(entry.id) {
      visited.insert(entry.id)
      ordered.append((entry.id, entry.state, 0))
    }
    return ordered
  }
}
