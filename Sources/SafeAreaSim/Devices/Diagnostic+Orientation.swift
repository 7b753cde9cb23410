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

extension Diagnostic {
  /// A rotation to an orientation the deciding controller does not support, ignored (Apple,
  /// `supportedInterfaceOrientations`: the system rotates only to a supported orientation).
  ///
  /// - Parameters:
  ///   - controller: The name of the controller that decides the window's orientations.
  ///   - supported: The orientations it supports.
  ///   - orientation: The orientation asked for.
  ///   - window: The window's name.
  public static func orientationNotSupported(
    controller: String, supported: [Orientation], orientation: Orientation, window: String
  ) -> Diagnostic {
    let list = supported.map(\.rawValue).joined(separator: ", ")
    return Diagnostic(
      severity: .warning, code: "orientationNotSupported", subject: controller,
      message: "<\(controller)> supports \(list) only: the rotation of window <\(window)> to "
        + "\(orientation.rawValue) was ignored.")
  }
}
