public import SafeAreaSim

/// A plain container whose children's views each keep the frame they were given, or fill the
/// container's view when they were given none.
///
/// Children are embedded the canonical way (D-04): `addChild(_:)`, add the view, then
/// `didMove(toParent:)`. Mirrors what a UIKit app's own container does in
/// `viewDidLayoutSubviews()`; it has no chrome, so its children's safe areas come from the view
/// hierarchy alone. A child's frame is forgotten when the child leaves the container, so a child
/// added again fills the container unless it is given a frame again.
///
/// Used by the scenes' `custom` container and by the test fixtures' container.
open class FrameKeepingContainerController: ViewController {
  /// A frame and the child it belongs to, held weakly so an entry never outlives its child.
  private struct KeptFrame {
    weak var child: ViewController?
    var frame: Rect
  }

  private var keptFrames: [ObjectIdentifier: KeptFrame] = [:]

  /// Adds `child` with an optional frame (`nil` fills the container): `addChild(_:)`, its view,
  /// then `didMove(toParent:)`.
  public final func embed(_ child: ViewController, frame: Rect?) {
    addChild(child)
    keep(frame, of: child)
    child.setViewFrame(frame ?? view.bounds)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Changes the frame a child keeps (`nil` makes it fill the container).
  public final func setFrame(_ frame: Rect?, of child: ViewController) {
    keep(frame, of: child)
    viewIfLoaded?.setNeedsLayout()
  }

  /// The frame a child keeps, or `nil` when it fills the container or is not a child.
  public final func keptFrame(of child: ViewController) -> Rect? {
    guard child.parent === self, let entry = keptFrames[ObjectIdentifier(child)],
      entry.child === child
    else { return nil }
    return entry.frame
  }

  /// How many frames the container holds, for tests: one per child given a frame.
  package var keptFrameCount: Int {
    pruneDepartedChildren()
    return keptFrames.count
  }

  /// A child with a frame keeps its size; the others fill the container.
  open override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    keptFrame(of: container)?.size ?? parentSize
  }

  /// Lays out the children: each fills the view or keeps its frame.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pruneDepartedChildren()
    for child in children where child.viewIfLoaded?.superview === viewIfLoaded {
      child.setViewFrame(keptFrame(of: child) ?? view.bounds)
    }
  }

  private func keep(_ frame: Rect?, of child: ViewController) {
    pruneDepartedChildren()
    let key = ObjectIdentifier(child)
    if let frame, child.parent === self {
      keptFrames[key] = KeptFrame(child: child, frame: frame)
    } else {
      keptFrames[key] = nil
    }
  }

  /// Forgets the frames of children that left (`removeFromParent()`) or were released:
  /// `removeFromParent()` is final and tells the former parent nothing, so the container checks
  /// whenever it records or lays out frames.
  private func pruneDepartedChildren() {
    keptFrames = keptFrames.filter { _, entry in entry.child?.parent === self }
  }
}
