internal import LayoutSolver

extension LayoutEngine {
  // MARK: ConstraintEngine: solving

  /// Solves at the start of a layout round, unless the solve can wait for the pause at the
  /// view whose mask alone changed.
  ///
  /// A rotation resizes the window's root view by autoresizing, which changes the constants
  /// of its translated mask before the pass; its guides follow its new safe area only at its
  /// pause in the walk, where the engine solves again. When nothing else changed, nothing is
  /// walked before that pause but the window, and everything the engine places lies in the
  /// root view's subtree, solving here only moves the views to frames the pause's solve
  /// replaces: one solve at the pause gives the same frames (a frame that a container sets
  /// during the walk waits for the next pause in the same way).
  func solveBeforeLayoutRound() {
    if !deferredSolve && canWaitForGuideOwner() {
      deferredSolve = true
      return
    }
    solveAndApplyFrames()
  }

  /// Whether every pending change is a new constant of the translated mask of a window or
  /// of its only subview, that subview owns guides the engine follows and the coming walk
  /// lays it out.
  ///
  /// Then everything the engine places lies in that subview's subtree (a constraint needs a
  /// common ancestor), and only the window is walked before the subview's pause. The
  /// window's own callbacks see the views below the subview where they were, as in UIKit,
  /// where the root view's `layoutSubviews()` applies the engine's frames to its subviews.
  private func canWaitForGuideOwner() -> Bool {
    guard hasOnlyMaskWork, hasMaskWork, !hasPendingTranslation,
      pendingReapply.isEmpty, pendingRemovals.isEmpty, pendingAmbiguityCheck.isEmpty,
      diagnostics.isEmpty
    else { return false }
    for item in maskWork {
      guard let view = item.view else { return false }
      let store = view.store
      guard store.engine === self else { return false }
      let node = store.nodes[Int(view.slot)]
      // A window, or its root view.
      let root = node.flags.contains(.isWindowRoot) ? node.firstChild : view.slot
      guard root >= 0, Self.isOnlySubviewOfWindow(root, in: store) else { return false }
    }
    return true
  }

  /// Whether a node is the only subview of a window and owns guides the engine follows, with
  /// a change the coming walk lays out.
  private static func isOnlySubviewOfWindow(_ slot: Int32, in store: ViewStore) -> Bool {
    let node = store.nodes[Int(slot)]
    guard node.flags.contains([.isAlive, .isInWindow, .isDirty, .ownsEngineGuides]),
      node.nextSibling < 0, node.parent >= 0
    else { return false }
    let window = store.nodes[Int(node.parent)]
    return window.flags.contains(.isWindowRoot) && window.firstChild == slot
  }

  /// The translations still queued are made first (see ``flushTranslations(inPass:)``).
  func solveAndApplyFrames() {
    // Called at every pause of a guide owner, usually with nothing to do: each change of a
    // class's stored array is checked for exclusivity at run time, and so is each read: the
    // lists are only touched when their unchecked flags say they may hold something.
    if hasPendingTranslation { flushTranslations(inPass: true) }
    deferredSolve = false
    if hasMaskWork {
      maskWork.removeAll(keepingCapacity: true)
      hasMaskWork = false
    }
    guard hasPendingWork else { return }
    hasPendingWork = false
    flushConstants()
    flushRemovals()
    stamp += 1
    let stamp = self.stamp
    // The solved values go to a table of the engine's, four per item slot, which each
    // variable's `context` indexes. The solver hands them over in one list (no call per
    // value), read here in one loop that touches no object per variable (each access to a
    // class's stored property is checked for exclusivity at run time, and an item looked up
    // would be retained and released). The lists of changed values and moved slots keep
    // their storage from one solve to the next.
    var changes: [(context: Int, value: Double)] = []
    swap(&changes, &spareChangedValues)
    var movedSlots: [Int] = []
    swap(&movedSlots, &spareMovedSlots)
    solver.takeChangedContexts(into: &changes)
    // Borrowed once: writes to the arrays themselves would check their uniqueness each time.
    solvedValues.withUnsafeMutableBufferPointer { values in
      slotTargets.withUnsafeMutableBufferPointer { targets in
        changes.withUnsafeBufferPointer { changes in
          Self.noteChangedValues(
            changes, values: values, targets: targets, stamp: stamp, moved: &movedSlots)
        }
      }
    }
    spareChangedValues = changes
    // Views placed by constraints whose frame code set go back even if no value changed.
    if !pendingReapply.isEmpty {
      for item in pendingReapply where item.uses > 0 && item.slot >= 0 {
        guard slotTargets[item.slot].stamp != stamp else { continue }
        slotTargets[item.slot].stamp = stamp
        movedSlots.append(item.slot)
      }
      pendingReapply.removeAll()
    }
    applyFrames(atSlots: movedSlots)
    movedSlots.removeAll(keepingCapacity: true)
    spareMovedSlots = movedSlots
    // A view whose mask waits for its pause leaves what depends on it open until then.
    if !hasPendingTranslation { checkAmbiguity() }
  }

