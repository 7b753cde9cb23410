/// A rectangle a view derives from its bounds: the safe area, the margins, the readable area.
///
/// Mirrors `UILayoutGuide` as returned by `UIView.safeAreaLayoutGuide`,
/// `layoutMarginsGuide` and `readableContentGuide`. A view returns the same guide object every
/// time, so guides can be compared by identity.
public final class LayoutGuide {
  /// Which rectangle of its view a guide follows.
  public enum Kind: String, Hashable, Sendable {
    /// The bounds inset by the safe-area insets.
    case safeArea
    /// The bounds inset by the effective layout margins.
    case layoutMargins
    /// The margins guide, narrowed to a readable line length in regular width.
    case readableContent
  }

  /// The rectangle the guide follows.
  public let kind: Kind

  /// The view the guide belongs to.
  public var owningView: View? { view }

  private weak var view: View?

  init(kind: Kind, view: View) {
    self.kind = kind
    self.view = view
  }

  /// The width of a readable line at the default Dynamic Type size: the readable content
  /// guide is never wider in a regular-width environment (C-23, measured on iOS 16.2).
  public static let readableWidth: Double = 664

  /// The guide's rectangle in its view's coordinate space, as of the last layout pass.
  ///
  /// Outside a window the safe-area guide equals the view's bounds (C-01).
  ///
  /// Mirrors `UILayoutGuide.layoutFrame`.
  public var layoutFrame: Rect {
    guard let view else { return .zero }
    switch kind {
    case .safeArea:
      return view.bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins:
      return view.bounds.inset(by: view.layoutMargins)
    case .readableContent:
      var frame = view.bounds.inset(by: view.layoutMargins)
      let regular = view.window?.traits.horizontal == .regular
      if regular && frame.width > LayoutGuide.readableWidth {
        frame.origin.x += (frame.width - LayoutGuide.readableWidth) / 2
        frame.size.width = LayoutGuide.readableWidth
      }
      return frame
    }
  }
}

extension LayoutGuide: CustomStringConvertible {
  public var description: String {
    "<LayoutGuide \(view?.name ?? "?").\(kind.rawValue); layoutFrame = \(layoutFrame)>"
  }
}

/// The guides a view has handed out, created on first use.
final class ViewGuides {
  var safeArea: LayoutGuide?
  var layoutMargins: LayoutGuide?
  var readableContent: LayoutGuide?
}
