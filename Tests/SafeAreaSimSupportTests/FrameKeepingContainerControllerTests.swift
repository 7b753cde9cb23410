import SafeAreaSim
import SafeAreaSimSupport
import Testing

@Suite("Frame-keeping container")
@MainActor
struct FrameKeepingContainerControllerTests {
  static func container() -> FrameKeepingContainerController {
    let container = FrameKeepingContainerController(name: "container")
    container.setViewFrame(Rect(x: 0, y: 0, width: 300, height: 600))
    return container
  }

  static func remove(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }

  @Test("an embedded child keeps its frame; one embedded without a frame fills the container")
  func keepsFrames() {
    let container = Self.container()
    let framed = ViewController(name: "framed")
    let filling = ViewController(name: "filling")
    let frame = Rect(x: 10, y: 20, width: 100, height: 50)
    container.embed(framed, frame: frame)
    container.embed(filling, frame: nil)
    #expect(container.keptFrame(of: framed) == frame)
    #expect(container.keptFrame(of: filling) == nil)
    #expect(framed.view.frame == frame)
    #expect(filling.view.frame == Rect(x: 0, y: 0, width: 300, height: 600))
    let parentSize = Size(width: 300, height: 600)
    #expect(
      container.size(forChildContentContainer: framed, withParentContainerSize: parentSize)
        == frame.size)
    #expect(
      container.size(forChildContentContainer: filling, withParentContainerSize: parentSize)
        == parentSize)
    #expect(container.keptFrameCount == 1)
  }

  @Test("a child's frame is forgotten when it leaves with removeFromParent")
  func prunesDepartedChildren() {
    let container = Self.container()
    let child = ViewController(name: "child")
    container.embed(child, frame: Rect(x: 10, y: 20, width: 100, height: 50))
    Self.remove(child)
    #expect(container.keptFrameCount == 0)
    #expect(container.keptFrame(of: child) == nil)
    // Added back without a frame, it fills the container instead of its old frame.
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let parentSize = Size(width: 300, height: 600)
    #expect(
      container.size(forChildContentContainer: child, withParentContainerSize: parentSize)
        == parentSize)
  }

  @Test("setting a frame of a controller that is not a child keeps nothing")
  func ignoresStrangers() {
    let container = Self.container()
    let stranger = ViewController(name: "stranger")
    container.setFrame(Rect(x: 0, y: 0, width: 1, height: 1), of: stranger)
    #expect(container.keptFrameCount == 0)
  }
}
