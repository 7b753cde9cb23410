import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the kernel results, which view-tree results name to print their ratio.
  enum KernelTitle {
    static let balanced = "Kernel full pass (balanced tree, fan-out 8)"
    static let chain = "Kernel full pass (chain)"
  }

  /// The flat-array kernel (``FlatKernel``) over the shapes of the view-tree benchmarks:
  /// what a full pass would cost with nothing but the arithmetic and one sweep of memory.
  ///
  /// Each iteration turns the screen (portrait and landscape alternately), as the view-tree
  /// full pass does, although the kernel's work does not depend on it.
  mutating func addKernelBenchmarks() {
    let views = viewCount
    for (title, plan) in [
      (KernelTitle.balanced, { TreePlan.balancedFixture(views: views) }),
      (KernelTitle.chain, { TreePlan.chain(count: views + 1) }),
    ] {
      add(
        Benchmark(
          title: title, size: views, nodes: views, samples: 21, warmups: 3,
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
