internal import LayoutSolver

extension LayoutEngine {
  // MARK: Changes of constants

  /// The constant of an active constraint changed: the solver gets it with its next call.
  ///
  /// The change waits in ``pendingConstants`` so that the constants changed between two
  /// solves (a rotation's window mask, then its root view's guides) reach the solver as one
  /// batch, re-solved by one dual simplex (``flushConstants()``).
  func constantDidChange(of constraint: LayoutConstraint) {
    // The installation's fields are read in place: a copy of the whole installation would
    // retain and release each reference it holds.
    guard constraint.engine === self, constraint.installation != nil else { return }
    hasPendingWork = true
    if constraint.installation?.solverConstraint != nil {
      pendingConstants.append(constraint)
      hasPendingConstants = true
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
    guard hasPendingConstants else { return }
    hasPendingConstants = false
    guard !pendingConstants.isEmpty else { return }
    // The list's storage is taken and given back emptied: a rotation fills it on every
    // turn.
    var pending: [LayoutConstraint] = []
    swap(&pending, &pendingConstants)
    // Removals queued before the changes go first, as they were made.
    flushRemovals()
    var batch: [(constraint: LayoutSolver.Constraint, constant: Double)] = []
    batch.reserveCapacity(pending.count)
    for constraint in pending {
      // Read in place, without copying the installation.
      guard constraint.engine === self,
        let solverConstraint = constraint.installation?.solverConstraint,
        let base = constraint.installation?.baseConstant
      else { continue }
      batch.append((solverConstraint, base - constraint.constant))
    }
    do {
      try solver.setConstants(batch)
    } catch {
      for constraint in pending { applyConstant(of: constraint) }
    }
    if pendingConstants.isEmpty {
      pending.removeAll(keepingCapacity: true)
      pendingConstants = pending
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
