public import SafeAreaSim

/// Draws each step of a report as an SVG picture.
///
/// A picture shows the device's screen with its rounded corners, sensor housing (notch or
/// Dynamic Island, on the side the device's top points to), home indicator or home button,
/// the window's unsafe bands hatched, and, in presentation order, each controller's view: the
/// innermost controllers' safe areas tinted green with their layout margins dashed blue,
/// containers' safe areas as thin green lines, views with ids dotted purple (scroll views with
/// their adjusted content inset dashed teal; views placed by Auto Layout with their safe-area
/// and margins guides in thin dashed green and blue), the status bar, UIKit bars and chrome,
/// the keyboard as a grey band while it shows, a sheet above its dimmed presenter, and each
/// split view column shown: its frame outlined and labelled, a divider between columns side
/// by side, and a column that lies over the secondary column drawn above it with the shadow
/// it casts. Labels name
/// each innermost controller with its containers, each bar and each view, placed so that they
/// do not overlap one another, the housing or the rounded corners. A legend closes the picture.
///
/// `safearea-sim run SCENE --svg DIR` writes one picture per step; any SVG renderer turns them
/// into images (`rsvg-convert step-0.svg -o step-0.png`).
public enum ScenePicture {
  /// One SVG document per step.
  public static func svgs(for report: SceneReport) -> [String] {
    report.steps.enumerated().map { index, step in
      svg(for: step, index: index, device: report.device)
    }
  }

  /// The SVG of one step.
  public static func svg(for step: SceneReport.Step, index: Int, device: DeviceProfile) -> String {
    Drawing(step: step, index: index, device: device).document()
  }

  /// The SVG of one step for an HTML page: no namespace attribute, its own element ids
  /// prefixed with `idPrefix`, and each controller's, view's and bar's shapes in a group
  /// whose `data-sim-id` is the object's id.
  static func inlineSVG(
    for step: SceneReport.Step, index: Int, device: DeviceProfile, idPrefix: String
  ) -> String {
    Drawing(step: step, index: index, device: device, inlineIDPrefix: idPrefix).document()
  }

  static func n(_ value: Double) -> String { formatPoints(value) }
}
