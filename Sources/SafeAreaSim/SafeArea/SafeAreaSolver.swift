/// Computes safe-area insets and layout margins top-down over a ``SafeAreaTree``.
///
/// The solver walks each queued subtree in preorder with an explicit stack (no recursion on
/// depth: a chain of a million nodes needs a stack of two entries). Each visited node gets its
/// results from its parent's results and its own inputs (``SafeAreaRules``). In incremental
/// mode the walk stops below a node whose results did not change and whose bounds did not
/// change, so a pass costs what changed, not the size of the tree.
///
/// The walk can pause after any node so that its owner can run code that may change the tree
/// (a view's `safeAreaInsetsDidChange()` or `layoutSubviews()`): the solver keeps no reference
/// into the tree between calls and reads children only when it resumes.
///
/// ```swift
/// var solver = SafeAreaSolver<ArrayTree>()
/// solver.enqueue(root, mode: .full)
/// while let visit = solver.run(&tree) { _ = visit }  // pauses where tree.pausesAfter says
/// solver.statistics.visitedNodes  // every node of the tree
/// ```
public struct SafeAreaSolver<Tree: SafeAreaTree> {
  /// How much of a queued subtree is recomputed.
  public enum Mode: Sendable {
    /// Every node below the start.
    case full
    /// The start, and below it only where a result or a bounds changed.
    case incremental
  }

  /// A node the solver paused at, with what changed there.
  public struct Visit {
    /// The node just computed.
    public var node: Tree.NodeID
    /// What changed at it (possibly nothing).
    public var change: SafeAreaChange
  }

  private struct Entry {
    var node: Tree.NodeID
    var expectedParent: Tree.NodeID?
    /// Whether the node's next siblings are still to be walked after it.
    var continuesWithSiblings: Bool
    var isForced: Bool
    /// The parent's bounds and results, carried down so that a walk reads each node once;
    /// `nil` for a queued start, whose parent is read from the tree.
    var context: ParentContext?
  }

  /// What a node's children need from it.
  private struct ParentContext {
    var bounds: Rect
    var insets: EdgeInsets
    var margins: EdgeInsets
  }

  private var stack: [Entry] = []
  private var paused: (entry: Entry, descend: Bool)?

  /// The work done so far.
  public private(set) var statistics = SafeAreaSolverStatistics()

  /// Creates a solver with nothing queued.
  public init() {}

  /// Whether there is no queued or paused work.
  public var isIdle: Bool { stack.isEmpty && paused == nil }

  /// Queues the subtree rooted at `node`; its walk starts after the queued work before it.
  ///
  /// Queue starts parent-first (shallower nodes first): a node reached from an earlier start
  /// is computed there, and the adapter can skip it as a start.
  public mutating func enqueue(_ node: Tree.NodeID, in tree: Tree, mode: Mode) {
    // Entries are taken from the end; a new start goes below everything queued.
    stack.insert(
      Entry(
        node: node, expectedParent: tree.parent(of: node), continuesWithSiblings: false,
        isForced: mode == .full),
      at: 0)
  }

  /// Walks the queued subtrees until they are done or the tree asks to pause.
  ///
  /// After each node the solver asks ``SafeAreaTree/pausesAfter(_:change:)``; on `true`, `run`
  /// returns that node, and the node's children are read when `run` is called again.
  ///
  /// - Parameter tree: The tree to read inputs from and write results to.
  /// - Returns: The node paused at, or `nil` when all queued work is done.
  /// - Complexity: O(visited nodes); memory O(depth of the walk's frontier), at most the
  ///   number of pending siblings along one path.
  public mutating func run(_ tree: inout Tree) -> Visit? {
    if let (entry, descend) = paused {
      paused = nil
      pushFollowers(of: entry, descend: descend, in: tree)
    }
    while let entry = stack.popLast() {
      let node = entry.node
      let parent = tree.parent(of: node)
      // A node moved or removed since it was queued is no longer reached from here; whoever
      // moved it marked its new and old places for the next pass.
      guard parent == entry.expectedParent else { continue }

      let inputs = tree.inputs(of: node)
      let bounds: Rect
      let insets: EdgeInsets
      let margins: EdgeInsets
      if let context = entry.context {
        bounds = context.bounds
        insets = context.insets
        margins = context.margins
      } else if let parent {
        let parentOutputs = tree.outputs(of: parent)
        bounds = tree.bounds(of: parent)
        insets = parentOutputs.safeAreaInsets
        margins = parentOutputs.layoutMargins
      } else {
        let environment = tree.environment(ofRoot: node)
        bounds = environment.bounds
        insets = environment.safeAreaInsets
        margins = environment.layoutMargins
      }
      let inherited = SafeAreaRules.inheritedInsets(
        frame: inputs.frame, parentBounds: bounds, parentInsets: insets)
      let safe =
        inputs.isOutsideWindow
        ? EdgeInsets.zero
        : SafeAreaRules.safeAreaInsets(inherited: inherited, additional: inputs.additionalInsets)
      let newOutputs = SafeAreaOutputs(
        safeAreaInsets: safe,
        layoutMargins: SafeAreaRules.layoutMargins(
          inputs: inputs, safeAreaInsets: safe, parentBounds: bounds, parentMargins: margins))
      let old = tree.outputs(of: node)
      tree.setOutputs(newOutputs, of: node)

      var change: SafeAreaChange = []
      if old.safeAreaInsets != newOutputs.safeAreaInsets {
        change.insert(.safeAreaInsets)
        statistics.changedSafeAreaInsets += 1
      }
      if old.layoutMargins != newOutputs.layoutMargins {
        change.insert(.layoutMargins)
        statistics.changedLayoutMargins += 1
      }
      statistics.visitedNodes += 1
      let descend = entry.isForced || !change.isEmpty || inputs.invalidatesChildren
      if tree.pausesAfter(node, change: change) {
        paused = (entry, descend)
        return Visit(node: node, change: change)
      }
      pushFollowers(
        of: entry, descend: descend, in: tree,
        childContext: ParentContext(
          bounds: inputs.bounds, insets: newOutputs.safeAreaInsets,
          margins: newOutputs.layoutMargins))
    }
    return nil
  }

