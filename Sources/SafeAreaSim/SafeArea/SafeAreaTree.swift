/// Read and write access the safe-area solver needs to a tree of rectangles.
///
/// The solver knows nothing of views: anything that can name its nodes, walk from a node to
/// its first child and next sibling, and store two results per node can be solved. The view
/// hierarchy is one adapter (its storage is a flat array of structs); tests drive the solver
/// with a small array-backed tree.
///
/// ```swift
/// struct ArrayTree: SafeAreaTree {
///   var nodes: [(parent: Int?, inputs: SafeAreaInputs, outputs: SafeAreaOutputs)]
///   func parent(of node: Int) -> Int? { nodes[node].parent }
///   func firstChild(of node: Int) -> Int? { nodes.indices.first { nodes[$0].parent == node } }
///   // ...
/// }
/// ```
public protocol SafeAreaTree {
  /// The identity of a node.
  associatedtype NodeID: Hashable

  /// The node's parent, or `nil` for a root.
  func parent(of node: NodeID) -> NodeID?
  /// The node's first child, or `nil` for a leaf.
  func firstChild(of node: NodeID) -> NodeID?
  /// The child after `node` in its parent's list, or `nil` for the last.
  func nextSibling(of node: NodeID) -> NodeID?
  /// The node's bounds: the coordinate space its children's frames are in.
  func bounds(of node: NodeID) -> Rect
  /// What the node's results depend on, besides its parent's results.
  func inputs(of node: NodeID) -> SafeAreaInputs
  /// The results stored by the last solve (zero insets and the node's own margins before any).
  func outputs(of node: NodeID) -> SafeAreaOutputs
  /// Stores the node's results. The solver stores them through
  /// ``setOutputs(_:of:change:)``, whose default forwards here, once for every node it visits.
  mutating func setOutputs(_ outputs: SafeAreaOutputs, of node: NodeID)
  /// Stores the node's results, told what differs from ``outputs(of:)``, which the solver
  /// has just compared: a tree can then skip the write of results that did not change. The
  /// solver calls this one; by default it calls ``setOutputs(_:of:)``.
  mutating func setOutputs(_ outputs: SafeAreaOutputs, of node: NodeID, change: SafeAreaChange)
  /// What a root node sits in: the screen for a window, nothing for a detached tree.
  func environment(ofRoot node: NodeID) -> SafeAreaEnvironment
  /// Whether the solver should return control after computing `node`, before walking its
  /// children, so that code which may change the tree can run. `false` by default.
  func pausesAfter(_ node: NodeID, change: SafeAreaChange) -> Bool
  /// Whether the node's own inputs changed since its results were last stored, so that a walk
  /// that reaches its parent visits it even when the parent's results did not change (a new
  /// subtree is then laid out by one walk). `false` by default.
  func needsUpdate(_ node: NodeID) -> Bool
  /// Whether some child of the node may need an update (``needsUpdate(_:)``), so that the
  /// walk looks at its children; `false` by default. Lets a walk skip scanning the children
  /// of nodes none of whose children changed.
  func childrenMayNeedUpdate(_ node: NodeID) -> Bool
  /// The one child of the node that may need an update, when the tree knows there is only
  /// one (it may have moved away or been updated since); `nil` when it does not know, and the
  /// solver looks at every child. `nil` by default.
  func onlyChildMayNeedUpdate(_ node: NodeID) -> NodeID?
  /// Forgets what ``childrenMayNeedUpdate(_:)`` and ``onlyChildMayNeedUpdate(_:)`` report for
  /// the node, once the solver has looked at the children they name. (Storing a node's
  /// results forgets them too.) Nothing by default.
  mutating func clearChildrenMarks(of node: NodeID)
}

extension SafeAreaTree {
  /// Forwards to ``setOutputs(_:of:)``, for trees that do not use the change.
  public mutating func setOutputs(
    _ outputs: SafeAreaOutputs, of node: NodeID, change: SafeAreaChange
  ) {
    setOutputs(outputs, of: node)
  }
  public func pausesAfter(_ node: NodeID, change: SafeAreaChange) -> Bool { false }
  public func needsUpdate(_ node: NodeID) -> Bool { false }
  public func childrenMayNeedUpdate(_ node: NodeID) -> Bool { false }
  public func onlyChildMayNeedUpdate(_ node: NodeID) -> NodeID? { nil }
  public mutating func clearChildrenMarks(of node: NodeID) {}
}

