/// The view storage seen as a ``SafeAreaTree``: the adapter between views and the solver.
///
/// It reads the node array through a buffer pointer, so the solver's walk costs array reads,
/// not class-property accesses. It is valid only while the buffer is borrowed: the layout pass
/// makes a new one each time it resumes the solver after running view code.
struct ViewStoreTree: SafeAreaTree {
  let nodes: UnsafeMutableBufferPointer<ViewNode>
  let extras: SlotArray<NodeExtras>
  let environments: [Int32: SafeAreaEnvironment]
  /// Whether every view whose results change is a pause (to publish its events).
  var pausesAtEveryChange: Bool { pauseRules & Self.pausesAtEveryChangeRule != 0 }
  /// Whether the constraint engine has nothing to solve, so that a plain view whose engine
  /// guides are current is no pause (see ``pausesAfter(_:change:)``).
  var engineIsIdle: Bool { pauseRules & Self.engineIsIdleRule != 0 }
  /// The two rules above in one stored field: with a second `Bool` field, the release build
  /// (Swift 6.3) destroyed the tree at each borrow's end through its value witness, about 13
  /// instructions more per borrow (a layout pass borrows once per pause).
  private let pauseRules: UInt8
  private static let pausesAtEveryChangeRule: UInt8 = 1
  private static let engineIsIdleRule: UInt8 = 2
  /// A node lays out right to left when its flags under this mask are not
  /// ``leftToRightFlags``: one test for the store's direction and the node's forced one.
  private let directionMask: UInt32
  private let leftToRightFlags: UInt32

  init(
    nodes: UnsafeMutableBufferPointer<ViewNode>, extras: SlotArray<NodeExtras>,
    environments: [Int32: SafeAreaEnvironment], layoutDirection: LayoutDirection,
    pausesAtEveryChange: Bool, engineIsIdle: Bool = false
  ) {
    self.nodes = nodes
    self.extras = extras
    self.environments = environments
    pauseRules =
      (pausesAtEveryChange ? Self.pausesAtEveryChangeRule : 0)
      | (engineIsIdle ? Self.engineIsIdleRule : 0)
    let forcesLeftToRight = ViewNode.Flags.forcesLeftToRight.rawValue
    let forcesRightToLeft = ViewNode.Flags.forcesRightToLeft.rawValue
    switch layoutDirection {
    case .leftToRight:
      // Right to left only when forced.
      directionMask = forcesRightToLeft
      leftToRightFlags = 0
    case .rightToLeft:
      // Left to right only when forced so and not forced right to left.
      directionMask = forcesLeftToRight | forcesRightToLeft
      leftToRightFlags = forcesLeftToRight
    }
  }

  @inline(__always)
  func parent(of node: Int32) -> Int32? {
    let parent = nodes[Int(node)].parent
    return parent >= 0 ? parent : nil
  }

  @inline(__always)
  func firstChild(of node: Int32) -> Int32? {
    let child = nodes[Int(node)].firstChild
    return child >= 0 ? child : nil
  }

  @inline(__always)
  func nextSibling(of node: Int32) -> Int32? {
    let sibling = nodes[Int(node)].nextSibling
    return sibling >= 0 ? sibling : nil
  }

  @inline(__always)
  func bounds(of node: Int32) -> Rect {
    let n = Int(node)
    return Rect(origin: nodes[n].boundsOrigin, size: nodes[n].frame.size)
  }

  /// The pass stops at views with callbacks whose results changed or that asked for
  /// `layoutSubviews()`; plain views never run code, so the walk goes straight through them.
  /// It stops at views that own guides the engine follows, for the engine to bring them up to
  /// date, unless that would change nothing (``hasCurrentEngineGuides(_:flags:change:)``).
  @inline(__always)
  func pausesAfter(_ node: Int32, change: SafeAreaChange) -> Bool {
    let flags = nodes[Int(node)].flags
    if pausesAtEveryChange && !change.isEmpty { return true }
    if flags.contains(.ownsEngineGuides) {
      return !(engineIsIdle && hasCurrentEngineGuides(node, flags: flags, change: change))
    }
    return flags.contains(.hasHooks) && (!change.isEmpty || flags.contains(.needsLayout))
  }

