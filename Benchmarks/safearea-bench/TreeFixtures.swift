import SafeAreaSim

/// The geometry shared by the view trees and the flat kernel, so both do the same arithmetic.
///
/// As in `safearea_flat.c`, node `i` (in parent-before-child order, the window or root being
/// node 0) sits a few points in from its parent's top-left corner, `i % 3` across and `i % 5`
/// down, 8 points narrower and 6 points shorter than its parent (wrapping back to a full
/// 390x844 once the parent is down to 40 points). In a tree of depth 7 every node still
/// overlaps the window's top band in portrait, so a rotation changes every node's insets.
enum FixtureGeometry {
  /// The device of every fixture window.
  static let device = DeviceProfile.iPhone15Pro

  /// The frame of node `index` in a parent of size `parent`.
  @inline(__always)
  static func frame(ofNode index: Int, inParentOfSize parent: Size) -> Rect {
    Rect(
      x: Double(index % 3), y: Double(index % 5),
      width: parent.width > 40 ? parent.width - 8 : 390,
      height: parent.height > 40 ? parent.height - 6 : 844)
  }
}

/// The shape of a fixture tree: each node's parent, in the order the nodes are created (and
/// so stored). The view trees and the flat kernel are built from the same plan.
struct TreePlan {
  /// The order a balanced tree's nodes are created in.
  enum Order {
    /// Level by level: a node's children are next to each other.
    case breadthFirst
    /// Preorder: each node followed by its subtree, as an app builds a screen.
    case depthFirst
  }

  /// `parents[i]` is node `i`'s parent, always lower than `i`; node 0 (the window, or the
  /// kernel's root) has -1.
  var parents: ContiguousArray<Int32>

  /// The number of nodes, the root included.
  var count: Int { parents.count }

  /// A balanced tree of `count` nodes, the root included: each node has `fanOut` children,
  /// filled level by level (the tree of `(i - 1) / fanOut` parents), numbered in `order`.
  static func balanced(count: Int, fanOut: Int, order: Order) -> TreePlan {
    precondition(count > 0 && fanOut > 0, "A balanced tree needs a root and a fan-out.")
    var parents = ContiguousArray<Int32>(repeating: -1, count: count)
    switch order {
    case .breadthFirst:
      for index in 1..<count { parents[index] = Int32((index - 1) / fanOut) }
    case .depthFirst:
      // Walk the breadth-first tree in preorder with an explicit stack, numbering nodes as
      // they are reached; `stack` holds (breadth-first id, new id of its parent).
      var stack: [(id: Int, parent: Int32)] = [(0, -1)]
      var next: Int32 = 0
      while let (id, parent) = stack.popLast() {
        parents[Int(next)] = parent
        let own = next
        next += 1
        let first = fanOut * id + 1
        let last = min(fanOut * id + fanOut, count - 1)
        if first <= last {
          for child in stride(from: last, through: first, by: -1) { stack.append((child, own)) }
        }
      }
    }
    return TreePlan(parents: parents)
  }

  /// A chain of `count` nodes, the root included: each node the only child of the one before.
  static func chain(count: Int) -> TreePlan {
    precondition(count > 0, "A chain needs a root.")
    return TreePlan(parents: ContiguousArray((-1)..<Int32(count - 1)))
  }
}

/// Builders of the large view trees.
enum TreeBuilder {
  /// Adds the views of `plan` under `root` (node 0), creating and adding them in the plan's
  /// order, so that their storage slots follow it. Frames follow ``FixtureGeometry`` from
  /// the root's current size.
  ///
  /// - Returns: The views by plan index, `root` first; the last one is a leaf.
  @discardableResult
  static func addTree(_ plan: TreePlan, to root: View) -> ContiguousArray<View> {
    var views = ContiguousArray<View>()
    views.reserveCapacity(plan.count)
    views.append(root)
    var sizes = ContiguousArray<Size>()
    sizes.reserveCapacity(plan.count)
    sizes.append(root.bounds.size)
    for index in 1..<plan.count {
      let parent = Int(plan.parents[index])
      let frame = FixtureGeometry.frame(ofNode: index, inParentOfSize: sizes[parent])
      let view = View(frame: frame)
      views[parent].addSubview(view)
      views.append(view)
      sizes.append(frame.size)
    }
    return views
  }

  /// Builds a chain of `depth` plain views, each a subview of the previous, and adds it to
  /// `window`: the views of ``TreePlan/chain(count:)`` with `depth + 1` nodes.
  ///
  /// The chain is built outside the window and added to it at the end (see
  /// ``growChain(of:inside:)`` for the other way).
  static func addChain(of depth: Int, to window: Window) {
    guard depth > 0 else { return }
    var size = window.frame.size
    let frame = FixtureGeometry.frame(ofNode: 1, inParentOfSize: size)
    let root = View(frame: frame)
    size = frame.size
    var parent = root
    for index in stride(from: 2, through: depth, by: 1) {
      let frame = FixtureGeometry.frame(ofNode: index, inParentOfSize: size)
      let view = View(frame: frame)
      parent.addSubview(view)
      parent = view
      size = frame.size
    }
    window.addSubview(root)
  }

