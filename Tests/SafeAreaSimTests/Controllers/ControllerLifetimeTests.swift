import Testing

@testable import SafeAreaSim

/// The links between controllers, their views and windows hold no weak references (see
/// `ControllerAnchor`); these tests show that they keep UIKit's lifetimes: nothing keeps
/// what is above it alive, and what outlives its container, owner or window reads `nil`.
@Suite("Lifetimes of linked controllers, views and windows")
struct ControllerLifetimeTests {
  /// A chain outer > middle > inner, each the child of the one before, with each loaded view
  /// added to its parent's.
  private static func chain()
    -> (outer: ViewController, middle: ViewController, inner: ViewController)
  {
    let outer = ViewController(name: "outer")
    let middle = ViewController(name: "middle")
    let inner = ViewController(name: "inner")
    outer.addChild(middle)
    outer.view.addSubview(middle.view)
    middle.didMove(toParent: outer)
    middle.addChild(inner)
    middle.view.addSubview(inner.view)
    inner.didMove(toParent: middle)
    return (outer, middle, inner)
  }

  @Test("a child does not keep its parent alive, and reads nil once the parent is released")
  func childOutlivesParent() {
    let child = ViewController(name: "child")
    weak var released: ViewController?
    do {
      let parent = ViewController(name: "parent")
      parent.addChild(child)
      child.didMove(toParent: parent)
      released = parent
      #expect(child.parent === parent)
    }
    #expect(released == nil)
    #expect(child.parent == nil)
    // The child still works: its events, its route and its own children.
    var events: [LifecycleEvent.Kind] = []
    child.addLifecycleObserver { events.append($0.kind) }
    child.loadViewIfNeeded()
    #expect(events == [.viewDidLoad])
    let grandchild = ViewController(name: "grandchild")
    child.addChild(grandchild)
    #expect(grandchild.parent === child)
  }

  @Test(
    "a chain of controllers released in any order ends without a crash and leaves nil links",
    arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func chainReleasedInAnyOrder(order: [Int]) {
    var held: [ViewController?] = {
      let links = Self.chain()
      return [links.outer, links.middle, links.inner]
    }()
    // Every route cached: the outermost is the top of each.
    #expect(held[2]?.eventRoute().top === held[0])
    weak let weakOuter = held[0]
    weak let weakMiddle = held[1]
    weak let weakInner = held[2]
    for index in order {
      held[index] = nil
      // Whatever is still held reads links only to live controllers.
      for controller in held.compactMap({ $0 }) {
        _ = controller.eventRoute()
        _ = controller.window
        _ = controller.parent?.name
        _ = controller.view.owner
      }
    }
    #expect(weakOuter == nil && weakMiddle == nil && weakInner == nil)
  }

  @Test("the middle of a chain released last reads no parent, and its child still reads it")
  func middleOutlivesOuter() {
    var held: (ViewController?, ViewController?, ViewController?) = Self.chain()
    let middle = held.1
    let inner = held.2
    held = (nil, nil, nil)
    #expect(middle?.parent == nil)
    #expect(inner?.parent === middle)
    #expect(inner?.eventRoute().top === middle)
  }

  @Test("a root view outlives its controller with no owner")
  func viewOutlivesController() {
    var controller: ViewController? = ViewController(name: "owner")
    let view = controller?.view
    #expect(view?.owner === controller)
    weak let released = controller
    controller = nil
    #expect(released == nil)
    #expect(view?.owner == nil)
    // The view lays out without calling back into a controller.
    view?.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    view?.layoutIfNeeded()
  }

  @Test("a view given to another controller keeps that owner when its first controller ends")
  func viewTakenByAnotherController() {
    let second = ViewController(name: "second")
    do {
      let first = ViewController(name: "first")
      second.view = first.view
      #expect(second.view.owner === second)
    }
    #expect(second.view.owner === second)
  }

  @Test("a root controller that outlives its window reads no window, and can join another")
  func rootOutlivesWindow() {
    let root = ViewController(name: "root")
    let child = ViewController(name: "child")
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    weak var released: Window?
    do {
      let window = Window(device: .iPhone8)
      window.rootViewController = root
      window.makeKeyAndVisible()
      released = window
      #expect(child.window === window)
    }
    #expect(released == nil)
    #expect(root.hostWindow == nil)
    #expect(child.eventRoute().top.hostWindow == nil)
  }

  @Test("a window whose root moved to another window does not clear the root's new window")
  func rootMovedToAnotherWindow() {
    let root = ViewController(name: "root")
    let second = Window(device: .iPhone8)
    do {
      let first = Window(device: .iPhone8)
      first.rootViewController = root
      second.rootViewController = root
    }
    #expect(root.hostWindow === second)
  }
}
