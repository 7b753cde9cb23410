/// An unknown of a linear constraint system, such as a view's left edge.
///
/// Variables are compared and hashed by identity: two variables with the same name are still
/// different unknowns. The solver writes the current solution into ``value`` when you call
/// ``Solver/updateVariables()``; read ``Solver/value(of:)`` for the solution without publishing
/// it. A variable that no longer appears in any constraint keeps the value it was last given.
///
/// ```swift
/// let left = Variable("header.left")
/// var solver = Solver()
/// try solver.addConstraint(left == 16)
/// solver.updateVariables()  // left.value == 16
/// ```
public final class Variable: Hashable {
  /// A name used only for debugging output, such as ``Solver/dump()``.
  public var name: String {
    var text = base
    if let owner { text = "'\(base)'(\(owner))" }
    if let suffix { text += suffix.description }
    return text
  }

  /// The name, or its first part when a suffix follows.
  private let base: String
  /// The name of the object that owns the part named ``base``, joined only when the name
  /// is read, as `'base'(owner)`; `nil` when the name does not name an owner.
  private let owner: String?
  /// The last part of the name, joined only when the name is read: a client that names
  /// thousands of variables after their objects (`header.minX`) builds no strings for them.
  private let suffix: StaticString?

  /// The value the solver published at the last ``Solver/updateVariables()``; 0 until then.
  public internal(set) var value: Double = 0

  /// A number the client keeps with the variable, such as its index in the client's own
  /// table (kiwi's `context`); -1 until set. The solver never reads it.
  package var context: Int {
    get { storedContext }
    set { storedContext = newValue }
  }

  /// The storage of ``context``. Private, so that the optimizer sees every access to it (none
  /// overlaps another) and drops the run-time exclusivity check a client's read would pay
  /// for each solved variable it is told about.
  private var storedContext = -1

  /// Where the variable's symbol is in the solver that indexed it (see ``HintedIndex``).
  var solverHint = SolverHint()

  /// Creates a variable with a debug name.
  ///
  /// - Parameter name: Shown in dumps and diagnostics; need not be unique.
  public init(_ name: String = "") {
    base = name
    owner = nil
    suffix = nil
  }

  /// Creates a variable named `base` followed by `suffix`, such as `header` and `.minX`.
  package init(_ base: String, suffix: StaticString) {
    self.base = base
    owner = nil
    self.suffix = suffix
  }

  /// Creates a variable named after a part of an owner, `'part'(owner)` followed by
  /// `suffix`, such as `'UIViewSafeAreaLayoutGuide'(header).minX`; the name is joined only
  /// when read.
  package init(_ part: String, of owner: String, suffix: StaticString) {
    base = part
    self.owner = owner
    self.suffix = suffix
  }

  /// Whether two references denote the same variable (identity, not name).
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs === rhs
  }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Variable: SolverHinted {}