  /// Grows a chain of `depth` plain views inside `window`, each added to the deepest view so
  /// far: the same views as ``addChain(of:to:)``. Each `addSubview(_:)` then looks up the
  /// window of a view deep in the window's tree (this once cost O(depth) per view).
  static func growChain(of depth: Int, inside window: Window) {
    var parent: View = window
    var size = window.frame.size
    for index in stride(from: 1, through: depth, by: 1) {
      let frame = FixtureGeometry.frame(ofNode: index, inParentOfSize: size)
      let view = View(frame: frame)
      parent.addSubview(view)
      parent = view
      size = frame.size
    }
  }
}

/// A window whose root controller's view holds a large tree of plain views, laid out once;
/// optionally with a chrome container (the panel) embedded halfway down, whose content holds
/// a subtree of its own.
final class ControlledTreeFixture {
  let window: Window
  /// The window's root controller; the tree is its view's subviews.
  let root: ViewController
  /// The last view of the plan, a leaf on the deepest level.
  let leaf: View
  /// The number of views the plan added (the root view not included).
  let views: Int
  /// The embedded chrome container, if any.
  let panel: Panel?
  /// The growth of the resident set while the plan's views were built, in bytes: what the
  /// tree holds once built (the builder's arrays released, free pages returned).
  let buildResidentGrowth: Int
  /// The further growth while the first layout pass ran, in bytes.
  let layoutResidentGrowth: Int
  /// The time the build took (one run, untimed by the harness), in nanoseconds.
  let buildNanoseconds: Double
  /// The time the first layout pass took (every view dirty), in nanoseconds.
  let firstLayoutNanoseconds: Double
  /// A description of the tree for notes ("balanced tree (fan-out 8)").
  let shape: String

  /// A ``ChromeContainerController`` with a bottom chrome view, whose content controller's
  /// view holds a balanced tree (fan-out 8) of `views` plain views.
  struct Panel {
    let container: ChromeContainerController
    let chrome: ChromeView
    let content: ViewController
    /// The views of the content's tree, the content's root view not included.
    let views: Int
    /// Every view whose safe area follows the chrome: the content's view and its tree.
    var contentViews: [View] { content.view.subtreeViews() }
  }

  /// Builds the fixture.
  ///
  /// - Parameters:
  ///   - plan: The tree under the root controller's view (node 0).
  ///   - shape: Its description, for notes.
  ///   - panelViews: The size of the panel's tree; `nil` for no panel. The panel's view is
  ///     added under the plan's node 2 (the second level of a depth-first balanced tree).
  init(plan: TreePlan, shape: String, panelViews: Int? = nil) {
    precondition(plan.count > 2, "A controlled tree fixture needs at least two views.")
    let clock = ContinuousClock()
    let window = Window(device: FixtureGeometry.device, name: "bench")
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    ProcessMemory.trimHeap()
    let before = ProcessMemory.current()?.resident ?? 0
    let start = clock.now
    var built = TreeBuilder.addTree(plan, to: root.view)
    let end = clock.now
    // What the tree itself holds: the builder's own arrays go first, and the heap's free
    // pages go back to the system.
    let leaf = built[built.count - 1]
    let host = built[2]
    built = []
    ProcessMemory.trimHeap()
    let afterBuild = ProcessMemory.current()?.resident ?? 0
    window.layoutIfNeeded()
    let laidOut = clock.now
    let afterLayout = ProcessMemory.current()?.resident ?? 0
    self.window = window
    self.root = root
    self.leaf = leaf
    self.views = plan.count - 1
    self.shape = shape
    self.buildResidentGrowth = afterBuild - before
    self.layoutResidentGrowth = afterLayout - afterBuild
    self.buildNanoseconds = start.duration(to: end).nanoseconds
    self.firstLayoutNanoseconds = end.duration(to: laidOut).nanoseconds
    if let panelViews {
      panel = Self.embedPanel(of: panelViews, under: host, in: root)
    } else {
      panel = nil
    }
  }

  private static func embedPanel(of views: Int, under host: View, in root: ViewController)
    -> Panel
  {
    let frame = FixtureGeometry.frame(ofNode: 1, inParentOfSize: host.bounds.size)
    let content = ViewController(name: "panel.content")
    let container = ChromeContainerController(content: content, name: "panel")
    let chrome = ChromeView(name: "panel.chrome", edge: .bottom, size: 50)
    container.addChrome(chrome)
    // The content's tree is built at the size the container will give the content.
    content.setViewFrame(Rect(size: frame.size))
    TreeBuilder.addTree(.balanced(count: views + 1, fanOut: 8, order: .depthFirst), to: content.view)
    root.addChild(container)
    container.setViewFrame(frame)
    host.addSubview(container.view)
    container.didMove(toParent: root)
    root.view.window?.layoutIfNeeded()
    precondition(
      container.appearanceState == .appeared && content.view.superview === container.view,
      "The panel did not appear with its content.")
    return Panel(container: container, chrome: chrome, content: content, views: views)
  }

