// swift-tools-version:6.2
import PackageDescription

// An app's own container, tested with SafeAreaSim the way another project would: the
// library by path (a released version would use `.package(url:from:)`).
let package = Package(
  name: "ContainerAdoption",
  products: [
    .library(name: "SplitContainer", targets: ["SplitContainer"])
  ],
  dependencies: [
    // The repository root, three levels up. `name:` lets the products below say
    // `package: "SafeAreaSim"` whatever the clone's directory is called.
    .package(name: "SafeAreaSim", path: "../../..")
  ],
  targets: [
    // Library
    .target(
      name: "SplitContainer",
      dependencies: [.product(name: "SafeAreaSim", package: "SafeAreaSim")]),

    // Tests
    .testTarget(
      name: "SplitContainerTests",
      dependencies: [
        "SplitContainer",
        .product(name: "SafeAreaSim", package: "SafeAreaSim"),
        .product(name: "SafeAreaSimFixtures", package: "SafeAreaSim"),
        .product(name: "SafeAreaSimTesting", package: "SafeAreaSim"),
      ],
      exclude: ["Goldens"]),
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
