extension ViewStore {
  /// The most rounds one pass runs before it reports a layout feedback loop: the model's
  /// choice, within the 50 to 1000 layouts of one view per turn of the run loop that UIKit's
  /// debugger (`-UIViewLayoutFeedbackLoopDebuggingThreshold`) accepts. Every round lays out
  /// at least one view of the loop again.
  static let maximumLayoutRounds = 100

  /// The most entries a layout round's kept list (``roundStarts``, ``spareDirtySlots``,
  /// ``passLaidOut``) keeps storage for between passes: a big tree's first layout lets its
  /// lists go.
  static let keptScratchCapacity = 4096

  /// Brings every node's safe area and margins up to date and runs the views' callbacks.
  ///
  /// 1. The dirty nodes whose parent is not dirty too are sorted parent-first (by depth) and
  ///    each that is still dirty is handed to the solver as an incremental start; a start
  ///    reached from an earlier one is already clean and skipped. A dirty node under a dirty
  ///    parent is visited by the walk that visits the parent (which looks at the children
  ///    marked below it); one that walk did not reach (a callback moved it first) is a start
  ///    after the others.
  /// 2. The solver pauses at views that have callbacks (subclasses and observed views) whose
  ///    results changed, and at views that asked for `layoutSubviews()`. Their callbacks run
  ///    there, parent before child, once per real change: `safeAreaInsetsDidChange()`,
  ///    `layoutMarginsDidChange()`, then `layoutSubviews()`. Whatever they change below the
  ///    paused view is computed by the same walk.
  /// 3. Changes a callback makes elsewhere (above the paused view, or in a part already
  ///    walked) make the nodes dirty again: another round runs. After
  ///    ``maximumLayoutRounds`` rounds the pass stops with a `layoutFeedbackLoop` diagnostic.
  ///
  /// Views outside any window are not laid out (their changes wait until they return), except
  /// the tree of `detachedRoot`: an explicit `layoutIfNeeded()` on a view outside the window
  /// lays out its tree, as UIKit's does.
  ///
  /// - Returns: The diagnostics of the pass.
  @discardableResult
  func runLayoutPass(detachedRoot: Int32? = nil) -> [Diagnostic] {
    guard !isInLayoutPass else { return [] }
    if let detachedRoot { requeueChangesOutsideWindow(below: detachedRoot) }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    lastPassStatistics = SafeAreaSolverStatistics()
    passCount = passCount + 1
    var diagnostics: [Diagnostic] = []
    var rounds = 0
    // The storage of earlier passes, taken for this one and given back empty at its end.
    var laidOut = passLaidOut
    passLaidOut = []
    defer {
      laidOut.removeAllSlots(keepingCapacity: laidOut.capacity <= Self.keptScratchCapacity)
      passLaidOut = laidOut
    }
    while needsLayoutPass {
      rounds += 1
      if rounds > ViewStore.maximumLayoutRounds {
        diagnostics.append(feedbackLoopDiagnostic(laidOut: laidOut, rounds: rounds - 1))
        for slot in dirtySlots { nodes[Int(slot)].flags.subtract([.isDirty, .needsLayout]) }
        dirtySlots.removeAll()
        break
      }
      // Constraints first: frames they change are the starts of this round's walk.
      engine?.solveBeforeLayoutRound()
      runLayoutRound(detachedRoot: detachedRoot, laidOut: &laidOut)
    }
    if let engine { diagnostics.append(contentsOf: engine.takeDiagnostics()) }
    return diagnostics
  }