  /// Whether a pause at a plain view (no callbacks) that owns engine guides would change
  /// nothing, with an engine that has nothing to solve: its results did not change, its
  /// guides were last refreshed from these results and its bounds origin and depend on
  /// nothing else (``ViewNode/Flags/hasCurrentEngineGuides``), and its size leaves them
  /// regular. Such a pause would run no code (a rotation's chain of views pinned to their
  /// parents' safe-area guides has one at every level). Asked of guide owners only: the other
  /// visited views do not pay for it.
  @inline(__always)
  private func hasCurrentEngineGuides(
    _ node: Int32, flags: ViewNode.Flags, change: SafeAreaChange
  ) -> Bool {
    let n = Int(node)
    return flags.contains(.hasCurrentEngineGuides) && !flags.contains(.hasHooks)
      && change.isEmpty && GuideInputs.isRegular(nodes[n].outputs, at: nodes[n].frame.size)
  }

  @inline(__always)
  func inputs(of node: Int32) -> SafeAreaInputs {
    let n = Int(node)
    let flags = nodes[n].flags
    let isRightToLeft = flags.rawValue & directionMask != leftToRightFlags
    let m = nodes[n].directionalMargins
    var inputs = SafeAreaInputs(
      frame: nodes[n].frame, boundsOrigin: nodes[n].boundsOrigin,
      // `DirectionalEdgeInsets.resolved(for:)`, with the direction's test above.
      margins: EdgeInsets(
        top: m.top, left: isRightToLeft ? m.trailing : m.leading, bottom: m.bottom,
        right: isRightToLeft ? m.leading : m.trailing),
      insetsLayoutMarginsFromSafeArea: flags.contains(.insetsLayoutMarginsFromSafeArea),
      preservesSuperviewLayoutMargins: flags.contains(.preservesSuperviewLayoutMargins),
      invalidatesChildren: flags.contains(.invalidatesChildren))
    inputs.isOutsideWindow = !flags.contains(.isInWindow)
    if flags.contains(.hasExtras), nodes[n].extrasIndex >= 0 {
      let extra = extras[Int(nodes[n].extrasIndex)]
      inputs.additionalInsets = extra.additionalInsets
      inputs.minimumMargins = extra.minimumMargins
    } else {
      inputs.mayHaveAdjustments = false
    }
    return inputs
  }

  @inline(__always)
  func outputs(of node: Int32) -> SafeAreaOutputs { nodes[Int(node)].outputs }

  @inline(__always)
  mutating func setOutputs(_ outputs: SafeAreaOutputs, of node: Int32) {
    var change: SafeAreaChange = []
    let old = nodes[Int(node)].outputs
    if old.safeAreaInsets != outputs.safeAreaInsets { change.insert(.safeAreaInsets) }
    if old.layoutMargins != outputs.layoutMargins { change.insert(.layoutMargins) }
    setOutputs(outputs, of: node, change: change)
  }

  @inline(__always)
  mutating func setOutputs(_ outputs: SafeAreaOutputs, of node: Int32, change: SafeAreaChange) {
    let n = Int(node)
    // Only what changed is written: a cache line the walk only reads is not written back to
    // memory, which is what a pass over a tree larger than the caches waits for. The solver
    // has compared the results already.
    if !change.isEmpty { nodes[n].outputs = outputs }
    if nodes[n].dirtyChild != ViewNode.noDirtyChild {
      nodes[n].dirtyChild = ViewNode.noDirtyChild
    }
    let flags = nodes[n].flags
    // A plain view's layoutSubviews() does nothing: its request is met by this visit.
    let cleared = flags.subtracting(
      flags.contains(.hasHooks)
        ? [.isDirty, .invalidatesChildren, .awaitsParentWalk]
        : [.isDirty, .invalidatesChildren, .awaitsParentWalk, .needsLayout])
    if cleared != flags { nodes[n].flags = cleared }
  }

  @inline(__always)
  func needsUpdate(_ node: Int32) -> Bool {
    nodes[Int(node)].flags.contains(.isDirty)
  }

  @inline(__always)
  func childrenMayNeedUpdate(_ node: Int32) -> Bool {
    nodes[Int(node)].dirtyChild != ViewNode.noDirtyChild
  }

  @inline(__always)
  func onlyChildMayNeedUpdate(_ node: Int32) -> Int32? {
    let child = nodes[Int(node)].dirtyChild
    return child >= 0 ? child : nil
  }

  @inline(__always)
  mutating func clearChildrenMarks(of node: Int32) {
    nodes[Int(node)].dirtyChild = ViewNode.noDirtyChild
  }

  func environment(ofRoot node: Int32) -> SafeAreaEnvironment {
    environments[node] ?? .detached
  }
}
