import SafeAreaSim

extension SceneReport {
  /// The report as text: per step, the window, an indented tree of controllers with their
  /// frames and insets, the views with ids, the bars, then the step's events and diagnostics.
  ///
  /// Control characters in the scene's strings (ids, names) show as escapes, `\u{1B}`, so that
  /// the report cannot hold a NUL byte or a terminal's escape sequences. A diagnostic's
  /// message of several lines (UIKit's unsatisfiable-constraints log) prints as indented
  /// lines, its tabs as 4 spaces.
  public var text: String {
    var lines: [String] = []
    lines.append(
      "\(device.name): \(device.size) points @\(formatPoints(device.scale))x, \(device.idiom.rawValue)"
    )
    for (index, step) in steps.enumerated() {
      lines.append("")
      lines.append("Step \(index): " + (step.action.map(SceneReport.describe) ?? "initial display"))
      lines += step.textLines.map { $0.isEmpty ? "" : "  " + $0 }
    }
    return lines.map(VisibleText.line).joined(separator: "\n") + "\n"
  }

  /// Traits in a few words: `horizontal compact, vertical regular, phone, leftToRight`.
  static func describe(_ traits: TraitCollection) -> String {
    "horizontal \(traits.horizontalSizeClass.rawValue), vertical "
      + "\(traits.verticalSizeClass.rawValue), \(traits.idiom?.rawValue ?? "unspecified"), "
      + traits.layoutDirection.rawValue
  }

  /// An action in one line: `push B on nav (animated)`.
  static func describe(_ action: JSONValue) -> String {
    guard case .object(let members) = action else { return action.serialized() }
    var words: [String] = []
    for (key, value) in members {
      switch value {
      case .string(let text): words.append(key == "do" ? text : "\(key) \(text)")
      case .bool(let flag):
        words.append(key == "animated" ? (flag ? "(animated)" : "") : "\(key) \(flag)")
      case .object where key != "value":
        if case .string(let id)? = value["id"] {
          words.append("\(key) \(id)")
        } else {
          words.append(key)
        }
      default: words.append("\(key) \(value.serialized())")
      }
    }
    return words.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension SceneReport.Step {
  /// A view's guides on one line, in screen coordinates.
  static func guidesLine(_ guides: SceneReport.LayoutGuideFrames) -> String {
    "guides: safe area \(guides.safeArea)  margins \(guides.margins)  readable "
      + "\(guides.readable)  keyboard \(guides.keyboard)"
  }

  var textLines: [String] {
    var lines: [String] = []
    lines.append(
      "window \(window.frame) \(window.orientation.rawValue), status bar "
        + (window.statusBarHidden ? "hidden" : "shown") + ", safe area \(window.safeAreaInsets)")
    lines.append("traits " + SceneReport.describe(window.traitCollection))
    lines.append(
      keyboard.hidden
        ? "keyboard hidden (below the screen: \(keyboard.frame))"
        : "keyboard \(keyboard.frame)")
    lines.append("controllers:")
    // Each controller under its nearest listed ancestor, in preorder.
    let ordered = controllerTree
    // Where constraints place views, a controller's root view's guides are what they usually
    // name (`superview.safeArea`, `superview.keyboard`): list them under the controller, as the
    // picture draws them, in the same steps.
    let rootGuides: [String: SceneReport.LayoutGuideFrames] =
      views.contains { $0.state.usesAutoLayout }
      ? Dictionary(
        views.filter(\.state.isControllerRoot).map { ($0.id, $0.state.layoutGuides) },
        uniquingKeysWith: { first, _ in first })
      : [:]
    for entry in ordered {
      let state = entry.state
      var line = String(repeating: "  ", count: entry.depth + 1) + entry.id
      line += "  \(state.appearance.rawValue)\(state.inWindow ? "" : ", not in the window")"
      line += "  frame \(state.frame)  safe area \(state.safeAreaInsets)"
      if !state.additionalSafeAreaInsets.isZero {
        line += "  additional \(state.additionalSafeAreaInsets)"
      }
      line += "  margins \(state.layoutMargins)"
      if let presenter = state.presentingViewController { line += "  presented by \(presenter)" }
      if let popover = state.popover {
        line += "  popover arrow \(popover.arrowDirection)"
      }
      if let sheet = state.sheet {
        line += "  sheet \(sheet.mode.rawValue)" + (sheet.detent.map { " at \($0)" } ?? "")
      }
      // A controller with no environment at all (a dismissed one: no idiom, nothing
      // specified) has no traits worth a suffix; one out of the window but still in a
      // container (a hidden column, an unselected tab) keeps the traits passed down to it.
      if state.traitCollection.idiom != nil && state.traitCollection != window.traitCollection {
        line += "  traits " + SceneReport.describe(state.traitCollection)
      }
      lines.append(line)
      if let guides = rootGuides[entry.id] {
        let indent = String(repeating: "  ", count: entry.depth + 2)
        lines.append(indent + Self.guidesLine(guides))
      }
    }
    let plainViews = views.filter { !$0.state.isControllerRoot }
    let scrollRoots = views.filter {
      $0.state.isControllerRoot && $0.state.adjustedContentInset != nil
    }
    if !plainViews.isEmpty || !scrollRoots.isEmpty {
      lines.append("views:")
      for (id, state) in scrollRoots + plainViews {
        var line = "  \(id)  frame \(state.frame)  safe area \(state.safeAreaInsets)"
        line += "  margins \(state.layoutMargins)"
        if let adjusted = state.adjustedContentInset {
          line += "  adjusted content inset \(adjusted)"
        }
        if state.hidden { line += "  hidden" }
        lines.append(line)
        lines.append("    " + Self.guidesLine(state.layoutGuides))
      }
    }
    lines.append("bars:")
    for (id, state) in bars {
      lines.append("  \(id)  " + (state.hidden ? "hidden" : "frame \(state.frame)"))
    }
    if !events.isEmpty {
      lines.append("events:")
      for event in events {
        var line = "  \(event.on).\(event.event)"
        if let animated = event.animated { line += "(animated: \(animated))" }
        if let parent = event.parent { line += "(\(parent ?? "nil"))" }
        lines.append(line)
      }
    }
    if !diagnostics.isEmpty {
      lines.append("diagnostics:")
      for diagnostic in diagnostics {
        // Each line of the message on a line of its own; only a tab is shown as spaces, any
        // other control character is still escaped with the line.
        let messageLines = diagnostic.message.split(
          separator: "\n", omittingEmptySubsequences: false
        ).map { line in String(line.flatMap { $0 == "\t" ? Array("    ") : [$0] }) }
        lines.append(
          "  [\(diagnostic.severity.rawValue)] \(diagnostic.code): \(messageLines[0])")
        lines += messageLines.dropFirst().map { $0.isEmpty ? "" : "      " + $0 }
      }
    }
    return lines
  }
}
