public import SafeAreaSim

/// The sheet settings of a `present` action (SCENE-FORMAT 1.1): its detents and the
/// properties of its ``SheetPresentationController``.
public struct SheetSpec: Hashable, Sendable {
  /// A detent as a scene writes it: `"medium"`, `"large"` or `{"height": points}`.
  public enum Detent: Hashable, Sendable {
    case medium
    case large
    case height(Double)

    /// The library's detent.
    public var detent: SheetPresentationController.Detent {
      switch self {
      case .medium: .medium()
      case .large: .large()
      case .height(let points): .custom(height: points)
      }
    }
  }

  /// The detents; `[.large]` by default.
  public var detents: [Detent]
  /// The index of the selected detent in ``detents``; `nil` rests at the smallest.
  public var selectedDetent: Int?
  /// Mirrors `prefersEdgeAttachedInCompactHeight`.
  public var prefersEdgeAttachedInCompactHeight: Bool
  /// Mirrors `prefersGrabberVisible`.
  public var prefersGrabberVisible: Bool
  /// Mirrors `UIViewController.isModalInPresentation`, set on the presented controller.
  public var isModalInPresentation: Bool

  /// Creates sheet settings; the defaults are UIKit's.
  public init(
    detents: [Detent] = [.large], selectedDetent: Int? = nil,
    prefersEdgeAttachedInCompactHeight: Bool = false, prefersGrabberVisible: Bool = false,
    isModalInPresentation: Bool = false
  ) {
    self.detents = detents
    self.selectedDetent = selectedDetent
    self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    self.prefersGrabberVisible = prefersGrabberVisible
    self.isModalInPresentation = isModalInPresentation
  }

  /// The keys of a `present` action that configure the sheet.
  static let keys = [
    "detents", "selectedDetent", "prefersEdgeAttachedInCompactHeight", "prefersGrabberVisible",
    "isModalInPresentation",
  ]

  /// Whether the settings are UIKit's defaults.
  var isDefault: Bool { self == SheetSpec() }

  /// Configures a presented controller and its sheet presentation controller: a popover's
  /// adaptive one, which lays it out while it is a sheet in compact width.
  func apply(to controller: ViewController) {
    controller.isModalInPresentation = isModalInPresentation
    guard
      let sheet = controller.sheetPresentationController
        ?? controller.popoverPresentationController?.adaptiveSheetPresentationController
    else { return }
    let resolved = detents.map(\.detent)
    sheet.detents = resolved
    sheet.selectedDetentIdentifier = selectedDetent.flatMap {
      resolved.indices.contains($0) ? resolved[$0].identifier : nil
    }
    sheet.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    sheet.prefersGrabberVisible = prefersGrabberVisible
  }
}
