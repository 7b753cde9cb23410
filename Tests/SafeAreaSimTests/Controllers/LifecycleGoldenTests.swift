import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

/// Reference group D as golden traces (Goldens/LifecycleGoldenTests/*.trace). Each golden
/// starts with the facts it shows and `# source: model`.
@Suite("Lifecycle orders (group D)")
struct LifecycleGoldenTests {
  @Test("D-04/D-05/D-06: a container adding a child in viewDidLoad, shown in a window")
  func childAddedInViewDidLoad() {
    let window = Window(device: .iPhone15Pro)
    let recorder = LifecycleRecorder(window: window)
    window.rootViewController = HostController(name: "parent", child: ViewController(name: "child"))
    window.makeKeyAndVisible()
    expectTrace(
      recorder.trace(header: ["# facts: D-04 D-05 D-06 D-17 D-19", "# source: model"]),
      named: "child-added-in-viewDidLoad")
  }

  @Test("D-04: removing a visible child the canonical way")
  func removeChild() {
    let scene = Hierarchy {
      Container("parent") {
        Controller("child", frame: Rect(x: 0, y: 400, width: 393, height: 452))
      }
    }
    let recorder = LifecycleRecorder(window: scene.window)
    let child = scene["child"]
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    expectTrace(
      recorder.trace(header: ["# facts: D-03 D-04", "# source: model"]), named: "remove-child")
  }

  @Test("D-13: present full screen, animated, then dismiss, animated")
  func presentFullScreen() {
    let scene = Hierarchy { Controller("A") }
    let recorder = LifecycleRecorder(window: scene.window)
    let b = ViewController(name: "B")
    b.modalPresentationStyle = .fullScreen
    scene.root.present(b, animated: true)
    scene.window.runUntilIdle()
    b.dismiss(animated: true)
    scene.window.runUntilIdle()
    expectTrace(
      recorder.trace(.appearance, header: ["# facts: D-13 D-17", "# source: model"]),
      named: "present-fullScreen-dismiss")
  }

  @Test("D-14/D-15: over-full-screen and page-sheet presenters get no callbacks")
  func presentOver() {
    for style in [ModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .automatic] {
      let scene = Hierarchy { Controller("A") }
      let recorder = LifecycleRecorder(window: scene.window)
      let b = ViewController(name: "B")
      b.modalPresentationStyle = style
      scene.root.present(b, animated: false)
      b.dismiss(animated: false)
      expectTrace(
        recorder.trace(.appearance, header: ["# facts: D-14 D-15", "# source: model"]),
        named: "present-\(style.rawValue)")
    }
  }

  @Test("D-16: a container that forwards appearance by hand")
  func manualForwarding() {
    let window = Window(device: .iPhone15Pro)
    let recorder = LifecycleRecorder(window: window)
    window.rootViewController = ManualContainer(name: "manual")
    window.makeKeyAndVisible()
    expectTrace(
      recorder.trace(.appearance, header: ["# facts: D-16", "# source: model"]),
      named: "manual-forwarding")
  }

  @Test("rotation: size transition, traits, layout, in order")
  func rotation() {
    let scene = Hierarchy {
      Container("parent") { Controller("child") }
    }
    let recorder = LifecycleRecorder(window: scene.window)
    scene.window.rotate(to: .landscapeLeft)
    expectTrace(recorder.trace(header: ["# source: model"]), named: "rotate-landscape")
  }
}

/// A container that does not forward appearance automatically and drives its child itself.
final class ManualContainer: ViewController {
  let child = ViewController(name: "child")
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
  override func viewWillAppear(_ animated: Bool) {
    child.beginAppearanceTransition(true, animated: animated)
  }
  override func viewDidAppear(_ animated: Bool) {
    child.endAppearanceTransition()
  }
}
