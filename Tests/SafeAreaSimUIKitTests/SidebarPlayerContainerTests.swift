import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimUIKit
import Testing

/// A device case: where the container runs and the numbers UIKit gives there.
struct ContainerCase: CustomTestStringConvertible, Sendable {
  var device: DeviceProfile
  var orientation: Orientation
  /// The window's safe area, which the content inherits.
  var inherited: EdgeInsets
  var testDescription: String { "\(device.name), \(orientation)" }

  static let all = [
    ContainerCase(
      device: .iPhone15Pro, orientation: .portrait, inherited: EdgeInsets(top: 59, bottom: 34)),
    ContainerCase(
      device: .iPhone15Pro, orientation: .landscapeLeft,
      inherited: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    ContainerCase(
      device: .iPadPro11, orientation: .portrait, inherited: EdgeInsets(top: 24, bottom: 20)),
    ContainerCase(
      device: .iPadPro11, orientation: .landscapeLeft, inherited: EdgeInsets(top: 24, bottom: 20)),
  ]
}

@Suite("A container written for UIKit, run on SafeAreaSimUIKit")
struct SidebarPlayerContainerTests {
  /// Shows the container as the window's root and lets every transition finish.
  private func show(
    _ container: SidebarPlayerContainer, on device: DeviceProfile,
    orientation: Orientation = .portrait
  ) -> Window {
    let window = Window(device: device, orientation: orientation)
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.runUntilIdle()
    return window
  }

  @Test(
    "the content's safe area is the inherited one plus the chrome", arguments: ContainerCase.all)
  func contentSafeArea(_ testCase: ContainerCase) {
    let content = RecordingContentViewController()
    let container = SidebarPlayerContainer(content: content)
    let window = show(container, on: testCase.device, orientation: testCase.orientation)
    #expect(window.safeAreaInsets == testCase.inherited)
    let expected = testCase.inherited + EdgeInsets(left: 80, bottom: 64)
    #expect(content.view.safeAreaInsets == expected)
    #expect(content.view.frame == window.bounds)
    #expect(content.additionalSafeAreaInsets == EdgeInsets(left: 80, bottom: 64))
  }

  @Test("the chrome views cover the side and the bottom, safe area included")
  func chromeFrames() {
    let container = SidebarPlayerContainer(content: RecordingContentViewController())
    // Kept to the end: a view that leaves its window has no safe area.
    let window = show(container, on: .iPhone15Pro)
    #expect(container.sideView.frame == Rect(x: 0, y: 0, width: 80, height: 852))
    #expect(container.bottomView.frame == Rect(x: 0, y: 754, width: 393, height: 98))

    #expect(container.bottomView.name == "PlayerBarView")
    #expect(container.bottomView.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(container.bottomView.controls.frame == Rect(x: 0, y: 0, width: 393, height: 64))

    let onPad = SidebarPlayerContainer(content: RecordingContentViewController())
    let padWindow = show(onPad, on: .iPadPro11)
    #expect(onPad.sideView.frame == Rect(x: 0, y: 0, width: 80, height: 1194))
    #expect(onPad.bottomView.frame == Rect(x: 0, y: 1110, width: 834, height: 84))
    #expect(onPad.bottomView.controls.frame == Rect(x: 0, y: 0, width: 834, height: 64))
    #expect(window.isKeyWindow && padWindow.isKeyWindow)
  }

  @Test("setting the insets in viewDidAppear makes the content appear without them, then jump")
  func jumpAfterAppearance() {
    let content = RecordingContentViewController()
    let container = SidebarPlayerContainer(content: content)
    let window = show(container, on: .iPhone15Pro)
    let withoutChrome = EdgeInsets(top: 59, bottom: 34)
    let withChrome = EdgeInsets(top: 59, left: 80, bottom: 98)
    #expect(content.insetsAtDidAppear == withoutChrome)
    #expect(content.safeAreaHistory == [withoutChrome, withChrome])
    // The jump is reported, once.
    #expect(window.takeDiagnostics().map(\.code) == ["appearanceAfterDidAppear"])
  }