/// What one node's safe area and margins depend on, besides its parent's results.
public struct SafeAreaInputs: Hashable, Sendable {
  /// The node's frame in its parent's coordinate space (the parent's bounds).
  public var frame: Rect
  /// The origin of the node's bounds (non-zero for a scrolled scroll view).
  public var boundsOrigin: Point
  /// Insets added to the inherited ones: a view controller's `additionalSafeAreaInsets` and
  /// the chrome its container places over it. Zero for plain views.
  public var additionalInsets: EdgeInsets
  /// The node's own layout margins, resolved to left and right.
  public var margins: EdgeInsets
  /// A floor for ``margins`` applied before the safe area is added (a view controller's
  /// system minimum margins); zero for plain views.
  public var minimumMargins: EdgeInsets
  /// Whether the margins are measured from the safe area rather than from the bounds.
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// Whether the parent's margins push this node's margins inward where they overlap.
  public var preservesSuperviewLayoutMargins: Bool
  /// Whether the node's bounds changed since the last solve, so that its children's results
  /// must be recomputed even if its own did not change.
  public var invalidatesChildren: Bool
  /// Whether the node is outside any window: its insets are then zero, additional insets
  /// included (C-01).
  public var isOutsideWindow = false
  /// Whether ``additionalInsets`` or ``minimumMargins`` may be non-zero; a tree that knows
  /// both are zero (a plain view) says so, and the solver skips them.
  var mayHaveAdjustments: Bool {
    get { adjustmentsHint.mayBeNonZero }
    set { adjustmentsHint.mayBeNonZero = newValue }
  }
  private var adjustmentsHint = AdjustmentsHint()

  /// Creates inputs; the defaults are those of a new plain view.
  public init(
    frame: Rect, boundsOrigin: Point = .zero, additionalInsets: EdgeInsets = .zero,
    margins: EdgeInsets = EdgeInsets(all: 8), minimumMargins: EdgeInsets = .zero,
    insetsLayoutMarginsFromSafeArea: Bool = true, preservesSuperviewLayoutMargins: Bool = false,
    invalidatesChildren: Bool = false
  ) {
    self.frame = frame
    self.boundsOrigin = boundsOrigin
    self.additionalInsets = additionalInsets
    self.margins = margins
    self.minimumMargins = minimumMargins
    self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.invalidatesChildren = invalidatesChildren
  }

  /// The node's bounds: its own coordinate space.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
}

/// The solver's hint that a node's adjustments may be non-zero: a hint, not a value, so it
/// takes no part in the equality and hashing of ``SafeAreaInputs``.
private struct AdjustmentsHint: Hashable, Sendable {
  var mayBeNonZero = true

  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// What the solver computes for one node.
public struct SafeAreaOutputs: Hashable, Sendable {
  /// The node's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// The node's effective layout margins.
  public var layoutMargins: EdgeInsets

  /// Creates results.
  public init(safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets) {
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
  }
}

/// What a root node of the tree sits in.
///
/// A window's root sits in its screen: the screen's bounds and the device's insets act as the
/// window's "superview". A tree outside any window sits in nothing: its insets are zero
/// (UIKit: "If the view is not currently installed in a view hierarchy ... the edge insets in
/// this property are 0").
public struct SafeAreaEnvironment: Hashable, Sendable {
  /// The space the root's frame is expressed in.
  public var bounds: Rect
  /// The unsafe bands of that space.
  public var safeAreaInsets: EdgeInsets
  /// Layout margins the root may preserve (zero for a screen).
  public var layoutMargins: EdgeInsets

  /// Creates an environment.
  public init(bounds: Rect, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets = .zero) {
    self.bounds = bounds
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
  }

  /// No environment: a tree outside any window, whose insets are all zero.
  public static let detached = SafeAreaEnvironment(bounds: .zero, safeAreaInsets: .zero)

}
