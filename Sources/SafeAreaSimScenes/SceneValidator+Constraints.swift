import SafeAreaSim

/// The checks of a controller's Auto Layout constraints, the same for a decoded scene and a
/// scene built in code: each constraint's attributes go together as
/// `NSLayoutConstraint`'s initializer requires (so that the runner never traps), its numbers
/// are in range, and the items it names are in the declaring controller's view tree, which
/// gives every pair of them a common ancestor.
extension SceneValidator {
  /// Checks the constraints of every view of a controller's view tree.
  ///
  /// - Parameters:
  ///   - root: The controller's root view.
  ///   - controller: The controller's id, which names the root view.
  ///   - rootPath: The root view's JSON path (`root.view`).
  func constraints(inTreeOf root: ViewSpec, controller: String, at rootPath: String) {
    // The tree's ids, and each view's superview, found without recursion.
    var treeIDs: Set<String> = [controller]
    var entries: [(view: ViewSpec, path: String, isRoot: Bool)] = []
    var pending: [(ViewSpec, String, Bool)] = [(root, rootPath, true)]
    while let (view, path, isRoot) = pending.popLast() {
      if let id = view.id { treeIDs.insert(id) }
      entries.append((view, path, isRoot))
      for (index, subview) in view.subviews.enumerated().reversed() {
        pending.append((subview, "\(path).subviews[\(index)]", false))
      }
    }
    for entry in entries where !entry.view.constraints.isEmpty {
      if entry.isRoot {
        log.problem(
          "\(entry.path).constraints",
          "A controller's root view is placed by its container: give the constraints to its "
            + "subviews.")
        continue
      }
      // A scene changed in code after decoding may no longer match the decoded indices.
      let indices = entry.view.constraintIndices
      let decoded = indices.count == entry.view.constraints.count
      for (position, constraint) in entry.view.constraints.enumerated() {
        let index = decoded ? indices[position] : position
        let path = "\(entry.path).constraints[\(index)]"
        self.constraint(constraint, at: path)
        for item in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
          self.item(item, in: treeIDs, controller: controller, at: path)
        }
      }
    }
  }

  /// Checks that an item names a view of the controller's tree.
  private func item(
    _ item: ConstraintSpec.Item, in treeIDs: Set<String>, controller: String, at path: String
  ) {
    guard let id = item.id, !treeIDs.contains(id) else { return }
    var message = "No view in the view tree of '\(controller)' has the id '\(id)'"
    if let entry = ids[id] {
      message +=
        " ('\(id)' is declared at \(entry.path)): a constraint may name only its controller's "
        + "root view (by the controller's id), the views below it and superview, which share "
        + "a common ancestor."
    } else if let dot = id.lastIndex(of: "."),
      treeIDs.contains(String(id[..<dot])) || id[..<dot] == "superview"
    {
      let guide = id[id.index(after: dot)...]
      let guides = ConstraintSpec.Guide.allCases.map(\.rawValue)
      message += ". '\(guide)' is not a layout guide"
      if let match = guides.first(where: { $0.lowercased() == guide.lowercased() }) {
        message += ". Did you mean '\(id[..<dot]).\(match)'?"
      } else {
        message += ": use " + guides.joined(separator: ", ") + "."
      }
    } else if let suggestion = closestMatch(
      to: id, among: (treeIDs.sorted() + ["superview"]))
    {
      message += ". Did you mean '\(suggestion)'?"
    } else {
      message += "."
    }
    log.problem(path, message)
  }

  /// Checks one constraint's attributes, numbers and priority.
  func constraint(_ constraint: ConstraintSpec, at path: String) {
    let first = "\(constraint.first.text).\(constraint.firstAttribute.rawValue)"
    for attribute in [constraint.firstAttribute]
      + (constraint.second == nil ? [] : [constraint.secondAttribute])
    where !ConstraintSpec.attributes.contains(attribute) {
      log.problem(
        path,
        "The attribute '\(attribute.rawValue)' cannot be used in a scene: use one of "
          + ConstraintSpec.attributes.map(\.rawValue).joined(separator: ", ") + ".")
      return
    }
    if let second = constraint.second {
      let other = "\(second.text).\(constraint.secondAttribute.rawValue)"
      let (a, b) = (constraint.firstAttribute, constraint.secondAttribute)
      if a.isHorizontalInScene != b.isHorizontalInScene {
        log.problem(
          path,
          "'\(first)' and '\(other)' are on different axes: a constraint relates a horizontal "
            + "attribute to a horizontal one, or a vertical to a vertical one.")
      } else if a.isSizeInScene != b.isSizeInScene {
        log.problem(
          path,
          "'\(first)' and '\(other)' relate a position to a size: a constraint relates a "
            + "position to a position, or a size to a size.")
      } else if (a.isDirectionalInScene && b.isAbsoluteInScene)
        || (a.isAbsoluteInScene && b.isDirectionalInScene)
      {
        log.problem(
          path,
          "'\(first)' and '\(other)' mix leading/trailing with left/right: use "
            + "leading/trailing for both or neither.")
      } else if !a.isSizeInScene && constraint.multiplier == 0 {
        log.problem(
          path,
          "A multiplier of 0 makes the position '\(first)' equal a constant, which UIKit "
            + "rejects.")
      }
    } else if !constraint.firstAttribute.isSizeInScene {
      log.problem(
        path,
        "The position '\(first)' cannot equal a constant: relate it to another item (for "
          + "example '\(first) == superview.\(constraint.firstAttribute.rawValue) + "
          + "\(formatPoints(constraint.constant))').")
    }
    if let message = SceneReader.numberProblem(constraint.multiplier) {
      log.problem(path, "Multiplier: \(message)")
    }
    if let message = SceneReader.numberProblem(constraint.constant) {
      log.problem(path, "Constant: \(message)")
    }
    let priority = constraint.priority
    if !(priority >= 1 && priority <= 1000) {
      log.problem(
        path,
        "Expected a priority from 1 to 1000 (or required, high, low), found "
          + "\(formatPoints(Double(priority))).")
    }
  }
}
