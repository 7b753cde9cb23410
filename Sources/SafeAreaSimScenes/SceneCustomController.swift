import SafeAreaSim
import SafeAreaSimSupport

/// A scene's `custom` container: a plain container whose children's views each keep the frame
/// the scene gives them, or fill the container's view when the scene gives none.
///
/// The frame keeping is ``FrameKeepingContainerController``'s (shared with the test fixtures);
/// this class adds the scene's status-bar preferences and root view.
final class SceneCustomController: FrameKeepingContainerController, SceneControllerProtocol {
  let options = SceneControllerOptions()

  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    options.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var childForStatusBarHidden: ViewController? { options.childForStatusBarHidden }

  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
}
