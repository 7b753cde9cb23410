/// The ways a ``Solver`` operation can be refused.
///
/// After any of these errors the solver is unchanged: the constraint set, edit variables and
/// solution are as they were before the call. Mirrors kiwi's exceptions (`errors.h`), with the
/// conflicting required constraints added to the unsatisfiable case.
///
/// - Note: `Error` requires `Sendable`, but the payloads are the caller's own non-`Sendable`
///   ``Constraint`` and ``Variable`` objects, which the error only carries for identification.
///   The conformance is therefore unchecked: do not use the payloads from another isolation
///   domain while the solver that threw is still changing them.
public enum SolverError: Error, Equatable, @unchecked Sendable {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The required constraint cannot hold together with the other required constraints.
  ///
  /// `conflicting` lists the required constraints, including this one, whose combination has
  /// no solution, in the order they were added (this one last when it is being added). It is
  /// read from the markers of the row that proved the conflict, so it names only constraints
  /// that take part in the proof; for small systems that is the whole conflicting set.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required; use ``Strength/strong`` or weaker.
  case badRequiredStrength
}

extension SolverError: CustomStringConvertible {
  /// One sentence naming the objects involved.
  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint):
      return "The constraint <\(constraint)> is already in the solver."
    case .unknownConstraint(let constraint):
      return "The constraint <\(constraint)> is not in the solver."
    case .unsatisfiableConstraint(let constraint, let conflicting):
      let list = conflicting.map { "<\($0)>" }.joined(separator: ", ")
      return
        "Unable to satisfy the required constraint <\(constraint)>; it conflicts with: \(list)."
    case .duplicateEditVariable(let variable):
      return "The variable '\(variable.name)' is already an edit variable."
    case .unknownEditVariable(let variable):
      return "The variable '\(variable.name)' is not an edit variable."
    case .badRequiredStrength:
      return "An edit variable cannot have the required strength."
    }
  }
}
