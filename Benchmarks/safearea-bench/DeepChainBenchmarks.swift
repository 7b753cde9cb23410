import SafeAreaSim

extension BenchmarkSuite {
  /// A chain of views as deep as the large trees are big, each the only subview of the one
  /// before: its build (outside a window, then added to one), its first layout pass (every
  /// view dirty) and its teardown (dropping the window, the only reference left), each timed
  /// separately. Nothing here may recurse on depth: a recursive walk or a recursive chain of
  /// `deinit`s overflows the stack long before a million levels.
  mutating func addDeepChainBenchmarks() {
    let views = viewCount
    add(
      Benchmark(
        title: "Deep chain: build / full layout / teardown",
        phases: [
          .init(title: "Deep chain: build and add to window", nodes: views),
          .init(title: "Deep chain: full layout", nodes: views, kernel: KernelTitle.chain),
          .init(title: "Deep chain: teardown", nodes: views),
        ],
        size: views, samples: options.isQuick ? 11 : 5, warmups: 1,
        setup: { WindowHolder() },
        run: { holder, stopwatch in
          stopwatch.measure(0) {
            let window = Window(device: FixtureGeometry.device, name: "chain")
            TreeBuilder.addChain(of: views, to: window)
            holder.window = window
          }
          stopwatch.measure(1) {
            holder.window?.layoutIfNeeded()
          }
          blackHole(holder.window?.subviews.first?.safeAreaInsets)
          stopwatch.measure(2) {
            // The holder keeps the only reference: the whole chain goes here, not earlier.
            holder.window = nil
          }
        }))

    // The same chain grown inside its window, at two small depths: each `addSubview(_:)`
    // looks up the new superview's window by walking up to the root, so the build is
    // quadratic in depth, and doubling the depth doubles the time per view.
    for depth in options.isQuick ? [1_000, 2_000] : [5_000, 10_000] {
      add(
        Benchmark(
          title: "Deep chain grown inside its window: build",
          phases: [.init(title: "Deep chain grown inside its window: build", nodes: depth)],
          size: depth, samples: options.isQuick ? 5 : 3, warmups: 1,
          setup: { WindowHolder() },
          run: { holder, stopwatch in
            stopwatch.measure(0) {
              let window = Window(device: FixtureGeometry.device, name: "chain")
              TreeBuilder.growChain(of: depth, inside: window)
              holder.window = window
            }
            holder.window = nil
          }))
    }
  }
}

/// A reference to a window whose release point is exactly where it is set to `nil` (a local
/// variable's lifetime may end at its last use).
final class WindowHolder {
  var window: Window?
}
