public import SafeAreaSim

/// A child of a `custom` container, with the frame of its view in the container's view.
public struct CustomChildSpec: Sendable {
  /// The child.
  public var controller: ControllerSpec
  /// The child view's frame; `nil` fills the container.
  public var frame: Rect?

  /// Creates a child.
  public init(controller: ControllerSpec, frame: Rect? = nil) {
    self.controller = controller
    self.frame = frame
  }
}
