/// Computes safe-area insets and layout margins top-down over a ``SafeAreaTree``.
///
/// The solver walks each queued subtree in preorder with an explicit stack (no recursion on
/// depth: a chain of a million nodes needs a stack of one level). Each visited node gets its
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

  /// One level of the walk: the next node to visit among one parent's children (or a queued
  /// start).
  ///
  /// The stack holds one level per parent whose children are being walked, not one entry per
  /// pending node: a node's next sibling replaces it in its level. What the level's nodes need
  /// from their parent is in ``parents``, at the same index.
  fileprivate struct Level {
    /// The node to visit next.
    var next: Tree.NodeID
    /// The parent `next` must still have to be reached from here (`nil` for a root).
    var parent: Tree.NodeID?
    /// Whether the walk continues with `next`'s siblings after it.
    var continuesWithSiblings: Bool
    var isForced: Bool
    /// Whether the level's entry in ``parents`` holds the parent's values; when not (a queued
    /// start, or the children of a node the walk paused at), they are read from the tree.
    var hasContext: Bool
  }

  /// What a node's children need from it, as the walk works on a level in locals: its
  /// results, with its safe rectangle's edges worked out once for all the children.
  fileprivate struct ParentContext {
    var bounds: Rect
    /// The parent's insets, and its safe rectangle's edges worked out once for all children.
    var bands: SafeAreaRules.ParentBands
    var margins: EdgeInsets

    @inline(__always)
    init(_ results: NodeResults) {
      self.bounds = results.bounds
      self.bands = SafeAreaRules.ParentBands(bounds: results.bounds, insets: results.insets)
      self.margins = results.margins
    }

    /// The results the context was made from: what the stack keeps of it.
    var results: NodeResults {
      @inline(__always) get {
        NodeResults(bounds: bounds, insets: bands.insets, margins: margins)
      }
    }
  }

  /// The children of a node that may need an update of their own
  /// (``SafeAreaTree/needsUpdate(_:)``).
  private enum ChildMarks {
    case none
    /// Only this one (it may have moved away or been updated since).
    case only(Tree.NodeID)
    /// Any of them: each is looked at.
    case several

    /// The marks a tree keeps for `node`.
    @inline(__always)
    init(of node: Tree.NodeID, in tree: Tree) {
      if !tree.childrenMayNeedUpdate(node) {
        self = .none
      } else if let only = tree.onlyChildMayNeedUpdate(node) {
        self = .only(only)
      } else {
        self = .several
      }
    }
  }

  /// A node's bounds and results, which become its children's ``ParentContext``: what the
  /// stack keeps for a level (96 bytes; the context's 136 were copied through a call of
  /// `memcpy` at each push, where 128 bytes or fewer are copied inline).
  fileprivate struct NodeResults {
    var bounds: Rect
    var insets: EdgeInsets
    var margins: EdgeInsets

    /// A placeholder for levels whose parent is read from the tree.
    static var placeholder: NodeResults {
      NodeResults(bounds: .zero, insets: .zero, margins: .zero)
    }
  }

  /// The walk's stack: its first ``depth`` entries, top last. Entries past them are left
  /// from earlier levels and overwritten by the next push, so that a push and a pop do not
  /// grow or shrink the arrays.
  private var levels: [Level] = []
  /// The parent's bounds and results for each level (carried down so that a walk reads each
  /// node once), where the level has them.
  private var parents: [NodeResults] = []
  /// The number of levels on the stack.
  private var depth = 0
  /// The node the walk paused at (still the `next` of the top level), whether its children
  /// are to be walked, and the children marks read before its results were stored (storing
  /// them clears the marks).
  private var paused: (node: Tree.NodeID, descend: Bool, marks: ChildMarks)?

  /// The work done so far.
  public private(set) var statistics = SafeAreaSolverStatistics()

  /// Creates a solver with nothing queued.
  public init() {}

  /// The stack's storage of an idle solver, kept between walks so that the next solver
  /// allocates nothing (see ``init(reusing:)`` and ``takeStorage(keepingAtMost:)``). Two
  /// arrays, so that keeping it and handing it over copies two references, not a solver.
  struct Storage {
    fileprivate var levels: [Level] = []
    fileprivate var parents: [NodeResults] = []
  }

  /// Creates a solver with nothing queued whose stack uses `storage` (the entries it holds
  /// are overwritten by pushes, never read before).
  init(reusing storage: Storage) {
    levels = storage.levels
    parents = storage.parents
  }

  /// Hands over the stack's storage, forgetting any queued or paused work: the storage is
  /// kept when it holds at most `maximumKept` levels (else it is freed), so that a solver
  /// made from it for another walk allocates nothing.
  mutating func takeStorage(keepingAtMost maximumKept: Int) -> Storage {
    depth = 0
    paused = nil
    guard levels.capacity <= maximumKept else {
      levels = []
      parents = []
      return Storage()
    }
    var storage = Storage()
    swap(&storage.levels, &levels)
    swap(&storage.parents, &parents)
    return storage
  }

  /// Whether there is no queued or paused work.
  public var isIdle: Bool { depth == 0 && paused == nil }

  /// How many levels the walk's stack is expected to need (a caller that walked the same
  /// tree before knows, from ``deepestDepth``): once the stack outgrows its first storage, it
  /// makes room for that many at once instead of doubling its way there, copying its levels
  /// each time. Zero (no hint) by default.
  public var expectedDepth = 0

  /// The most levels the walk's stack has held, counting the walks whose storage this
  /// solver reuses (the layout pass keeps it between rounds): a high-water mark, not this
  /// walk's depth alone.
  public var deepestDepth: Int { levels.count }

  /// Queues the subtree rooted at `node`; its walk starts after the queued work before it.
  ///
  /// Queue starts parent-first (shallower nodes first): a node reached from an earlier start
  /// is computed there, and the adapter can skip it as a start.
  public mutating func enqueue(_ node: Tree.NodeID, in tree: Tree, mode: Mode) {
    let level = Level(
      next: node, parent: tree.parent(of: node), continuesWithSiblings: false,
      isForced: mode == .full, hasContext: false)
    // Levels are taken from the end; a new start goes below everything queued.
    if depth == 0 {
      push(level, parent: .placeholder)
    } else {
      levels.insert(level, at: 0)
      parents.insert(.placeholder, at: 0)
      depth += 1
    }
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
    if let (node, descend, marks) = paused {
      paused = nil
      resume(after: node, descend: descend, marks: marks, in: &tree)
    }
    // Counted in locals, which the compiler keeps in registers.
    var visited = 0
    var changedInsets = 0
    var changedMargins = 0
    defer {
      statistics.visitedNodes += visited
      statistics.changedSafeAreaInsets += changedInsets
      statistics.changedLayoutMargins += changedMargins
    }
    walk: while depth > 0 {
      // The top level is worked on in locals, with its parent's context loaded once for all
      // its nodes; the stack is written only when the walk leaves the level with work left in
      // it (a pause, or a descent into a node's children while it has further siblings).
      let top = depth - 1
      var level = levels[top]
      // A node moved or removed since it was queued (or since the walk paused) is no longer
      // reached from here, nor are its later siblings; whoever moved it marked its new and
      // old places for the next pass. (The links do not change during a call of `run`: the
      // nodes reached from here in the locals below are the level's by construction.)
      guard tree.parent(of: level.next) == level.parent else {
        pop()
        continue walk
      }
      var context =
        level.hasContext ? ParentContext(parents[top]) : parentContext(of: level, in: tree)
      // Whether `context` differs from the stack's copy, which a level that leaves the locals
      // then needs (a context read from the tree is read again, and not stored).
      var contextIsNew = false
      while true {
        let node = level.next
        let inputs = tree.inputs(of: node)
        let inherited = SafeAreaRules.inheritedInsets(frame: inputs.frame, parent: context.bands)
        let safe =
          inputs.isOutsideWindow
          ? EdgeInsets.zero
          : inputs.mayHaveAdjustments
            ? SafeAreaRules.safeAreaInsets(
              inherited: inherited, additional: inputs.additionalInsets)
            : inherited
        let margins = SafeAreaRules.layoutMargins(
          inputs: inputs, safeAreaInsets: safe, parentBounds: context.bounds,
          parentMargins: context.margins)
        let old = tree.outputs(of: node)
        var change: SafeAreaChange = []
        if old.safeAreaInsets != safe {
          change.insert(.safeAreaInsets)
          changedInsets &+= 1
        }
        if old.layoutMargins != margins {
          change.insert(.layoutMargins)
          changedMargins &+= 1
        }
        let descend = level.isForced || !change.isEmpty || inputs.invalidatesChildren
        // Read before the results are stored, which clears them; a walk that goes into all the
        // children does not need them.
        let marks: ChildMarks = descend ? .none : ChildMarks(of: node, in: tree)
        // Told the change, the tree does not compare the results again.
        tree.setOutputs(
          SafeAreaOutputs(safeAreaInsets: safe, layoutMargins: margins), of: node, change: change)

        visited &+= 1
        if tree.pausesAfter(node, change: change) {
          levels[top] = level
          if contextIsNew { parents[top] = context.results }
          paused = (node, descend, marks)
          return Visit(node: node, change: change)
        }

        let sibling = level.continuesWithSiblings ? tree.nextSibling(of: node) : nil
        // The next level down, when the walk goes into exactly one: all the node's children,
        // or its one child that may need an update.
        var child: Tree.NodeID?
        var childIsOnly = false
        if descend {
          child = tree.firstChild(of: node)
        } else {
          switch marks {
          case .none:
            break
          case .only(let only):
            statistics.examinedChildren += 1
            if tree.parent(of: only) == node && tree.needsUpdate(only) {
              child = only
              childIsOnly = true
            }
          case .several:
            // Several children may need an update: a level for each (rare), above this one.
            if let sibling {
              level.next = sibling
              levels[top] = level
              if contextIsNew { parents[top] = context.results }
            } else {
              pop()
            }
            pushChildrenNeedingUpdate(
              of: node, in: tree, marks: .several,
              results: NodeResults(bounds: inputs.bounds, insets: safe, margins: margins))
            continue walk
          }
        }
        if let child {
          let below = Level(
            next: child, parent: node, continuesWithSiblings: !childIsOnly,
            isForced: !childIsOnly && level.isForced, hasContext: true)
          let belowResults = NodeResults(bounds: inputs.bounds, insets: safe, margins: margins)
          if let sibling {
            // The node's siblings wait below its children.
            level.next = sibling
            levels[top] = level
            if contextIsNew { parents[top] = context.results }
            push(below, parent: belowResults)
            continue walk
          }
          // Nothing left at this level: its slot becomes the children's. Below a node without
          // insets (a chain's every level) the walk goes on in `walkChain`, which carries less,
          // when the child is the only one to walk (otherwise it would hand it straight back).
          if safe.isZero, childIsOnly || tree.nextSibling(of: child) == nil {
            let visit = walkChain(
              below, context: ParentContext(belowResults), at: top, in: &tree)
            if let visit { return visit }
            continue walk
          }
          // Otherwise it stays in the locals.
          level = below
          context = ParentContext(belowResults)
          contextIsNew = true
          continue
        }
        guard let sibling else {
          pop()
          continue walk
        }
        level.next = sibling
      }
    }
    return nil
  }

  /// Walks down from `start`, the only level left in slot `top`, whose parent has no insets,
  /// while each node is its parent's only node to walk and has no adjustments
  /// (``SafeAreaInputs/mayHaveAdjustments``): such a node has no insets either, whatever its
  /// frame, so the walk carries only its parent's bounds and margins. Each node is worked out
  /// as in ``run(_:)``, in the same order.
  ///
  /// Kept out of `run` and small: a larger `run` was optimized worse (spills, and once an
  /// allocation per visit).
  ///
  /// - Returns: The node paused at, or `nil` when `run` goes on from the stack: the first node
  ///   that does not qualify is left in slot `top`, with its parent's results.
  @inline(never)
  private mutating func walkChain(
    _ start: Level, context startContext: ParentContext, at top: Int, in tree: inout Tree
  ) -> Visit? {
    var level = start
    var bounds = startContext.bounds
    var parentMargins = startContext.margins
    var visited = 0
    var changedMargins = 0
    defer {
      statistics.visitedNodes += visited
      statistics.changedLayoutMargins += changedMargins
    }
    while true {
      let node = level.next
      let inputs = tree.inputs(of: node)
      if inputs.mayHaveAdjustments
        || (level.continuesWithSiblings && tree.nextSibling(of: node) != nil)
      {
        levels[top] = level
        parents[top] = NodeResults(bounds: bounds, insets: .zero, margins: parentMargins)
        return nil
      }
      let margins = SafeAreaRules.layoutMargins(
        inputs: inputs, safeAreaInsets: .zero, parentBounds: bounds,
        parentMargins: parentMargins)
      let old = tree.outputs(of: node)
      var change: SafeAreaChange = []
      if old.safeAreaInsets != .zero {
        change.insert(.safeAreaInsets)
        statistics.changedSafeAreaInsets += 1
      }
      if old.layoutMargins != margins {
        change.insert(.layoutMargins)
        changedMargins &+= 1
      }
      let descend = level.isForced || !change.isEmpty || inputs.invalidatesChildren
      let marks: ChildMarks = descend ? .none : ChildMarks(of: node, in: tree)
      tree.setOutputs(
        SafeAreaOutputs(safeAreaInsets: .zero, layoutMargins: margins), of: node, change: change)
      visited &+= 1
      if tree.pausesAfter(node, change: change) {
        levels[top] = level
        parents[top] = NodeResults(bounds: bounds, insets: .zero, margins: parentMargins)
        paused = (node, descend, marks)
        return Visit(node: node, change: change)
      }
      var child: Tree.NodeID?
      var childIsOnly = false
      if descend {
        child = tree.firstChild(of: node)
      } else {
        switch marks {
        case .none:
          break
        case .only(let only):
          statistics.examinedChildren += 1
          if tree.parent(of: only) == node && tree.needsUpdate(only) {
            child = only
            childIsOnly = true
          }
        case .several:
          pop()
          pushChildrenNeedingUpdate(
            of: node, in: tree, marks: .several,
            results: NodeResults(bounds: inputs.bounds, insets: .zero, margins: margins))
          return nil
        }
      }
      guard let child else {
        pop()
        return nil
      }
      level = Level(
        next: child, parent: node, continuesWithSiblings: !childIsOnly,
        isForced: !childIsOnly && level.isForced, hasContext: true)
      bounds = inputs.bounds
      parentMargins = margins
    }
  }

  @inline(__always)
  private mutating func push(_ level: Level, parent: NodeResults) {
    if depth < levels.count {
      levels[depth] = level
      parents[depth] = parent
    } else {
      if levels.count == levels.capacity && expectedDepth > levels.count { reserveDepth() }
      levels.append(level)
      parents.append(parent)
    }
    depth += 1
  }

  /// Makes room for ``expectedDepth`` levels (the stack is full): one copy of the levels, not
  /// one per doubling.
  @inline(never)
  private mutating func reserveDepth() {
    // A small stack grows as it would: a deep hint costs a short walk nothing. A hint from
    // a much deeper tree than this walk's (one torn down since) reserves at most 16 times
    // what the stack holds, not its whole depth.
    guard levels.count >= 16 else { return }
    let room = min(expectedDepth, levels.count * 16)
    levels.reserveCapacity(room)
    parents.reserveCapacity(room)
  }

  @inline(__always)
  private mutating func pop() {
    depth -= 1
  }

  /// The context of a level whose parent's values are read from the tree: a queued start's,
  /// or the children's of a node the walk paused at (its callbacks may have changed them).
  private func parentContext(of level: Level, in tree: Tree) -> ParentContext {
    if let parent = level.parent {
      let parentOutputs = tree.outputs(of: parent)
      return ParentContext(
        NodeResults(
          bounds: tree.bounds(of: parent), insets: parentOutputs.safeAreaInsets,
          margins: parentOutputs.layoutMargins))
    }
    let environment = tree.environment(ofRoot: level.next)
    return ParentContext(
      NodeResults(
        bounds: environment.bounds, insets: environment.safeAreaInsets,
        margins: environment.layoutMargins))
  }

  /// After a pause: moves the top level past the paused `node` (to its next sibling, or off
  /// the stack), then pushes a level for its children (on top, so that they are walked
  /// first), whose context is read from the tree (callbacks may have changed it).
  private mutating func resume(
    after node: Tree.NodeID, descend: Bool, marks: ChildMarks, in tree: inout Tree
  ) {
    let top = depth - 1
    let isForced = levels[top].isForced
    // The node may have moved during its callbacks: its siblings are then no longer its old
    // parent's children.
    if levels[top].continuesWithSiblings,
      tree.parent(of: node) == levels[top].parent,
      let sibling = tree.nextSibling(of: node)
    {
      levels[top].next = sibling
    } else {
      pop()
    }
    // The marks its callbacks made: their children are walked now, so the marks are
    // forgotten (the node's next visit does not look at them again).
    let marksSince = ChildMarks(of: node, in: tree)
    if case .none = marksSince {} else { tree.clearChildrenMarks(of: node) }
    if descend {
      if let child = tree.firstChild(of: node) {
        push(
          Level(
            next: child, parent: node, continuesWithSiblings: true, isForced: isForced,
            hasContext: false),
          parent: .placeholder)
      }
    } else {
      // The marks read before the pause, and those made since.
      switch (marks, marksSince) {
      case (.none, .none): break
      case (.none, let marks), (let marks, .none):
        pushChildrenNeedingUpdate(of: node, in: tree, marks: marks, results: nil)
      default:
        pushChildrenNeedingUpdate(of: node, in: tree, marks: .several, results: nil)
      }
    }
  }

  /// Pushes a level for each child of `node` that needs an update of its own, although
  /// `node`'s results did not change: such a child is visited now rather than as a start of
  /// its own. When the tree knows the only child that can need it, that one is looked at, not
  /// every sibling.
  ///
  /// - Parameters:
  ///   - marks: The node's children marks, read before its results were stored.
  ///   - results: The node's bounds and results, for its children; `nil` after a pause, when
  ///     they are read from the tree again.
  private mutating func pushChildrenNeedingUpdate(
    of node: Tree.NodeID, in tree: Tree, marks: ChildMarks, results: NodeResults?
  ) {
    let parent = results ?? .placeholder
    let level = { (child: Tree.NodeID) in
      Level(
        next: child, parent: node, continuesWithSiblings: false, isForced: false,
        hasContext: results != nil)
    }
    switch marks {
    case .none:
      return
    case .only(let only):
      statistics.examinedChildren += 1
      if tree.parent(of: only) == node && tree.needsUpdate(only) {
        push(level(only), parent: parent)
      }
      return
    case .several:
      break
    }
    var child = tree.firstChild(of: node)
    while let current = child {
      statistics.examinedChildren += 1
      if tree.needsUpdate(current) { push(level(current), parent: parent) }
      child = tree.nextSibling(of: current)
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
