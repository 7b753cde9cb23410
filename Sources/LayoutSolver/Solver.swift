/// # LayoutSolver
///
/// An incremental solver for systems of linear equalities and inequalities, with required and
/// optional constraints: the Cassowary algorithm of Greg J. Badros, Alan Borning and Peter J.
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM Transactions
/// on Computer-Human Interaction 8(4), 2001. Auto Layout is built on the same algorithm.
///
/// The solver keeps a simplex tableau in basic feasible solved form. Required constraints are
/// enforced exactly (inequalities through a slack; equalities through a dummy marker only once
/// their constant has changed, see below); optional ones get error variables whose weighted
/// sum is the objective the solver keeps minimal. Adding a constraint substitutes the current basic variables into it, picks a
/// subject (or runs an artificial-variable phase), then re-optimises with the primal simplex;
/// changing a constant (``Solver/setConstant(_:of:)``, ``Solver/suggestValue(_:_:)``) shifts
/// the constraint's marker and restores feasibility with the dual simplex.
///
/// ## Complexity
///
/// The tableau is a sparse matrix: each row is a short array of cells, and each symbol keeps
/// the list of rows it appears in. Substituting a symbol touches only those rows, the entering
/// symbol of the primal simplex comes from a queue of objective entries that turned negative,
/// and ``Solver/updateVariables(_:)`` visits only variables whose rows changed. An operation
/// therefore costs time proportional to the part of the tableau it actually changes, not to
/// the number of constraints, and building a tree-shaped layout is linear in its size.
/// Nothing recurses, so chains of any length are fine.
///
/// Unlike the paper and kiwi, required equalities get no dummy marker column (see the
/// discussion of ``Solver``): a chain of `n` equalities then costs O(n) instead of O(n²), while
/// removing such a constraint, or changing its constant for the first time, rebuilds the
/// tableau. Equalities whose constant will change or that will be removed can ask for a dummy
/// with ``Solver/addConstraint(_:allowingChanges:)``, and ``Solver/removeConstraints(_:)``
/// removes many constraints with at most one rebuild.
///
/// The structure follows kiwi (`solverimpl.h`): a public ``Solver`` facade over an internal
/// tableau of integer symbols.
public struct Solver {
  /// What the solver remembers about an added constraint (kiwi's `Tag` plus the constant).
  struct ConstraintInfo {
    var constraint: Constraint
    /// The slack, dummy or positive error symbol whose shift changes the constant.
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// The marker's coefficient in `expression + marker terms = 0`.
    var markerCoefficient: Double
    /// The current constant of the expression (changed by `setConstant`).
    var constant: Double
    /// Order of addition, for reporting conflicts in a stable order.
    var serial: Int
  }

  var tableau = Tableau()
  /// The identity the solver's hints carry (see ``HintedIndex``).
  var identity = SolverIdentity()
  /// The slot in ``infos`` of each added constraint.
  var constraintSlots = HintedIndex<Constraint>()
  var infos: [ConstraintInfo?] = []
  var freeInfoSlots: [Int32] = []
  /// The external symbol of each variable in the tableau.
  var symbolOfVariable = HintedIndex<Variable>()
  var edits: [ObjectIdentifier: Constraint] = [:]
  var nextSerial = 0
  /// The storage of the last pending row's cells, kept for the next one: each added
  /// constraint would otherwise allocate an array for a row it throws away (see
  /// ``makeRow(for:constant:withDummy:slot:)``).
  var spareRowCells: [(symbol: Int32, coefficient: Double)] = []
  /// How many times the tableau was rebuilt from the constraint list (a test hook).
  var rebuildCount = 0
  /// Whether required equalities get a dummy marker column, as in the paper and kiwi.
  ///
  /// Dummies never move, but every row that substitutes a basic variable inherits its
  /// dummies, so a chain of `n` required equalities fills the tableau with n²/2 dummy cells.
  /// Without them a required equality adds only its own row, and building any tree-shaped
  /// layout stays linear; the price is that removing such a constraint or changing its
  /// constant rebuilds the tableau (O(size)), and that its conflicts are explained by a
  /// solver that keeps dummies, built only when a required constraint is refused. The first
  /// change of a constant gives that constraint a dummy, so later changes are incremental.
  let keepsDummies: Bool

  /// Creates an empty solver.
  public init() {
    keepsDummies = false
  }

  /// Creates an empty solver that does or does not give required equalities dummy columns.
  init(keepsDummies: Bool) {
    self.keepsDummies = keepsDummies
  }

  /// The number of constraints added, including those of edit variables.
  public var constraintCount: Int { constraintSlots.count }

  /// The number of rows in the tableau (basic symbols).
  public var rowCount: Int { tableau.liveRowCount }

  /// The number of variables that appear in at least one constraint.
  public var variableCount: Int { symbolOfVariable.count }

