import SafeAreaSim

/// A scene's `custom` container: a plain container whose children's views each keep the frame
/// the scene gives them, or fill the container's view when the scene gives none.
///
/// Mirrors what a UIKit app's own container does in `viewDidLayoutSubviews()`; it has no
/// chrome, so its children's safe areas come from the view hierarchy alone.
final class SceneCustomController: ViewController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  private var childFrames: [ObjectIdentifier: Rect] = [:]

  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var childForStatusBarHidden: ViewController? { options.childForStatusBarHidden }

  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }

  /// Adds `child` with an optional frame (`nil` fills the container), as a container does:
  /// `addChild`, the view, then `didMove(toParent:)`.
  func embed(_ child: ViewController, frame: Rect?) {
    addChild(child)
    childFrames[ObjectIdentifier(child)] = frame
    child.setViewFrame(frame ?? view.bounds)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Changes the frame a child keeps (`nil` makes it fill the container).
  func setFrame(_ frame: Rect?, of child: ViewController) {
    childFrames[ObjectIdentifier(child)] = frame
    viewIfLoaded?.setNeedsLayout()
  }

  /// A child with a frame keeps its size; the others fill the container.
  override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    childFrames[ObjectIdentifier(container)]?.size ?? parentSize
  }

  /// Lays out the children: each fills the view or keeps its frame.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for child in children where child.viewIfLoaded?.superview === viewIfLoaded {
      child.setViewFrame(childFrames[ObjectIdentifier(child)] ?? view.bounds)
    }
  }
}
