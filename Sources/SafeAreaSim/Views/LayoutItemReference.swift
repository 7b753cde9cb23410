/// How a constraint holds a view or a layout guide: through a small object the item owns and
/// empties as it goes away, so that the constraint sees its item gone (`firstItem` turns
/// `nil`) as UIKit's weak items do.
///
/// A weak reference would do the same, but it gives the view a side table, and from then on
/// every retain and release of the view takes the runtime's slow path (a fifth of the time of
/// building pinned views went there). A strong reference to this object costs neither; the
/// view or guide makes it on first use and clears it in its `deinit`.
///
/// A view's reference is its ``ViewGuides``, a subclass that also holds the view's guides:
/// one object per constrained view instead of two.
class LayoutItemReference {
  /// The view, until it goes away. Unowned: its `deinit` clears it.
  private(set) unowned(unsafe) var view: View?
  /// The guide, until it goes away. Unowned: its `deinit` clears it.
  private(set) unowned(unsafe) var guide: LayoutGuide?

  init(view: View) {
    self.view = view
  }

  init(guide: LayoutGuide) {
    self.guide = guide
  }

  /// The item is going away: constraints holding this reference see `nil` from now on.
  final func clear() {
    view = nil
    guide = nil
  }
}

extension View {
  /// The reference constraints hold to the view: its ``ViewGuides``, made on first use.
  final var itemReference: LayoutItemReference {
    viewGuides
  }

  /// The view's guides and its reference, made on first use.
  final var viewGuides: ViewGuides {
    if let guides { return guides }
    let guides = ViewGuides(view: self)
    self.guides = guides
    return guides
  }
}
