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
  /// Adds the views of `plan` under `window` (node 0), creating and adding them in the plan's
  /// order, so that their storage slots follow it.
  ///
  /// Each view is added straight to its place in the window. Adding a subview looks up the
  /// window of the new superview, which walks up to the root: keep this for shallow trees and
  /// build deep ones with ``addChain(of:to:)``.
  ///
  /// - Returns: The last view added, a leaf; `nil` if the plan has only the root.
  @discardableResult
  static func addTree(_ plan: TreePlan, to window: Window) -> View? {
    guard plan.count > 1 else { return nil }
    var views = ContiguousArray<View>()
    views.reserveCapacity(plan.count)
    views.append(window)
    var sizes = ContiguousArray<Size>()
    sizes.reserveCapacity(plan.count)
    sizes.append(window.frame.size)
    for index in 1..<plan.count {
      let parent = Int(plan.parents[index])
      let frame = FixtureGeometry.frame(ofNode: index, inParentOfSize: sizes[parent])
      let view = View(frame: frame)
      views[parent].addSubview(view)
      views.append(view)
      sizes.append(frame.size)
    }
    return views.last
  }

  /// Builds a chain of `depth` plain views, each a subview of the previous, and adds it to
  /// `window`: the views of ``TreePlan/chain(count:)`` with `depth + 1` nodes.
  ///
  /// The chain is built outside the window and added to it at the end: adding a subview to a
  /// view inside a window looks up that view's window, which walks up to the root (O(depth)),
  /// so growing the chain inside the window would cost O(depth²).
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
  /// far: the same views as ``addChain(of:to:)``, built the way that costs O(depth²).
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

/// A window holding a balanced tree of plain views, laid out once.
final class BalancedTreeFixture {
  let window: Window
  /// A leaf on the deepest level.
  let leaf: View
  let views: Int
  /// The growth of the resident set while the tree was built, in bytes.
  let buildResidentGrowth: Int
  /// The further growth while the first layout pass ran, in bytes.
  let layoutResidentGrowth: Int
  /// The time the build took (one run, untimed by the harness), in nanoseconds.
  let buildNanoseconds: Double
  /// The time the first layout pass took (every view dirty), in nanoseconds.
  let firstLayoutNanoseconds: Double

  init(plan: TreePlan) {
    precondition(plan.count > 1, "A balanced tree fixture needs at least one view.")
    let views = plan.count - 1
    let clock = ContinuousClock()
    let before = ProcessMemory.current()?.resident ?? 0
    let start = clock.now
    let window = Window(device: FixtureGeometry.device, name: "bench")
    guard let leaf = TreeBuilder.addTree(plan, to: window) else {
      preconditionFailure("The balanced tree has no leaf.")
    }
    let built = clock.now
    let afterBuild = ProcessMemory.current()?.resident ?? 0
    window.layoutIfNeeded()
    let laidOut = clock.now
    let afterLayout = ProcessMemory.current()?.resident ?? 0
    self.window = window
    self.leaf = leaf
    self.views = views
    self.buildResidentGrowth = afterBuild - before
    self.layoutResidentGrowth = afterLayout - afterBuild
    self.buildNanoseconds = start.duration(to: built).nanoseconds
    self.firstLayoutNanoseconds = built.duration(to: laidOut).nanoseconds
  }

  /// Memory and one-off costs, as notes for the benchmarks that use the tree.
  var notes: Benchmark.Notes {
    let perView = Double(buildResidentGrowth) / Double(views)
    return Benchmark.Notes(
      metrics: [
        ("rss_delta_bytes", Double(buildResidentGrowth)), ("bytes_per_node", perView),
        ("first_layout_rss_delta_bytes", Double(layoutResidentGrowth)),
        ("build_ns", buildNanoseconds), ("first_layout_ns", firstLayoutNanoseconds),
      ],
      text: "Balanced tree (fan-out 8) of \(grouped(views)) views: RSS +"
        + "\(mebibytes(buildResidentGrowth)) while building (\(fixed(perView, digits: 0)) bytes "
        + "per view), +\(mebibytes(layoutResidentGrowth)) in the first layout; build "
        + "\(duration(buildNanoseconds)), first layout (all dirty) "
        + "\(duration(firstLayoutNanoseconds)) (one run each).")
  }
}

extension TreePlan {
  /// The shape of the balanced-tree benchmarks and their kernel: fan-out 8, depth-first.
  static func balancedFixture(views: Int) -> TreePlan {
    .balanced(count: views + 1, fanOut: 8, order: .depthFirst)
  }
}

/// Trees shared by several benchmarks: built on first use, released when the last user is done.
final class FixtureCache {
  private var balancedTrees: [Int: BalancedTreeFixture] = [:]

  /// The balanced tree of fan-out 8 with `views` views.
  func balancedTree(views: Int) -> BalancedTreeFixture {
    if let fixture = balancedTrees[views] { return fixture }
    let fixture = BalancedTreeFixture(plan: .balancedFixture(views: views))
    balancedTrees[views] = fixture
    return fixture
  }

  /// Releases the balanced tree with `views` views.
  func releaseBalancedTree(views: Int) {
    balancedTrees[views] = nil
  }
}
