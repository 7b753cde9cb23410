import SafeAreaSim

extension HTMLReport {
  /// The controllers, each under its parent in the text report's order and indentation, with
  /// the numbers of the text report and its root view's layout guides.
  ///
  /// Rows carry `data-sim-id` and take focus.
  static func controllerTable(_ step: SceneReport.Step) -> [String] {
    guard !step.controllers.isEmpty else { return [] }
    let rootViews = Dictionary(
      step.views.filter(\.state.isControllerRoot).map { ($0.id, $0.state) },
      uniquingKeysWith: { first, _ in first })
    var out = ["<h4>Controllers</h4>", "<table class=\"controllers\">"]
    out.append(
      "<thead><tr><th>id</th><th>appearance</th><th>frame</th><th>safe area</th>"
        + "<th>additional</th><th>margins</th><th>guides</th></tr></thead><tbody>")
    // Listed and indented as in the text report: under the nearest listed ancestor.
    for (id, state, depth) in step.controllerTree {
      var appearance = state.appearance.rawValue
      if !state.inWindow { appearance += ", not in the window" }
      var notes: [String] = []
      if let presenter = state.presentingViewController {
        notes.append("presented by \(presenter)")
      }
      if let popover = state.popover {
        notes.append("popover arrow \(popover.arrowDirection) at \(popover.arrowTip)")
      }
      if let sheet = state.sheet {
        notes.append("sheet \(sheet.mode.rawValue)" + (sheet.detent.map { " at \($0)" } ?? ""))
      }
      let guides = rootViews[id].map { guideLines($0.layoutGuides) } ?? ""
      out.append(
        "<tr data-sim-id=\"\(escape(id))\" tabindex=\"0\">"
          + "<th scope=\"row\" class=\"id\" style=\"padding-left:\(4 + 14 * depth)px\">"
          + "\(escape(id))"
          + (notes.isEmpty
            ? "" : "<span class=\"note\">\(escape(notes.joined(separator: ", ")))</span>")
          + "</th>"
          + cell("appearance", appearance) + cell("frame", "\(state.frame)")
          + cell("safe-area", "\(state.safeAreaInsets)")
          + cell("additional", "\(state.additionalSafeAreaInsets)")
          + cell("margins", "\(state.layoutMargins)") + "<td class=\"guides\">\(guides)</td></tr>")
    }
    out.append("</tbody></table>")
    return out
  }

  /// The views with ids and the controllers' root views that are scroll views (with their
  /// adjusted content inset), with their guides, as the text report lists them.
  static func viewTable(_ step: SceneReport.Step) -> [String] {
    let views =
      step.views.filter { $0.state.isControllerRoot && $0.state.adjustedContentInset != nil }
      + step.views.filter { !$0.state.isControllerRoot }
    guard !views.isEmpty else { return [] }
    var out = ["<h4>Views</h4>", "<table class=\"views\">"]
    out.append(
      "<thead><tr><th>id</th><th>owner</th><th>frame</th><th>safe area</th><th>margins</th>"
        + "<th>content inset</th><th>guides</th></tr></thead><tbody>")
    for (id, state) in views {
      out.append(
        "<tr data-sim-id=\"\(escape(id))\" tabindex=\"0\">"
          + "<th scope=\"row\" class=\"id\">\(escape(id))"
          + (state.hidden ? "<span class=\"note\">hidden</span>" : "") + "</th>"
          + cell("owner", state.owner) + cell("frame", "\(state.frame)")
          + cell("safe-area", "\(state.safeAreaInsets)")
          + cell("margins", "\(state.layoutMargins)")
          + cell("content-inset", state.adjustedContentInset.map { "\($0)" } ?? "")
          + "<td class=\"guides\">\(guideLines(state.layoutGuides))</td></tr>")
    }
    out.append("</tbody></table>")
    return out
  }

  /// The status bar, the UIKit bars and the chrome views.
  static func barTable(_ step: SceneReport.Step) -> [String] {
    guard !step.bars.isEmpty else { return [] }
    var out = ["<h4>Bars</h4>", "<table class=\"bars\">"]
    out.append(
      "<thead><tr><th>id</th><th>kind</th><th>container</th><th>frame</th></tr></thead><tbody>")
    for (id, state) in step.bars {
      out.append(
        "<tr data-sim-id=\"\(escape(id))\" tabindex=\"0\">"
          + "<th scope=\"row\" class=\"id\">\(escape(id))</th>"
          + cell("kind", state.kind.rawValue) + cell("container", state.container ?? "")
          + cell("frame", state.hidden ? "hidden" : "\(state.frame)") + "</tr>")
    }
    out.append("</tbody></table>")
    return out
  }

  /// The step's callbacks in order, each pointing at its controller.
  static func eventList(_ step: SceneReport.Step) -> [String] {
    var out = ["<h4>Callbacks</h4>"]
    guard !step.events.isEmpty else { return out + ["<p class=\"none\">No callbacks.</p>"] }
    out.append("<ol class=\"events\">")
    for event in step.events {
      var text = "\(event.on).\(event.event)"
      if let animated = event.animated { text += "(animated: \(animated))" }
      if let parent = event.parent { text += "(\(parent ?? "nil"))" }
      if let size = event.size { text += "(to: \(size))" }
      out.append(
        "<li data-sim-id=\"\(escape(event.on))\" tabindex=\"0\"><code>\(escape(text))</code></li>")
    }
    out.append("</ol>")
    return out
  }

  /// The step's diagnostics: severity, code, subject and the message, its lines kept.
  static func diagnosticList(_ step: SceneReport.Step) -> [String] {
    var out = ["<h4>Diagnostics</h4>"]
    guard !step.diagnostics.isEmpty else { return out + ["<p class=\"none\">None.</p>"] }
    out.append("<ul class=\"diagnostics\">")
    for diagnostic in step.diagnostics {
      let subject = diagnostic.subject.map { " data-sim-id=\"\(escape($0))\" tabindex=\"0\"" } ?? ""
      out.append(
        "<li class=\"\(escape(diagnostic.severity.rawValue))\"\(subject)>"
          + "<span class=\"severity\">\(escape(diagnostic.severity.rawValue))</span> "
          + "<code class=\"code\">\(escape(diagnostic.code))</code>"
          + (diagnostic.subject.map { " <span class=\"subject\">\(escape($0))</span>" } ?? "")
          + "<pre class=\"message\">\(escape(diagnostic.message, keepingLineBreaks: true))</pre>"
          + "</li>")
    }
    out.append("</ul>")
    return out
  }

  private static func cell(_ name: String, _ text: String) -> String {
    "<td class=\"\(name)\">\(escape(text))</td>"
  }

  private static func guideLines(_ guides: SceneReport.LayoutGuideFrames) -> String {
    [
      ("safe area", guides.safeArea), ("margins", guides.margins),
      ("readable", guides.readable), ("keyboard", guides.keyboard),
    ].map { "<span class=\"guide\">\($0.0) \(escape("\($0.1)"))</span>" }.joined(separator: "<br>")
  }

  /// Escapes text for an element's content or a double- or single-quoted attribute value.
  ///
  /// Control characters, the bidirectional formatting characters and the characters HTML
  /// cannot hold show as the text report shows them, `\u{1B}`; with `keepingLineBreaks`,
  /// line feeds and tabs stay (for a `<pre>` message).
  static func escape(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n" where keepingLineBreaks, "\t" where keepingLineBreaks:
        out.unicodeScalars.append(scalar)
      default:
        if VisibleText.isControl(scalar) || !VisibleText.isXMLCharacter(scalar) {
          out += VisibleText.escape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
