extension Diagnostic {
  /// A rotation to an orientation the device does not support, ignored (SCENE-FORMAT 1.1).
  ///
  /// - Parameters:
  ///   - device: The device's name.
  ///   - orientation: The orientation asked for.
  ///   - window: The window's name.
  public static func orientationNotSupported(
    device: String, orientation: Orientation, window: String
  ) -> Diagnostic {
    Diagnostic(
      severity: .warning, code: "orientationNotSupported", subject: window,
      message: "\(device) does not support the \(orientation.rawValue) orientation: "
        + "the request for window <\(window)> was ignored.")
  }
}
