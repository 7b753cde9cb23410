import SafeAreaSim
import Testing

/// A controller initialized as UIKit code does, overriding the nib initializer.
private final class NibStyleController: ViewController {
  let tag: Int
  init(tag: Int) {
    self.tag = tag
    super.init(nibName: nil, bundle: nil)
  }
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Never?) {
    tag = 0
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
}

@Suite("init(nibName:bundle:)")
struct NibInitializerTests {
  @Test("a controller made with a nil nib is named after its class")
  func namedAfterClass() {
    #expect(NibStyleController(tag: 3).name == "NibStyleController")
    #expect(NibStyleController(nibName: nil, bundle: nil).name == "NibStyleController")
    #expect(ViewController(nibName: nil, bundle: nil).name == "ViewController")
  }

  @Test("it behaves as any controller: it loads a view and appears")
  func appears() {
    let window = Window(device: .iPhone15Pro)
    let controller = NibStyleController(tag: 1)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.appearanceState == .appeared)
    #expect(controller.view.name == "NibStyleController")
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
  }

  @Test("a nib name is a precondition failure: SafeAreaSim loads no nibs")
  func nibNameRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = ViewController(nibName: "Main", bundle: nil)
    }
  }
}
