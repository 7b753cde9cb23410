/// The stored state of one view: what the solver reads and writes, and the tree links.
///
/// Views are classes for their users, but the layout pass never walks them: it walks a
/// contiguous array of these structs (see ``ViewStore``). A node is about 184 bytes; state
/// that few views have (a controller's additional insets, minimum margins) lives in a side
/// table flagged by ``Flags/hasExtras``.
struct ViewNode {
  var frame: Rect
  var boundsOrigin: Point = .zero
  var directionalMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var outputs: SafeAreaOutputs
  var parent: Int32 = -1
  var firstChild: Int32 = -1
  var lastChild: Int32 = -1
  var nextSibling: Int32 = -1
  var previousSibling: Int32 = -1
  /// Distance from the root of the node's tree (0 for a root).
  var depth: Int32 = 0
  /// The child marked dirty since the node was last visited: ``noDirtyChild``, the child's
  /// slot when there is one, ``severalDirtyChildren`` when there are more. The walk then
  /// looks at that one child instead of scanning every sibling for dirty ones.
  var dirtyChild: Int32 = ViewNode.noDirtyChild
  /// The node's entry in its store's extras table, or -1 (it fits in what was padding).
  var extrasIndex: Int32 = -1
  /// How the view follows its superview's size changes.
  var autoresizingMask: AutoresizingMask = []
  // A new view is laid out when it is first displayed, as in UIKit.
  var flags: Flags = [
    .isAlive, .insetsLayoutMarginsFromSafeArea, .needsLayout, .translatesAutoresizingMask,
    .autoresizesSubviews,
  ]

  init(frame: Rect) {
    self.frame = frame
    self.outputs = SafeAreaOutputs(safeAreaInsets: .zero, layoutMargins: EdgeInsets(all: 8))
  }

  /// ``dirtyChild`` when no child was marked dirty since the node was last visited.
  static let noDirtyChild: Int32 = -1
  /// ``dirtyChild`` when more than one child was.
  static let severalDirtyChildren: Int32 = -2

  struct Flags: OptionSet {
    var rawValue: UInt32
    static let isAlive = Flags(rawValue: 1 << 0)
    static let isHidden = Flags(rawValue: 1 << 1)
    static let insetsLayoutMarginsFromSafeArea = Flags(rawValue: 1 << 2)
    static let preservesSuperviewLayoutMargins = Flags(rawValue: 1 << 3)
    /// The node's inputs changed since the last pass; it is in the store's dirty list.
    static let isDirty = Flags(rawValue: 1 << 4)
    /// The node's bounds changed: its children must be recomputed.
    static let invalidatesChildren = Flags(rawValue: 1 << 5)
    /// `setNeedsLayout()` was called: `layoutSubviews()` runs in the next pass.
    static let needsLayout = Flags(rawValue: 1 << 6)
    /// The view is a subclass or has observers: the pass stops at it to deliver callbacks.
    static let hasHooks = Flags(rawValue: 1 << 7)
    /// The node is in a window's tree.
    static let isInWindow = Flags(rawValue: 1 << 8)
    /// The node is the root of a window.
    static let isWindowRoot = Flags(rawValue: 1 << 9)
    /// The node has an entry in the store's extras table.
    static let hasExtras = Flags(rawValue: 1 << 10)
    /// `semanticContentAttribute` forces left-to-right.
    static let forcesLeftToRight = Flags(rawValue: 1 << 11)
    /// `semanticContentAttribute` forces right-to-left.
    static let forcesRightToLeft = Flags(rawValue: 1 << 12)
    /// The node is dirty under a dirty parent: the layout pass's round counts on the walk that
    /// visits the parent to visit it, and makes it a start if that walk did not.
    static let awaitsParentWalk = Flags(rawValue: 1 << 13)
    /// `translatesAutoresizingMaskIntoConstraints` is on (the default for views made in code).
    static let translatesAutoresizingMask = Flags(rawValue: 1 << 14)
    /// The view has variables in its store's constraint engine.
    static let isInEngine = Flags(rawValue: 1 << 15)
    /// The view owns layout guides the constraint engine follows: the walk stops at it so that
    /// the guides follow its safe area and margins before its subviews are placed.
    static let ownsEngineGuides = Flags(rawValue: 1 << 16)
    /// `autoresizesSubviews` is on (the default).
    static let autoresizesSubviews = Flags(rawValue: 1 << 17)
    /// The engine last brought the view's own guides up to date with the node's bounds
    /// origin, safe area and margins, and none of them follows anything else (a keyboard or
    /// readable-content guide does): while these stay and the node's size leaves the guides
    /// regular, a pause of the walk at it would leave the guides as they are. Set and cleared
    /// by `LayoutEngine.refreshGuides(of:)`; cleared wherever the bounds origin or the
    /// results change outside the walk, or the guides are made again.
    static let hasCurrentEngineGuides = Flags(rawValue: 1 << 18)
  }
}

/// State only some nodes have.
struct NodeExtras {
  var additionalInsets: EdgeInsets = .zero
  var minimumMargins: EdgeInsets = .zero
  /// Content hugging priorities (horizontal, vertical); UIKit's default for views made in code.
  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// Compression resistance priorities (horizontal, vertical).
  var compressionResistance = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
}
