internal import LayoutSolver

/// The Auto Layout engine of one view store: the constraints of its views, solved
/// incrementally by ``LayoutSolver``.
///
/// Every view or guide a constraint names has four variables (its frame in its superview's,
/// or its owning view's, coordinate space). A constraint becomes one linear relation in the
/// coordinate space of its items' nearest common ancestor; the views between an item and
/// that ancestor join the engine too, so that moving one moves what depends on it. What
/// UIKit translates also becomes constraints: a view's autoresizing mask (when
/// `translatesAutoresizingMaskIntoConstraints` is on), its intrinsic content size, and a view's
/// own guides, tied to the view's size with constants that follow its safe area and margins.
///
/// The layout pass drives it: solve what changed and move the views whose frames changed,
/// then walk the safe area; at each view that owns guides, bring the guides up to date and
/// solve again before its subviews are visited (UIKit applies the engine's frames in
/// `layoutSubviews()`, after the view's own geometry is final).
final class LayoutEngine: ConstraintEngine {
  var solver = Solver()
  /// Items by the identity of their view or guide.
  var items = IdentityTable<EngineItem>()
  // The per-slot tables below are ``SlotArray``s held in `let`s, as the view store's nodes
  // are: a new item appends to each and every solve reads and writes two of them, and an
  // array property would check each of those accesses for exclusivity at run time.

  /// Items by their ``EngineItem/slot``, which their variables keep as their `context`, so
  /// that a solved variable leads to its item without hashing; `nil` marks a free slot.
  let itemSlots = SlotArray<EngineItem?>()
  /// The solved values of the items' variables as of the last solve, four per slot of
  /// ``itemSlots`` (`minX`, `minY`, `width`, `height`); a variable's `context` is its index.
  let solvedValues = SlotArray<Double>()
  /// What a solve moves at each slot of ``itemSlots``, read without touching the item.
  let slotTargets = SlotArray<SlotTarget>()
  /// The storage of the last solve's list of moved slots, kept for the next one.
  var spareMovedSlots: [Int] = []
  /// The storage of the last solve's list of changed values (context and value), kept for
  /// the next one.
  var spareChangedValues: [(context: Int, value: Double)] = []
  /// Slots of ``itemSlots`` that items left, for the next items.
  var freeItemSlots: [Int] = []
  /// Whether ``freeItemSlots`` may hold anything: read by every new item, without the
  /// run-time exclusivity check an access to the array pays. Only read or assigned whole.
  @exclusivity(unchecked) var hasFreeItemSlots = false
  /// The active constraints, in no order; each knows its index
  /// (``LayoutConstraint/activeIndex``) and its ``LayoutConstraint/installation``.
  var active: [LayoutConstraint] = []
  /// Items whose translated constraints must be made again before the next solve; queued
  /// by ``queueTranslation(_:)`` only, which keeps ``hasPendingTranslation`` true.
  var pendingTranslation: [EngineItem] = []
  /// Whether ``pendingTranslation`` may hold anything: read at every guide owner's pause and
  /// every activation, without the run-time exclusivity check an access to the array pays.
  /// Only read or assigned whole.
  @exclusivity(unchecked) var hasPendingTranslation = false
  /// Views placed by constraints whose frame code set: the next solve puts them back.
  var pendingReapply: [EngineItem] = []
  /// Items whose ambiguity is checked after the next solve.
  var pendingAmbiguityCheck: [EngineItem] = []
  /// The storage of the last check's list of items, kept for the next one (empty): an
  /// insertion's solve would otherwise free it and its next constraint allocate it again.
  var spareAmbiguityCheck: [EngineItem] = []
  /// Derived keyboard guides, refreshed when a keyboard shows or hides.
  var keyboardGuides: Set<ObjectIdentifier> = []
  var diagnostics: [Diagnostic] = []
  /// Solver constraints taken out since the last solver call, removed together: removing a
  /// subtree's constraints one by one would cost the solver a rebuild each.
  var pendingRemovals: [LayoutSolver.Constraint] = []
  /// Whether ``pendingRemovals`` holds anything: read by every constraint added, without the
  /// run-time exclusivity check an access to the array pays. Only read or assigned whole.
  @exclusivity(unchecked) var hasPendingRemovals = false
  /// Active constraints whose constant changed since the last solver call, handed to the
  /// solver together (``flushConstants()``): a rotation changes the window's mask and its
  /// root view's guide constants, and one dual simplex over all of them costs less than one
  /// per constant.
  var pendingConstants: [LayoutConstraint] = []
  /// Whether ``pendingConstants`` may hold anything (see ``hasPendingRemovals``). Only read
  /// or assigned whole.
  @exclusivity(unchecked) var hasPendingConstants = false
  /// Read and assigned whole only (`nextSequence = nextSequence + 1`), so unchecked: see
  /// ``lastPriority``.
  @exclusivity(unchecked) var nextSequence = 0
  var stamp = 0
  var hasPendingWork: Bool {
    get { pendingWorkFlag }
    set {
      pendingWorkFlag = newValue
      // Any work but a translated mask's new constants (``frameWasSet(of:)``) ends the wait
      // for a guide owner's pause.
      hasOnlyMaskWork = false
    }
  }
  /// The storage of ``hasPendingWork``, set by every constraint installed. It and
  /// ``hasOnlyMaskWork`` are only read or assigned whole (never inout, never mutated in
  /// place), so they skip the run-time exclusivity check of a class's stored property.
  @exclusivity(unchecked) private var pendingWorkFlag = false
  /// Whether the only work since the last solve is the new constants of the translated masks
  /// of ``maskWork``'s views (a rotation's autoresized root view).
  @exclusivity(unchecked) var hasOnlyMaskWork = false
  /// The views whose translated masks changed while ``hasOnlyMaskWork`` held.
  var maskWork: [EngineItem] = []
  /// Whether ``maskWork`` may hold anything (see ``hasPendingTranslation``): set by every
  /// append to it. Only read or assigned whole.
  @exclusivity(unchecked) var hasMaskWork = false
  /// Whether the solve at the start of a layout round was left for a guide owner's pause
  /// (``solveBeforeLayoutRound()``); the next round's start then solves. Only read or
  /// assigned whole: unchecked, as ``hasMaskWork``.
  @exclusivity(unchecked) var deferredSolve = false

