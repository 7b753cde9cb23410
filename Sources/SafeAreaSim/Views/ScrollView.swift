/// How a scroll view adds its safe area to its content insets.
///
/// Mirrors `UIScrollView.ContentInsetAdjustmentBehavior` (C-16).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable, Codable {
  /// As `scrollableAxes`, and the top and bottom always, when the scroll view is the root
  /// view of a controller shown by a navigation or tab bar controller.
  case automatic
  /// An axis is adjusted when its content is larger than the scroll view or it always bounces.
  case scrollableAxes
  /// Never adjusted.
  case never
  /// Always adjusted.
  case always
}

/// A view whose bounds origin scrolls over content larger than itself.
///
/// Mirrors `UIScrollView` for what the safe area touches: the content size and offset, the
/// content inset and the `adjustedContentInset` derived from the safe area by the
/// adjustment behaviour (C-16, C-17).
///
/// ```swift
/// let list = ScrollView(frame: window.bounds, name: "list")
/// list.contentSize = Size(width: 393, height: 2000)
/// window.addSubview(list)
/// window.layoutIfNeeded()
/// list.adjustedContentInset   // {top 59, bottom 34}: scrollable vertically
/// ```
open class ScrollView: View {
  private var lastAdjustedContentInset = EdgeInsets.zero

  /// The size of the scrolled content.
  ///
  /// Mirrors `UIScrollView.contentSize`.
  public final var contentSize: Size = .zero {
    didSet { refreshAdjustedContentInset() }
  }

  /// Insets the app adds around the content; zero by default.
  ///
  /// Mirrors `UIScrollView.contentInset`.
  public final var contentInset: EdgeInsets = .zero {
    didSet { refreshAdjustedContentInset() }
  }

  /// How the safe area is added to the content inset; `.automatic` by default.
  ///
  /// Mirrors `UIScrollView.contentInsetAdjustmentBehavior`.
  public final var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { refreshAdjustedContentInset() }
  }

  /// Whether vertical bouncing is on even when the content is not taller than the view.
  ///
  /// Mirrors `UIScrollView.alwaysBounceVertical`.
  public final var alwaysBounceVertical = false {
    didSet { refreshAdjustedContentInset() }
  }

  /// Whether horizontal bouncing is on even when the content is not wider than the view.
  ///
  /// Mirrors `UIScrollView.alwaysBounceHorizontal`.
  public final var alwaysBounceHorizontal = false {
    didSet { refreshAdjustedContentInset() }
  }

  /// The scroll position: the origin of the bounds.
  ///
  /// Setting it tells the controller whose view holds the scroll view, so that a navigation
  /// controller showing that controller collapses a large title, hides a search bar or hides
  /// its bars on swipe, as UIKit's bars follow the content.
  ///
  /// Mirrors `UIScrollView.contentOffset`.
  public final var contentOffset: Point {
    get { bounds.origin }
    set {
      let oldOffset = bounds.origin
      guard newValue != oldOffset else { return }
      var bounds = self.bounds
      bounds.origin = newValue
      self.bounds = bounds
      // The nearest controller's view at or above this one hears it (a loop, not recursion).
      var current: View? = self
      while let view = current {
        if let owner = view.owner {
          owner.ownedContentDidScroll(self, from: oldOffset)
          return
        }
        current = view.superview
      }
    }
  }

  /// The content inset plus the safe-area insets the behaviour includes, per edge (C-17).
  ///
  /// Mirrors `UIScrollView.adjustedContentInset`.
  public final var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let axes = adjustedAxes
    return contentInset
      + EdgeInsets(
        top: axes.vertical ? safe.top : 0, left: axes.horizontal ? safe.left : 0,
        bottom: axes.vertical ? safe.bottom : 0, right: axes.horizontal ? safe.right : 0)
  }

  /// Called when ``adjustedContentInset`` changed.
  ///
  /// Mirrors `UIScrollView.adjustedContentInsetDidChange()`.
  open func adjustedContentInsetDidChange() {}

  /// Which axes include the safe area under the current behaviour.
  private final var adjustedAxes: (vertical: Bool, horizontal: Bool) {
    let size = bounds.size
    let scrollsVertically = contentSize.height > size.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > size.width || alwaysBounceHorizontal
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
    case .automatic:
      return (scrollsVertically || isContentOfBarContainer, scrollsHorizontally)
    }
  }

  /// Whether the scroll view is the root view of a controller shown by a navigation or tab
  /// bar controller.
  private final var isContentOfBarContainer: Bool {
    owner?.adjustsRootScrollViewForBars ?? false
  }

  override func geometryDidUpdate() {
    refreshAdjustedContentInset()
  }

  final func refreshAdjustedContentInset() {
    let adjusted = adjustedContentInset
    guard adjusted != lastAdjustedContentInset else { return }
    lastAdjustedContentInset = adjusted
    adjustedContentInsetDidChange()
  }
}
