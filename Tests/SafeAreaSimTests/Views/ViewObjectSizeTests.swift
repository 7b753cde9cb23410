import Testing

@testable import SafeAreaSim

#if canImport(Glibc)
  import Glibc
#endif

/// The view object's own memory: a million-view tree pays it once per view, next to its node.
/// The object is the name, and the initial frame or the store and slot in one enum (see
/// `ViewPlacement`); the fields few views use live in a side object. Its 66 bytes fall in
/// glibc's 80-byte size class (72 usable bytes); seven more bytes put it in a larger one.
@Suite("The view object's size")
struct ViewObjectSizeTests {
  private let frame = Rect(x: 10, y: 20, width: 100, height: 50)

  #if canImport(Glibc)
    /// The usable size of the block malloc gave an object (glibc's `malloc_usable_size`,
    /// looked up at run time), or `nil` where there is no such function.
    private func usableSize(of object: AnyObject) -> Int? {
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size") else { return nil }
      let pointer = Unmanaged.passUnretained(object).toOpaque()
      return unsafeBitCast(symbol, to: UsableSize.self)(pointer)
    }

    @Test("a plain view's object is in malloc's 80-byte size class")
    func plainViewSizeClass() throws {
      let view = View(frame: frame, name: "view")
      let size = try #require(usableSize(of: view))
      #expect(size <= 72)
      // Joining a tree does not make the object larger.
      let parent = View(frame: frame, name: "parent")
      parent.addSubview(view)
      #expect(usableSize(of: view) == size)
    }
  #endif

  @Test("a view with extras before it joins keeps its initial frame")
  func extrasBeforeJoining() {
    let window = Window(device: .iPhone15Pro)
    // Below the top inset: the margins are the view's own 8 points.
    let frame = Rect(x: 10, y: 100, width: 100, height: 50)
    let view = View(frame: frame, name: "guided")
    let guide = view.layoutMarginsGuide  // extras, made before the view has a node
    let plain = View(frame: frame, name: "plain")
    window.addSubview(view)
    window.addSubview(plain)
    window.layoutIfNeeded()
    #expect(view.frame == frame)
    #expect(view.layoutMarginsGuide === guide)
    #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: 84, height: 34))
    #expect(guide.layoutFrame == plain.layoutMarginsGuide.layoutFrame)
  }

  @Test("a controller's root view keeps its owner and frame through joining and moving")
  func ownerThroughJoining() {
    let controller = ViewController(name: "owner")
    let view = View(frame: frame, name: "root")
    controller.view = view
    #expect(view.owner === controller)
    let window = Window(device: .iPhone15Pro)
    let holder = View(frame: window.bounds, name: "holder")
    window.addSubview(holder)
    holder.addSubview(view)
    #expect(view.owner === controller)
    #expect(view.frame == frame)
    let other = View(frame: window.bounds, name: "other")
    other.addSubview(view)  // into another store
    #expect(view.owner === controller)
    #expect(view.superview === other)
  }
}