  var hasNothingToSolve: Bool {
    !pendingWorkFlag && !hasPendingTranslation && !hasMaskWork && !deferredSolve
  }
  /// The priority last converted by ``strength(of:)``, and its strength.
  ///
  /// Both are only read or assigned whole (never inout, never mutated in place), so they
  /// skip the run-time exclusivity check of a class's stored property: each constraint added
  /// reads them.
  @exclusivity(unchecked) var lastPriority = LayoutPriority.required
  @exclusivity(unchecked) var lastStrength = Strength.required

  deinit {
    // Constraints hold their engine unowned: those still in it become inactive.
    for constraint in active where constraint.engine === self {
      constraint.engine = nil
      constraint.installation = nil
      constraint.activeIndex = -1
    }
  }

  // MARK: Activation

  /// Activates a constraint in the engine of its items' hierarchy.
  static func activate(_ constraint: LayoutConstraint) {
    guard let first = constraint.first, let firstView = first.view else {
      preconditionFailure(
        "Unable to activate constraint \(constraint): its first item is gone or is a layout "
          + "guide that belongs to no view.")
    }
    // The coordinate space of the relation, worked out once for the check and the install.
    var space: View?
    if let second = constraint.second {
      space = second.view.flatMap { LayoutEngine.commonAncestor(firstView, $0) }
      guard space != nil else {
        preconditionFailure(
          "Unable to activate constraint with anchors \(first.displayName)."
            + "\(constraint.firstAttribute.rawValue) and \(second.displayName)."
            + "\(constraint.secondAttribute.rawValue) because they have no common ancestor. "
            + "Does the constraint or its anchors reference items in different view "
            + "hierarchies? That's illegal.")
      }
    } else {
      precondition(
        !constraint.hasSecondItem,
        "Unable to activate constraint \(constraint): its second item is gone.")
    }
    let store = firstView.store
    let engine: LayoutEngine
    if let existing = store.engine as? LayoutEngine {
      engine = existing
    } else {
      engine = LayoutEngine()
      store.engine = engine
    }
    engine.install(constraint, space: .some(space))
    engine.flushTranslations()
  }

