import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

@Suite("Fixtures: traces and goldens")
struct FixturesTests {
  static func scratchPath(_ name: String) -> String {
    "/tmp/safearea-sim-fixture-tests/\(name)-\(UInt64.random(in: 0...UInt64.max)).trace"
  }

  @Test("a trace prints one event per line after its header and parses back")
  func traceRoundTrip() {
    let trace = Trace(
      lines: ["B.viewDidLoad", "B.viewWillAppear(animated: true)"],
      header: ["# scene: push.json", "# source: model"])
    #expect(
      trace.description
        == "# scene: push.json\n# source: model\nB.viewDidLoad\nB.viewWillAppear(animated: true)\n")
    #expect(Trace(parsing: trace.description + "\n\n") == trace)
    #expect(!trace.isOracle)
    #expect(Trace(parsing: "# source: uikit-ios18-simulator\nA.viewDidLoad\n").isOracle)
  }

  @Test("events print in trace notation")
  func eventNotation() {
    #expect(
      LifecycleEvent(subject: "B", kind: .willMoveToParent, parent: "nav").description
        == "B.willMoveToParent(nav)")
    #expect(
      LifecycleEvent(subject: "B", kind: .didMoveToParent).description == "B.didMoveToParent(nil)")
    #expect(
      LifecycleEvent(subject: "A", kind: .viewWillAppear, animated: true).description
        == "A.viewWillAppear(animated: true)")
    #expect(
      LifecycleEvent(
        subject: "c", kind: .viewSafeAreaInsetsDidChange, insets: EdgeInsets(top: 91, bottom: 34)
      )
      .description == "c.viewSafeAreaInsetsDidChange {top 91, bottom 34}")
  }

  @Test("a line diff shows removed and added lines in hunks with context")
  func diff() {
    let old = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
    var new = old
    new[1] = "B"
    new.append("k")
    #expect(
      lineDiff(old, new) == """
        @@ −1,4 +1,4 @@
          a
        − b
        + B
          c
          d
        @@ −9,2 +9,3 @@
          i
          j
        + k
        """)
    #expect(lineDiff(old, old).isEmpty)
  }

  @Test("record modes: missing records once and fails; never fails; all rewrites; failed fixes")
  func recordModes() {
    let path = Self.scratchPath("modes")
    let trace = Trace(lines: ["A.viewDidLoad"], header: ["# source: model"])
    #expect(verifyTrace(trace, against: path, mode: .never)?.summary.hasPrefix("No golden") == true)
    #expect(
      verifyTrace(trace, against: path, mode: .missing)?.summary.hasPrefix("Recorded new golden")
        == true)
    #expect(verifyTrace(trace, against: path, mode: .missing) == nil)
    let changed = Trace(lines: ["A.viewDidLoad", "A.viewWillAppear(animated: false)"])
    let mismatch = verifyTrace(changed, against: path, mode: .never)
    #expect(
      mismatch?.diff == "@@ −1,1 +1,2 @@\n  A.viewDidLoad\n+ A.viewWillAppear(animated: false)")
    #expect(
      verifyTrace(changed, against: path, mode: .failed)?.summary.hasPrefix("Re-recorded") == true)
    #expect(verifyTrace(changed, against: path, mode: .never) == nil)
    #expect(verifyTrace(trace, against: path, mode: .all)?.summary.hasPrefix("Re-recorded") == true)
    #expect(verifyTrace(trace, against: path, mode: .never) == nil)
  }

  @Test("oracle goldens captured from UIKit are never overwritten")
  func oracle() {
    let path = Self.scratchPath("oracle")
    let oracle = Trace(lines: ["A.viewDidLoad"], header: ["# source: uikit-ios18-simulator"])
    _ = verifyTrace(oracle, against: path, mode: .missing)
    let different = Trace(lines: ["A.viewWillAppear(animated: false)"])
    for mode in GoldenRecordMode.allCases {
      let mismatch = verifyTrace(different, against: path, mode: mode)
      #expect(mismatch?.summary.contains("oracle golden") == true, "\(mode)")
    }
    #expect(verifyTrace(oracle, against: path, mode: .never) == nil)
  }

  @Test("the recorder filters appearance events and the builder names every controller")
  func recorderAndBuilder() {
    let scene = Hierarchy(device: .iPhoneX) {
      Container("shell", additionalSafeAreaInsets: EdgeInsets(bottom: 50)) {
        Controller("content")
        Controller("side", frame: Rect(x: 275, y: 0, width: 100, height: 812))
      }
    }
    #expect(scene.allControllers.keys.sorted() == ["content", "shell", "side"])
    #expect(scene["side"].parent === scene["shell"])
    expectInsets(scene["content"].view, EdgeInsets(top: 44, bottom: 84))
    expectInsets(scene["side"].view, EdgeInsets(top: 44, bottom: 84))
    expectFrame(scene["side"].view, Rect(x: 275, y: 0, width: 100, height: 812))
    let recorder = LifecycleRecorder(controller: scene.root)
    scene.window.rotate(to: .landscapeLeft)
    let trace = recorder.takeTrace(.kinds([.viewWillTransitionToSize]))
    #expect(trace.lines.first == "shell.viewWillTransitionToSize(812x375)")
    // The side panel keeps its 100x812 frame: a child whose size does not change is not
    // called (UIContentContainer's same-size rule).
    #expect(!trace.lines.contains { $0.hasPrefix("side.") })
    #expect(recorder.events.isEmpty)
  }
}

@Suite("Testing helpers")
struct TestingHelpersTests {
  @Test("expectTrace reports a diff against the expected lines")
  func expectTraceReports() {
    withKnownIssue {
      expectTrace(Trace(lines: ["A.viewDidLoad", "B"]), equals: ["A.viewDidLoad", "C"])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Trace differs:\n@@ −1,2 +1,2 @@\n  A.viewDidLoad\n− C\n+ B"
      ]
    }
  }

  @Test("expectInsets and expectFrame name the view and both values")
  func geometryExpectations() {
    let window = Window(device: .iPhone15Pro)
    let view = View(frame: window.bounds, name: "content")
    window.addSubview(view)
    window.layoutIfNeeded()
    expectInsets(view, EdgeInsets(top: 59, bottom: 34))
    withKnownIssue {
      expectInsets(view, EdgeInsets(top: 47, bottom: 34))
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["content.safeAreaInsets is {top 59, bottom 34}, expected {top 47, bottom 34}"]
    }
    withKnownIssue {
      expectFrame(view, Rect(x: 0, y: 0, width: 390, height: 844))
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["content.frame is [0, 0, 393, 852], expected [0, 0, 390, 844]"]
    }
  }
}
