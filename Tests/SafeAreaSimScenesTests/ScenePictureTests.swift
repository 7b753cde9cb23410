import SafeAreaSim
import SafeAreaSimScenes
import Testing

@Suite("Scene pictures (--svg)")
struct ScenePictureTests {
  static func pictures(_ scene: String, orientation: String? = nil) throws -> [String] {
    let decoded = try SceneDecoder.decode(
      scene, overrides: SceneDecoder.Overrides(orientation: orientation))
    return ScenePicture.svgs(for: try SceneRunner.run(decoded))
  }

  /// The rectangles with these attributes: `[x, y, width, height]`.
  static func rects(in svg: String, marked marker: String) -> [Rect] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<rect ") && $0.contains(marker) }.compactMap {
      line in
      func value(_ name: String) -> Double? {
        guard let start = line.firstRange(of: " \(name)=\"") else { return nil }
        return Double(line[start.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = value("x"), let y = value("y"), let width = value("width"),
        let height = value("height")
      else { return nil }
      return Rect(x: x, y: y, width: width, height: height)
    }
  }

  @Test("one picture per step, each a whole SVG document")
  func onePerStep() throws {
    let svgs = try Self.pictures(DemoScene.json)
    #expect(svgs.count == 4)
    for svg in svgs {
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(svg.hasSuffix("</svg>\n"))
    }
  }

  @Test(
    "the Dynamic Island is on the side of the device's top (right in landscapeLeft)",
    arguments: [("portrait", "top"), ("landscapeLeft", "right"), ("landscapeRight", "left")])
  func sensorHousing(orientation: String, side: String) throws {
    let scene = #"{"device": "iPhone 15 Pro", "root": {"id": "a", "type": "controller"}}"#
    let svg = try #require(try Self.pictures(scene, orientation: orientation).first)
    let island = try #require(Self.rects(in: svg, marked: "rx=\"18.5\" fill=\"#1d1d1f\"").first)
    let screen = DeviceProfile.iPhone15Pro.screenBounds(in: Orientation(rawValue: orientation)!)
    switch side {
    case "top": #expect(island.minY == 11 && island.midX == screen.midX)
    case "right": #expect(island.maxX == screen.maxX - 11 && island.height > island.width)
    default: #expect(island.minX == 11 && island.height > island.width)
    }
  }

  @Test("labels do not overlap one another", arguments: 0..<4)
  func labelsApart(step: Int) throws {
    let svg = try Self.pictures(DemoScene.json)[step]
    let labels = Self.rects(in: svg, marked: "rx=\"3\" fill=\"#ffffff\"")
    #expect(labels.count >= 4)
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] {
        #expect(!label.intersects(other), "\(label) and \(other)")
      }
    }
  }

  @Test("a sheet is drawn above its dimmed presenter")
  func sheetAbovePresenter() throws {
    let scene = #"""
      {"root": {"id": "home", "type": "controller"},
       "actions": [
         {"do": "present", "from": "home", "controller": {"id": "sheet", "type": "controller"}}
       ]}
      """#
    let svg = try Self.pictures(scene)[1]
    let dim = try #require(svg.firstRange(of: "fill=\"#000000\" fill-opacity=\"0.28\""))
    let card = try #require(
      svg.firstRange(
        of: "<rect x=\"0\" y=\"69\" width=\"393\" height=\"783\" rx=\"10\" fill=\"#ffffff\"/>"))
    #expect(dim.lowerBound < card.lowerBound)
    #expect(
      svg.contains(
        ">sheet</tspan><tspan font-weight=\"400\" fill-opacity=\"0.75\"> presented by home<"))
  }

  @Test("a view is drawn only while its owner is in the window, whatever its frame")
  func viewsFollowTheirOwner() throws {
    // After the push, 'row' (in a's view, out of the window) has zero insets and lies inside
    // b's safe area: guessing from frames drew it over b.
    let scene = #"""
      {"root": {"id": "nav", "type": "navigation", "viewControllers": [
        {"id": "a", "type": "controller",
         "view": {"subviews": [{"id": "row", "frame": [0, 200, 100, 50]}]}}]},
       "actions": [{"do": "push", "on": "nav", "controller": {"id": "b", "type": "controller"}}]}
      """#
    let svgs = try Self.pictures(scene)
    #expect(svgs[0].contains(">row</tspan>"))
    #expect(!svgs[1].contains(">row</tspan>"))
  }
}
