internal import LayoutSolver

extension LayoutEngine {
  // MARK: Writing solved frames back

  /// Moves the views (and places the custom guides) whose variables the solve changed.
  ///
  /// A rotation moves every constrained view, so this is the hot path of a resize. Plain
  /// views of the engine's store (no callbacks) are moved in one borrow of the store's node
  /// array: each access to a class's stored property is checked for exclusivity at run time,
  /// and the per-view path (``apply(_:)``) makes some twenty of them. Views with callbacks,
  /// views of another store and views whose subviews follow them by autoresizing take the
  /// per-view path, in the same order of events as before.
  func applyFrames(_ moved: [EngineItem]) {
    // Plain views by slot and position in `moved` (no references to retain and release).
    var plain: [(slot: Int32, index: Int32)] = []
    plain.reserveCapacity(moved.count)
    var store: ViewStore?
    for index in moved.indices {
      // Unretained: `moved` keeps the items, an item's view is alive while it is in the
      // engine, and a view keeps its store. Strong references here cost a retain and a
      // release per object per moved view.
      unowned(unsafe) let item = moved[index]
      if let guide = item.guide {
        if guide.kind == .custom { guide.solvedFrame = item.solvedFrame }
        continue
      }
      unowned(unsafe) let view: View? = item.view
      guard let slot = view?.slot else { continue }
      unowned(unsafe) let viewStore: ViewStore? = view?.store
      if store == nil, let viewStore, viewStore.engine === self { store = viewStore }
      guard viewStore === store else {
        apply(item)
        continue
      }
      plain.append((slot, Int32(index)))
    }
    guard let store, !plain.isEmpty else { return }
    let scales = PixelScales(store)
    var dirty: [Int32] = []
    var slow: [Int32] = []
    store.nodes.withUnsafeMutableBufferPointer { nodes in
      for (slot, index) in plain {
        let i = Int(slot)
        let flags = nodes[i].flags
        guard !flags.contains(.hasHooks) else {
          slow.append(index)
          continue
        }
        var frame = moved[Int(index)].solvedFrame
        if !flags.contains(.translatesAutoresizingMask), flags.contains(.isInWindow),
          let scale = scales.scale(of: slot, in: nodes)
        {
          frame = frame.roundedToPixels(scale: scale)
        }
        let old = nodes[i].frame
        guard frame.hasFiniteEdges, old != frame else { continue }
        let resized = old.size != frame.size
        if resized && Self.hasAutoresizedChild(slot, in: nodes) {
          // Its subviews move with it: the per-view path resizes them.
          slow.append(index)
          continue
        }
        nodes[i].frame = frame
        if resized { nodes[i].flags.insert([.needsLayout, .invalidatesChildren]) }
        Self.markDirty(slot, in: nodes, dirty: &dirty)
        // The superview lays out: UIKit applies the engine's frames in its layoutSubviews().
        let parent = nodes[i].parent
        if parent >= 0 {
          let p = Int(parent)
          nodes[p].flags.insert(.needsLayout)
          // A plain view's layoutSubviews() does nothing; only views with callbacks need a
          // visit.
          if nodes[p].flags.contains(.hasHooks) { Self.markDirty(parent, in: nodes, dirty: &dirty) }
        }
      }
    }
    if !dirty.isEmpty { store.dirtySlots.append(contentsOf: dirty) }
    for index in slow { apply(moved[Int(index)]) }
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
  private static func markDirty(
    _ slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>, dirty: inout [Int32]
  ) {
    let i = Int(slot)
    if !nodes[i].flags.contains(.isDirty) {
      nodes[i].flags.insert(.isDirty)
      dirty.append(slot)
    }
    let parent = nodes[i].parent
    guard parent >= 0 else { return }
    let p = Int(parent)
    let marked = nodes[p].dirtyChild
    if marked == ViewNode.noDirtyChild {
      nodes[p].dirtyChild = slot
    } else if marked != slot {
      nodes[p].dirtyChild = ViewNode.severalDirtyChildren
    }
  }

  /// Moves a view (or places a guide) where the solve put it, one view at a time.
  ///
  /// A view that constraints place gets its edges rounded to the screen's pixels, as UIKit
  /// rounds the engine's values; a view whose mask the engine translated keeps the frame its
  /// mask gives.
  func apply(_ item: EngineItem) {
    if let guide = item.guide {
      if guide.kind == .custom { guide.solvedFrame = item.solvedFrame }
      return
    }
    guard let view = item.view else { return }
    let store = view.store
    guard store.engine === self else { return }
    let slot = view.slot
    let flags = store.nodes[Int(slot)].flags
    var frame = item.solvedFrame
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
  func scale(of slot: Int32, in nodes: UnsafeMutableBufferPointer<ViewNode>) -> Double? {
    if let only { return only }
    var root = slot
    while nodes[Int(root)].parent >= 0 { root = nodes[Int(root)].parent }
    return byRoot[root]
  }
}