  /// Runs one round; `laidOut` becomes the slots of the views whose callbacks ran.
  private func runLayoutRound(detachedRoot: Int32?, laidOut: inout [Int32]) {
    laidOut.removeAllSlots(keepingCapacity: true)
    // Starts parent-first: (depth, slot) pairs read from the buffer once, sorted only when
    // they are not already in order (a tree built top-down marks its nodes in depth order).
    // Changes outside the window wait (they stay dirty) until their tree returns.
    // The list's storage is kept between rounds (taken here, given back empty at the end).
    var keyed = roundStarts
    roundStarts = []
    // Changes outside the window go straight to the waiting list (no list of their own
    // made per round): how many were added, for its compaction.
    var waitingCount = 0
    var isSorted = true
    // Nodes under a dirty parent (in the same tree, so laid out in this round too) are no
    // starts: each is flagged until a walk visits it.
    var awaiting = 0
    nodes.withUnsafeMutableBufferPointer { buffer in
      var lastDepth = Int32.min
      for slot in dirtySlots where buffer[Int(slot)].flags.contains([.isAlive, .isDirty]) {
        let s = Int(slot)
        if buffer[s].flags.contains(.isInWindow)
          || (detachedRoot != nil && Self.root(of: slot, in: buffer) == detachedRoot)
        {
          let parent = buffer[s].parent
          if parent >= 0 && buffer[Int(parent)].flags.contains([.isAlive, .isDirty]) {
            buffer[s].flags.insert(.awaitsParentWalk)
            awaiting += 1
            continue
          }
          let depth = buffer[s].depth
          if depth < lastDepth { isSorted = false }
          lastDepth = depth
          keyed.append((depth, slot))
        } else {
          slotsOutsideWindow.append(slot)
          waitingCount += 1
        }
      }
    }
    // Kept only while some node awaits its parent's walk, to find those it did not reach:
    // then the list is taken whole and the store marks into the spare one (empty), instead
    // of copying it.
    var pending: [Int32] = []
    if awaiting > 0 {
      pending = spareDirtySlots
      spareDirtySlots = []
      swap(&pending, &dirtySlots)
    } else {
      dirtySlots.removeAllSlots(keepingCapacity: true)
    }
    let detachmentsBefore = detachments
    if waitingCount > 0 { compactChangesOutsideWindow(afterAdding: waitingCount) }
    if !isSorted { keyed.sort { $0.depth < $1.depth } }
    // The dictionary's storage is kept between rounds (taken here, given back at the end).
    var environments = roundEnvironments
    roundEnvironments = [:]
    readEnvironments(into: &environments)
    environmentsChanged = false
    // The solver's stack storage is kept between rounds (taken here, given back at the end;
    // rounds of one store never overlap, see `isInLayoutPass`). Only the two arrays move, not
    // a whole solver (copying and destroying one went through its value witnesses).
    var solver = SafeAreaSolver<ViewStoreTree>(reusing: roundSolverStorage)
    roundSolverStorage = SafeAreaSolver.Storage()
    // A deep walk last time (a deep nesting, whose storage is not kept) makes room for its
    // stack at once.
    solver.expectedDepth = walkDepthHint
    var pauses = 0
    defer {
      let walked = solver.deepestDepth
      if walked >= 16 && walked != walkDepthHint { walkDepthHint = walked }
      // Read and assigned whole (the property's checks are off, see ``lastPassStatistics``).
      var statistics = lastPassStatistics
      statistics.add(solver.statistics)
      statistics.pauses += pauses
      lastPassStatistics = statistics
      roundSolverStorage = solver.takeStorage(keepingAtMost: Self.keptScratchCapacity)
    }
    // One borrow of the node buffer runs the walk from as many starts as it can (skipping
    // those an earlier walk already reached) until a view with callbacks needs to run code.
    var next = 0
    while true {
      // Callbacks may have changed these since the last borrow: read them again.
      let extras = self.extras
      let direction = layoutDirection
      let publishes = publishesViewEvents
      let engine = self.engine
      // Nothing the walk does gives the engine work: read once per borrow.
      let engineIsIdle = engine?.hasNothingToSolve ?? true
      let visit = nodes.withUnsafeMutableBufferPointer {
        buffer -> SafeAreaSolver<ViewStoreTree>.Visit? in
        var tree = ViewStoreTree(
          nodes: buffer, extras: extras, environments: environments,
          layoutDirection: direction, pausesAtEveryChange: publishes,
          engineIsIdle: engineIsIdle)
        while true {
          // A pause that would change nothing is not made (see `ViewStoreTree.pausesAfter`).
          if let visit = solver.run(&tree) { return visit }
          while next < keyed.count && !buffer[Int(keyed[next].slot)].flags.contains(.isDirty) {
            next += 1
          }
          guard next < keyed.count else { return nil }
          solver.enqueue(keyed[next].slot, in: tree, mode: .incremental)
          next += 1
        }
      }
      guard let visit else {
        guard awaiting > 0 else { break }
        awaiting = 0
        // When no node left its parent during the round (only callbacks move nodes), the
        // walks reached every node flagged, through the marks `markDirty(_:)` leaves on the
        // parent; debug builds check it. Otherwise the nodes a parent's walk was to reach and
        // did not are starts of their own now.
        let moved = detachments != detachmentsBefore
        var checksEveryNode = moved
        assert({
          checksEveryNode = true
          return true
        }())
        guard checksEveryNode else { break }
        keyed = takeNodesAwaitingParentWalk(pending)
        assert(
          moved || keyed.isEmpty,
          "A dirty view under a dirty superview was not reached from it.")
        next = 0
        continue
      }
      pauses += 1
      laidOut.append(visit.node)
      // A view's own geometry is final here: its guides follow its safe area and margins,
      // and its subviews move before its layout callbacks run, as UIKit's layoutSubviews()
      // applies the engine's frames between viewWillLayoutSubviews and viewDidLayoutSubviews.
      if let engine, nodes[Int(visit.node)].flags.contains(.ownsEngineGuides) {
        engine.viewWasLaidOut(self.view(at: visit.node))
        engine.solveAndApplyFrames()
      }
      deliverCallbacks(at: visit.node, change: visit.change)
      if environmentsChanged {  // a callback rotated a window or hid its status bar
        readEnvironments(into: &environments)
        environmentsChanged = false
      }
    }
    roundEnvironments = environments
    keyed.removeAllSlots(keepingCapacity: keyed.capacity <= Self.keptScratchCapacity)
    roundStarts = keyed
    if pending.capacity > 0 {
      pending.removeAllSlots(keepingCapacity: pending.capacity <= Self.keptScratchCapacity)
      spareDirtySlots = pending
    }
  }