  /// Whether the constraint has been added and not removed.
  ///
  /// - Complexity: O(1).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    slot(of: constraint) != nil
  }

  /// The variable's value in the current solution, without publishing it.
  ///
  /// A variable that is in no constraint is 0, as is a variable the constraints leave free
  /// (see ``isAmbiguous(_:)``).
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = existingSymbol(of: variable) else { return 0 }
    return tableau.value(of: symbol)
  }

  /// The slot of an added constraint in ``infos``.
  ///
  /// The check's closure captures the one array it reads: a closure that read `self`'s
  /// property would copy the whole solver value (a few hundred bytes) on every lookup.
  func slot(of constraint: Constraint) -> Int32? {
    let infos = self.infos
    return constraintSlots.index(of: constraint, identity: identity) { slot in
      Int(slot) < infos.count && infos[Int(slot)]?.constraint === constraint
    }
  }

  /// The external symbol of a variable, if it is in the tableau.
  ///
  /// As ``slot(of:)``, the check captures only the array of variables.
  func existingSymbol(of variable: Variable) -> Int32? {
    let variables = tableau.variables
    return symbolOfVariable.index(of: variable, identity: identity) { symbol in
      Int(symbol) < variables.count && variables[Int(symbol)] === variable
    }
  }

  /// Whether no copy of the solver shares its identity, so that it may rewrite its hints.
  mutating func ownsIdentity() -> Bool {
    isKnownUniquelyReferenced(&identity)
  }

  /// Writes the current solution into ``Variable/value`` of every variable that changed.
  ///
  /// - Complexity: O(variables whose row changed since the last update).
  public mutating func updateVariables() {
    updateVariables { _ in }
  }

  /// Writes the current solution into ``Variable/value``, calling `body` once for each
  /// variable whose value changed.
  ///
  /// Only variables whose tableau row changed since the last update are examined, so the
  /// cost is proportional to the change, not to the size of the system.
  ///
  /// - Parameter body: Called after the variable's new value is stored.
  /// - Complexity: O(variables whose row changed since the last update).
  public mutating func updateVariables(_ body: (Variable) -> Void) {
    forEachChangedValue { variable, newValue in
      // One modifying access instead of a read and a write: each access to the class's
      // property is checked for exclusivity at run time.
      if Solver.store(newValue, in: &variable.value) { body(variable) }
    }
  }

  /// Calls `body` with each variable whose value may have changed since the last update
  /// and its value in the current solution, without storing it in ``Variable/value``.
  ///
  /// For a client that keeps the values itself (a layout engine that maps each variable to
  /// a view's frame): ``Variable/value`` is not touched, and `body` is called for every
  /// variable whose tableau row changed, even if its value came out the same. This update
  /// and ``updateVariables()`` share the record of what changed: each change is reported to
  /// one of them only.
  ///
  /// - Parameter body: Called once per variable, with its current value.
  /// - Complexity: O(variables whose row changed since the last update).
  public mutating func forEachChangedValue(_ body: (Variable, Double) -> Void) {
    let dirty = tableau.dirty
    tableau.dirty.removeAll(keepingCapacity: true)
    for symbol in dirty {
      let s = Int(symbol)
      tableau.isDirty[s] = false
      guard let variable = tableau.variables[s] else { continue }
      body(variable, tableau.value(of: symbol))
    }
  }

  /// Puts the ``Variable/context`` of each variable whose value may have changed since the
  /// last update, with its value in the current solution, in `changes` (emptied first; its
  /// storage is kept).
  ///
  /// ``forEachChangedValue(_:)`` in bulk, for a client that finds its own record of a
  /// variable by its context: the list is filled in one borrow of the solver's tables, with
  /// no call per variable and no variable handed over (a closure called per variable costs a
  /// call through its context and a retain and release of what it is given), and the
  /// client reads it in a loop of its own. Shares the record of what changed with the other
  /// updates.
  ///
  /// - Parameter changes: Receives one entry per variable, in the order their rows changed.
  /// - Complexity: O(variables whose row changed since the last update).
  package mutating func takeChangedContexts(into changes: inout [(context: Int, value: Double)])
  {
    changes.removeAll(keepingCapacity: true)
    // The record leaves the tableau while it is read, and goes back emptied: its storage
    // serves the next solve.
    var dirty: [Int32] = []
    swap(&dirty, &tableau.dirty)
    guard !dirty.isEmpty else {
      tableau.dirty = dirty
      return
    }
    tableau.symbols.withUnsafeMutableBufferPointer { symbols in
      for symbol in dirty { symbols[Int(symbol)].isDirty = false }
    }
    // Room for every entry first, written through a buffer (an append checks the array's
    // uniqueness each time), then trimmed to the variables found.
    changes.append(contentsOf: repeatElement((context: -1, value: 0.0), count: dirty.count))
    var count = 0
    let tableau = self.tableau
    tableau.variables.withUnsafeBufferPointer { variables in
      tableau.symbols.withUnsafeBufferPointer { symbols in
        tableau.rows.withUnsafeBufferPointer { rows in
          changes.withUnsafeMutableBufferPointer { changes in
            for symbol in dirty {
              guard let context = variables[Int(symbol)]?.context else { continue }
              let row = symbols[Int(symbol)].row
              changes[count] = (context, row >= 0 ? rows[Int(row)].constant : 0)
              count += 1
            }
          }
        }
      }
    }
    changes.removeLast(changes.count - count)
    dirty.removeAll(keepingCapacity: true)
    self.tableau.dirty = dirty
  }

  /// Stores `value` in `slot` if it differs; returns whether it did.
  @inline(__always)
  private static func store(_ value: Double, in slot: inout Double) -> Bool {
    guard slot != value else { return false }
    slot = value
    return true
  }
}