  @Test("rotating keeps the chrome's share and follows the new inherited insets")
  func rotation() {
    let content = RecordingContentViewController()
    let container = SidebarPlayerContainer(content: content)
    let window = show(container, on: .iPhone15Pro)
    window.rotate(to: .landscapeLeft)
    window.runUntilIdle()
    #expect(content.view.safeAreaInsets == EdgeInsets(top: 0, left: 139, bottom: 85, right: 59))
    #expect(container.sideView.frame == Rect(x: 0, y: 0, width: 139, height: 393))
    #expect(container.bottomView.frame == Rect(x: 0, y: 308, width: 852, height: 85))
    // The bar's own safe area in landscape: the sensor housing's side bands and the home
    // indicator.
    #expect(container.bottomView.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
    #expect(container.bottomView.controls.frame == Rect(x: 59, y: 0, width: 734, height: 64))
  }

  @Test("replacing the content at once: the callbacks of a push, the insets already in place")
  func replaceContent() {
    let first = RecordingContentViewController()
    let container = SidebarPlayerContainer(content: first)
    let window = show(container, on: .iPhone15Pro)
    // The first content's jump at its appearance (see jumpAfterAppearance).
    #expect(window.takeDiagnostics().map(\.code) == ["appearanceAfterDidAppear"])
    let second = RecordingContentViewController()
    var completed = false
    container.show(second, animated: false) { completed = true }
    #expect(completed)
    #expect(container.content === second)
    #expect(container.children.count == 1 && container.children.first === second)
    #expect(first.appearanceLog == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(second.appearanceLog == ["willAppear", "didAppear"])
    #expect(first.viewIfLoaded?.superview == nil)
    // Below the chrome: the new view took the old one's place in the subviews.
    #expect(
      container.view.subviews.map(ObjectIdentifier.init) == [
        ObjectIdentifier(second.view), ObjectIdentifier(container.sideView),
        ObjectIdentifier(container.bottomView),
      ])
    let withChrome = EdgeInsets(top: 59, left: 80, bottom: 98)
    #expect(second.insetsAtDidAppear == withChrome)
    #expect(second.safeAreaHistory == [withChrome])
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("replacing the content with animation ends on the window's clock")
  func replaceContentAnimated() {
    let first = RecordingContentViewController()
    let container = SidebarPlayerContainer(content: first)
    let window = show(container, on: .iPhone15Pro)
    let second = RecordingContentViewController()
    var completed = false
    container.show(second, animated: true) { completed = true }
    #expect(!completed)
    #expect(second.appearanceLog == ["willAppear"])
    #expect(first.appearanceLog.last == "willDisappear")
    #expect(first.view.superview === container.view && second.view.superview === container.view)
    window.advance(by: 0.29)
    #expect(!completed)
    window.advance(by: 0.01)
    #expect(completed)
    #expect(second.appearanceLog == ["willAppear", "didAppear"])
    #expect(first.appearanceLog.last == "didDisappear")
    #expect(first.viewIfLoaded?.superview == nil)
  }

  @Test("UIKit's container calls reach the library's controllers")
  func uikitNamesAreTheLibraryTypes() {
    let content = RecordingContentViewController()
    let container = SidebarPlayerContainer(content: content)
    #expect(container.name == "SidebarPlayerContainer")
    #expect(content.name == "RecordingContentViewController")
    let navigation = UINavigationController(rootViewController: container)
    container.loadViewIfNeeded()  // the container adds its content in viewDidLoad
    #expect(content.parent === container)
    #expect(content.navigationController === navigation)
    #expect(navigation.navigationController == nil)
    #expect(content.tabBarController == nil)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    #expect(content.tabBarController === tabs)
    #expect(tabs.children.first === navigation)
  }
}
