/// Where a variable or a constraint sits in the solver that indexed it: that solver's
/// identity and the symbol or slot there.
///
/// The object carries the hint, so the solver finds it without hashing. A hint is only a
/// cache: a solver trusts it when it names the solver's own identity and the solver's own
/// table still holds the object at that index.
///
/// Twelve bytes: the owner is kept as the bits of its identifier (0 for none) rather than as
/// an optional, whose extra tag byte would make the hint 16 bytes and a ``Variable`` a size
/// class larger.
struct SolverHint {
  /// The bits of the ``SolverIdentity``'s identifier of the solver that wrote the hint, 0
  /// before any did.
  private var ownerBits: UInt = 0
  var index: Int32 = -1

  /// Whether a solver wrote the hint.
  var hasOwner: Bool { ownerBits != 0 }

  /// Whether the solver whose identity has the identifier `owner` wrote the hint.
  func isWritten(by owner: ObjectIdentifier) -> Bool {
    ownerBits == UInt(bitPattern: owner)
  }

  /// An empty hint, trusted by no solver.
  init() {}

  /// A hint written by the solver whose identity is `owner`.
  init(owner: ObjectIdentifier, index: Int32) {
    ownerBits = UInt(bitPattern: owner)
    self.index = index
  }
}

/// An object that carries a ``SolverHint`` (``Variable`` and ``Constraint``).
protocol SolverHinted: AnyObject {
  var solverHint: SolverHint { get set }
}

/// The identity of one solver's hints, shared by copies of the solver until one of them
/// writes a hint (see ``HintedIndex``).
final class SolverIdentity {}

/// A map from objects to a solver's symbols or slots: the objects' own hints, and a
/// dictionary for the objects whose hint belongs to another solver.
///
/// The dictionary is the exact complement of the trusted hints. An object's hint is written
/// only when no solver has written one, or when this solver wrote it and holds its identity
/// alone (``Solver`` checks that with `isKnownUniquelyReferenced`: a copy of the solver
/// shares the identity and may still rely on the hint). Every other object goes into the
/// dictionary. So each solver of a layout engine finds its variables and constraints through
/// their hints, and two solvers sharing objects, or copies of one solver, stay exact. A
/// rebuild hands the identity to the solver that replaces the old one while it replays the
/// constraints (`Solver.rebuild`), so that solver writes the hints as it goes.
struct HintedIndex<Object: SolverHinted> {
  /// The objects whose hint this solver does not own.
  private var spilled: [ObjectIdentifier: Int32] = [:]
  /// How many objects are indexed.
  private(set) var count = 0

  /// How many objects are found through the dictionary rather than their hints.
  var spilledCount: Int { spilled.count }

  /// The index of an object, or `nil` if it is not indexed; `holds(index)` tells whether the
  /// solver's table holds the object at an index.
  func index(
    of object: Object, identity: SolverIdentity, holds: (Int32) -> Bool
  ) -> Int32? {
    let hint = object.solverHint
    if hint.isWritten(by: ObjectIdentifier(identity)), hint.index >= 0, holds(hint.index) {
      return hint.index
    }
    if spilled.isEmpty { return nil }
    return spilled[ObjectIdentifier(object)]
  }

  /// Records a new object (not indexed yet) at `index`.
  ///
  /// - Parameter ownsIdentity: Whether the solver holds its identity alone.
  mutating func insert(
    _ object: Object, at index: Int32, identity: SolverIdentity, ownsIdentity: Bool
  ) {
    count += 1
    let hint = object.solverHint
    if !hint.hasOwner || (hint.isWritten(by: ObjectIdentifier(identity)) && ownsIdentity) {
      object.solverHint = SolverHint(owner: ObjectIdentifier(identity), index: index)
    } else {
      spilled[ObjectIdentifier(object)] = index
    }
  }

  /// Forgets an indexed object; the caller clears its table's entry, so that the object's
  /// hint is no longer trusted.
  mutating func remove(_ object: Object) {
    count -= 1
    if !spilled.isEmpty { spilled[ObjectIdentifier(object)] = nil }
  }
}
