import SafeAreaSim
import Testing

/// Seeded random trees of views: the incremental layout pass must always equal a from-scratch
/// computation, and the insets must respect the overlap rule's bounds.
@Suite("Random view trees")
struct RandomTreePropertyTests {
  static let devices: [DeviceProfile] = [.iPhone15Pro, .iPhoneX, .iPhone8, .iPadPro11]

  @Test(
    "incremental passes equal a full recomputation over 2,000 seeded trees",
    arguments: 0..<20)
  func incrementalEqualsFull(batch: Int) {
    for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
      var random = SplitMix64(seed: seed)
      let device = Self.devices[Int(seed % UInt64(Self.devices.count))]
      let window = Window(device: device)
      var views = [View(frame: window.bounds, name: "v0")]
      window.addSubview(views[0])
      for index in 1..<Int.random(in: 8...40, using: &random) {
        let parent = views.randomElement(using: &random)!
        let view = View(frame: Self.randomFrame(in: parent.bounds, &random), name: "v\(index)")
        view.preservesSuperviewLayoutMargins = Bool.random(using: &random)
        view.insetsLayoutMarginsFromSafeArea = Int.random(in: 0..<4, using: &random) != 0
        parent.addSubview(view)
        views.append(view)
      }
      window.layoutIfNeeded()
      Self.check(window, seed: seed, step: "initial")
      for step in 0..<6 {
        Self.mutate(window, views: &views, &random)
        window.layoutIfNeeded()
        Self.check(window, seed: seed, step: "mutation \(step)")
      }
    }
  }

  static func randomFrame(in bounds: Rect, _ random: inout SplitMix64) -> Rect {
    let width = Double(Int.random(in: 0...Int(bounds.width + 40), using: &random))
    let height = Double(Int.random(in: 0...Int(bounds.height + 40), using: &random))
    return Rect(
      x: Double(Int.random(in: -20...Int(max(bounds.width - width, 0)) + 20, using: &random)),
      y: Double(Int.random(in: -20...Int(max(bounds.height - height, 0)) + 20, using: &random)),
      width: width, height: height)
  }

  static func mutate(_ window: Window, views: inout [View], _ random: inout SplitMix64) {
    let view = views[Int.random(in: 1..<views.count, using: &random)]
    switch Int.random(in: 0..<7, using: &random) {
    case 0, 1:
      view.frame = randomFrame(in: view.superview?.bounds ?? window.bounds, &random)
    case 2:
      var bounds = view.bounds
      bounds.origin.y = Double(Int.random(in: -50...50, using: &random))
      view.bounds = bounds
    case 3:
      // Move to another parent that is not inside it.
      let candidates = views.filter { !$0.isDescendant(of: view) }
      candidates.randomElement(using: &random)?.addSubview(view)
    case 4:
      view.removeFromSuperview()
      if Bool.random(using: &random) { views[0].addSubview(view) }
    case 5:
      let orientations = Orientation.allCases.filter(window.device.supports)
      window.rotate(to: orientations.randomElement(using: &random)!)
    default:
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: Double(Int.random(in: 0...20, using: &random)), leading: 4, bottom: 2,
        trailing: Double(Int.random(in: 0...20, using: &random)))
    }
  }

  /// Recomputes every view of the window from scratch, top-down, and compares.
  static func check(_ window: Window, seed: UInt64, step: String) {
    var pending: [(View, EdgeInsets, EdgeInsets, Rect)] = [
      (
        window, window.device.windowSafeAreaInsets(in: window.orientation), .zero,
        window.screenBounds
      )
    ]
    while let (view, parentInsets, parentMargins, parentBounds) = pending.popLast() {
      let inherited = SafeAreaRules.inheritedInsets(
        frame: view.frame, parentBounds: parentBounds, parentInsets: parentInsets)
      let inputs = SafeAreaInputs(
        frame: view.frame, boundsOrigin: view.bounds.origin,
        margins: view.directionalLayoutMargins.resolved(for: .leftToRight),
        insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
        preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins)
      let margins = SafeAreaRules.layoutMargins(
        inputs: inputs, safeAreaInsets: inherited, parentBounds: parentBounds,
        parentMargins: parentMargins)
      #expect(view.safeAreaInsets == inherited, "seed \(seed), \(step), \(view.name)")
      #expect(view.layoutMargins == margins, "seed \(seed), \(step), \(view.name)")
      #expect(view.safeAreaInsets.clampedToNonNegative == view.safeAreaInsets)
      #expect(view.safeAreaInsets.clamped(to: .zero...parentInsets) == view.safeAreaInsets)
      for child in view.subviews {
        pending.append((child, inherited, margins, view.bounds))
      }
    }
  }
}