  /// The loop of ``solveAndApplyFrames()`` over the solver's changed values: stores each
  /// value that differs from the last solve's and lists its slot once (by `stamp`) in
  /// `moved`. Static, with the list it changes passed `inout`: a variable a closure captures
  /// and changes is checked for exclusivity at each access.
  private static func noteChangedValues(
    _ changes: UnsafeBufferPointer<(context: Int, value: Double)>,
    values: UnsafeMutableBufferPointer<Double>, targets: UnsafeMutableBufferPointer<SlotTarget>,
    stamp: Int, moved: inout [Int]
  ) {
    for (index, value) in changes {
      guard index >= 0, index < values.count, values[index] != value else { continue }
      values[index] = value
      let slot = index >> 2
      if targets[slot].stamp != stamp {
        targets[slot].stamp = stamp
        moved.append(slot)
      }
    }
  }

  func viewWasLaidOut(_ view: View) {
    refreshGuides(of: view)
    // Its guides follow its safe area now: a mask that waited for this pause is made with
    // the solve that follows.
    if let item = items[ObjectIdentifier(view)], item.awaitsLayoutPass {
      item.awaitsLayoutPass = false
    }
  }

  func viewDidJoinSuperview(_ view: View) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    item.awaitsLayoutPass = true
    queueTranslation(item)
    noteAmbiguityCheck(of: item)
    flushTranslations()
    hasPendingWork = true
  }

  func frameWasSet(of view: View) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    let onlyMasks = !hasPendingWork || hasOnlyMaskWork
    hasPendingWork = true
    guard view.translatesAutoresizingMaskIntoConstraints else {
      pendingReapply.append(item)
      return
    }
    // The mask's constraints follow the new frame: new constants when the superview and the
    // shares are the same, new constraints otherwise (compared without making constraints
    // or arrays: a rotation sets the frames of every autoresized view).
    let translated = item.translated
    let fresh = maskEquations(of: view)
    let superview = view.superview
    var count = 0
    var sameShape = true
    for old in translated where old.isTranslatedMask {
      guard count < fresh.count else {
        sameShape = false
        break
      }
      let new = fresh[count]
      count += 1
      guard
        old.secondItem === (new.followsSuperview ? superview : nil)
          && old.multiplier == new.multiplier
      else {
        sameShape = false
        break
      }
    }
    if sameShape && count == fresh.count {
      var index = 0
      for old in translated where old.isTranslatedMask {
        let constant = fresh[index].constant
        index += 1
        if old.constant != constant { old.constant = constant }
      }
      // Set after the constants: each change of a constant notes work of its own.
      if onlyMasks {
        hasOnlyMaskWork = true
        maskWork.append(item)
        hasMaskWork = true
      }
    } else {
      queueTranslation(item)
      flushTranslations()
    }
  }

  func viewConstraintInputsDidChange(_ view: View) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    queueTranslation(item)
    noteAmbiguityCheck(of: item)
    flushTranslations()
    hasPendingWork = true
  }

  func keyboardDidChange() {
    for id in keyboardGuides {
      guard let owner = items[id]?.guide?.owningView, owner.store.engine === self else {
        continue
      }
      owner.store.markDirty(owner.slot)
    }
  }

  // MARK: Ambiguity

  /// Queues an item for the next ambiguity check, once: a view's build installs four or
  /// more constraints naming it, and each entry of the list is a retain and a release.
  func noteAmbiguityCheck(of item: EngineItem) {
    guard !item.isPendingAmbiguityCheck else { return }
    item.isPendingAmbiguityCheck = true
    pendingAmbiguityCheck.append(item)
  }

  /// Whether a view's frame is left open by its constraints.
  func isAmbiguous(_ view: View) -> Bool {
    // Asked of the layout's inputs: a top view's frame counts, as in the pass.
    flushTranslations(inPass: true)
    flushConstants()
    flushRemovals()
    guard let item = items[ObjectIdentifier(view)] else { return false }
    return item.variables.contains { solver.isAmbiguous($0) }
  }

  /// Reports the views that became ambiguous since the last check (UIKit logs nothing for
  /// ambiguity; the diagnostic is the simulator's own, shaped like `_autolayoutTrace`).
  private func checkAmbiguity() {
    guard !pendingAmbiguityCheck.isEmpty else { return }
    // The list is taken whole and the spare one (empty, with its storage) takes its place;
    // emptied, it is the spare for the next check.
    var pending = spareAmbiguityCheck
    spareAmbiguityCheck = []
    swap(&pending, &pendingAmbiguityCheck)
    // The solver is lent to the check in place, not copied: a copy retains and then releases
    // every array and object the solver holds (about 1,000 instructions, and a dozen cold
    // cache lines of copying code after a large pass). The two accesses are to different
    // stored properties, so they do not conflict. `inout` only lends it: the check asks
    // questions and changes nothing (a `borrowing` read of a class's stored property may
    // be copied).
    LayoutEngine.checkAmbiguity(of: pending, in: &solver, reportingTo: &diagnostics)
    pending.removeAll(keepingCapacity: pending.capacity <= ViewStore.keptScratchCapacity)
    spareAmbiguityCheck = pending
  }

  /// Asks whether each item's four variables are ambiguous in `solver`; reports each view that
  /// has become ambiguous.
  private static func checkAmbiguity(
    of pending: [EngineItem], in solver: inout Solver, reportingTo diagnostics: inout [Diagnostic]
  ) {
    // Each item is in the list once (``noteAmbiguityCheck(of:)``; an absorbed engine's items
    // are its own, never this engine's).
    for item in pending {
      item.isPendingAmbiguityCheck = false
      guard item.uses > 0 else { continue }
      guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints else {
        continue
      }
      // Four questions, no array: most items are not ambiguous.
      let isOpen = (
        solver.isAmbiguous(item.minX), solver.isAmbiguous(item.minY),
        solver.isAmbiguous(item.width), solver.isAmbiguous(item.height)
      )
      let isAmbiguous = isOpen.0 || isOpen.1 || isOpen.2 || isOpen.3
      if isAmbiguous && !item.wasAmbiguous {
        // The names are appended one by one: no array of pairs to filter and map.
        var open: [String] = []
        open.reserveCapacity(4)
        if isOpen.0 { open.append(item.minX.name) }
        if isOpen.1 { open.append(item.minY.name) }
        if isOpen.2 { open.append(item.width.name) }
        if isOpen.3 { open.append(item.height.name) }
        diagnostics.append(.ambiguousLayout(of: view.name, variables: open))
      }
      item.wasAmbiguous = isAmbiguous
    }
  }

  func takeDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  /// The active constraints naming a view on an axis, in activation order.
  func constraints(naming view: View, axis: LayoutConstraintAxis) -> [LayoutConstraint] {
    guard let item = items[ObjectIdentifier(view)] else { return [] }
    return item.activeConstraints
      .filter { $0.firstAttribute.axis == axis }
      .sorted { ($0.installation?.sequence ?? 0) < ($1.installation?.sequence ?? 0) }
  }
}

extension Rect {
  /// The rectangle with each edge moved to the nearest pixel boundary.
  func roundedToPixels(scale: Double) -> Rect {
    guard scale > 0 else { return self }
    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let x = round(minX)
    let y = round(minY)
    return Rect(x: x, y: y, width: round(maxX) - x, height: round(maxY) - y)
  }

  /// Inlined: applying a solve asks it of every moved view.
  @inline(__always)
  var hasFiniteEdges: Bool {
    minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
  }
}
