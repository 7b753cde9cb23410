internal import LayoutSolver

extension LayoutEngine {
  // MARK: Writing solved frames back

  /// Moves the views (and places the custom guides) at the item slots whose values the
  /// solve changed (or that must be placed again), each slot once.
  ///
  /// A rotation moves every constrained view, so this is the hot path of a resize. Plain
  /// views of the engine's store (no callbacks) are moved in one borrow of the store's node
  /// array, reached through ``slotTargets`` without touching their items or retaining
  /// anything: each access to a class's stored property is checked for exclusivity at run
  /// time, and the per-view path (``apply(_:frame:)``) makes some twenty of them. Views with
  /// callbacks, views of another store and views whose subviews follow them by autoresizing
  /// take the per-view path afterwards, in the order of the slots.
  func applyFrames(atSlots slots: [Int]) {
    guard !slots.isEmpty else { return }
    // The engine's store: that of the first view whose store drives this engine.
    var store: ViewStore?
    for slot in slots {
      guard case .view(let view) = slotTargets[slot].subject else { continue }
      let viewStore = view._withUnsafeGuaranteedRef { $0.joinedStore }
      if let viewStore, viewStore.engine === self {
        store = viewStore
        break
      }
    }
    // The slots the per-view path moves, with their frames.
    var slow: [(slot: Int, frame: Rect)] = []
    let values = solvedValues
    let targets = slotTargets
    if let store {
      let scales = PixelScales(store)
      let storeID = ObjectIdentifier(store)
      // The nodes newly marked dirty go straight to the store's list (another property than
      // the node array: the two accesses do not overlap).
      store.nodes.withUnsafeMutableBufferPointer { nodes in
        targets.withUnsafeBufferPointer { targets in
          values.withUnsafeBufferPointer { values in
            Self.moveViews(
              at: slots, targets: targets, values: values, of: storeID, nodes: nodes,
              scales: scales, dirty: &store.dirtySlots, slow: &slow)
          }
        }
      }
    } else {
      for slot in slots {
        let frame = solvedFrame(atSlot: slot)
        switch targets[slot].subject {
        case .none: continue
        case .customGuide(let guide): guide.takeUnretainedValue().solvedFrame = frame
        case .view: slow.append((slot, frame))
        }
      }
    }
    guard !slow.isEmpty else { return }
    // Held strongly before any of them runs: the callbacks of the per-view path may change
    // the engine.
    var items: [(item: EngineItem, frame: Rect)] = []
    items.reserveCapacity(slow.count)
    for (slot, frame) in slow {
      guard let item = itemSlots[slot] else {
        preconditionFailure("Auto Layout: solved slot \(slot) has no item to move.")
      }
      items.append((item, frame))
    }
    for (item, frame) in items { apply(item, frame: frame) }
  }

  /// The loop of ``applyFrames(atSlots:)`` inside the borrows: moves the plain views of the
  /// engine's store (`storeID`) and places the custom guides; collects the slots the
  /// per-view path moves in `slow`. Static, with every variable it changes passed `inout`:
  /// a variable a closure captures and changes is checked for exclusivity at each access.
  private static func moveViews(
    at slots: [Int], targets: UnsafeBufferPointer<SlotTarget>,
    values: UnsafeBufferPointer<Double>, of storeID: ObjectIdentifier,
    nodes: UnsafeMutableBufferPointer<ViewNode>, scales: PixelScales, dirty: inout [Int32],
    slow: inout [(slot: Int, frame: Rect)]
  ) {
    for slot in slots {
      let i = slot * 4
      let solved = Rect(
        x: values[i], y: values[i + 1], width: values[i + 2], height: values[i + 3])
      switch targets[slot].subject {
      case .none:
        continue
      case .customGuide(let guide):
        guide._withUnsafeGuaranteedRef { $0.solvedFrame = solved }
      case .view(let view):
        let (nodeSlot, viewStoreID) = view._withUnsafeGuaranteedRef {
          ($0.slot, $0.joinedStore.map { ObjectIdentifier($0) })
        }
        if viewStoreID != storeID
          || !move(nodeSlot, to: solved, in: nodes, scales: scales, dirty: &dirty)
        {
          slow.append((slot, solved))
        }
      }
    }
  }