  /// Makes `environments` the screen environments of the store's windows, by their roots'
  /// slots, in the storage it has.
  private func readEnvironments(into environments: inout [Int32: SafeAreaEnvironment]) {
    // Most stores hold one window, whose environment rarely changes between rounds: when the
    // dictionary holds that window's current environment already, it is left as it is
    // (emptying and filling it again hashes and checks its storage, about 500 instructions
    // a round).
    if let sole = soleWindow {
      let window = sole.takeUnretainedValue()
      let root = window.slot(in: self)
      let environment = window.screenEnvironment
      if environments.count == 1, let kept = soleEnvironment, kept.root == root,
        kept.environment == environment
      {
        return
      }
      environments.removeAll(keepingCapacity: true)
      environments[root] = environment
      soleEnvironment = (root, environment)
      return
    }
    soleEnvironment = nil
    environments.removeAll(keepingCapacity: true)
    for (root, window) in windows {
      environments[root] = window.takeUnretainedValue().screenEnvironment
    }
  }

  /// ``root(of:)`` through a borrowed buffer.
  private static func root(
    of slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>
  ) -> Int32 {
    var node = slot
    while nodes[Int(node)].parent >= 0 { node = nodes[Int(node)].parent }
    return node
  }

  /// Clears ``ViewNode/Flags/awaitsParentWalk`` on `slots` and returns, as starts sorted by
  /// depth, those still dirty: nodes whose parent's walk did not reach them.
  private func takeNodesAwaitingParentWalk(_ slots: [Int32]) -> [(depth: Int32, slot: Int32)] {
    var late: [(depth: Int32, slot: Int32)] = []
    nodes.withUnsafeMutableBufferPointer { buffer in
      for slot in slots where buffer[Int(slot)].flags.contains(.awaitsParentWalk) {
        let s = Int(slot)
        buffer[s].flags.remove(.awaitsParentWalk)
        if buffer[s].flags.contains([.isAlive, .isDirty]) { late.append((buffer[s].depth, slot)) }
      }
    }
    late.sort { $0.depth < $1.depth }
    return late
  }

