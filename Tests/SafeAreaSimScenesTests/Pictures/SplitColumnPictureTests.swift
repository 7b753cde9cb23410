import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The pictures of split views: each shown column outlined and labelled, dividers between
/// columns side by side, and a column over the secondary drawn above it with its shadow.
@Suite("Pictures: split view columns")
struct SplitColumnPictureTests {
  static func pictures(
    orientation: String = "landscapeLeft", root: String, actions: String = "[]"
  ) throws -> [String] {
    let text =
      #"{"device": "iPad Pro (11-inch) (4th generation)", "orientation": ""# + orientation
      + #"", "root": "# + root + #", "actions": "# + actions + "}"
    return ScenePicture.svgs(for: try SceneRunner.run(try SceneDecoder.decode(text)))
  }

  static func split(
    primary: String = #"{"id": "list", "type": "controller"}"#, edge: String = "leading"
  )
    -> String
  {
    #"{"id": "split", "type": "split", "primaryEdge": ""# + edge + #"", "primary": "# + primary
      + #", "secondary": {"id": "detail", "type": "controller"}}"#
  }

  /// The position of a line in the picture; fails the test when it is missing.
  static func position(of line: String, in svg: String) throws -> String.Index {
    try #require(svg.firstRange(of: line), "missing \(line)").lowerBound
  }

  static func outline(_ x: Double, _ width: Double, height: Double) -> String {
    "<rect x=\"\(formatPoints(x))\" y=\"0\" width=\"\(formatPoints(width))\" "
      + "height=\"\(formatPoints(height))\" fill=\"none\" stroke=\"#5856d6\" stroke-width=\"1.5\" "
      + "stroke-dasharray=\"8 4\"/>"
  }

  static let shadow = "fill=\"#000000\" fill-opacity=\"0.16\"/>"

