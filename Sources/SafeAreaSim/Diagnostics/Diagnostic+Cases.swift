extension Diagnostic {
  /// A layout pass that kept invalidating itself, stopped after a bounded number of rounds.
  ///
  /// The message is shaped like the log of UIKit's layout feedback loop debugger (turned on
  /// with the `-UIViewLayoutFeedbackLoopDebuggingThreshold` launch argument, 50 to 1000
  /// layouts of one view in one turn of the run loop): "Degenerate layout! Layout feedback
  /// loop detected involving" the views, with names instead of addresses.
  ///
  /// - Parameters:
  ///   - views: The names of the views laid out in the last round, parent first; the message
  ///     names the first eight and counts the others.
  ///   - rounds: The number of rounds the pass ran.
  public static func layoutFeedbackLoop(involving views: [String], rounds: Int) -> Diagnostic {
    // A loop across a large tree names its first views and counts the others.
    let named = views.prefix(maximumNamedViews).map { "<\($0)>" }.joined(separator: ", ")
    let more = views.count > maximumNamedViews ? " and \(views.count - maximumNamedViews) more" : ""
    return Diagnostic(
      severity: .error, code: "layoutFeedbackLoop", subject: views.first,
      message: "Degenerate layout! Layout feedback loop detected involving \(named)\(more). "
        + "The layout pass stopped after \(rounds) rounds; their values may be stale.")
  }

  /// How many views a feedback-loop message names before it counts the rest.
  static let maximumNamedViews = 8
}
