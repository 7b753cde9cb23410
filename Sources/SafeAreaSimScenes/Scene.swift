public import SafeAreaSim

/// A scene: a device, a window, a controller hierarchy and a script of actions.
///
/// ``SceneDecoder`` makes scenes from JSON (the contract is SCENE-FORMAT.md), validating every
/// value once; ``SceneRunner`` plays them. Every part is a typed value: controller kinds carry
/// their children and bars, actions their arguments, `set` actions a typed
/// ``PropertyChange``. A scene built or changed in code can still be inconsistent (an action
/// naming an id no controller has, two controllers with one id, a selected tab out of range):
/// the runner checks the whole scene first and throws a ``SceneError`` naming each problem's
/// path instead of trapping.
public struct Scene: Sendable {
  /// The device.
  public var device: DeviceProfile
  /// The initial orientation.
  public var orientation: Orientation
  /// Whether the app hides the status bar.
  public var statusBarHidden: Bool
  /// The window's frame in screen coordinates, for a window smaller than the screen.
  public var windowFrame: Rect?
  /// The layout direction of the interface (`layoutDirection`, 1.1): leading and trailing
  /// follow it.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The window's root controller.
  public var root: ControllerSpec
  /// The actions, in order.
  public var actions: [ActionSpec]

  /// Creates a scene.
  public init(
    device: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait,
    statusBarHidden: Bool = false, windowFrame: Rect? = nil, root: ControllerSpec,
    actions: [ActionSpec] = []
  ) {
    self.device = device
    self.orientation = orientation
    self.statusBarHidden = statusBarHidden
    self.windowFrame = windowFrame
    self.root = root
    self.actions = actions
  }
}