  @Test("tiled columns are outlined and labelled, with a divider where they meet")
  func tiled() throws {
    let svg = try Self.pictures(root: Self.split())[0]
    #expect(svg.contains(Self.outline(0, 320, height: 834)))
    #expect(svg.contains(Self.outline(320, 874, height: 834)))
    #expect(
      svg.contains(
        "<rect x=\"319.5\" y=\"0\" width=\"1\" height=\"834\" fill=\"\(Self.divider)\"/>"))
    #expect(svg.contains(">split.primary</tspan>"))
    #expect(svg.contains(">split.secondary</tspan>"))
    #expect(!svg.contains(Self.shadow))
    #expect(svg.contains(">split view column</text>"))
  }

  static let divider = "#3a3a3c"

  @Test("a presented split view is clipped to its sheet, the presenter's divider under the dim")
  func presentedSplit() throws {
    let svg = try Self.pictures(
      root: Self.split(),
      actions: #"""
        [{"do": "present", "from": "split", "style": "formSheet", "controller":
          {"id": "compose", "type": "split",
           "primary": {"id": "drafts", "type": "controller"},
           "secondary": {"id": "draft", "type": "controller"}}},
         {"do": "showColumn", "on": "compose", "column": "primary"}]
        """#)[2]
    let presenterDivider =
      "<rect x=\"319.5\" y=\"0\" width=\"1\" height=\"834\" fill=\"\(Self.divider)\"/>"
    #expect(svg.ranges(of: presenterDivider).count == 1)
    let divider = try Self.position(of: presenterDivider, in: svg)
    let dimming = try Self.position(of: "fill=\"#000000\" fill-opacity=\"0.28\"/>", in: svg)
    #expect(divider < dimming)
    // The 580x640 form sheet, centred; the overlaid primary column's view reaches 100 points
    // past the sheet's leading edge, drawn inside the sheet's clip.
    let clip = try Self.position(
      of: "<rect x=\"307\" y=\"97\" width=\"580\" height=\"640\" rx=\"10\"/></clipPath>",
      in: svg)
    let clipped = try Self.position(of: "<g clip-path=\"url(#sheet1)\">", in: svg)
    let drafts = try Self.position(
      of: "<rect x=\"207\" y=\"97\" width=\"420\" height=\"640\" fill=\"none\"", in: svg)
    #expect(dimming < clip && clip < clipped && clipped < drafts)
  }

  @Test("an overlaid primary column is drawn above the secondary, its shadow on the right")
  func overlaid() throws {
    let svg = try Self.pictures(
      orientation: "portrait", root: Self.split(),
      actions: #"[{"do": "showColumn", "on": "split", "column": "primary"}]"#)[1]
    let detail = try Self.position(
      of: "<rect x=\"0\" y=\"0\" width=\"834\" height=\"1194\" fill=\"none\" stroke=\"#8e8e93\"",
      in: svg)
    let background = try Self.position(
      of: "<rect x=\"0\" y=\"0\" width=\"320\" height=\"1194\" fill=\"#ffffff\"/>", in: svg)
    let list = try Self.position(
      of: "<rect x=\"-100\" y=\"0\" width=\"420\" height=\"1194\" fill=\"none\"", in: svg)
    let shadow = try Self.position(
      of: "<rect x=\"320\" y=\"0\" width=\"3\" height=\"1194\" \(Self.shadow)", in: svg)
    #expect(detail < shadow && shadow < background && background < list)
    // The home indicator's band is hatched again across the column.
    let hatch = try Self.position(of: "M0 0H320V1194H0ZM0 24H320V1174H0Z", in: svg)
    #expect(background < hatch && hatch < list)
    // Columns over each other have no divider.
    #expect(!svg.contains("fill=\"\(Self.divider)\"/>\n<rect"))
    #expect(svg.contains(Self.outline(0, 320, height: 1194)))
  }

  @Test("a trailing primary column casts its shadow to the left")
  func trailing() throws {
    let svg = try Self.pictures(
      orientation: "portrait", root: Self.split(edge: "trailing"),
      actions: #"[{"do": "showColumn", "on": "split", "column": "primary"}]"#)[1]
    #expect(svg.contains("<rect x=\"511\" y=\"0\" width=\"3\" height=\"1194\" \(Self.shadow)"))
  }

  @Test("an app's navigation controller in an overlaid column is drawn above with its bar")
  func appNavigation() throws {
    let primary =
      #"{"id": "nav", "type": "navigation", "viewControllers": "#
      + #"[{"id": "list", "type": "controller"}]}"#
    let svg = try Self.pictures(
      orientation: "portrait", root: Self.split(primary: primary),
      actions: #"[{"do": "showColumn", "on": "split", "column": "primary"}]"#)[1]
    let background = try Self.position(
      of: "<rect x=\"0\" y=\"0\" width=\"320\" height=\"1194\" fill=\"#ffffff\"/>", in: svg)
    let list = try Self.position(
      of: "<rect x=\"0\" y=\"74\" width=\"320\" height=\"1100\" fill=\"#34c759\"", in: svg)
    let bar = try Self.position(
      of: "<rect x=\"-100\" y=\"24\" width=\"420\" height=\"50\" fill=\"#cfe0fc\"", in: svg)
    #expect(background < list && background < bar)
  }

  @Test("labels of a split view's pictures do not overlap", arguments: 0..<3)
  func labelsApart(step: Int) throws {
    let svg = try Self.pictures(
      orientation: "portrait", root: Self.split(),
      actions: #"""
        [{"do": "showColumn", "on": "split", "column": "primary"},
         {"do": "rotate", "to": "landscapeLeft"}]
        """#)[step]
    let labels = ScenePictureTests.rects(in: svg, marked: "rx=\"3\" fill=\"#ffffff\"")
    #expect(labels.count >= 4)
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] {
        #expect(!label.intersects(other), "\(label) and \(other)")
      }
    }
  }

  @Test("a column's controller is labelled in its split view, which is not tinted as a leaf")
  func columnsInTheSplitView() throws {
    let svg = try Self.pictures(root: Self.split())[0]
    #expect(
      svg.contains(">list</tspan><tspan font-weight=\"400\" fill-opacity=\"0.75\"> in split<"))
    #expect(
      !svg.contains(
        "<rect x=\"0\" y=\"24\" width=\"1194\" height=\"790\" fill=\"#34c759\" "
          + "fill-opacity=\"0.14\""))
  }

  @Test("labels under two overlaid columns stay apart, in the strip left visible")
  func labelsUnderOverlays() throws {
    let root = #"""
      {"id": "split", "type": "split", "style": "tripleColumn",
       "primary": {"id": "mailboxes", "type": "controller"},
       "supplementary": {"id": "messages", "type": "controller"},
       "secondary": {"id": "message", "type": "controller"}}
      """#
    let svg = try Self.pictures(
      orientation: "portrait", root: root,
      actions: #"[{"do": "showColumn", "on": "split", "column": "primary"}]"#)[1]
    let labels = ScenePictureTests.rects(in: svg, marked: "rx=\"3\" fill=\"#ffffff\"")
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] {
        #expect(!label.intersects(other), "\(label) and \(other)")
      }
    }
    // The secondary column's controller is labelled where the sidebars leave it visible.
    let line = try #require(svg.split(separator: "\n").first { $0.contains(">message</tspan>") })
    let message = try #require(Double(line.dropFirst("<text x=\"".count).prefix { $0 != "\"" }))
    #expect(message >= 640)
  }

  @Test("two overlaid columns are one overlay: the divider between them, one shadow outside")
  func twoOverSecondary() throws {
    let root = #"""
      {"id": "split", "type": "split", "style": "tripleColumn",
       "primary": {"id": "mailboxes", "type": "controller"},
       "supplementary": {"id": "inbox", "type": "controller"},
       "secondary": {"id": "message", "type": "controller"}}
      """#
    let svg = try Self.pictures(
      orientation: "portrait", root: root,
      actions: #"""
        [{"do": "showColumn", "on": "split", "column": "supplementary"},
         {"do": "showColumn", "on": "split", "column": "primary"}]
        """#)[2]
    // One shadow, at the overlay's trailing edge over the secondary column.
    #expect(svg.ranges(of: Self.shadow).count == 1)
    let shadow = try Self.position(
      of: "<rect x=\"640\" y=\"0\" width=\"3\" height=\"1194\" \(Self.shadow)", in: svg)
    let primary = try Self.position(
      of: "<rect x=\"0\" y=\"0\" width=\"320\" height=\"1194\" fill=\"#ffffff\"/>", in: svg)
    let supplementary = try Self.position(
      of: "<rect x=\"320\" y=\"0\" width=\"320\" height=\"1194\" fill=\"#ffffff\"/>",
      in: svg)
    #expect(shadow < supplementary && shadow < primary)
    // The divider between the two columns is drawn above both.
    let divider = try Self.position(
      of: "<rect x=\"319.5\" y=\"0\" width=\"1\" height=\"1194\" fill=\"\(Self.divider)\"/>",
      in: svg)
    #expect(primary < divider && supplementary < divider)
    #expect(!svg.contains("<rect x=\"308\" y=\"0\" width=\"3\""))
  }

  @Test("a picture without a split view has no column entries in its legend")
  func noColumns() throws {
    let svg = try Self.pictures(root: #"{"id": "c", "type": "controller"}"#)[0]
    #expect(!svg.contains("split view column"))
    #expect(!svg.contains("#5856d6"))
  }
}
