internal import LayoutSolver

extension LayoutEngine {
  // MARK: Strengths and conflicts

  /// The solver's strength for a priority; the last optional one is kept, since constraints
  /// made together mostly share their priority (and each conversion takes an `exp`).
  func strength(of priority: LayoutPriority) -> Strength {
    // Most constraints are required: they leave the last optional priority's strength in
    // place (a view's preferred size between required constraints would otherwise work out
    // both strengths again for each view).
    if priority == .required { return .required }
    if priority != lastPriority {
      lastPriority = priority
      lastStrength = Strength(priority: Double(priority.rawValue))
    }
    return lastStrength
  }

  /// The active constraint the solver holds as `solverConstraint`.
  ///
  /// Found through the item of one of its variables, the one with the fewest constraints:
  /// every item a constraint uses records it, so no table of solver constraints is kept up to
  /// date for the rare conflict.
  func constraint(solvedBy solverConstraint: LayoutSolver.Constraint) -> LayoutConstraint? {
    var best: EngineItem?
    for term in solverConstraint.expression.terms {
      guard let item = owner(of: term.variable) else { continue }
      if let current = best, current.recordedCount <= item.recordedCount { continue }
      best = item
    }
    return best?.activeConstraints.first { $0.installation?.solverConstraint === solverConstraint }
  }

  /// UIKit's choice: never a translated constraint (a mask, an intrinsic size, a guide's own)
  /// if the app's own are in the set; among those, the most recently activated.
  func constraintToBreak(in set: [LayoutConstraint]) -> LayoutConstraint {
    let sequence = { (c: LayoutConstraint) in
      c.engine === self ? (c.installation?.sequence ?? Int.max) : Int.max
    }
    let eligible = set.filter { $0.origin == .app }
    let pool = eligible.isEmpty ? set : eligible
    return pool.max { sequence($0) < sequence($1) } ?? set[set.count - 1]
  }
}