  /// Deactivates a constraint.
  func deactivate(_ constraint: LayoutConstraint) {
    uninstall(constraint)
    flushTranslations()
  }

  /// Adds a constraint: its relation to the solver, breaking constraints as UIKit does if
  /// the required ones cannot all hold.
  ///
  /// - Parameters:
  ///   - space: The items' nearest common ancestor (`nil` inside for a constraint without a
  ///     second item) when the caller has worked it out; `nil` to work it out here.
  ///   - allowingChanges: Whether the solver keeps a marker for the constraint
  ///     (``LayoutConstraint/expectsConstantChanges``) when the caller knows it; `nil` to
  ///     work it out here.
  /// - Returns: The installation's ``Installation/sequence``.
  @discardableResult
  func install(
    _ constraint: LayoutConstraint, space: View?? = nil, allowingChanges: Bool? = nil
  ) -> Int {
    var used = EngineItemList()
    let (expression, base) = relation(of: constraint, in: space, using: &used)
    return install(
      constraint, expression: expression, base: base, using: used, for: nil,
      allowingChanges: allowingChanges ?? constraint.expectsConstantChanges)
  }

  /// Adds a constraint whose relation the caller has made: see
  /// ``install(_:space:allowingChanges:)``.
  ///
  /// - Parameters:
  ///   - expression: The relation's expression, as ``relation(of:in:using:)`` makes it.
  ///   - base: The part of its constant the items' coordinate spaces contribute.
  ///   - used: The items the constraint uses, each retained, without `owner`.
  ///   - owner: The item whose translated constraint this is, which records the constraint
  ///     but is not kept in the engine by it (not in `used`); `nil` for any other constraint.
  ///   - allowingChanges: Whether the solver keeps a marker for the constraint.
  /// - Returns: The installation's ``Installation/sequence``.
  @discardableResult
  func install(
    _ constraint: LayoutConstraint, expression: Expression, base: Double,
    using used: EngineItemList, for owner: EngineItem?, allowingChanges: Bool
  ) -> Int {
    nextSequence = nextSequence + 1
    let sequence = nextSequence
    // One access to `active` (each is checked at run time) for its count and the append.
    constraint.activeIndex = LayoutEngine.append(constraint, to: &active)
    constraint.engine = self
    owner?.noteInstalled(constraint, sequence: sequence)
    for item in used {
      item.noteInstalled(constraint, sequence: sequence)
    }
    if let owner { noteAmbiguityCheck(of: owner) }
    for item in used { noteAmbiguityCheck(of: item) }
    // The installation is assigned once, with the solver's constraint (`nil` when it was
    // broken): while the solver adds it, the constraint is not yet live in its items'
    // records, and it is the most recent in UIKit's choice of a constraint to break either
    // way (see ``constraintToBreak(in:)``).
    let solverConstraint = addToSolver(
      constraint, expression: expression, allowingChanges: allowingChanges)
    constraint.installation = Installation(
      solverConstraint: solverConstraint, items: used, baseConstant: base, sequence: sequence)
    hasPendingWork = true
    return sequence
  }

  /// Appends a constraint to a list; returns its index there.
  private static func append(
    _ constraint: LayoutConstraint, to list: inout [LayoutConstraint]
  ) -> Int {
    list.append(constraint)
    return list.count - 1
  }

  /// Removes a constraint and releases the items it used.
  func uninstall(_ constraint: LayoutConstraint) {
    guard let installation = takeOut(constraint) else { return }
    for item in installation.items {
      noteAmbiguityCheck(of: item)
      release(item)
    }
  }

  /// Takes an active constraint out of the engine and the solver; returns how it was
  /// installed, or `nil` if it is not active here. The items it used are not released.
  private func takeOut(_ constraint: LayoutConstraint) -> Installation? {
    guard constraint.engine === self, let installation = constraint.installation else {
      return nil
    }
    let index = constraint.activeIndex
    let last = active.removeLast()
    if last !== constraint {
      active[index] = last
      last.activeIndex = index
    }
    constraint.activeIndex = -1
    constraint.installation = nil
    constraint.engine = nil
    if let solverConstraint = installation.solverConstraint {
      // Changes of constants made before the removal reach the solver before it.
      flushConstants()
      pendingRemovals.append(solverConstraint)
      hasPendingRemovals = true
    }
    for item in installation.items { item.noteRemoved() }
    hasPendingWork = true
    return installation
  }

