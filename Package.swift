// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "SafeAreaSim",
  products: [
    .library(name: "SafeAreaSim", targets: ["SafeAreaSim"]),
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .library(name: "SafeAreaSimScenes", targets: ["SafeAreaSimScenes"]),
    .library(name: "SafeAreaSimFixtures", targets: ["SafeAreaSimFixtures"]),
    .library(name: "SafeAreaSimTesting", targets: ["SafeAreaSimTesting"]),
    .library(name: "SafeAreaSimUIKit", targets: ["SafeAreaSimUIKit"]),
    .executable(name: "safearea-sim", targets: ["safearea-sim"]),
  ],
  dependencies: [],
  targets: [
    // Library
    // The Cassowary constraint solver: imports nothing and knows nothing of views.
    .target(name: "LayoutSolver"),
    .target(
      name: "SafeAreaSim",
      dependencies: ["LayoutSolver"],
      // `Double.rounded()` calls the C math library, which Linux links only on request.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Internal: the file I/O and the frame-keeping container shared by Scenes and Fixtures
    // (Scenes must not depend on the test fixtures). Not a product.
    .target(name: "SafeAreaSimSupport", dependencies: ["SafeAreaSim"]),
    .target(name: "SafeAreaSimScenes", dependencies: ["SafeAreaSim", "SafeAreaSimSupport"]),
    // For other projects' tests; imports neither Testing nor XCTest, so executables (the
    // benchmark) can use its builders without linking a test framework.
    .target(name: "SafeAreaSimFixtures", dependencies: ["SafeAreaSim", "SafeAreaSimSupport"]),
    .target(name: "SafeAreaSimTesting", dependencies: ["SafeAreaSimFixtures", "SafeAreaSim"]),
    // UIKit's names over SafeAreaSim, so that container code written for UIKit compiles with
    // only its import changed.
    .target(name: "SafeAreaSimUIKit", dependencies: ["SafeAreaSim"]),
    // The fuzzer's entry point and invariants, shared by the fuzzer and its regression tests.
    .target(
      name: "SafeAreaSimFuzzing", dependencies: ["SafeAreaSimScenes", "SafeAreaSimFixtures"]),

    // Tools
    .executableTarget(
      name: "safearea-sim",
      dependencies: ["SafeAreaSim", "SafeAreaSimScenes"]),
    .executableTarget(
      name: "safearea-bench",
      dependencies: ["SafeAreaSim", "SafeAreaSimScenes", "SafeAreaSimFixtures"],
      path: "Benchmarks/safearea-bench"),
    // Replays inputs normally; Scripts/fuzz.sh builds it as a libFuzzer target.
    .executableTarget(
      name: "safearea-fuzz",
      dependencies: ["SafeAreaSimFuzzing", "SafeAreaSimScenes", "SafeAreaSimFixtures"]),

    // Tests
    .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    .testTarget(
      name: "SafeAreaSimTests",
      // LayoutSolver: a test compares the engine's relations with the solver's constraints.
      dependencies: ["SafeAreaSim", "SafeAreaSimFixtures", "SafeAreaSimTesting", "LayoutSolver"],
      exclude: ["Controllers/Goldens", "Containers/Goldens"]),
    .testTarget(
      name: "SafeAreaSimSupportTests", dependencies: ["SafeAreaSimSupport", "SafeAreaSim"]),
    .testTarget(
      name: "SafeAreaSimScenesTests",
      dependencies: [
        "SafeAreaSimScenes", "SafeAreaSim", "SafeAreaSimFixtures", "SafeAreaSimFuzzing",
      ],
      // Read by path: the fuzzer's regression inputs.
      exclude: ["FuzzRegressions"]),
    .testTarget(
      name: "SafeAreaSimUIKitTests",
      dependencies: ["SafeAreaSimUIKit", "SafeAreaSim", "SafeAreaSimFixtures"]),
  ]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings += [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ]
  target.swiftSettings = settings
}
