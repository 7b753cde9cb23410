import SafeAreaSim

extension BenchmarkSuite {
  /// Layout passes over one window holding a balanced tree of plain views (fan-out 8): a full
  /// pass after a rotation, an incremental pass after one leaf moved, and a pass with nothing
  /// to do. The tree is built once (see ``BalancedTreeFixture``) and released after the last
  /// of the three.
  mutating func addBalancedTreeBenchmarks() {
    let views = viewCount
    let fixtures = self.fixtures

    add(
      Benchmark(
        title: "Full pass (balanced tree, fan-out 8)", size: views, nodes: views,
        comparingTo: KernelTitle.balanced, samples: options.isQuick ? 21 : 15, warmups: 2,
        setup: {
          let fixture = fixtures.balancedTree(views: views)
          fixture.checkThatRotationChangesEveryView()
          return fixture
        },
        run: { fixture in
          // A full-screen window takes the screen's new bounds, which invalidates every view.
          let window = fixture.window
          window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
          window.layoutIfNeeded()
          blackHole(fixture.leaf.safeAreaInsets)
        },
        notes: { fixtures.balancedTree(views: views).notes }))

    add(
      Benchmark(
        title: "Incremental pass, one leaf moved (balanced tree)", size: views,
        samples: 1001, warmups: 10,
        setup: {
          let fixture = fixtures.balancedTree(views: views)
          let frame = fixture.leaf.frame
          return (fixture: fixture, frames: [frame, frame.offsetBy(dx: 1, dy: 1)], next: 1)
        },
        run: { state in
          // Diagonally, so that the leaf's insets change in either orientation.
          state.fixture.leaf.frame = state.frames[state.next]
          state.next = 1 - state.next
          state.fixture.window.layoutIfNeeded()
          blackHole(state.fixture.leaf.safeAreaInsets)
        }))

    add(
      Benchmark(
        title: "Layout pass with nothing dirty (balanced tree)", size: views,
        samples: 101, warmups: 10, isBatchable: true,
        setup: { fixtures.balancedTree(views: views).window },
        run: { window in window.layoutIfNeeded() },
        finish: { fixtures.releaseBalancedTree(views: views) }))
  }
}

extension BalancedTreeFixture {
  /// Checks that turning the window changes the safe-area insets of every view, so that the
  /// full-pass benchmark recomputes the whole tree rather than stopping early; leaves the
  /// window as it found it. Stops the program if not.
  func checkThatRotationChangesEveryView() {
    var all: [View] = []
    all.reserveCapacity(views + 1)
    var stack: [View] = [window]
    while let view = stack.popLast() {
      all.append(view)
      stack += view.subviews
    }
    let before = all.map(\.safeAreaInsets)
    let orientation = window.orientation
    window.rotate(to: orientation == .portrait ? .landscapeLeft : .portrait)
    window.layoutIfNeeded()
    let unchanged = zip(all, before).filter { $0.safeAreaInsets == $1 }.count
    window.rotate(to: orientation)
    window.layoutIfNeeded()
    precondition(
      all.count == views + 1 && unchanged == 0,
      "A rotation leaves the insets of \(unchanged) of \(all.count) views unchanged: the full "
        + "pass would not be full.")
  }
}
