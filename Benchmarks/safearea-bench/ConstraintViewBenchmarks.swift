import SafeAreaSim

extension BenchmarkSuite {
  /// kiwi's tree scenarios with real views: N views in a window, each pinned with anchors to
  /// its parent's `safeAreaLayoutGuide` by kiwi's five constraints (left + 16, top + 8,
  /// width - 32, height >= 44, and height - 16 at low priority), in the three shapes. Each
  /// sample builds a new window; its phases are the build with the first `layoutIfNeeded()`,
  /// a rotation to landscape with `layoutIfNeeded()` (kiwi's resize), and one more view
  /// inserted under the last view's parent with `layoutIfNeeded()` (kiwi's insert1, here
  /// with the view's creation). The window's root view follows the window by autoresizing;
  /// only it has safe-area insets (its subviews lie inside its safe area), where kiwi insets
  /// every level by constants.
  ///
  /// Each sample's window is released at the end of the sample, outside the timed phases (a
  /// window that goes away whole drops its solver without removing constraints one by one;
  /// the teardown is measured on its own, at small sizes, as `views_tree_flat: teardown`).
  /// Kept windows would make every later sample run in a heap of several gigabytes.
  mutating func addConstraintViewBenchmarks() {
    for shape in [KiwiTree.Shape.flat, .tree4, .chain] {
      for size in autoLayoutSizes {
        addConstraintViewBenchmark(size: size, shape: shape)
      }
    }
    for size in options.isQuick ? [100] : [100, 200, 400] {
      addConstraintViewTeardown(size: size)
    }
  }

  /// The release of a window holding a flat tree of pinned views.
  private mutating func addConstraintViewTeardown(size: Int) {
    let name = "views_tree_flat: teardown"
    var benchmark = Benchmark(
      title: "Auto Layout (views): \(name)",
      phases: [.init(title: name, nodes: size)],
      size: size, samples: options.isQuick ? 1 : 3, warmups: 0,
      setup: { WindowHolder() },
      run: { holder, stopwatch in
        let parents = KiwiTree.Shape.flat.parents(size)
        holder.window = PinnedViewTree.build(parents: parents).0
        holder.window?.layoutIfNeeded()
        stopwatch.measure(0) {
          // The holder keeps the only reference: the window and its views go here.
          holder.window = nil
        }
      })
    benchmark.skipReason = Self.predictedTooLong(name, size: size, minimumExponent: 2)
    add(benchmark)
  }

  private mutating func addConstraintViewBenchmark(size: Int, shape: KiwiTree.Shape) {
    let name = "views_tree_\(shape)"
    let metric = { (field: String) in KiwiPeer.Metric(scenario: "tree_\(shape)", field: field) }
    let holder = WindowHolder()
    var benchmark = Benchmark(
      title: "Auto Layout (views): \(name)",
      phases: [
        .init(title: name, nodes: size, kiwi: metric("seconds")),
        .init(title: "\(name): build", nodes: size),
        .init(title: "\(name): first layout", nodes: size),
        .init(title: "\(name): resize", nodes: size, kiwi: metric("resize_s")),
        .init(title: "\(name): insert1", kiwi: metric("insert1_us")),
      ],
      size: size, samples: kiwiRepetitions(size), warmups: 0,
      setup: { holder },
      run: { holder, stopwatch in
        let parents = shape.parents(size)
        let (window, views) = stopwatch.measure(1) {
          PinnedViewTree.build(parents: parents)
        }
        holder.window = window
        stopwatch.measure(2) { window.layoutIfNeeded() }
        stopwatch.addSum(to: 0, of: 1..<3)
        stopwatch.measure(3) { PinnedViewTree.rotateAndLayOut(window) }
        let parent = views[parents[size - 1]]
        let inserted = stopwatch.measure(4) {
          PinnedViewTree.insertAndLayOut(into: parent, of: window)
        }
        PinnedViewTree.check(views[size], inserted, depth: shape.depth(ofLast: size))
        holder.statistics = window.lastLayoutPassStatistics
        holder.window = nil
        // `window` and `views` go out of scope here, after the timed phases: the window is
        // released untimed.
      })
    // kiwi's `repeat`: at most 20 s of samples, at least one.
    benchmark.samplingBudget = 20e9
    benchmark.skipReason = Self.predictedTooLong(name, size: size, minimumExponent: 1)
    add(benchmark)
  }
}

/// Builds kiwi's tree with views and anchors.
enum PinnedViewTree {
  /// A window with a full-screen root view (view 0) and views 1...N under their parents,
  /// each pinned to its parent's safe-area guide.
  static func build(parents: [Int]) -> (Window, [View]) {
    let window = Window(device: FixtureGeometry.device, name: "pinned")
    let root = View(frame: window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    var views = [root]
    views.reserveCapacity(parents.count + 1)
    for parent in parents {
      views.append(insert(into: views[parent]))
    }
    return (window, views)
  }

  /// kiwi's `insert1` with views: a new constrained view under `parent`, then a layout pass.
  /// Not inlined, so that a profiler can collect this part alone
  /// (`valgrind --tool=callgrind --toggle-collect='*insertAndLayOut*'`).
  @inline(never)
  static func insertAndLayOut(into parent: View, of window: Window) -> View {
    let view = insert(into: parent)
    window.layoutIfNeeded()
    return view
  }

  /// kiwi's resize with views: a rotation to landscape, then a layout pass. Not inlined, so
  /// that a profiler can collect this part alone
  /// (`valgrind --tool=callgrind --toggle-collect='*rotateAndLayOut*'`).
  @inline(never)
  static func rotateAndLayOut(_ window: Window) {
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
  }

  /// A new view under `parent`, with its five constraints active.
  static func insert(into parent: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    let guide = parent.safeAreaLayoutGuide
    let preferredHeight = view.heightAnchor.constraint(equalTo: guide.heightAnchor, constant: -16)
    preferredHeight.priority = .defaultLow
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 16),
      view.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      view.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: -32),
      view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      preferredHeight,
    ])
    return view
  }

  /// Checks the last view after the rotation to landscape, and that the inserted view, a
  /// sibling with the same constraints, has its frame.
  static func check(_ last: View, _ inserted: View, depth: Int) {
    // iPhone 15 Pro in landscape: 852 wide, safe-area insets of 59 on both sides; below the
    // root, every view lies inside its parent's safe area and has no insets of its own.
    // Deep in the chain the solved width is negative; the frame keeps its magnitude.
    let expected = abs(852 - 118 - 32 * Double(depth))
    var problems: [String] = []
    if abs(last.frame.width - expected) >= 1e-6 * max(1, expected) {
      problems.append("the last view is \(last.frame.width) wide, expected \(expected)")
    }
    if inserted.frame != last.frame {
      problems.append("the inserted view's frame \(inserted.frame) is not \(last.frame)")
    }
    if last.frame.height < 44 - 1e-6 { problems.append("height \(last.frame.height)") }
    guard problems.isEmpty else {
      // Release builds drop a precondition's message: print it first.
      printError("pinned views at depth \(depth): " + problems.joined(separator: "; "))
      preconditionFailure("pinned views: wrong frames")
    }
  }
}

extension KiwiTree.Shape {
  /// The depth of view `n`, the last one (the root's children are at depth 1).
  func depth(ofLast n: Int) -> Int {
    let parents = parents(n)
    var depth = 0
    var view = n
    while view != 0 {
      view = parents[view - 1]
      depth += 1
    }
    return depth
  }
}