  /// Adds a constraint's relation to the solver; on a conflict, breaks the constraint UIKit
  /// would break and reports it.
  ///
  /// - Returns: The solver's constraint, or `nil` when the constraint itself was broken.
  private func addToSolver(
    _ constraint: LayoutConstraint, expression: Expression, allowingChanges: Bool
  ) -> LayoutSolver.Constraint? {
    var candidate = LayoutSolver.Constraint(
      expression, constraint.relation.solverRelation,
      strength: strength(of: constraint.priority))
    flushConstants()
    flushRemovals()
    while true {
      do {
        try solver.addConstraint(candidate, allowingChanges: allowingChanges)
        return candidate
      } catch .unsatisfiableConstraint(_, let conflicting) {
        let set = conflicting.compactMap { self.constraint(solvedBy: $0) } + [constraint]
        let victim = constraintToBreak(in: set)
        diagnostics.append(
          .unsatisfiableConstraints(
            conflicting: set.map(\.description),
            breaking: victim.description,
            mentionsAutoresizing: set.contains(where: \.printsAsAutoresizingMask)))
        if victim === constraint { return nil }
        breakInstalled(victim)
        candidate = LayoutSolver.Constraint(
          expression, constraint.relation.solverRelation,
          strength: strength(of: constraint.priority))
      } catch {
        preconditionFailure("The constraint engine could not add \(constraint): \(error).")
      }
    }
  }

  /// Takes an installed constraint out of the solve; it stays active, as UIKit leaves it.
  func breakInstalled(_ constraint: LayoutConstraint) {
    guard let solverConstraint = constraint.installation?.solverConstraint else { return }
    // Out of the solver now: the constraint that conflicted with it is added next.
    flushConstants()
    pendingRemovals.append(solverConstraint)
    hasPendingRemovals = true
    flushRemovals()
    constraint.installation?.solverConstraint = nil
  }

  /// The priority of an active constraint changed.
  func priorityDidChange(of constraint: LayoutConstraint) {
    reinstall(constraint)
  }

  /// Takes a constraint out and puts it back, with what it says now.
  func reinstall(_ constraint: LayoutConstraint) {
    uninstall(constraint)
    install(constraint)
    flushTranslations()
  }

  /// Removes the solver constraints taken out since the last solver call.
  func flushRemovals() {
    guard hasPendingRemovals else { return }
    hasPendingRemovals = false
    let removals = pendingRemovals
    pendingRemovals.removeAll()
    guard !removals.isEmpty else { return }
    try? solver.removeConstraints(removals)
  }

  // MARK: Items

  /// The item of a view, made (with its translated constraints queued) if it is new, and
  /// counted as used once more.
  func retain(_ view: View) -> EngineItem {
    let id = ObjectIdentifier(view)
    if let item = items[id] {
      item.uses = item.uses + 1
      return item
    }
    let item = EngineItem(view: view)
    item.uses = 1
    add(item, id: id)
    view.node.flags.insert(.isInEngine)
    queueTranslation(item)
    return item
  }

  /// The item of a guide, made if it is new, and counted as used once more.
  func retain(_ guide: LayoutGuide) -> EngineItem {
    let id = ObjectIdentifier(guide)
    if let item = items[id] {
      item.uses = item.uses + 1
      return item
    }
    let item = EngineItem(guide: guide)
    item.uses = 1
    add(item, id: id)
    if guide.kind != .custom {
      queueTranslation(item)
      if guide.kind == .keyboard { keyboardGuides.insert(id) }
      guide.owningView?.node.flags.insert(.ownsEngineGuides)
    }
    return item
  }

  /// Queues an item's translated constraints to be made again before the next solve.
  func queueTranslation(_ item: EngineItem) {
    pendingTranslation.append(item)
    hasPendingTranslation = true
  }

  private func add(_ item: EngineItem, id: ObjectIdentifier) {
    items[id] = item
    assignSlot(to: item)
    noteAmbiguityCheck(of: item)
  }

