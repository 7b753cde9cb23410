/// Lays out a page or form sheet: the heights it rests at, the one it shows, and how it
/// appears in compact height.
///
/// A page or form sheet (and `.automatic`, which is a page sheet) has one, reachable as
/// ``ViewController/sheetPresentationController``. Where the sheet is a card attached to the
/// bottom edge (iPhone in portrait, a compact-width iPad window, and compact height with
/// ``prefersEdgeAttachedInCompactHeight``) it rests at the selected detent: its frame runs
/// from `window height - bottom inset - detent value` to the bottom of the window. On iPad in
/// a regular environment it floats, centred, at the form or page sheet size, and detents do
/// not change it. In compact height without ``prefersEdgeAttachedInCompactHeight`` it covers
/// the window but stays a sheet: the presenter keeps its views and hears nothing.
///
/// ```swift
/// let sheet = ViewController(name: "sheet")
/// if let controller = sheet.sheetPresentationController {
///   controller.detents = [.medium(), .large()]
///   controller.selectedDetentIdentifier = .medium
/// }
/// root.present(sheet, animated: false)
/// sheet.view.frame  // iPhone 15 Pro: [0, 443.5, 393, 408.5]
/// ```
///
/// Mirrors `UISheetPresentationController`. The grabber and the undimmed detent change no
/// geometry; no user drags are modelled, so the delegate is not either.
public final class SheetPresentationController {
  /// How the sheet is laid out in its current environment.
  public enum LayoutMode: String, Hashable, Sendable {
    /// A card attached to the bottom edge, at the selected detent.
    case edgeAttached
    /// A card floating in the middle of the window (iPad, regular width and height).
    case floating
    /// Covering the whole window (compact height without edge attachment), still a sheet.
    case fullScreen
  }

  /// The controller the sheet shows, or `nil` once it has ended: through its anchor, not a
  /// weak reference, which would give every presented controller a side table (every retain
  /// and release of it would take the runtime's slow path).
  var presentedController: ViewController? { presentedAnchor?.controller }
  /// The anchor behind ``presentedController``.
  private let presentedAnchor: ControllerAnchor?

  /// The heights the sheet rests at; `[.large()]` by default. An empty array behaves as
  /// the default.
  ///
  /// Mirrors `UISheetPresentationController.detents`.
  public var detents: [Detent] = [.large()] {
    didSet { layOutIfPresented() }
  }

  /// The identifier of the detent the sheet rests at; `nil` (the default) rests at the
  /// smallest detent. An identifier not in ``detents`` is ignored, as UIKit ignores it.
  ///
  /// Mirrors `UISheetPresentationController.selectedDetentIdentifier`.
  public var selectedDetentIdentifier: Detent.Identifier? {
    didSet { layOutIfPresented() }
  }

  /// The largest detent that does not dim the presenter; `nil` (dim at every detent) by
  /// default. No geometry depends on it.
  ///
  /// Mirrors `UISheetPresentationController.largestUndimmedDetentIdentifier`.
  public var largestUndimmedDetentIdentifier: Detent.Identifier?

  /// Whether the sheet shows a grabber; `false` by default. The grabber overlays the content:
  /// it changes no frame and no safe area.
  ///
  /// Mirrors `UISheetPresentationController.prefersGrabberVisible`.
  public var prefersGrabberVisible = false

  /// Whether the sheet stays attached to the bottom edge in compact height instead of
  /// covering the window; `false` by default.
  ///
  /// Mirrors `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`.
  public var prefersEdgeAttachedInCompactHeight = false {
    didSet { layOutIfPresented() }
  }

  /// Whether an edge-attached sheet in compact height takes its width from the presented
  /// controller's ``ViewController/preferredContentSize`` instead of the window's safe area;
  /// `false` by default. No effect in compact width.
  ///
  /// Mirrors `UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached`.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { layOutIfPresented() }
  }

  /// How the sheet was laid out last: edge-attached, floating or covering the window.
  public internal(set) var layoutMode: LayoutMode = .edgeAttached

  /// The detent the sheet rests at after the last layout, `nil` unless it is
  /// edge-attached: the selected one, or another when the selected one is inactive.
  public internal(set) var detentInEffect: Detent.Identifier?

  /// The largest detent's value after the last layout, `nil` unless it is edge-attached.
  ///
  /// Mirrors `UISheetPresentationControllerDetentResolutionContext.maximumDetentValue`.
  public internal(set) var maximumDetentValue: Double?

  init(presentedController: ViewController?) {
    self.presentedAnchor = presentedController?.anchor
  }

  /// Makes changes to the sheet's properties; its new frame is set at once, as UIKit's
  /// model values are inside an animation block.
  ///
  /// Mirrors `UISheetPresentationController.animateChanges(_:)`.
  public func animateChanges(_ changes: () -> Void) {
    changes()
    layOutIfPresented()
  }

  /// The detent the sheet rests at: the selected one if it is in ``detents`` and active;
  /// for an inactive one, the next larger active detent (or the largest); with no
  /// selection, the smallest active detent; `.large()` when none is active.
  func restingDetent(compactHeight: Bool, maximumDetentValue: Double) -> Detent {
    let active = (detents.isEmpty ? [.large()] : detents).filter {
      $0.isActive(compactHeight: compactHeight)
    }
    let sorted = active.sorted {
      $0.resolvedValue(maximumDetentValue: maximumDetentValue)
        < $1.resolvedValue(maximumDetentValue: maximumDetentValue)
    }
    guard let smallest = sorted.first, let largest = sorted.last else { return .large() }
    guard let selected = selectedDetentIdentifier,
      let detent = detents.first(where: { $0.identifier == selected })
    else { return smallest }
    if detent.isActive(compactHeight: compactHeight) { return detent }
    let value = detent.resolvedValue(maximumDetentValue: maximumDetentValue)
    return sorted.first { $0.resolvedValue(maximumDetentValue: maximumDetentValue) >= value }
      ?? largest
  }

  private func layOutIfPresented() {
    guard let controller = presentedController, controller.presentingViewController != nil,
      let window = controller.window
    else { return }
    window.layoutPresentedViews()
    window.settle()
  }
}
