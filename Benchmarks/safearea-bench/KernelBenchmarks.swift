import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the kernel results, which view-tree results name to print their ratio.
  enum KernelTitle {
    static let balanced = "Kernel full pass (balanced tree, fan-out 8)"
    static let chain = "Kernel full pass (chain)"
    static let flat = "Kernel full pass (flat)"
    static let nestedChrome = "Kernel full pass (nested chrome)"
  }

  /// The flat-array kernel (``FlatKernel``) over the shapes and sizes of the view-tree
  /// benchmarks: what a full pass would cost with nothing but the arithmetic and one sweep of
  /// memory.
  ///
  /// Each iteration turns the screen (portrait and landscape alternately), as the view-tree
  /// full passes do, although the kernel's work does not depend on it.
  mutating func addKernelBenchmarks() {
    // Title, size (as the view-tree rows compared with it), nodes besides the root, plan.
    var kernels: [(title: String, size: Int, nodes: Int, plan: () -> TreePlan)] = []
    for size in familySizes {
      kernels.append(
        (KernelTitle.balanced, size, size, { TreePlan.balancedFixture(views: size) }))
      kernels.append((KernelTitle.chain, size, size, { TreePlan.chain(count: size + 1) }))
    }
    let siblings = siblingCount
    kernels.append((KernelTitle.flat, siblings, siblings, { TreePlan.flat(count: siblings + 1) }))
    for depth in nestingDepths {
      kernels.append(
        (KernelTitle.nestedChrome, depth, 2 * depth + 1, { TreePlan.nestedChrome(depth: depth) }))
    }
    for (title, size, nodes, plan) in kernels {
      // Small kernels take microseconds: more samples steady the median.
      let samples = size >= 100_000 ? 21 : 101
      add(
        Benchmark(
          title: title, size: size, nodes: nodes, samples: samples, warmups: 3,
          setup: { (kernel: FlatKernel(plan: plan()), isLandscape: false) },
          run: { state in
            state.isLandscape.toggle()
            let orientation: Orientation = state.isLandscape ? .landscapeLeft : .portrait
            state.kernel.pass(
              rootSize: FixtureGeometry.device.screenSize(in: orientation),
              screenSafe: FlatKernel.screenSafeRect(in: orientation))
            blackHole(state.kernel.checksum)
          }))
    }
  }
}
