internal import LayoutSolver

/// A view or layout guide in a constraint engine: its four variables and what keeps it there.
///
/// A view's variables are its frame in its superview's coordinate space; a guide's are its
/// frame in its owning view's. The item stays while something uses it (a constraint naming
/// it or passing through it, a guide of its view, a subview's translated mask).
final class EngineItem {
  enum Subject {
    case view(View)
    case guide(LayoutGuide)
  }

  /// The view or guide. Unowned: the engine removes the item before either goes away.
  unowned(unsafe) let view: View?
  unowned(unsafe) let guide: LayoutGuide?
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  // The scalar fields below and ``translated`` are only ever read or assigned whole (never
  // passed inout nor mutated in place: counts are written as `uses = uses + 1`), so no two
  // accesses to one of them can overlap and they skip the run-time exclusivity check that
  // each access to a class's stored property otherwise pays (about 100 instructions).

  /// The item's index in its engine's ``LayoutEngine/itemSlots`` (its variables' `context`),
  /// or -1 outside an engine.
  @exclusivity(unchecked) var slot = -1
  /// How many constraints and other items use this item.
  @exclusivity(unchecked) var uses = 0
  /// The constraints the engine made for the item itself: a view's translated mask and
  /// intrinsic size, a derived guide's ties to its view.
  @exclusivity(unchecked) var translated: [LayoutConstraint] = []
  /// The constraints that named the item or passed through it when they were installed,
  /// each with the installation's sequence; entries whose constraint has since left (or was
  /// installed again) are stale and skipped (see ``activeConstraints``).
  ///
  /// An array, not a set: most items have four or five constraints, and the engine appends
  /// on installation and drops stale entries in bulk instead of hashing on every change.
  ///
  /// Only read or assigned whole (``noteInstalled(_:sequence:)`` takes the array out, updates
  /// it and puts it back), never inout nor mutated in place, so it skips the run-time
  /// exclusivity check of a class's stored property: every constraint installed updates the
  /// entries of each item it uses.
  @exclusivity(unchecked) private(set) var entries: [ConstraintUse] = []
  /// Roughly how many entries of ``entries`` are stale (counted as constraints leave).
  @exclusivity(unchecked) private var staleCount = 0
  /// Whether the item is in the engine's list of items to check for ambiguity (so that the
  /// list holds it once, however many of its constraints change before the check).
  @exclusivity(unchecked) var isPendingAmbiguityCheck = false
  /// Whether the item's translated constraints must be made again before the next solve.
  @exclusivity(unchecked) var needsTranslation = true
  /// Whether the item's view joined a superview since its translation was last made: its
  /// new mask is made in the layout pass, after its guides follow its new safe area (see
  /// ``LayoutEngine/flushTranslations(inPass:)``).
  @exclusivity(unchecked) var awaitsLayoutPass = false
  /// Whether the item was last found ambiguous.
  @exclusivity(unchecked) var wasAmbiguous = false

  init(view: View) {
    self.view = view
    self.guide = nil
    let name = view.name
    minX = Variable(name, suffix: ".minX")
    minY = Variable(name, suffix: ".minY")
    width = Variable(name, suffix: ".Width")
    height = Variable(name, suffix: ".Height")
  }

  init(guide: LayoutGuide) {
    self.view = nil
    self.guide = guide
    // Named as ``LayoutItem/displayName`` names the guide, joined only when read: most
    // variables are never printed.
    let part = guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
    let owner = guide.owningView?.name ?? "?"
    minX = Variable(part, of: owner, suffix: ".minX")
    minY = Variable(part, of: owner, suffix: ".minY")
    width = Variable(part, of: owner, suffix: ".Width")
    height = Variable(part, of: owner, suffix: ".Height")
  }

  var variables: [Variable] { [minX, minY, width, height] }

  /// Whether `variable` is one of the item's four.
  func owns(_ variable: Variable) -> Bool {
    variable === minX || variable === minY || variable === width || variable === height
  }