  /// Runs a paused view's callbacks, and its controller's, in UIKit's order:
  /// `safeAreaInsetsDidChange()` (then the controller's `viewSafeAreaInsetsDidChange()`),
  /// `layoutMarginsDidChange()` (then `viewLayoutMarginsDidChange()`), the controller's
  /// `viewIsAppearing(_:)` once per appearance, then `viewWillLayoutSubviews()`,
  /// `layoutSubviews()`, `viewDidLayoutSubviews()`.
  private func deliverCallbacks(at slot: Int32, change: SafeAreaChange) {
    guard nodes[Int(slot)].flags.contains(.isAlive) else { return }
    let view = self.view(at: slot)
    let owner = view.owner
    // A controller's view is never published as a plain view: the flag is not even read.
    let published = owner == nil && publishesViewEvents
    if change.contains(.safeAreaInsets) {
      if published { view.publish(.safeAreaInsetsDidChange, insets: view.safeAreaInsets) }
      view.deliverSafeAreaInsetsChange()
      owner?.ownedViewSafeAreaInsetsDidChange(of: view)
    }
    if change.contains(.layoutMargins) {
      if published { view.publish(.layoutMarginsDidChange, insets: view.layoutMargins) }
      view.deliverLayoutMarginsChange()
      owner?.ownedViewLayoutMarginsDidChange(of: view)
    }
    // In a window (the flag, read after the callbacks above, says what `view.window`
    // would find; through this store's nodes while the view is still here).
    if let owner {
      let here = view.slot(in: self)
      let isInWindow =
        here >= 0
        ? nodes[Int(here)].flags.contains(.isInWindow) : view.node.flags.contains(.isInWindow)
      if isInWindow { owner.ownedViewIsInWindowLayout() }
    }
    // The view may have moved to another store during its callbacks. A view whose safe
    // area or margins changed lays out again, as UIKit's views do. One access to the node
    // array takes the layout request and reads whether the view has callbacks.
    let current = view.slot(in: self)
    guard current >= 0 else { return }
    let laysOut = nodes.withUnsafeMutableBufferPointer { buffer -> Bool in
      let i = Int(current)
      guard !change.isEmpty || buffer[i].flags.contains(.needsLayout) else { return false }
      buffer[i].flags.remove(.needsLayout)
      return buffer[i].flags.contains(.hasHooks)
    }
    guard laysOut else { return }
    if let owner {
      owner.ownedViewWillLayoutSubviews()
    } else if published {
      view.publish(.layoutSubviews)
    }
    view.geometryDidUpdate()
    view.layoutSubviews()
    owner?.ownedViewDidLayoutSubviews()
    // A view that asks for layout during its own layout (adding or removing a subview, or
    // `setNeedsLayout()` from `viewDidLayoutSubviews()`) is served by the layout that just ran,
    // as in UIKit (rsrbk/LayoutLoopHunter#1: a `setNeedsLayout()` there does not loop). Its
    // inputs are still recomputed; a change of its results lays it out again.
    let after = view.slot(in: self)
    if after >= 0 { nodes[Int(after)].flags.remove(.needsLayout) }
  }

  /// The views of the loop: those laid out in the last round and those still dirty, parent
  /// first, each once.
  private func feedbackLoopDiagnostic(laidOut: [Int32], rounds: Int) -> Diagnostic {
    var seen = Set<Int32>()
    let involved = (laidOut + dirtySlots).filter { slot in
      nodes[Int(slot)].flags.contains([.isAlive, .hasHooks]) && owners[Int(slot)] != nil
        && seen.insert(slot).inserted
    }
    let names = involved.sorted { nodes[Int($0)].depth < nodes[Int($1)].depth }
      .map { view(at: $0).name }
    return .layoutFeedbackLoop(involving: names, rounds: rounds)
  }
}
