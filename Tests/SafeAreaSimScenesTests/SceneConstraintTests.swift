import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The `constraints` of a scene's views: every form the grammar accepts, read into
/// ``ConstraintSpec`` values, and every mistake reported with its JSON path.
@Suite("Scene constraints: parsing and validation")
struct SceneConstraintTests {
  /// A scene whose controller `c` has a view `a` and a view `g` declaring `constraints`.
  static func scene(_ constraints: [String]) -> String {
    let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
    return #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
      + #"{"id": "a", "frame": [0, 0, 10, 10]}, {"id": "g", "constraints": [\#(list)]}]}}}"#
  }

  /// The constraints the decoder reads from the view `g`.
  static func decoded(_ text: String) throws -> ConstraintSpec {
    let scene = try SceneDecoder.decode(scene([text]))
    let view = try #require(scene.root.view?.subviews.last)
    return try #require(view.constraints.first)
  }
}

// MARK: Forms

extension SceneConstraintTests {
  struct Form: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: ConstraintSpec
    var testDescription: String { text }
  }

  static let g = ConstraintSpec.Item(id: "g")
  static let superview = ConstraintSpec.Item(id: nil)

  static let forms: [Form] = [
    Form(
      text: "g.top == superview.safeArea.top",
      expected: ConstraintSpec(
        g, .top, .equal, ConstraintSpec.Item(id: nil, guide: .safeArea), .top)),
    Form(
      text: "g.leading >= superview.margins.leading + 16",
      expected: ConstraintSpec(
        g, .leading, .greaterThanOrEqual, ConstraintSpec.Item(id: nil, guide: .margins),
        .leading, constant: 16)),
    Form(
      text: "g.width <= 0.5 * superview.width - 10 @750",
      expected: ConstraintSpec(
        g, .width, .lessThanOrEqual, superview, .width, multiplier: 0.5, constant: -10,
        priority: 750)),
    Form(text: "g.height == 44", expected: ConstraintSpec(g, .height, .equal, constant: 44)),
    Form(
      text: "g.height == system",
      expected: ConstraintSpec(g, .height, .equal, constant: LayoutConstraint.systemSpacing)),
    Form(
      text: "g.height >= 2 * system",
      expected: ConstraintSpec(g, .height, .greaterThanOrEqual, constant: 16)),
    Form(
      text: "g.top == superview.safeArea.top + system @high",
      expected: ConstraintSpec(
        g, .top, .equal, ConstraintSpec.Item(id: nil, guide: .safeArea), .top, constant: 8,
        priority: 750)),
    Form(
      text: "g.bottom == superview.keyboard.top @low",
      expected: ConstraintSpec(
        g, .bottom, .equal, ConstraintSpec.Item(id: nil, guide: .keyboard), .top,
        priority: 250)),
    Form(
      text: "g.centerX == a.readable.centerX @required",
      expected: ConstraintSpec(
        g, .centerX, .equal, ConstraintSpec.Item(id: "a", guide: .readable), .centerX)),
    Form(
      text: "g.width == 2*a.width @ 500",
      expected: ConstraintSpec(
        g, .width, .equal, ConstraintSpec.Item(id: "a"), .width, multiplier: 2, priority: 500)),
    Form(
      text: "g.trailing == a.trailing - 1e2",
      expected: ConstraintSpec(
        g, .trailing, .equal, ConstraintSpec.Item(id: "a"), .trailing, constant: -100)),
    Form(
      text: "g.top == c.top + 1.5 * system",
      expected: ConstraintSpec(g, .top, .equal, ConstraintSpec.Item(id: "c"), .top, constant: 12)
    ),
    Form(
      text: "  g.right   ==   a.left  ",
      expected: ConstraintSpec(g, .right, .equal, ConstraintSpec.Item(id: "a"), .left)),
    Form(
      text: "g.centerY == a.centerY @1",
      expected: ConstraintSpec(
        g, .centerY, .equal, ConstraintSpec.Item(id: "a"), .centerY, priority: 1)),
  ]

  @Test("each form of the grammar reads into its constraint", arguments: forms)
  func form(_ form: Form) throws {
    #expect(try Self.decoded(form.text) == form.expected)
  }

  @Test("a constraint writes back in the scene's notation")
  func text() {
    let spec = ConstraintSpec(
      Self.g, .width, .lessThanOrEqual, ConstraintSpec.Item(id: nil, guide: .margins), .width,
      multiplier: 0.5, constant: -10, priority: 750)
    #expect(spec.text == "g.width <= 0.5 * superview.margins.width - 10 @750")
  }
}

// MARK: Mistakes

