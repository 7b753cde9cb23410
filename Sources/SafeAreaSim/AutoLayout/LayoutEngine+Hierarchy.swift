internal import LayoutSolver

extension LayoutEngine {
  // MARK: ConstraintEngine: hierarchy changes

  /// Deactivates the constraints between the leaving subtree and the rest, as UIKit does when
  /// a view is removed from its superview; the leaving view's mask is made again where it
  /// lands.
  func subtreeWillLeaveSuperview(_ view: View) {
    // The subtree's items first, then the constraints that use an item outside them.
    var inside = Set<ObjectIdentifier>()
    var members: [EngineItem] = []
    let store = view.store
    store.walkSubtree(of: view.slot) { slot in
      let flags = store.nodes[Int(slot)].flags
      guard flags.contains(.isInEngine) || flags.contains(.ownsEngineGuides) else { return true }
      for item in itemsOf(store.view(at: slot)) where inside.insert(ObjectIdentifier(item)).inserted
      {
        members.append(item)
      }
      return true
    }
    var crossing: [LayoutConstraint] = []
    var seen = Set<ObjectIdentifier>()
    for item in members {
      for constraint in item.activeConstraints
      where seen.insert(ObjectIdentifier(constraint)).inserted {
        guard constraint.origin == .app, let installation = constraint.installation else {
          continue
        }
        if !installation.items.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) {
          crossing.append(constraint)
        }
      }
    }
    for constraint in crossing { uninstall(constraint) }
    if let item = items[ObjectIdentifier(view)] {
      queueTranslation(item)
      hasPendingWork = true
    }
  }

  /// Places the subtree's constrained views again at the next solve: a tree constrained
  /// outside a window had no screen to round their edges to.
  func subtreeDidMoveToWindow(_ view: View) {
    let store = view.store
    store.walkSubtree(of: view.slot) { slot in
      guard store.nodes[Int(slot)].flags.contains(.isInEngine),
        let item = items[ObjectIdentifier(store.view(at: slot))]
      else { return true }
      pendingReapply.append(item)
      hasPendingWork = true
      return true
    }
  }

  /// Takes a dying view, its guides and every constraint naming them out of the engine.
  func viewWillDeinitialize(_ view: View) {
    for item in itemsOf(view) { forceRemove(item) }
  }

  /// Removes a custom guide and the constraints on it.
  func removeGuide(_ guide: LayoutGuide) {
    if let item = items[ObjectIdentifier(guide)] { forceRemove(item) }
  }

  /// Removes an item whatever uses it: app constraints naming it are deactivated, other
  /// items' translated constraints through it are made again without it.
  private func forceRemove(_ item: EngineItem) {
    for constraint in item.activeConstraints {
      if constraint.origin == .app {
        uninstall(constraint)
      } else if let owner = translatedOwner(of: constraint), owner !== item {
        queueTranslation(owner)
      }
    }
    for constraint in item.translated {
      for other in detach(constraint) where other !== item { release(other) }
    }
    item.translated = []
    // Other items' translated constraints naming this one go with it.
    for constraint in item.activeConstraints {
      for other in detach(constraint) where other !== item { release(other) }
    }
    item.removeAllConstraints()
    item.uses = 1
    release(item)
    hasPendingWork = true
  }

  /// The item a translated constraint belongs to.
  private func translatedOwner(of constraint: LayoutConstraint) -> EngineItem? {
    switch constraint.first {
    case .view(let view)?: items[ObjectIdentifier(view)]
    case .guide(let guide)?: items[ObjectIdentifier(guide)]
    case nil: nil
    }
  }

  /// The items of a view and of its guides.
  func itemsOf(_ view: View) -> [EngineItem] {
    var result: [EngineItem] = []
    if let item = items[ObjectIdentifier(view)] { result.append(item) }
    if let guides = view.guides {
      let all = guides.own + guides.added
      for guide in all { if let item = items[ObjectIdentifier(guide)] { result.append(item) } }
    }
    return result
  }

  // MARK: Merging stores

  /// Takes over another engine's items and constraints (its store was absorbed into this
  /// one's, the larger by views): the other's constraints are added to this solver.
  func absorb(_ other: any ConstraintEngine) {
    guard let other = other as? LayoutEngine, other !== self else { return }
    flushRemovals()
    other.flushRemovals()
    items.merge(other.items)
    for slot in other.itemSlots.indices {
      guard let item = other.itemSlots[slot] else { continue }
      // The item's values start where the other engine last solved them.
      assignSlot(to: item, frame: other.solvedFrame(atSlot: item.slot))
    }
    other.itemSlots.removeAll()
    other.freeItemSlots = []
    other.hasFreeItemSlots = false
    other.solvedValues.removeAll()
    other.slotTargets.removeAll()
    keyboardGuides.formUnion(other.keyboardGuides)
    let moving = other.active.filter { $0.engine === other }.sorted {
      ($0.installation?.sequence ?? 0) < ($1.installation?.sequence ?? 0)
    }
    other.active = []
    for constraint in moving {
      guard let installation = constraint.installation else { continue }
      constraint.engine = self
      constraint.activeIndex = active.count
      active.append(constraint)
      if let solverConstraint = installation.solverConstraint {
        do {
          try solver.addConstraint(
            solverConstraint, allowingChanges: constraint.expectsConstantChanges)
        } catch {
          // Two hierarchies share no variables: what held in each holds together.
          constraint.installation?.solverConstraint = nil
        }
      }
    }
    pendingTranslation += other.pendingTranslation
    if !pendingTranslation.isEmpty { hasPendingTranslation = true }
    pendingReapply += other.pendingReapply
    // Their new constants reach this engine's solver with its next call.
    pendingConstants += other.pendingConstants
    if !pendingConstants.isEmpty { hasPendingConstants = true }
    pendingAmbiguityCheck += other.pendingAmbiguityCheck
    diagnostics += other.diagnostics
    nextSequence = Swift.max(nextSequence, other.nextSequence)
    hasPendingWork = true
  }
}
