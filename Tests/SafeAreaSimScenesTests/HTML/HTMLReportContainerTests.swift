import SafeAreaSim
import SafeAreaSimSupport
import Testing

@testable import SafeAreaSimScenes

/// The HTML page on the examples of the containers of issue 13: split columns, the tab
/// sidebar, search bars, pages and popovers are listed, drawn and highlightable.
@Suite("HTML report: split views, tab sidebars, search bars, pages and popovers")
struct HTMLReportContainerTests {
  /// An example scene's report and its page.
  static func page(_ name: String) throws -> (SceneReport, String) {
    let text = try #require(FileSystem.read(ExampleScenes.scenePath(name)))
    let report = try SceneRunner.run(SceneDecoder.decode(text))
    return (report, HTMLReport.render(runs: [(title: name, report: report)]))
  }

  /// Each step's article.
  static func articles(of page: String, count: Int) throws -> [Substring] {
    try (0..<count).map { index in
      try #require(
        HTMLReportTests.section(
          of: page, from: "<article class=\"step\" data-step=\"\(index)\"", to: "</article>"))
    }
  }

  @Test(
    "each bar of the new containers has a row with its kind, container and frame",
    arguments: [
      "split-view", "ipad-tab-bars", "navigation-search-and-scroll",
      "navigation-hides-bars-on-swipe", "pages", "popovers-ipad", "popover-iphone",
    ])
  func barsAndPictures(_ name: String) throws {
    let (report, page) = try Self.page(name)
    let articles = try Self.articles(of: page, count: report.steps.count)
    for (step, article) in zip(report.steps, articles) {
      for (id, state) in step.bars {
        let row = try #require(
          HTMLReportTests.section(
            of: String(article), from: "<tr data-sim-id=\"\(id)\"", to: "</tr>"),
          "bar \(id)")
        #expect(row.contains("<td class=\"kind\">\(state.kind.rawValue)</td>"))
        #expect(row.contains("<td class=\"container\">\(state.container ?? "")</td>"))
        let frame = state.hidden ? "hidden" : "\(state.frame)"
        #expect(row.contains("<td class=\"frame\">\(frame)</td>"), "bar \(id)")
      }
      let picture = try #require(
        HTMLReportTests.section(of: String(article), from: "<svg", to: "</svg>"))
      for id in Set(HTMLReportTests.values(of: "data-sim-id", in: String(picture))) {
        #expect(article.contains("<tr data-sim-id=\"\(id)\""), "row \(id)")
      }
    }
  }

  @Test("a pushed controller is listed under its navigation controller, in the text and the page")
  func pushedControllerOrder() throws {
    let text = #"""
      {"device": "iPhone 15 Pro",
       "root": {"id": "root", "type": "custom", "children": [
         {"id": "nav", "type": "navigation", "frame": [0, 0, 393, 600],
          "viewControllers": [{"id": "list", "type": "controller"}]},
         {"id": "side", "type": "controller", "frame": [0, 600, 393, 252]}]},
       "actions": [
         {"do": "push", "on": "nav", "controller": {"id": "photo", "type": "controller"}}]}
      """#
    let report = try SceneRunner.run(SceneDecoder.decode(text))
    let pushed = report.steps[1]
    // The JSON keeps the order of declaration: the pushed controller comes last.
    #expect(pushed.controllers.map(\.id) == ["root", "nav", "side", "list", "photo"])
    let tree = pushed.controllerTree.map { "\($0.depth) \($0.id)" }
    #expect(tree == ["0 root", "1 nav", "2 list", "2 photo", "1 side"])
    let lines = pushed.textLines.drop { $0 != "controllers:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
      .map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(lines == ["root", "nav", "list", "photo", "side"])
    let page = HTMLReport.render(runs: [(title: "push", report: report)])
    let article = try #require(
      HTMLReportTests.section(
        of: page, from: "<article class=\"step\" data-step=\"1\"", to: "</article>"))
    let table = try #require(
      HTMLReportTests.section(
        of: String(article), from: "<table class=\"controllers\">", to: "</table>"))
    #expect(
      HTMLReportTests.values(of: "data-sim-id", in: String(table))
        == ["root", "nav", "list", "photo", "side"])
  }

  @Test("the split view's columns, the tab sidebar and the search bar are listed and drawn")
  func newBarKinds() throws {
    let cases: [(String, [String: SceneReport.BarState.Kind])] = [
      (
        "split-view",
        [
          "split.primary": .splitColumn, "split.supplementary": .splitColumn,
          "split.secondary": .splitColumn,
        ]
      ),
      ("ipad-tab-bars", ["tabs.sidebar": .sidebar]),
      ("navigation-search-and-scroll", ["nav.searchBar": .searchBar]),
    ]
    for (name, bars) in cases {
      let (report, page) = try Self.page(name)
      let first = try #require(try Self.articles(of: page, count: report.steps.count).first)
      let picture = try #require(
        HTMLReportTests.section(of: String(first), from: "<svg", to: "</svg>"))
      for (id, kind) in bars {
        let state = try #require(report.steps[0].bars.first { $0.id == id }?.state, "\(id)")
        #expect(state.kind == kind)
        #expect(first.contains("<tr data-sim-id=\"\(id)\""), "\(name): row \(id)")
        if !state.hidden {
          #expect(picture.contains("data-sim-id=\"\(id)\""), "\(name): picture \(id)")
        }
      }
    }
  }

  @Test("a popover's controller row notes its arrow and tip; an adapted one notes none")
  func popoverNote() throws {
    let (report, page) = try Self.page("popovers-ipad")
    let articles = try Self.articles(of: page, count: report.steps.count)
    let row = try #require(
      HTMLReportTests.section(
        of: String(articles[1]), from: "<tr data-sim-id=\"menu\"", to: "</tr>"))
    #expect(row.contains("presented by canvas, popover arrow up at (122, 144)"))
    #expect(row.contains("<td class=\"frame\">[10, 144, 300, 213]</td>"))
    #expect(
      HTMLReportTests.section(
        of: String(articles[3]), from: "<tr data-sim-id=\"inspector\"", to: "</tr>")?
        .contains("popover arrow right at") == true)
    // In a compact window the popover is a page sheet: no arrow.
    let adapted = try #require(
      HTMLReportTests.section(
        of: String(articles[7]), from: "<tr data-sim-id=\"share\"", to: "</tr>"))
    #expect(!adapted.contains("popover"))
    #expect(adapted.contains("<td class=\"frame\">[0, 34, 375, 800]</td>"))
    #expect(page.contains("<g data-sim-id=\"menu\""))
  }

  @Test("a page turn's pages are rows and groups; the bounce leaves its diagnostic")
  func pages() throws {
    let (report, page) = try Self.page("pages")
    let articles = try Self.articles(of: page, count: report.steps.count)
    #expect(articles[0].contains("<tr data-sim-id=\"welcome\""))
    #expect(articles[1].contains("<g data-sim-id=\"features\""))
    #expect(articles[3].contains("<g data-sim-id=\"finish\""))
    #expect(articles[5].contains("<code class=\"code\">pageTurnIgnored</code>"))
    #expect(articles[5].contains("<span class=\"subject\">onboarding</span>"))
  }
}
