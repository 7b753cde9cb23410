import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// The seed samples of issue 10: a view pinned to its controller's root view with the
/// anchors UIKit code uses, on several devices, in several containers, in both orientations.
/// Every expected number comes from the reference (see `ReferenceDevice` and `SampleHost`).
@Suite("Seed samples")
struct SeedSampleTests {
  /// How the sample view is pinned.
  enum Sample: String, CaseIterable, Sendable {
    /// Margins guide at the sides; one system spacing inside the safe area's top and bottom.
    case marginsAndSystemSpacing
    /// The iOS 10 fallback: margins at the sides, 8 points from `topLayoutGuide.bottomAnchor`
    /// and `bottomLayoutGuide.topAnchor` (E-08, C-24).
    case layoutSupportGuides
    /// All four safe-area edges, with `LayoutConstraint(item:attribute:...)`.
    case safeAreaItemForm
    /// All four safe-area edges, with anchors.
    case safeAreaAnchors
    /// All four margins, with the item form's margin attributes (`.leadingMargin`, ...).
    case marginAttributesItemForm
    /// All four edges of the controller's view, with anchors: the sample view then has the
    /// view's safe-area insets, and margins of 8 from them (C-03, C-18, C-21).
    case edgeAnchors

    /// The sample view's expected frame in its controller's view, from that view's size,
    /// safe-area insets and margins.
    func expectedFrame(size: Size, safe: EdgeInsets, margins: EdgeInsets) -> Rect {
      switch self {
      case .marginsAndSystemSpacing, .layoutSupportGuides:
        // E-05: one system spacing is 8 points (al-research §1).
        return Rect(
          x: margins.left, y: safe.top + 8, width: size.width - margins.left - margins.right,
          height: size.height - safe.top - safe.bottom - 16)
      case .safeAreaItemForm, .safeAreaAnchors:
        return Rect(
          x: safe.left, y: safe.top, width: size.width - safe.left - safe.right,
          height: size.height - safe.top - safe.bottom)
      case .edgeAnchors:
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
      case .marginAttributesItemForm:
        return Rect(
          x: margins.left, y: margins.top, width: size.width - margins.left - margins.right,
          height: size.height - margins.top - margins.bottom)
      }
    }
  }

  /// A controller that pins its sample view in `viewDidLoad`, as the seed samples do.
  final class SampleController: ViewController {
    let sample: Sample
    let pinned = View(name: "pinned")
    /// The constraints that pin the sample view, in the order `constraints()` makes them.
    private(set) var pinning: [LayoutConstraint] = []

    init(sample: Sample) {
      self.sample = sample
      super.init(name: "sample")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      pinned.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(pinned)
      pinning = constraints()
      LayoutConstraint.activate(pinning)
    }

    private func constraints() -> [LayoutConstraint] {
      let safeArea = view.safeAreaLayoutGuide
      let margins = view.layoutMarginsGuide
      switch sample {
      case .marginsAndSystemSpacing:
        return [
          pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          pinned.topAnchor.constraint(equalToSystemSpacingBelow: safeArea.topAnchor, multiplier: 1),
          safeArea.bottomAnchor.constraint(
            equalToSystemSpacingBelow: pinned.bottomAnchor, multiplier: 1),
        ]
      case .layoutSupportGuides:
        return [
          pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          pinned.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
          pinned.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8),
        ]
      case .safeAreaItemForm:
        let attributes: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
        return attributes.map { attribute in
          LayoutConstraint(
            item: pinned, attribute: attribute, relatedBy: .equal, toItem: safeArea,
            attribute: attribute, multiplier: 1, constant: 0)
        }
      case .marginAttributesItemForm:
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
          (.top, .topMargin), (.leading, .leadingMargin), (.bottom, .bottomMargin),
          (.trailing, .trailingMargin),
        ]
        return pairs.map { attribute, margin in
          LayoutConstraint(
            item: pinned, attribute: attribute, relatedBy: .equal, toItem: view,
            attribute: margin, multiplier: 1, constant: 0)
        }
      case .edgeAnchors:
        return [
          pinned.topAnchor.constraint(equalTo: view.topAnchor),
          pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          pinned.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ]
      case .safeAreaAnchors:
        return [
          pinned.topAnchor.constraint(equalTo: safeArea.topAnchor),
          pinned.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
          pinned.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
          pinned.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        ]
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var device: ReferenceDevice
    var host: SampleHost
    var sample: Sample
    var testDescription: String { "\(sample.rawValue) in \(host.rawValue) on \(device.name)" }
  }

