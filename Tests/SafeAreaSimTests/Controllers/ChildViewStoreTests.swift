import Testing

@testable import SafeAreaSim

/// A child's view loaded for its container is made in the container's store, as a root of
/// its own until the container adds it, instead of in a one-node store the addition absorbs:
/// every public API must see the same as before, and the addition's ancestry check must
/// answer as the plain one does.
@Suite("Child views made in their container's store")
struct ChildViewStoreTests {
  /// A container shown in a window, with a child added but whose view is not loaded yet.
  private func shownContainer() -> (Window, ViewController, ViewController) {
    let window = Window(device: .iPhone15Pro)
    let container = ViewController(name: "container")
    window.rootViewController = container
    window.makeKeyAndVisible()
    let child = ViewController(name: "child")
    container.addChild(child)
    return (window, container, child)
  }

  @Test("a child's view loaded for its container waits in the container's store, outside it")
  func waitsInContainerStore() {
    let (window, container, child) = shownContainer()
    let view = child.view
    #expect(view.storeIfJoined === container.view.storeIfJoined)
    #expect(view.superview == nil && view.window == nil)
    #expect(!view.isDescendant(of: container.view))
    #expect(!container.view.isDescendant(of: view))
    container.view.addSubview(view)
    child.didMove(toParent: container)
    window.layoutIfNeeded()
    #expect(view.superview === container.view && view.window === window)
    #expect(view.isDescendant(of: container.view))
    // The default view has the window's size: it gets the window's insets.
    #expect(view.safeAreaInsets == window.safeAreaInsets)
    #expect(child.appearanceState == .appeared)
  }

  @Test("a child's view made in its container's store lays out as one made in a store of its own")
  func matchesOwnStore() {
    let (window, container, child) = shownContainer()
    let other = ViewController(name: "other")
    // Loaded before it has a parent: a store of its own, absorbed by the addition.
    let ownStoreView = other.view
    #expect(ownStoreView.storeIfJoined !== container.view.storeIfJoined)
    container.addChild(other)
    let frame = Rect(x: 0, y: 30, width: 393, height: 400)
    for (controller, view) in [(child, child.view), (other, ownStoreView)] {
      view.frame = frame
      view.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 40), name: "band"))
      container.view.addSubview(view)
      controller.didMove(toParent: container)
    }
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == other.view.safeAreaInsets)
    #expect(child.view.layoutMargins == other.view.layoutMargins)
    #expect(child.view.subviews[0].safeAreaInsets == other.view.subviews[0].safeAreaInsets)
    #expect(child.appearanceState == other.appearanceState)
  }

  @Test("the addition's ancestry check answers as the plain one, in and outside a window")
  func ancestryMatches() {
    let window = Window(device: .iPhone15Pro)
    // A chain in the window, a detached tree in the same store (a removed subtree), and a
    // branch beside the chain.
    var chain: [View] = []
    var parent: View = window
    for index in 0..<6 {
      let view = View(frame: Rect(x: 0, y: 1, width: 300, height: 300), name: "c\(index)")
      parent.addSubview(view)
      chain.append(view)
      parent = view
    }
    let branch = View(name: "branch")
    chain[1].addSubview(branch)
    let detached = chain[3]
    detached.removeFromSuperview()
    let store = window.store
    let views = [window as View, branch] + chain
    #expect(views.allSatisfy { $0.storeIfJoined === store })
    for ancestor in views {
      for view in views {
        #expect(
          store.isAncestorOfSmallerSide(ancestor.slot, of: view.slot)
            == store.isAncestor(ancestor.slot, of: view.slot),
          "\(ancestor.name) above \(view.name)")
      }
    }
    #expect(store.isAncestorOfSmallerSide(detached.slot, of: chain[5].slot))
    #expect(!store.isAncestorOfSmallerSide(detached.slot, of: branch.slot))
  }

  /// A container that adds its child during its first layout pass, as some containers do in
  /// `viewWillLayoutSubviews()`: the child's view is loaded while the window's store lays out.
  private final class LateContainer: ViewController {
    let late = ViewController(name: "late")
    override func viewWillLayoutSubviews() {
      guard late.parent == nil else { return }
      addChild(late)
      let lateView = late.view
      lateView.frame = view.bounds
      view.addSubview(lateView)
      late.didMove(toParent: self)
    }
  }

  @Test("a child's view loaded during its container's layout pass gets a store of its own")
  func loadedDuringLayoutPass() {
    let window = Window(device: .iPhone15Pro)
    let container = LateContainer(name: "container")
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let view = container.late.view
    #expect(view.window === window)
    #expect(view.storeIfJoined === window.storeIfJoined)
    #expect(view.safeAreaInsets == window.safeAreaInsets)
    #expect(view.frame == window.bounds)
  }

  @Test("a root view loaded for a window whose root is then replaced goes away with its controller")
  func replacedRootBeforeInsertion() {
    let window = Window(device: .iPhone15Pro)
    weak var weakView: View?
    do {
      let first = ViewController(name: "first")
      window.rootViewController = first
      // Loaded for the window before the window shows it: its node waits in the window's store.
      let view = first.view
      weakView = view
      #expect(view.storeIfJoined === window.storeIfJoined)
      #expect(view.window == nil)
      window.rootViewController = ViewController(name: "second")
    }
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(weakView == nil)
    #expect(window.rootViewController?.view.window === window)
    #expect(window.rootViewController?.view.safeAreaInsets == window.safeAreaInsets)
  }
}
