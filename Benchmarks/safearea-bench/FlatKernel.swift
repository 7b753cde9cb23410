import SafeAreaSim

/// The physical limit of a safe-area pass: a port of `/work/shared/bench/safearea_flat.c`.
///
/// The tree is an array of 136-byte structs in parent-before-child order. A pass walks it once
/// from the front; each node intersects its parent's safe rectangle (in the parent's
/// coordinates) with its own bounds, which gives its safe-area insets, then takes off its own
/// chrome (every seventh node is a container adding 44 points of bar at the top and 49 at the
/// bottom) to get the rectangle it offers its children. No objects, no pointers, no
/// dictionaries: what the view tree's pass costs beyond this is the price of its storage and
/// bookkeeping.
struct FlatKernel {
  /// One node; the layout matches the C struct (136 bytes).
  struct Node {
    /// The parent's index, lower than the node's own; -1 for the root.
    var parent: Int32 = -1
    /// Bit 0: the node adds chrome insets.
    var flags: Int32 = 0
    /// The frame in the parent's coordinates.
    var frame = Rect.zero
    /// Insets the node adds for its descendants.
    var chrome = EdgeInsets.zero
    /// Output: the node's safe-area insets.
    var safe = EdgeInsets.zero
    /// Output: the node's bounds inset by `safe` and `chrome`, in its own coordinates.
    var safeRect = Rect.zero
  }

  private(set) var nodes: ContiguousArray<Node>

  /// Builds the tree of `plan`, node 0 being the root (a portrait iPhone 15 Pro screen) and
  /// the others framed by ``FixtureGeometry``, as in the view-tree benchmarks.
  init(plan: TreePlan) {
    var nodes = ContiguousArray(repeating: Node(), count: plan.count)
    nodes[0].frame = Rect(size: FixtureGeometry.device.screenSize(in: .portrait))
    for index in 1..<plan.count {
      let parent = Int(plan.parents[index])
      nodes[index].parent = Int32(parent)
      nodes[index].frame = FixtureGeometry.frame(
        ofNode: index, inParentOfSize: nodes[parent].frame.size)
      if index % 7 == 0 {
        nodes[index].flags = 1
        nodes[index].chrome = EdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
      }
    }
    self.nodes = nodes
  }

  /// The screen's safe rectangle in an orientation, which the root passes on.
  static func screenSafeRect(in orientation: Orientation) -> Rect {
    let device = FixtureGeometry.device
    return Rect(size: device.screenSize(in: orientation))
      .inset(by: device.windowSafeAreaInsets(in: orientation))
  }

  /// Computes every node's safe-area insets and safe rectangle, root first.
  ///
  /// - Parameters:
  ///   - rootSize: The root's size (the screen's in the current orientation).
  ///   - screenSafe: The screen's safe rectangle.
  /// - Complexity: O(nodes), one forward sweep.
  mutating func pass(rootSize: Size, screenSafe: Rect) {
    nodes.withUnsafeMutableBufferPointer { n in
      n[0].frame.size = rootSize
      n[0].safe = EdgeInsets(
        top: screenSafe.y, left: screenSafe.x,
        bottom: rootSize.height - (screenSafe.y + screenSafe.height),
        right: rootSize.width - (screenSafe.x + screenSafe.width))
      n[0].safeRect = screenSafe
      for i in 1..<n.count {
        let ps = n[Int(n[i].parent)].safeRect
        let f = n[i].frame
        // The parent's safe rectangle in the node's own coordinates.
        let px0 = ps.x - f.x
        let py0 = ps.y - f.y
        let px1 = px0 + ps.width
        let py1 = py0 + ps.height
        // Intersected with the node's bounds (0, 0, w, h); an empty one has zero size.
        let ix0 = dmin(dmax(0, px0), f.width)
        let iy0 = dmin(dmax(0, py0), f.height)
        let ix1 = dmax(dmin(f.width, px1), ix0)
        let iy1 = dmax(dmin(f.height, py1), iy0)
        let safe = EdgeInsets(
          top: iy0, left: ix0, bottom: f.height - iy1, right: f.width - ix1)
        n[i].safe = safe
        // What the node offers its children: the safe area minus its own chrome.
        let chrome = n[i].chrome
        let l = dmin(safe.left + chrome.left, f.width)
        let t = dmin(safe.top + chrome.top, f.height)
        let r = safe.right + chrome.right
        let b = safe.bottom + chrome.bottom
        n[i].safeRect = Rect(
          x: l, y: t, width: dmax(0, f.width - l - r), height: dmax(0, f.height - t - b))
      }
    }
  }

  /// A sum over a sample of the outputs, so that the pass cannot be optimized away.
  var checksum: Double {
    var sum = 0.0
    for index in stride(from: 0, to: nodes.count, by: 997) {
      sum += nodes[index].safe.top + nodes[index].safeRect.width
    }
    return sum
  }
}

// The C kernel's `a > b ? a : b`, which is not `Swift.max` (NaN handling).
@inline(__always) private func dmax(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
@inline(__always) private func dmin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
