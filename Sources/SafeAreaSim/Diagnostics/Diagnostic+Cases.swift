extension Diagnostic {
  /// A layout pass that kept invalidating itself, stopped after a bounded number of rounds.
  ///
  /// The message is shaped like the log of UIKit's layout feedback loop debugger (turned on
  /// with the `-UIViewLayoutFeedbackLoopDebuggingThreshold` launch argument, 50 to 1000
  /// layouts of one view in one turn of the run loop): "Degenerate layout! Layout feedback
  /// loop detected involving" the views, with names instead of addresses.
  ///
  /// - Parameters:
  ///   - views: The names of the views laid out in the last round, parent first.
  ///   - rounds: The number of rounds the pass ran.
  public static func layoutFeedbackLoop(involving views: [String], rounds: Int) -> Diagnostic {
    Diagnostic(
      severity: .error, code: "layoutFeedbackLoop", subject: views.first,
      message: "Degenerate layout! Layout feedback loop detected involving "
        + views.map { "<\($0)>" }.joined(separator: ", ")
        + ". The layout pass stopped after \(rounds) rounds; their values may be stale.")
  }

  /// A rotation to an orientation the device does not support, ignored as UIKit ignores it.
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
