import SafeAreaSim
import SafeAreaSimSupport
import Testing

@testable import SafeAreaSimScenes

/// The HTML page of `--html`: its structure, its ids, its escaping and its self-containment.
/// Scripts/test-html-report.sh checks the page in a real browser.
@Suite("HTML report")
struct HTMLReportTests {
  /// The demo scene (tab bar, navigation, chrome container with a side panel and a bottom
  /// player around a scroll view, then a rotation) on a device.
  static func demo(on device: String? = nil) throws -> SceneReport {
    let scene = try SceneDecoder.decode(
      DemoScene.json, overrides: SceneDecoder.Overrides(device: device))
    return try SceneRunner.run(scene)
  }

  /// The values of an attribute, in order, in a page.
  static func values(of attribute: String, in page: String) -> [String] {
    page.split(separator: " \(attribute)=\"", omittingEmptySubsequences: false).dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// How many times `text` occurs in a page.
  static func count(_ text: String, in page: some StringProtocol) -> Int {
    page.ranges(of: text).count
  }

  /// The part of a page between `start` and the next `end` after it.
  static func section(of page: String, from start: String, to end: String) -> Substring? {
    guard let lower = page.firstRange(of: start),
      let upper = page[lower.upperBound...].firstRange(of: end)
    else { return nil }
    return page[lower.lowerBound..<upper.upperBound]
  }

  @Test("one report gives a timeline button and an article with a picture for each step")
  func structure() throws {
    let report = try Self.demo()
    let page = HTMLReport.render(runs: [(title: "iPhone 15 Pro", report: report)])
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(page.hasSuffix("</html>\n"))
    let count = report.steps.count
    #expect(count == 4)
    #expect(Self.count("class=\"step-button\"", in: page) == count)
    #expect(Self.count("<article class=\"step\"", in: page) == count)
    #expect(Self.count("<svg width=", in: page) == count)
    #expect(page.contains("data-run-count=\"1\""))
    #expect(page.contains("<body data-step=\"0\" data-step-count=\"\(count)\">"))
    // Only the first step shows before the script runs; the first button is current.
    #expect(Self.count("\" hidden>", in: page) == count - 1)
    #expect(Self.values(of: "aria-current", in: page) == ["step"])
    for (index, step) in report.steps.enumerated() {
      let title = "Step \(index): " + (step.action.map(SceneReport.describe) ?? "initial display")
      #expect(page.contains("<h3 class=\"step-title\">\(HTMLReport.escape(title))</h3>"))
    }
    #expect(page.contains("<script>") && page.contains("ArrowRight"))
  }

  @Test("each step lists every controller, view and bar with its numbers")
  func numbers() throws {
    let report = try Self.demo()
    let page = HTMLReport.render(runs: [(title: "demo", report: report)])
    let last = report.steps.count - 1
    let article = try #require(
      Self.section(
        of: page, from: "<article class=\"step\" data-step=\"\(last)\"", to: "</article>"))
    let step = report.steps[last]
    for (id, state) in step.controllers {
      let row = try #require(
        Self.section(of: String(article), from: "<tr data-sim-id=\"\(id)\"", to: "</tr>"))
      #expect(row.contains("<td class=\"frame\">\(state.frame)</td>"))
      #expect(row.contains("<td class=\"safe-area\">\(state.safeAreaInsets)</td>"))
      #expect(row.contains("<td class=\"additional\">\(state.additionalSafeAreaInsets)</td>"))
      #expect(row.contains("<td class=\"margins\">\(state.layoutMargins)</td>"))
    }
    // The chrome container's children have additional insets: the page shows them.
    #expect(step.controllers.contains { !$0.state.additionalSafeAreaInsets.isZero })
    for (id, state) in step.views where !state.isControllerRoot {
      let row = try #require(
        Self.section(of: String(article), from: "<tr data-sim-id=\"\(id)\"", to: "</tr>"))
      #expect(row.contains("<td class=\"frame\">\(state.frame)</td>"))
      #expect(row.contains("safe area \(state.layoutGuides.safeArea)"))
      #expect(row.contains("readable \(state.layoutGuides.readable)"))
    }
    // A controller whose view is a scroll view is listed with the views too, with its
    // adjusted content inset, as the text report lists it.
    let scrollRoots = step.views.filter {
      $0.state.isControllerRoot && $0.state.adjustedContentInset != nil
    }
    #expect(!scrollRoots.isEmpty)
    let viewTable = try #require(
      Self.section(of: String(article), from: "<table class=\"views\">", to: "</table>"))
    for (id, state) in scrollRoots {
      let row = try #require(
        Self.section(of: String(viewTable), from: "<tr data-sim-id=\"\(id)\"", to: "</tr>"))
      let inset = try #require(state.adjustedContentInset)
      #expect(row.contains("<td class=\"content-inset\">\(inset)</td>"))
    }
    for (id, _) in step.bars {
      #expect(article.contains("<tr data-sim-id=\"\(id)\""))
    }
    #expect(
      Self.count("<li data-sim-id=", in: article) == step.events.count)
  }

  @Test("every drawn controller, view and bar is a group with its id in the step's picture")
  func pictureIDs() throws {
    let report = try Self.demo()
    let page = HTMLReport.render(runs: [(title: "demo", report: report)])
    let article = try #require(
      Self.section(of: page, from: "<article class=\"step\" data-step=\"0\"", to: "</article>"))
    let picture = try #require(Self.section(of: String(article), from: "<svg", to: "</svg>"))
    let step = report.steps[0]
    let drawn = Set(Self.values(of: "data-sim-id", in: String(picture)))
    for (id, state) in step.controllers where state.inWindow {
      #expect(drawn.contains(id), "controller \(id)")
    }
    for (id, state) in step.views where !state.isControllerRoot && !state.hidden {
      #expect(drawn.contains(id), "view \(id)")
    }
    for (id, state) in step.bars where !state.hidden && state.frame.height > 0 {
      #expect(drawn.contains(id), "bar \(id)")
    }
    // And each drawn id has a row to highlight with it.
    for id in drawn { #expect(article.contains("<tr data-sim-id=\"\(id)\""), "row \(id)") }
  }

  @Test("the pictures' own element ids are unique on the page and every reference resolves")
  func uniqueElementIDs() throws {
    let page = HTMLReport.render(runs: [
      (title: "iPhone 15 Pro", report: try Self.demo()),
      (title: "iPhone SE", report: try Self.demo(on: "iPhone SE (1st generation)")),
    ])
    let ids = Self.values(of: "id", in: page)
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(ids.count > 8)
    for reference in page.split(separator: "url(#", omittingEmptySubsequences: false).dropFirst() {
      let id = String(reference.prefix { $0 != ")" })
      #expect(ids.contains(id), "url(#\(id))")
    }
  }

  @Test("several runs show side by side, each with its title and all its steps")
  func severalRuns() throws {
    let phone = try Self.demo()
    let small = try Self.demo(on: "iPhone SE (1st generation)")
    let page = HTMLReport.render(
      runs: [(title: "iPhone 15 Pro", report: phone), (title: "iPhone SE", report: small)],
      pageTitle: "Demo on two devices")
    #expect(page.contains("<title>Demo on two devices</title>"))
    #expect(page.contains("data-run-count=\"2\""))
    #expect(page.contains("<section class=\"run\" data-run=\"0\">"))
    #expect(page.contains("<section class=\"run\" data-run=\"1\">"))
    #expect(page.contains("<h2 class=\"run-title\">iPhone SE</h2>"))
    #expect(page.contains("iPhone SE (1st generation): 320x568 points @2x, phone"))
    // The timeline is shared: one button per step, two articles per step.
    #expect(Self.count("class=\"step-button\"", in: page) == 4)
    #expect(Self.count("<article class=\"step\"", in: page) == 8)
  }

  @Test("a run shorter than the others says it has no such step")
  func shorterRun() throws {
    var short = try Self.demo()
    short.steps.removeLast(2)
    let page = HTMLReport.render(runs: [(title: "long", report: try Self.demo()), ("short", short)])
    #expect(Self.count("class=\"step-button\"", in: page) == 4)
    #expect(page.contains("<p class=\"missing\">This run has no step 2.</p>"))
    #expect(page.contains("<p class=\"missing\">This run has no step 3.</p>"))
    #expect(!page.contains("This run has no step 1."))
  }

  @Test("no runs give a page that says so")
  func noRuns() {
    let page = HTMLReport.render(runs: [])
    #expect(page.contains("<p class=\"empty\">No runs.</p>"))
    #expect(page.contains("data-step-count=\"0\""))
  }

  @Test("hostile titles, actions and diagnostics are escaped, never markup or script")
  func escaping() throws {
    var report = try Self.demo()
    let hostile =
      "</script><script>alert('x')</script> \"q\" & <b onmouseover=\"x()\">\u{1B}[2J\u{202E}"
    report.steps[1].action = .object([("do", .string(hostile))])
    report.steps[1].diagnostics.append(
      Diagnostic(
        severity: .warning, code: "hostile<code>", subject: "a\"b<c>",
        message: "line 1 <img src=x onerror=alert(1)>\n\tline 2 & \u{0}"))
    let page = HTMLReport.render(
      runs: [(title: hostile, report: report)], pageTitle: "<title>\(hostile)")
    #expect(!page.contains("alert('x')</script>"))
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("<b onmouseover"))
    #expect(!page.contains("<img"))
    #expect(!page.contains("hostile<code>"))
    #expect(!page.contains("\u{1B}") && !page.contains("\u{202E}") && !page.contains("\u{0}"))
    #expect(Self.count("<script>", in: page) == 1)
    #expect(Self.count("</script>", in: page) == 1)
    let escaped =
      "&lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;q&quot; &amp; "
      + "&lt;b onmouseover=&quot;x()&quot;&gt;\\u{1B}[2J\\u{202E}"
    #expect(page.contains("<h2 class=\"run-title\">\(escaped)</h2>"))
    #expect(page.contains("<title>&lt;title&gt;\(escaped)</title>"))
    #expect(page.contains("<h3 class=\"step-title\">Step 1: \(escaped)</h3>"))
    #expect(page.contains("data-sim-id=\"a&quot;b&lt;c&gt;\""))
    // The message keeps its lines and tab in its <pre>, with the rest escaped.
    #expect(
      page.contains(
        "<pre class=\"message\">line 1 &lt;img src=x onerror=alert(1)&gt;\n\tline 2 &amp; "
          + "\\u{0}</pre>"))
  }

  @Test("the page loads nothing: no URL, no src or href, and a policy that forbids loading")
  func selfContained() throws {
    let page = HTMLReport.render(runs: [(title: "demo", report: try Self.demo())])
    #expect(!page.contains("http://") && !page.contains("https://"))
    #expect(!page.contains("src=") && !page.contains("href="))
    #expect(!page.contains("@import") && !page.contains("url(http"))
    #expect(page.contains("content=\"default-src 'none'; "))
    // The standalone pictures keep their namespace and carry no page attributes.
    for svg in ScenePicture.svgs(for: try Self.demo()) {
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(!svg.contains("data-sim-id"))
      #expect(svg.contains("<clipPath id=\"screen\">"))
    }
  }

  @Test("run --html FILE writes the page beside the report; an empty name is a usage error")
  func commandLine() throws {
    let scratch = "/tmp/safearea-html-tests-\(UInt64.random(in: 0...UInt64.max))"
    defer { FileSystem.removeTree(scratch) }
    FileSystem.createDirectory(scratch)
    let file = "\(scratch)/report.html"
    let result = CommandLineTool.runScene(text: DemoScene.json, arguments: ["--html", file])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout == CommandLineTool.runScene(text: DemoScene.json, arguments: []).stdout)
    let page = try #require(FileSystem.read(file))
    #expect(page.contains("<h2 class=\"run-title\">iPhone 15 Pro, portrait</h2>"))
    #expect(page.contains("<title>SafeAreaSim report</title>"))
    #expect(CommandLineTool.run(["run", "--help"]).stdout.contains("--html <file>"))

    let empty = CommandLineTool.runScene(text: DemoScene.json, arguments: ["--html="])
    #expect(empty.code == 2)
    #expect(empty.stderr.contains("error: --html needs a file name, not an empty one."))
    // A directory cannot be written as a file.
    let directory = CommandLineTool.runScene(text: DemoScene.json, arguments: ["--html", scratch])
    #expect(directory.code == 2)
    #expect(directory.stdout.isEmpty)
    #expect(directory.stderr.hasPrefix("error: "))
  }
}
