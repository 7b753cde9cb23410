import SafeAreaSim

/// Writes one self-contained HTML page that steps through one or more scene reports.
///
/// The page needs no network and no other file: its style, its script and each step's picture
/// (the SVG of ``ScenePicture``) are inline, and a content security policy forbids it to load
/// anything. It shows:
///
/// - the steps as a timeline: a button per step, Previous and Next, and the keyboard's left
///   and right arrows (Home and End for the first and last step);
/// - for each run (a report with its title, such as the device it ran on), side by side, the
///   step's title, its window, its picture, every controller, view and bar with its numbers
///   (frame, safe area, additional insets, layout margins, layout guides), the step's
///   callbacks and its diagnostics;
/// - a controller, view or bar highlighted in every picture and list when it is pointed at or
///   focused, in the picture or in a list.
///
/// The page's address may choose its state, so that a headless browser can show it:
/// `report.html#step=2&hover=nav` opens step 2 with `nav` highlighted. The script records the
/// state it shows on the `<body>` element: `data-step`, `data-highlight`, and, for the first
/// run, the picture's and the highlighted shape's boxes in CSS pixels (`data-picture-box` and
/// `data-highlight-box`, as `x y width height`), and the box of its tables' panel
/// (`data-details-box`).
///
/// Every string from the scene (ids, names, actions, diagnostics' messages) is escaped;
/// control characters show as the text report shows them, `\u{1B}`.
///
/// ```swift
/// let report = try SceneRunner.run(try SceneDecoder.decode(sceneText))
/// let page = HTMLReport.render(runs: [(title: "iPhone 15 Pro", report: report)])
/// ```
public enum HTMLReport {
  /// The page for several runs (the same scene on several devices), shown side by side.
  ///
  /// - Parameters:
  ///   - runs: Each run's title and report. The timeline has as many steps as the longest
  ///     report; a run without the step shown says so.
  ///   - pageTitle: The page's title and heading.
  /// - Returns: The HTML document.
  public static func render(
    runs: [(title: String, report: SceneReport)], pageTitle: String = "SafeAreaSim report"
  ) -> String {
    let stepCount = runs.map(\.report.steps.count).max() ?? 0
    var out: [String] = []
    out.append("<!DOCTYPE html>")
    out.append("<html lang=\"en\">")
    out.append("<head>")
    out.append("<meta charset=\"utf-8\">")
    // Nothing may be fetched: the page is its own only resource.
    out.append(
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        + "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">")
    out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    out.append("<title>\(escape(pageTitle))</title>")
    out.append("<style>\n\(HTMLReport.style)</style>")
    out.append("</head>")
    out.append("<body data-step=\"0\" data-step-count=\"\(stepCount)\">")
    out.append("<header><h1>\(escape(pageTitle))</h1>")
    out.append(
      "<p class=\"hint\">Step with the buttons or the left and right arrow keys; point at a "
        + "controller, view or bar, in a picture or a list, to highlight it.</p></header>")
    out += timeline(runs: runs, stepCount: stepCount)
    out.append("<main class=\"runs\" data-run-count=\"\(runs.count)\">")
    if runs.isEmpty { out.append("<p class=\"empty\">No runs.</p>") }
    for (runIndex, run) in runs.enumerated() {
      out.append("<section class=\"run\" data-run=\"\(runIndex)\">")
      out.append(
        "<h2 class=\"run-title\">\(escape(run.title))</h2>"
          + "<p class=\"device\">\(escape(deviceLine(run.report.device)))</p>")
      for stepIndex in 0..<stepCount {
        let hidden = stepIndex == 0 ? "" : " hidden"
        out.append("<article class=\"step\" data-step=\"\(stepIndex)\"\(hidden)>")
        if stepIndex < run.report.steps.count {
          out += stepSection(
            run.report.steps[stepIndex], index: stepIndex, device: run.report.device,
            idPrefix: "r\(runIndex)s\(stepIndex)-")
        } else {
          out.append("<p class=\"missing\">This run has no step \(stepIndex).</p>")
        }
        out.append("</article>")
      }
      out.append("</section>")
    }
    out.append("</main>")
    out.append("<script>\n\(HTMLReport.script)</script>")
    out.append("</body>")
    out.append("</html>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The timeline: Previous, a button per step named after its action, Next.
  private static func timeline(
    runs: [(title: String, report: SceneReport)], stepCount: Int
  ) -> [String] {
    var out = ["<nav id=\"timeline\" aria-label=\"Steps\">"]
    out.append(
      "<button type=\"button\" class=\"previous\" aria-label=\"Previous step\">←</button>")
    out.append("<ol>")
    for index in 0..<stepCount {
      let step = runs.lazy.map(\.report.steps).first { index < $0.count }?[index]
      let current = index == 0 ? " aria-current=\"step\"" : ""
      out.append(
        "<li><button type=\"button\" class=\"step-button\" data-step=\"\(index)\"\(current)>"
          + "<span class=\"number\">\(index)</span> "
          + "\(escape(step.map(actionText) ?? "step \(index)"))</button></li>")
    }
    out.append("</ol>")
    out.append("<button type=\"button\" class=\"next\" aria-label=\"Next step\">→</button>")
    out.append("</nav>")
    return out
  }

  /// One step of one run: its title and window, its picture, its numbers, callbacks and
  /// diagnostics.
  private static func stepSection(
    _ step: SceneReport.Step, index: Int, device: DeviceProfile, idPrefix: String
  ) -> [String] {
    var out: [String] = []
    out.append("<div class=\"step-header\">")
    out.append("<h3 class=\"step-title\">Step \(index): \(escape(actionText(step)))</h3>")
    out.append("<p class=\"window\">\(escape(windowLine(step)))</p>")
    out.append("</div>")
    out.append(
      "<div class=\"picture\">"
        + ScenePicture.inlineSVG(for: step, index: index, device: device, idPrefix: idPrefix)
        + "</div>")
    out.append("<div class=\"details\">")
    out += controllerTable(step)
    out += viewTable(step)
    out += barTable(step)
    out += eventList(step)
    out += diagnosticList(step)
    out.append("</div>")
    return out
  }

  static func actionText(_ step: SceneReport.Step) -> String {
    step.action.map(SceneReport.describe) ?? "initial display"
  }

  private static func deviceLine(_ device: DeviceProfile) -> String {
    "\(device.name): \(device.size) points @\(formatPoints(device.scale))x, "
      + device.idiom.rawValue
  }

  private static func windowLine(_ step: SceneReport.Step) -> String {
    let window = step.window
    var line =
      "window \(window.frame) \(window.orientation.rawValue), status bar "
      + (window.statusBarHidden ? "hidden" : "shown") + ", safe area \(window.safeAreaInsets); "
      + "traits " + SceneReport.describe(window.traitCollection) + "; "
    line += step.keyboard.hidden ? "keyboard hidden" : "keyboard \(step.keyboard.frame)"
    return line
  }
}
