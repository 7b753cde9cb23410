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
    text += suffix
    return text
  }

  // The stored properties are laid out to fit 88 bytes with the object's header, so that a
  // variable takes a 96-byte heap block instead of 112 (an engine makes four per view): the
  // context is stored in 32 bits and the suffix as its address and length. Swift keeps a
  // class's stored properties in the order they are declared: those a solve or an insertion
  // reads (the hint, the context, the value) come first, in the same 64-byte cache line as
  // the reference count more often than not, and the names, read only when printed, last.

  /// Where the variable's symbol is in the solver that indexed it (see ``HintedIndex``).
  var solverHint = SolverHint()

  /// The storage of ``context``. Private, so that the optimizer sees every access to it (none
  /// overlaps another) and drops the run-time exclusivity check a client's read would pay
  /// for each solved variable it is told about.
  private var storedContext: Int32 = -1

  /// The value the solver published at the last ``Solver/updateVariables()``; 0 until then.
  public internal(set) var value: Double = 0

  /// The last part of the name, joined only when the name is read: a client that names
  /// thousands of variables after their objects (`header.minX`) builds no strings for them.
  /// Kept as the static string's start (its address, or its one scalar's value) and
  /// ``suffixForm``.
  private let suffixStart: UInt

  /// The name, or its first part when a suffix follows.
  private let base: String
  /// The name of the object that owns the part named ``base``, joined only when the name
  /// is read, as `'base'(owner)`; `nil` when the name does not name an owner.
  private let owner: String?

  /// 0 without a suffix, ``Variable/scalarSuffix`` for a one-scalar static string, otherwise
  /// the suffix's length in UTF-8 code units.
  private let suffixForm: UInt16

  /// The ``suffixForm`` of a static string held as one Unicode scalar.
  private static var scalarSuffix: UInt16 { .max }

  /// A number the client keeps with the variable, such as its index in the client's own
  /// table (kiwi's `context`); -1 until set. The solver never reads it.
  ///
  /// - Precondition: The number fits in 32 bits.
  package var context: Int {
    get { Int(storedContext) }
    set { storedContext = Int32(newValue) }
  }

  /// The suffix of the name, `""` without one.
  private var suffix: String {
    switch suffixForm {
    case 0: return ""
    case Variable.scalarSuffix:
      let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: suffixStart))
      return scalar.map { String(Character($0)) } ?? ""
    default:
      // A static string's code units live for the whole run of the program.
      let start = UnsafePointer<UInt8>(bitPattern: suffixStart)
      let units = UnsafeBufferPointer(start: start, count: Int(suffixForm))
      return String(decoding: units, as: UTF8.self)
    }
  }

  /// The stored form of a suffix: its start and ``suffixForm``.
  private static func storedForm(of suffix: StaticString) -> (start: UInt, form: UInt16) {
    guard suffix.hasPointerRepresentation else {
      return (UInt(suffix.unicodeScalar.value), scalarSuffix)
    }
    let count = suffix.utf8CodeUnitCount
    precondition(count < Int(scalarSuffix), "LayoutSolver: a variable's suffix is too long")
    return (UInt(bitPattern: suffix.utf8Start), UInt16(count))
  }

  /// Creates a variable with a debug name.
  ///
  /// - Parameter name: Shown in dumps and diagnostics; need not be unique.
  public init(_ name: String = "") {
    base = name
    owner = nil
    suffixStart = 0
    suffixForm = 0
  }

  /// Creates a variable named `base` followed by `suffix`, such as `header` and `.minX`.
  package init(_ base: String, suffix: StaticString) {
    self.base = base
    owner = nil
    let form = Variable.storedForm(of: suffix)
    suffixStart = form.start
    suffixForm = form.form
  }

  /// Creates a variable named after a part of an owner, `'part'(owner)` followed by
  /// `suffix`, such as `'UIViewSafeAreaLayoutGuide'(header).minX`; the name is joined only
  /// when read.
  package init(_ part: String, of owner: String, suffix: StaticString) {
    base = part
    self.owner = owner
    let form = Variable.storedForm(of: suffix)
    suffixStart = form.start
    suffixForm = form.form
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
