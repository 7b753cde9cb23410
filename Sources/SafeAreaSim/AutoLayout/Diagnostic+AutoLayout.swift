extension Diagnostic {
  /// Required constraints that cannot all hold: UIKit breaks one and logs the conflict.
  ///
  /// The message is UIKit's console text ("[LayoutConstraints] Unable to simultaneously
  /// satisfy constraints." with its advice, the conflicting constraints in activation order,
  /// and "Will attempt to recover by breaking constraint"), with names instead of addresses.
  /// The note about `NSAutoresizingMaskLayoutConstraint` appears only when one is in the set,
  /// as in UIKit's log.
  ///
  /// - Parameters:
  ///   - conflicting: The descriptions of the conflicting constraints.
  ///   - breaking: The description of the constraint broken to recover.
  ///   - mentionsAutoresizing: Whether a translated autoresizing mask is in the set.
  public static func unsatisfiableConstraints(
    conflicting: [String], breaking: String, mentionsAutoresizing: Bool
  ) -> Diagnostic {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if mentionsAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (index, description) in conflicting.enumerated() {
      lines.append("    \"\(description)\"" + (index < conflicting.count - 1 ? "," : ""))
    }
    lines += [
      ")", "", "Will attempt to recover by breaking constraint ", breaking, "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    return Diagnostic(
      severity: .error, code: "unsatisfiableConstraints", subject: nil,
      message: lines.joined(separator: "\n"))
  }

  /// A view whose frame the constraints leave open. UIKit logs nothing for this; the message
  /// follows the line `_autolayoutTrace` prints for such a view.
  ///
  /// - Parameters:
  ///   - view: The view's name.
  ///   - variables: The names of its undetermined variables (`banner.minX`, `banner.Width`).
  public static func ambiguousLayout(of view: String, variables: [String]) -> Diagnostic {
    // One string of the final size, appended to in place (no interpolation, no join).
    let prefix = "- AMBIGUOUS LAYOUT for "
    var length = 1 + view.utf8.count + prefix.utf8.count
    for name in variables { length += name.utf8.count + 2 }
    var message = "*"
    message.reserveCapacity(length)
    message += view
    message += prefix
    for (index, name) in variables.enumerated() {
      if index > 0 { message += ", " }
      message += name
    }
    return Diagnostic(
      severity: .warning, code: "ambiguousLayout", subject: view, message: message)
  }
}