  /// The fixture as it was built: in portrait (a full-pass benchmark may leave it in
  /// landscape), laid out. Every benchmark's setup starts from here.
  @discardableResult
  func reset() -> ControlledTreeFixture {
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    return self
  }

  /// Every view under the window's root controller, its view included.
  var allViews: [View] { root.view.subtreeViews() }

  /// Memory and one-off costs, as notes for the benchmarks that use the tree.
  var notes: Benchmark.Notes {
    let perView = Double(buildResidentGrowth) / Double(views)
    return Benchmark.Notes(
      metrics: [
        ("rss_delta_bytes", Double(buildResidentGrowth)), ("bytes_per_node", perView),
        ("first_layout_rss_delta_bytes", Double(layoutResidentGrowth)),
        ("build_ns", buildNanoseconds), ("first_layout_ns", firstLayoutNanoseconds),
      ],
      text: "\(shape) of \(grouped(views)) views under a root controller: RSS +"
        + "\(mebibytes(buildResidentGrowth)) for the tree (\(fixed(perView, digits: 0)) bytes "
        + "per view), +\(mebibytes(layoutResidentGrowth)) in the first layout; build "
        + "\(duration(buildNanoseconds)), first layout (all dirty) "
        + "\(duration(firstLayoutNanoseconds)) (one run each)"
        + (panel.map { "; panel of \(grouped($0.views)) views at level 3" } ?? "") + ".")
  }

  /// Checks that `change` followed by a layout pass changes the safe-area insets of every
  /// view of `views`, so that a benchmark doing it recomputes all of them rather than
  /// stopping early; `undo` puts things back. Stops the program if not.
  func checkThatEveryView(
    of views: [View], changesWhen what: String, _ change: () -> Void, undo: () -> Void
  ) {
    let before = views.map(\.safeAreaInsets)
    change()
    window.layoutIfNeeded()
    let unchanged = zip(views, before).filter { $0.safeAreaInsets == $1 }.count
    undo()
    window.layoutIfNeeded()
    precondition(
      unchanged == 0,
      "\(what) leaves the insets of \(unchanged) of \(views.count) views unchanged: the "
        + "benchmark would not update them all.")
  }
}

extension View {
  /// The view and its descendants, in preorder, without recursion.
  func subtreeViews() -> [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack += view.subviews.reversed()
    }
    return result
  }
}

extension TreePlan {
  /// The shape of the wide benchmarks and their kernel: fan-out 8, depth-first.
  static func balancedFixture(views: Int) -> TreePlan {
    .balanced(count: views + 1, fanOut: 8, order: .depthFirst)
  }

  /// `count - 1` siblings under the root.
  static func flat(count: Int) -> TreePlan {
    precondition(count > 0, "A flat tree needs a root.")
    var parents = ContiguousArray<Int32>(repeating: 0, count: count)
    parents[0] = -1
    return TreePlan(parents: parents)
  }

  /// The views of `depth` nested chrome containers: each container's view holds the next
  /// container's view (or, at the bottom, a plain controller's view) and one chrome view.
  /// Node 1 is the outermost container's view; in preorder, content before chrome.
  static func nestedChrome(depth: Int) -> TreePlan {
    precondition(depth > 0, "Nesting needs a container.")
    // Root, the containers' views 1...depth, the leaf controller's view, then the chrome
    // views, innermost first (preorder: each container's chrome follows its content).
    var parents = ContiguousArray<Int32>(repeating: -1, count: 2 * depth + 2)
    for level in 1...(depth + 1) { parents[level] = Int32(level - 1) }
    for index in 0..<depth { parents[depth + 2 + index] = Int32(depth - index) }
    return TreePlan(parents: parents)
  }
}

/// Fixtures shared by several benchmarks: built on first use and kept until another is asked
/// for, so that at most one large tree is alive at a time.
final class FixtureCache {
  private var key: String?
  private var fixture: AnyObject?

  /// The fixture with this key, made by `make` unless it is the one kept; any other fixture
  /// is released first.
  func fixture<Fixture: AnyObject>(_ key: String, make: () -> Fixture) -> Fixture {
    if self.key == key, let kept = fixture as? Fixture { return kept }
    release()
    let made = make()
    self.key = key
    fixture = made
    return made
  }

  /// Releases the fixture kept.
  func release() {
    fixture = nil
    key = nil
  }

  /// The balanced tree of fan-out 8 with `views` views under a root controller, with a panel
  /// of `panelViews` views when given.
  func wideTree(views: Int, panelViews: Int?) -> ControlledTreeFixture {
    fixture("wide \(views) \(panelViews ?? 0)") {
      ControlledTreeFixture(
        plan: .balancedFixture(views: views), shape: "Balanced tree (fan-out 8)",
        panelViews: panelViews)
    }
  }
}