  /// Pushes the entry's next sibling, then (on top, so it is walked first) its first child.
  ///
  /// - Parameter childContext: The node's bounds and results for its children; `nil` after a
  ///   pause, when callbacks may have changed them: they are read from the tree again.
  private mutating func pushFollowers(
    of entry: Entry, descend: Bool, in tree: Tree, childContext: ParentContext? = nil
  ) {
    if entry.continuesWithSiblings, tree.parent(of: entry.node) == entry.expectedParent,
      let sibling = tree.nextSibling(of: entry.node)
    {
      stack.append(
        Entry(
          node: sibling, expectedParent: entry.expectedParent, continuesWithSiblings: true,
          isForced: entry.isForced, context: entry.context))
    }
    if descend, let child = tree.firstChild(of: entry.node) {
      stack.append(
        Entry(
          node: child, expectedParent: entry.node, continuesWithSiblings: true,
          isForced: entry.isForced, context: childContext))
    } else if !descend && tree.childrenMayNeedUpdate(entry.node) {
      // The children need nothing from this node, but a child whose own inputs changed is
      // visited now rather than as a start of its own. When the tree knows the only child
      // that can need it, that one is looked at, not every sibling.
      if let only = tree.onlyChildMayNeedUpdate(entry.node) {
        statistics.examinedChildren += 1
        if tree.parent(of: only) == entry.node && tree.needsUpdate(only) {
          stack.append(
            Entry(
              node: only, expectedParent: entry.node, continuesWithSiblings: false,
              isForced: false, context: childContext))
        }
        return
      }
      var child = tree.firstChild(of: entry.node)
      while let current = child {
        statistics.examinedChildren += 1
        if tree.needsUpdate(current) {
          stack.append(
            Entry(
              node: current, expectedParent: entry.node, continuesWithSiblings: false,
              isForced: false, context: childContext))
        }
        child = tree.nextSibling(of: current)
      }
    }
  }
}

/// What a solve changed at one node.
public struct SafeAreaChange: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The safe-area insets changed.
  public static let safeAreaInsets = SafeAreaChange(rawValue: 1)
  /// The effective layout margins changed.
  public static let layoutMargins = SafeAreaChange(rawValue: 2)
}

/// Counters of the work a ``SafeAreaSolver`` did since it was created.
public struct SafeAreaSolverStatistics: Hashable, Sendable {
  /// Nodes whose results were computed.
  public var visitedNodes = 0
  /// Nodes whose safe-area insets changed.
  public var changedSafeAreaInsets = 0
  /// Nodes whose layout margins changed.
  public var changedLayoutMargins = 0
  /// Times the walk returned control to run callbacks (a view store's pass counts them).
  public var pauses = 0
  /// Children looked at for changes of their own below a node whose results did not change
  /// (the walk's cost besides the visits: one per such child, not one per sibling, when the
  /// tree knows the only child that may need an update).
  public var examinedChildren = 0

  /// Creates zero counters.
  public init() {}

  /// Adds another solver's counters to these.
  public mutating func add(_ other: SafeAreaSolverStatistics) {
    visitedNodes += other.visitedNodes
    changedSafeAreaInsets += other.changedSafeAreaInsets
    changedLayoutMargins += other.changedLayoutMargins
    pauses += other.pauses
    examinedChildren += other.examinedChildren
  }
}
