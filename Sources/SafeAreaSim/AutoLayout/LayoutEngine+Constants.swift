internal import LayoutSolver

extension LayoutEngine {
  // MARK: Changes of constants

  /// The constant of an active constraint changed: the solver gets it with its next call.
  ///
  /// The change waits in ``pendingConstants`` so that the constants changed between two
  /// solves (a rotation's window mask, then its root view's guides) reach the solver as one
  /// batch, re-solved by one dual simplex (``flushConstants()``).
  func constantDidChange(of constraint: LayoutConstraint) {
    guard constraint.engine === self, let installation = constraint.installation else { return }
    hasPendingWork = true
    if installation.solverConstraint != nil {
      pendingConstants.append(constraint)
    } else {
      reinstall(constraint)
    }
  }

  /// Hands the constants changed since the last solver call to the solver, in one batch.
  ///
  /// When the new constants cannot all hold, the solver keeps the old ones and the changes
  /// are made one at a time, in order, as they were before batching: a constant that
  /// conflicts with the required constraints makes its constraint again, which breaks a
  /// constraint as UIKit does and reports it.
  func flushConstants() {
    guard !pendingConstants.isEmpty else { return }
    let pending = pendingConstants
    pendingConstants.removeAll()
    // Removals queued before the changes go first, as they were made.
    flushRemovals()
    var batch: [(constraint: LayoutSolver.Constraint, constant: Double)] = []
    batch.reserveCapacity(pending.count)
    for constraint in pending {
      guard constraint.engine === self, let installation = constraint.installation,
        let solverConstraint = installation.solverConstraint
      else { continue }
      batch.append((solverConstraint, installation.baseConstant - constraint.constant))
    }
    do {
      try solver.setConstants(batch)
    } catch {
      for constraint in pending { applyConstant(of: constraint) }
    }
  }

  /// Gives the solver one constraint's constant; if it conflicts, makes the constraint again.
  private func applyConstant(of constraint: LayoutConstraint) {
    guard constraint.engine === self, let installation = constraint.installation else { return }
    if let solverConstraint = installation.solverConstraint {
      do {
        try solver.setConstant(
          installation.baseConstant - constraint.constant, of: solverConstraint)
        return
      } catch {
        // The new constant conflicts: make the constraint again, breaking as UIKit does.
      }
    }
    reinstall(constraint)
  }
}
