import SafeAreaSim
import Testing

@Suite("Unsupported orientations")
struct WindowOrientationTests {
  @Test("rotating a Face ID iPhone upside down is ignored with a diagnostic")
  func upsideDownIgnored() {
    let window = Window(device: .iPhone15Pro, name: "main")
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.rotate(to: .portraitUpsideDown)
    #expect(window.orientation == .portrait)
    #expect(window.bounds.size == Size(width: 393, height: 852))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["orientationNotSupported"])
    #expect(diagnostics.first?.subject == "main")
    #expect(
      diagnostics.first?.message
        == "iPhone 15 Pro does not support the portraitUpsideDown orientation: "
        + "the request for window <main> was ignored.")
  }

  @Test("a home-button iPhone turns upside down")
  func upsideDownSupported() {
    let window = Window(device: .iPhone8)
    window.rotate(to: .portraitUpsideDown)
    #expect(window.orientation == .portraitUpsideDown)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a window created upside down on a Face ID iPhone starts in portrait")
  func createdUpsideDown() {
    let window = Window(device: .iPhone15Pro, orientation: .portraitUpsideDown)
    #expect(window.orientation == .portrait)
    #expect(window.takeDiagnostics().map(\.code) == ["orientationNotSupported"])
  }

  @Test(
    "an Apple TV window is always landscapeLeft and leaves a diagnostic for every rotation",
    arguments: Orientation.allCases)
  func appleTVHasNoRotation(_ orientation: Orientation) {
    let window = Window(device: .appleTV, orientation: orientation, name: "tv")
    #expect(window.orientation == .landscapeLeft)
    #expect(window.takeDiagnostics().isEmpty)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.rotate(to: orientation)
    #expect(window.orientation == .landscapeLeft)
    #expect(window.bounds.size == Size(width: 1920, height: 1080))
    #expect(window.takeDiagnostics().map(\.code) == ["orientationNotSupported"])
  }
}