  /// Moves a plain view's node to its solved frame inside a borrow of the node array, as
  /// ``apply(_:frame:)`` would; returns `false` when the view needs the per-view path
  /// instead (it has callbacks, or subviews that follow its new size by autoresizing).
  private static func move(
    _ slot: Int32, to solved: Rect, in nodes: UnsafeMutableBufferPointer<ViewNode>,
    scales: PixelScales, dirty: inout [Int32]
  ) -> Bool {
    let i = Int(slot)
    let flags = nodes[i].flags
    guard !flags.contains(.hasHooks) else { return false }
    var frame = solved
    if !flags.contains(.translatesAutoresizingMask), flags.contains(.isInWindow),
      let scale = scales.scale(of: slot, in: nodes)
    {
      frame = frame.roundedToPixels(scale: scale)
    }
    let old = nodes[i].frame
    guard frame.hasFiniteEdges, old != frame else { return true }
    let resized = old.size != frame.size
    // Its subviews move with it: the per-view path resizes them.
    if resized && hasAutoresizedChild(slot, in: nodes) { return false }
    nodes[i].frame = frame
    if resized { nodes[i].flags.insert([.needsLayout, .invalidatesChildren]) }
    markDirty(slot, in: nodes, dirty: &dirty)
    // The superview lays out: UIKit applies the engine's frames in its layoutSubviews().
    let parent = nodes[i].parent
    if parent >= 0 {
      let p = Int(parent)
      nodes[p].flags.insert(.needsLayout)
      // A plain view's layoutSubviews() does nothing; only views with callbacks need a visit.
      if nodes[p].flags.contains(.hasHooks) { markDirty(parent, in: nodes, dirty: &dirty) }
    }
    return true
  }

  /// Whether a subview of a node follows its size by autoresizing (a mask the engine does
  /// not translate), as `View.resizeSubviews(from:)` would move it.
  private static func hasAutoresizedChild(
    _ slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>
  ) -> Bool {
    guard nodes[Int(slot)].flags.contains(.autoresizesSubviews) else { return false }
    var child = nodes[Int(slot)].firstChild
    while child >= 0 {
      let node = nodes[Int(child)]
      if !node.autoresizingMask.isEmpty && !node.flags.contains(.isInEngine) { return true }
      child = node.nextSibling
    }
    return false
  }

  /// `ViewStore.markDirty(_:invalidatesChildren:)` inside a borrow of the node array: the
  /// slots newly marked are collected in `dirty` for the store's list.
  @inline(__always)
  private static func markDirty(
    _ slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>, dirty: inout [Int32]
  ) {
    if ViewStore.markDirty(slot, in: nodes, invalidatesChildren: false) { dirty.append(slot) }
  }

  /// Moves a view (or places a guide) where the solve put it, one view at a time.
  ///
  /// A view that constraints place gets its edges rounded to the screen's pixels, as UIKit
  /// rounds the engine's values; a view whose mask the engine translated keeps the frame its
  /// mask gives.
  func apply(_ item: EngineItem, frame solved: Rect) {
    if let guide = item.guide {
      if guide.kind == .custom { guide.solvedFrame = solved }
      return
    }
    guard let view = item.view else { return }
    let store = view.store
    guard store.engine === self else { return }
    let slot = view.slot
    let flags = store.nodes[Int(slot)].flags
    var frame = solved
    if !flags.contains(.translatesAutoresizingMask), flags.contains(.isInWindow),
      let window = view.window
    {
      frame = frame.roundedToPixels(scale: window.device.scale)
    }
    guard frame.hasFiniteEdges, let old = store.moveNode(slot, to: frame) else { return }
    if frame.size != old.size {
      // Only a view with callbacks has an owner.
      if flags.contains(.hasHooks) { view.owner?.ownedViewSizeOrWindowDidChange() }
      view.resizeSubviews(from: old.size)
    }
    // The superview lays out: UIKit applies the engine's frames in its layoutSubviews().
    // (Read again: callbacks may have moved the view to another store.)
    view.store.setNeedsLayout(ofParentOf: view.slot)
  }
}

/// The pixel scale of each window of a store, read once per solve.
private struct PixelScales {
  /// The scale when the store holds one window (the usual case): no walk to the root.
  let only: Double?
  /// The scales by the slot of each window's root, when there are several.
  let byRoot: [Int32: Double]

  init(_ store: ViewStore) {
    let windows = store.windows
    if windows.count == 1, let window = windows.first {
      only = window.value.takeUnretainedValue().device.scale
      byRoot = [:]
    } else {
      only = nil
      byRoot = windows.mapValues { $0.takeUnretainedValue().device.scale }
    }
  }

  /// The scale of the window a node in a window belongs to, or `nil` if none is found.
  /// Inlined: applying a solve asks it of every moved view, and one window is the usual case.
  @inline(__always)
  func scale(of slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>) -> Double? {
    if let only { return only }
    return scaleOfRoot(of: slot, in: nodes)
  }

  /// ``scale(of:in:)`` when the store holds several windows.
  private func scaleOfRoot(
    of slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>
  ) -> Double? {
    var root = slot
    while nodes[Int(root)].parent >= 0 { root = nodes[Int(root)].parent }
    return byRoot[root]
  }
}