  /// Counts one use less; an unused item leaves the engine with its translated constraints.
  /// Items those constraints used are released in turn, without recursion.
  func release(_ first: EngineItem) {
    var pending = [first]
    while let item = pending.popLast() {
      item.uses = item.uses - 1
      guard item.uses <= 0 else { continue }
      for constraint in item.translated {
        pending.append(contentsOf: detach(constraint))
      }
      item.translated = []
      remove(item)
    }
  }

  /// Takes a translated constraint out of the solver; returns the items it used (other than
  /// the releases the caller does).
  func detach(_ constraint: LayoutConstraint) -> [EngineItem] {
    (takeOut(constraint)?.items).map(Array.init) ?? []
  }

  private func remove(_ item: EngineItem) {
    if item.slot >= 0, item.slot < itemSlots.count, itemSlots[item.slot] === item {
      itemSlots[item.slot] = nil
      slotTargets[item.slot].subject = .none
      freeItemSlots.append(item.slot)
      hasFreeItemSlots = true
    }
    item.slot = -1
    // A variable still in the solver until the next removal reports nothing to the slot's
    // next item.
    for variable in [item.minX, item.minY, item.width, item.height] { variable.context = -1 }
    if let view = item.view {
      items[ObjectIdentifier(view)] = nil
      if view.store.engine === self { view.node.flags.remove(.isInEngine) }
    } else if let guide = item.guide {
      let id = ObjectIdentifier(guide)
      items[id] = nil
      keyboardGuides.remove(id)
      if let owner = guide.owningView, owner.store.engine === self,
        !ownsDerivedGuides(owner)
      {
        owner.node.flags.remove(.ownsEngineGuides)
      }
    }
    item.uses = 0
  }

  /// Whether any of a view's own guides is still in the engine.
  func ownsDerivedGuides(_ view: View) -> Bool {
    guard let guides = view.guides else { return false }
    return guides.own.contains { items[ObjectIdentifier($0)] != nil }
  }

  // MARK: Common ancestors

  /// The nearest view that is `a` or an ancestor of it and `b` or an ancestor of it.
  static func commonAncestor(_ a: View, _ b: View) -> View? {
    // A guide's ties to its own view: one view on both sides.
    if a === b { return a }
    guard a.store === b.store else { return nil }
    let nodes = a.store.nodes
    var x = a.slot
    var y = b.slot
    // A view and its superview (a view pinned to its parent's guide): the superview, without
    // the walk or the store's lookup of the view.
    if nodes[Int(x)].parent == y { return b }
    if nodes[Int(y)].parent == x { return a }
    while nodes[Int(x)].depth > nodes[Int(y)].depth { x = nodes[Int(x)].parent }
    while nodes[Int(y)].depth > nodes[Int(x)].depth { y = nodes[Int(y)].parent }
    while x != y {
      x = nodes[Int(x)].parent
      y = nodes[Int(y)].parent
      if x < 0 || y < 0 { return nil }
    }
    return a.store.view(at: x)
  }
}

extension LayoutRelation {
  var solverRelation: Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

extension LayoutConstraint {
  /// Whether the solver should keep a marker for the constraint so that its constant can
  /// change (and it can go) without a rebuild of the tableau.
  ///
  /// A marker costs a cell in every row that depends on the constraint, so a chain of them
  /// grows quadratically; a constraint without one costs a rebuild the first time its constant
  /// changes. Translated masks change with every frame set by code, and the guides of a view
  /// its container places follow the safe area through rotations and bars: they keep one. The
  /// guides of a view that constraints place usually keep their constants (a view inside its
  /// superview's safe area has no insets of its own), so they do not, and nested views pinned
  /// to their parents' guides stay linear.
  var expectsConstantChanges: Bool {
    switch origin {
    case .app, .contentSize: false
    case .autoresizingMask: true
    case .guide:
      if case .guide(let guide)? = first {
        guide.owningView?.translatesAutoresizingMaskIntoConstraints ?? false
      } else {
        false
      }
    }
  }

  var isTranslatedMask: Bool {
    if case .autoresizingMask = origin { return true }
    return false
  }
}
