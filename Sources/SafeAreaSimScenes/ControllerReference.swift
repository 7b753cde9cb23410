/// A controller an action names: one of the scene's, by id, or a new one.
public indirect enum ControllerReference: Sendable {
  /// A controller declared before, by id.
  case id(String)
  /// A controller the action declares.
  case new(ControllerSpec)
}