extension SceneConstraintTests {
  struct Mistake: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var path: String
    var message: String
    var testDescription: String { name }
  }

  static let path = "root.view.subviews[1].constraints[0]"

  static func mistake(_ name: String, _ constraint: String, _ message: String) -> Mistake {
    Mistake(name: name, scene: scene([constraint]), path: path, message: message)
  }

  static let mistakes: [Mistake] = [
    mistake(
      "too few words", "g.top superview.top",
      "Expected 'ITEM.ATTRIBUTE RELATION ITEM.ATTRIBUTE' or 'ITEM.ATTRIBUTE RELATION CONSTANT', "
        + "found 'g.top superview.top'."),
    mistake(
      "an unknown relation", "g.top = superview.top",
      "Expected a relation (==, <=, >=) after 'g.top', found '='."),
    mistake(
      "an anchor without a dot", "gtop == superview.top",
      "Expected ITEM.ATTRIBUTE (for example superview.top), found 'gtop'."),
    mistake(
      "an unknown attribute", "g.tops == superview.top",
      "Unknown attribute 'tops' in 'g.tops'. Did you mean 'top'?"),
    mistake(
      "a constant without spaces", "g.top == superview.top+8",
      "Unknown attribute 'top+8' in 'superview.top+8'. Put spaces around '+': write "
        + "'superview.top + 8'."),
    mistake(
      "a guide in the wrong case", "g.top == superview.safearea.top",
      "No view in the view tree of 'c' has the id 'superview.safearea'. 'safearea' is not a "
        + "layout guide. Did you mean 'superview.safeArea'?"),
    mistake(
      "a margin attribute", "g.topMargin == superview.top",
      "Unknown attribute 'topMargin' in 'g.topMargin'. Expected one of top, bottom, left, "
        + "right, leading, trailing, width, height, centerX, centerY."),
    mistake(
      "a bad constant", "g.top == superview.top + x",
      "Expected a constant (a number, system or NUMBER * system) after '+', found 'x'."),
    mistake(
      "a missing sign", "g.top == superview.top 8",
      "Expected '+ CONSTANT' or '- CONSTANT' after 'superview.top', found '8'."),
    mistake(
      "a multiplier after the anchor", "g.top == superview.top * 2",
      "Expected a number for the multiplier before '*', found 'superview.top'."),
    mistake(
      "a number JSON does not write", "g.height == 0x10",
      "Expected ITEM.ATTRIBUTE (for example superview.top), found '0x10'."),
    mistake(
      "an unknown priority", "g.top == superview.top @ultra",
      "Expected a priority after '@' (a number from 1 to 1000, required, high or low), found "
        + "'ultra'."),
    mistake(
      "words after the priority", "g.top == superview.top @750 + 2",
      "Expected one priority after '@' at the end (a number from 1 to 1000, required, high "
        + "or low)."),
    mistake(
      "a priority of 0", "g.top == superview.top @0",
      "Expected a priority from 1 to 1000 (or required, high, low), found 0."),
    mistake(
      "a priority above 1000", "g.top == superview.top @1001",
      "Expected a priority from 1 to 1000 (or required, high, low), found 1001."),
    mistake(
      "an unknown id", "g.top == nope.top",
      "No view in the view tree of 'c' has the id 'nope'."),
    mistake(
      "a misspelt id", "g.top == superveiw.top",
      "No view in the view tree of 'c' has the id 'superveiw'. Did you mean 'superview'?"),
    mistake(
      "an unknown guide", "g.top == superview.safe.top",
      "No view in the view tree of 'c' has the id 'superview.safe'. 'safe' is not a layout "
        + "guide: use safeArea, margins, readable, keyboard."),
    mistake(
      "x with y", "g.top == superview.left",
      "'g.top' and 'superview.left' are on different axes: a constraint relates a horizontal "
        + "attribute to a horizontal one, or a vertical to a vertical one."),
    mistake(
      "a position with a size", "g.top == superview.height",
      "'g.top' and 'superview.height' relate a position to a size: a constraint relates a "
        + "position to a position, or a size to a size."),
    mistake(
      "leading with left", "g.leading == superview.left",
      "'g.leading' and 'superview.left' mix leading/trailing with left/right: use "
        + "leading/trailing for both or neither."),
    mistake(
      "a position against a constant", "g.top == 20",
      "The position 'g.top' cannot equal a constant: relate it to another item (for example "
        + "'g.top == superview.top + 20')."),
    mistake(
      "a multiplier of 0 on a position", "g.top == 0 * superview.top",
      "A multiplier of 0 makes the position 'g.top' equal a constant, which UIKit rejects."),
    mistake(
      "a constant that is not finite", "g.height == 1e999",
      "Constant: Expected a finite number, found"),
    mistake(
      "a constant out of bounds", "g.height == 2e9",
      "Constant: Expected a number between -1000000000 and 1000000000, found 2000000000."),
    mistake(
      "a multiplier out of bounds", "g.width == 2e9 * superview.width",
      "Multiplier: Expected a number between -1000000000 and 1000000000, found 2000000000."),
    Mistake(
      name: "a view of another controller (no common ancestor)",
      scene: #"{"root": {"id": "tabs", "type": "tab", "viewControllers": ["#
        + #"{"id": "other", "type": "controller", "view": {"subviews": [{"id": "h"}]}},"#
        + #"{"id": "c", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""constraints": ["g.top == h.top"]}]}}]}}"#,
      path: "root.viewControllers[1].view.subviews[0].constraints[0]",
      message:
        "No view in the view tree of 'c' has the id 'h' ('h' is declared at "
        + "root.viewControllers[0].view.subviews[0].id): a constraint may name only its "
        + "controller's root view (by the controller's id), the views below it and superview, "
        + "which share a common ancestor."),
    Mistake(
      name: "the third constraint of a nested view",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "p", "#
        + #""subviews": [{"id": "q"}, {"id": "g", "constraints": ["g.height == 4", "#
        + #""g.width == 4", "g.left == q.leading"]}]}]}}}"#,
      path: "root.view.subviews[0].subviews[1].constraints[2]",
      message: "'g.left' and 'q.leading' mix leading/trailing with left/right"),
    Mistake(
      name: "constraints on a root view",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"constraints": ["#
        + #""c.width == 10"]}}}"#,
      path: "root.view.constraints",
      message:
        "A controller's root view is placed by its container: give the constraints to its "
        + "subviews."),
    Mistake(
      name: "constraints that are not an array",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""constraints": "g.height == 4"}]}}}"#,
      path: "root.view.subviews[0].constraints",
      message: "Expected an array of constraint strings, found"),
    Mistake(
      name: "a constraint that is not a string",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""constraints": [4]}]}}}"#,
      path: "root.view.subviews[0].constraints[0]", message: "Expected a string, found"),
    Mistake(
      name: "an empty constraint",
      scene: scene([" "]), path: path, message: "The constraint is empty."),
    Mistake(
      name: "a pushed controller's constraint",
      scene: #"{"root": {"id": "nav", "type": "navigation", "viewControllers": ["#
        + #"{"id": "c", "type": "controller"}]}, "actions": [{"do": "push", "on": "nav", "#
        + #""controller": {"id": "d", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""constraints": ["g.top == c.top"]}]}}}]}"#,
      path: "actions[0].controller.view.subviews[0].constraints[0]",
      message: "No view in the view tree of 'd' has the id 'c' ('c' is declared at root"),
    Mistake(
      name: "an unknown autoresizing mask",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""autoresizingMask": ["flexibleWidht"]}]}}}"#,
      path: "root.view.subviews[0].autoresizingMask[0]",
      message: "Unknown autoresizing mask 'flexibleWidht'; expected one of"),
    Mistake(
      name: "an autoresizing mask that is not an array",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""autoresizingMask": "flexibleWidth"}]}}}"#,
      path: "root.view.subviews[0].autoresizingMask",
      message: "Expected an array of autoresizing masks, found"),
    Mistake(
      name: "a set autoresizingMask with a bad value",
      scene: #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "g"}]}}, "#
        + #""actions": [{"do": "set", "on": "g", "property": "autoresizingMask", "value": 3}]}"#,
      path: "actions[0].value", message: "Expected an array of autoresizing masks, found"),
    Mistake(
      name: "a negative keyboard height",
      scene: #"{"root": {"id": "c", "type": "controller"}, "actions": [{"do": "showKeyboard", "#
        + #""height": -1}]}"#,
      path: "actions[0].height", message: "Expected a number of at least 0, found -1."),
    Mistake(
      name: "a mistake after a string that did not parse keeps its own index",
      scene: scene(["g.top == superview.top+8", "g.top == 20"]),
      path: "root.view.subviews[1].constraints[1]",
      message: "The position 'g.top' cannot equal a constant"),
    Mistake(
      name: "an unknown key of hideKeyboard",
      scene: #"{"root": {"id": "c", "type": "controller"}, "actions": [{"do": "hideKeyboard", "#
        + #""height": 1}]}"#,
      path: "actions[0].height", message: "Unknown key 'height'"),
  ]

  @Test("each mistake is an error at its JSON path", arguments: mistakes)
  func mistake(_ mistake: Mistake) {
    do {
      _ = try SceneDecoder.decode(mistake.scene)
      Issue.record("decoded without an error")
    } catch {
      let problem = error.problems.first { $0.path == mistake.path }
      #expect(
        problem?.message.hasPrefix(mistake.message) == true,
        "problems: \(error.problems.map(\.description))")
    }
  }

  @Test("a scene built in code with an invalid constraint throws instead of trapping")
  func builtInCode() throws {
    var scene = try SceneDecoder.decode(Self.scene(["g.height == 4"]))
    scene.root.view?.subviews[1].constraints = [
      ConstraintSpec(Self.g, .top, .equal, Self.superview, .height),
      ConstraintSpec(Self.g, .top, .equal, ConstraintSpec.Item(id: "elsewhere"), .top),
    ]
    #expect {
      _ = try SceneRunner.run(scene)
    } throws: { error in
      let messages = (error as? SceneError)?.problems.map(\.message) ?? []
      return messages.contains { $0.contains("relate a position to a size") }
        && messages.contains { $0.contains("has the id 'elsewhere'") }
    }
  }
}