  /// Records that an installed constraint names the item or passes through it.
  func noteInstalled(_ constraint: LayoutConstraint) {
    guard let sequence = constraint.installation?.sequence else { return }
    noteInstalled(constraint, sequence: sequence)
  }

  /// Records that a constraint was installed with `sequence` (its installation's
  /// ``Installation/sequence``), known to the caller without reading the installation.
  func noteInstalled(_ constraint: LayoutConstraint, sequence: Int) {
    // Most views have four to six constraints: one allocation instead of three; a view whose
    // own guide joins the engine also records the guide's two ties to its size (a view with
    // five constraints and subviews pinned to its guide has seven). A view's own guide also
    // records its four ties to the view, before or after the first constraint that names
    // it, and usually four or more constraints per view pinned to it.
    let reserve = isDerivedGuide ? 10 : 7
    let stale = staleCount
    // Taken out whole and put back (the property is read and assigned only whole): the
    // list left behind is empty, so the one taken out is unique and grows in place.
    var list = entries
    entries = []
    let compacted = EngineItem.record(
      ConstraintUse(constraint: constraint, sequence: sequence), in: &list,
      compactingWith: stale, reserving: reserve)
    entries = list
    if compacted { staleCount = 0 }
  }

  /// Appends `use` to `entries` unless it is the last entry already, first dropping the
  /// stale entries when they are more than half (`stale` of them, roughly); returns whether
  /// it dropped them.
  private static func record(
    _ use: ConstraintUse, in entries: inout [ConstraintUse], compactingWith stale: Int,
    reserving reserve: Int
  ) -> Bool {
    // The last entry is read in place: a copy of it would retain its constraint.
    if let last = entries.indices.last, entries[last].constraint === use.constraint,
      entries[last].sequence == use.sequence
    {
      return false
    }
    var compacted = false
    if stale > 8 && stale * 2 > entries.count {
      entries.removeAll { !$0.isLive }
      compacted = true
    }
    if entries.isEmpty { entries.reserveCapacity(reserve) }
    entries.append(use)
    return compacted
  }

  /// Whether the item is a guide of a view's own (tied to the view by four constraints).
  private var isDerivedGuide: Bool {
    guard let guide else { return false }
    return guide.kind != .custom
  }

  /// How many constraints the item recorded, stale ones included.
  var recordedCount: Int { entries.count }

  /// Records that one of the item's constraints left: its entry is stale from now on.
  func noteRemoved() {
    staleCount = staleCount + 1
  }

  /// Forgets every constraint.
  func removeAllConstraints() {
    entries = []
    staleCount = 0
  }

  /// The active constraints that name the item or pass through it, each once, in the order
  /// they were installed.
  var activeConstraints: [LayoutConstraint] {
    // An installation is recorded once per item, so live entries are distinct; the set
    // guards against a constraint recorded twice all the same.
    var seen = Set<ObjectIdentifier>()
    var result: [LayoutConstraint] = []
    for entry in entries
    where entry.isLive && seen.insert(ObjectIdentifier(entry.constraint)).inserted {
      result.append(entry.constraint)
    }
    return result
  }

  /// The view whose coordinate space the item's variables live in the parent of: the view
  /// itself, or a guide's owning view.
  var hostView: View? { view ?? guide?.owningView }
}

/// A constraint an item recorded at its installation.
struct ConstraintUse {
  let constraint: LayoutConstraint
  /// The installation's ``Installation/sequence``: a later installation has a larger one.
  let sequence: Int

  /// Whether the constraint is still installed by the installation recorded.
  var isLive: Bool { constraint.installation?.sequence == sequence }
}

/// An active constraint as the engine holds it.
struct Installation {
  /// The solver's constraint, `nil` while the constraint is broken.
  var solverConstraint: LayoutSolver.Constraint?
  /// The items the constraint uses (named or passed through), each counted once per use.
  var items: EngineItemList
  /// The constant the item offsets contribute (bounds origins), without the constraint's own.
  var baseConstant: Double
  /// When the constraint was activated, for UIKit's choice of the constraint to break.
  var sequence: Int
}