  static let cases: [Case] = ReferenceDevice.all.flatMap { device in
    SampleHost.allCases.flatMap { host in
      Sample.allCases.map { Case(device: device, host: host, sample: $0) }
    }
  }

  /// Checks the controller's view and the sample view against the reference in `orientation`.
  static func check(
    _ c: Case, _ controller: SampleController, _ orientation: Orientation,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frame = c.host.expectedViewFrame(c.device, orientation)
    let safe = c.host.expectedSafeAreaInsets(c.device, orientation)
    let margins = c.host.expectedLayoutMargins(c.device, orientation)
    let view = controller.view
    expectFrame(view, frame, sourceLocation: sourceLocation)
    expectInsets(view, safe, sourceLocation: sourceLocation)
    #expect(
      view.layoutMargins.isApproximatelyEqual(to: margins, tolerance: 0.01),
      "\(orientation): layoutMargins \(view.layoutMargins), expected \(margins)",
      sourceLocation: sourceLocation)
    let expected = c.sample.expectedFrame(size: frame.size, safe: safe, margins: margins)
    expectFrame(controller.pinned, expected, inWindow: false, sourceLocation: sourceLocation)
    if c.sample == .layoutSupportGuides {
      // C-24 with iOS 11's meaning: the guides' lengths are the safe area's top and bottom.
      let top = controller.topLayoutGuide.length
      let bottom = controller.bottomLayoutGuide.length
      #expect(
        abs(top - safe.top) < 0.01 && abs(bottom - safe.bottom) < 0.01,
        "\(orientation): guide lengths \(top), \(bottom); expected \(safe.top), \(safe.bottom)",
        sourceLocation: sourceLocation)
    }
    #expect(!controller.pinned.hasAmbiguousLayout, sourceLocation: sourceLocation)
    // C-03: the sample view's own insets are the part of it outside its superview's safe
    // area, computed from the frame the constraints gave it; its margins are 8 beyond them.
    let pinnedSafe = c.sample == .edgeAnchors ? safe : .zero
    expectInsets(controller.pinned, pinnedSafe, sourceLocation: sourceLocation)
    let pinnedMargins = pinnedSafe + EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(
      controller.pinned.layoutMargins.isApproximatelyEqual(to: pinnedMargins, tolerance: 0.01),
      "\(orientation): pinned margins \(controller.pinned.layoutMargins), not \(pinnedMargins)",
      sourceLocation: sourceLocation)
  }

  @Test(
    "the sample is placed on the first layout in portrait and follows a rotation", arguments: cases)
  func portraitThenLandscape(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: .portrait)
    let controller = SampleController(sample: c.sample)
    c.host.show(controller, in: window)
    window.layoutIfNeeded()
    Self.check(c, controller, .portrait)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    Self.check(c, controller, .landscapeLeft)
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    Self.check(c, controller, .portrait)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test(
    "the sample is placed on the first layout in landscape and follows a rotation", arguments: cases
  )
  func landscapeThenPortrait(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: .landscapeLeft)
    let controller = SampleController(sample: c.sample)
    c.host.show(controller, in: window)
    window.layoutIfNeeded()
    Self.check(c, controller, .landscapeLeft)
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    Self.check(c, controller, .portrait)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
