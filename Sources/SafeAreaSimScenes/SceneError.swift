/// One problem found in a scene, with the JSON path of the value at fault.
public struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
  /// Where: `root.viewControllers[1].type`, `actions[3].on`; empty for the whole document.
  public var path: String
  /// What is wrong, as a sentence.
  public var message: String

  /// Creates a problem.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// The problems that keep a scene from loading or running; all of them, not only the first.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in document order.
  public var problems: [SceneProblem]

  /// Creates an error from its problems.
  public init(problems: [SceneProblem]) {
    self.problems = problems
  }

  /// The problems as a bullet list under a one-line summary.
  public var description: String {
    let count = problems.count
    let header =
      count == 1 ? "error: the scene has a problem:" : "error: the scene has \(count) problems:"
    return ([header] + problems.map { "  - \($0)" }).joined(separator: "\n")
  }
}
