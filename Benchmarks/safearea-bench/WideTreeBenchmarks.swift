import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the wide-tree results, which the targets and the plot look up.
  enum WideTitle {
    static let fullPass = "Full pass (balanced tree, fan-out 8)"
    static let leafMoved = "Incremental pass, one leaf moved (balanced tree)"
    static let chromeResized = "Incremental pass, mid-level chrome resized (balanced tree)"
    static let rootInsets = "Incremental pass, root additional insets (balanced tree)"
    static let clean = "Layout pass with nothing dirty (balanced tree)"
    static let flatFullPass = "Full pass (flat, siblings under one view)"
    static let flatMoved = "Incremental pass, one sibling moved (flat)"
    static let flatClean = "Layout pass with nothing dirty (flat)"
  }

  /// The number of views in the panel's subtree: the S of "an update of a subtree of S
  /// nodes", the same in every tree so that the update can be compared with a full pass over
  /// the smallest tree.
  static let panelViews = 1_000

  /// Layout passes over a window whose root controller's view holds a balanced tree of plain
  /// views (fan-out 8), at every size of the wide family: a full pass after a rotation;
  /// incremental passes after one leaf moved, after a chrome view halfway down resized (trees
  /// of 10,000 views and more hold a ``ChromeContainerController`` at level 3 whose content
  /// has a subtree of ``panelViews`` views), and after the root controller's
  /// `additionalSafeAreaInsets` changed (every view changes); and a pass with nothing to do.
  /// Each size's tree is built once (``ControlledTreeFixture``) and shared by its benchmarks.
  mutating func addWideTreeBenchmarks() {
    let fixtures = self.fixtures
    for views in familySizes {
      let group = "wide \(views)"
      let panel = views >= 10 * Self.panelViews ? Self.panelViews : nil
      let tree = { fixtures.wideTree(views: views, panelViews: panel) }
      // Every view under the root controller: the tree, the root view and the panel's views.
      let allViews = views + 1 + (panel.map { $0 + 3 } ?? 0)
      let passSamples = views >= 1_000_000 ? 15 : views >= 100_000 ? 21 : 101

      add(
        group,
        Benchmark(
          title: WideTitle.fullPass, size: views, nodes: allViews,
          comparingTo: KernelTitle.balanced, samples: passSamples, warmups: 2,
          setup: {
            let fixture = tree().reset()
            fixture.checkThatEveryView(
              of: fixture.allViews, changesWhen: "A rotation",
              { fixture.window.rotate(to: .landscapeLeft) },
              undo: { fixture.window.rotate(to: .portrait) })
            return fixture
          },
          run: { fixture in
            // A full-screen window takes the screen's new bounds; its root controller's view
            // follows, which invalidates every view below.
            let window = fixture.window
            window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
            window.layoutIfNeeded()
            blackHole(fixture.leaf.safeAreaInsets)
          },
          notes: { tree().notes }))

      add(
        group,
        Benchmark(
          title: WideTitle.leafMoved, size: views, samples: 1001, warmups: 10,
          setup: {
            let fixture = tree().reset()
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

      if let panel {
        add(
          group,
          Benchmark(
            title: WideTitle.chromeResized, size: views, nodes: panel + 1, samples: 1001,
            warmups: 10,
            setup: {
              let fixture = tree().reset()
              guard let panel = fixture.panel else { preconditionFailure("No panel.") }
              fixture.checkThatEveryView(
                of: panel.contentViews, changesWhen: "Resizing the panel's chrome",
                { panel.chrome.size = 60 }, undo: { panel.chrome.size = 50 })
              return (fixture: fixture, chrome: panel.chrome)
            },
            run: { state in
              // The content's share of the chrome changes by 10 points at the bottom, and
              // so does every view of its tree; nothing else in the tree changes.
              state.chrome.size = state.chrome.size == 50 ? 60 : 50
              state.fixture.window.layoutIfNeeded()
              blackHole(state.fixture.leaf.safeAreaInsets)
            }))
      }

      add(
        group,
        Benchmark(
          title: WideTitle.rootInsets, size: views, nodes: allViews,
          samples: passSamples, warmups: 2,
          setup: {
            let fixture = tree().reset()
            let root = fixture.root
            let chrome = fixture.panel?.chrome
            fixture.checkThatEveryView(
              of: fixture.allViews.filter { $0 !== chrome },
              changesWhen: "Changing the root's additionalSafeAreaInsets",
              { root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) },
              undo: { root.additionalSafeAreaInsets = .zero })
            return fixture
          },
          run: { fixture in
            // 20 more points at the top reach every view (all overlap the top band); the
            // panel's bottom chrome is visited but keeps its insets.
            let root = fixture.root
            root.additionalSafeAreaInsets =
              root.additionalSafeAreaInsets.top == 0
              ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : .zero
            fixture.window.layoutIfNeeded()
            blackHole(fixture.leaf.safeAreaInsets)
          }))

      add(
        group,
        Benchmark(
          title: WideTitle.clean, size: views, samples: 101, warmups: 10, isBatchable: true,
          setup: { tree().reset().window },
          run: { window in window.layoutIfNeeded() }))
    }
  }

  /// Layout passes over a window whose root controller's view holds ``siblingCount``
  /// sibling views: a full pass after a rotation, an incremental pass after one sibling
  /// moved, and a pass with nothing to do.
  mutating func addFlatTreeBenchmarks() {
    let fixtures = self.fixtures
    let views = siblingCount
    let tree = {
      fixtures.fixture("flat \(views)") {
        ControlledTreeFixture(plan: .flat(count: views + 1), shape: "Flat tree (siblings)")
      }
    }
    add(
      "flat",
      Benchmark(
        title: WideTitle.flatFullPass, size: views, nodes: views + 1,
        comparingTo: KernelTitle.flat, samples: 21, warmups: 2,
        setup: {
          let fixture = tree().reset()
          fixture.checkThatEveryView(
            of: fixture.allViews, changesWhen: "A rotation",
            { fixture.window.rotate(to: .landscapeLeft) },
            undo: { fixture.window.rotate(to: .portrait) })
          return fixture
        },
        run: { fixture in
          let window = fixture.window
          window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
          window.layoutIfNeeded()
          blackHole(fixture.leaf.safeAreaInsets)
        },
        notes: { tree().notes }))

    add(
      "flat",
      Benchmark(
        title: WideTitle.flatMoved, size: views, samples: 1001, warmups: 10,
        setup: {
          let fixture = tree().reset()
          let frame = fixture.leaf.frame
          return (fixture: fixture, frames: [frame, frame.offsetBy(dx: 1, dy: 1)], next: 1)
        },
        run: { state in
          state.fixture.leaf.frame = state.frames[state.next]
          state.next = 1 - state.next
          state.fixture.window.layoutIfNeeded()
          blackHole(state.fixture.leaf.safeAreaInsets)
        }))

    add(
      "flat",
      Benchmark(
        title: WideTitle.flatClean, size: views, samples: 101, warmups: 10, isBatchable: true,
        setup: { tree().reset().window },
        run: { window in window.layoutIfNeeded() }))
  }
}
