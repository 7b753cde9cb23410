import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The pictures of Auto Layout scenes: the guides of the views Auto Layout places and the
/// keyboard, with their legend entries only where they show.
@Suite("Pictures: layout guides and the keyboard")
struct AutoLayoutPictureTests {
  static let scene =
    #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
    + #"{"id": "g", "constraints": ["g.top == superview.safeArea.top", "#
    + #""g.leading == superview.leading", "g.width == 100", "g.height == 50"]}, "#
    + #"{"id": "f", "frame": [0, 300, 100, 50]}]}}, "#
    + #""actions": [{"do": "showKeyboard"}, {"do": "hideKeyboard"}]}"#

  static func pictures() throws -> [String] {
    ScenePicture.svgs(for: try SceneRunner.run(try SceneDecoder.decode(scene)))
  }

  @Test("a constrained view's safe-area and margins guides are thin dashed outlines")
  func guides() throws {
    let svg = try Self.pictures()[0]
    // `g` is at the safe area's top (59): its safe-area guide is its frame, its margins guide
    // is 8 points inside.
    #expect(
      svg.contains(
        ##"<rect x="0" y="59" width="100" height="50" fill="none" stroke="#34c759" "##
          + ##"stroke-width="0.75" stroke-dasharray="3 2"/>"##))
    #expect(
      svg.contains(
        ##"<rect x="8" y="67" width="84" height="34" fill="none" stroke="#007aff" "##
          + ##"stroke-width="0.75" stroke-dasharray="1 2"/>"##))
    // `f` is not placed by Auto Layout: no guide of its own.
    #expect(
      !svg.contains(##"<rect x="0" y="300" width="100" height="50" fill="none" stroke="#34c759""##))
    #expect(svg.contains("view's safe-area guide"))
    #expect(svg.contains("view's margins guide"))
  }

  @Test("the keyboard is a grey band while it shows, with a legend entry")
  func keyboard() throws {
    let pictures = try Self.pictures()
    let band = ##"<rect x="0" y="516" width="393" height="336" fill="#aeb4bd""##
    #expect(pictures[1].contains(band))
    #expect(pictures[1].contains(">keyboard</text>"))
    for index in [0, 2] {
      #expect(!pictures[index].contains("#aeb4bd"), "step \(index)")
    }
  }

  @Test("a picture without Auto Layout views has no guide entries in its legend")
  func noGuides() throws {
    let report = try SceneRunner.run(
      try SceneDecoder.decode(#"{"root": {"id": "c", "type": "controller"}}"#))
    let svg = try #require(ScenePicture.svgs(for: report).first)
    #expect(!svg.contains("view's safe-area guide"))
    #expect(!svg.contains("keyboard"))
  }
}
