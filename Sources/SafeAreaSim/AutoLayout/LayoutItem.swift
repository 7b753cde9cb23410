/// What a constraint can relate: a view or a layout guide.
enum LayoutItem {
  case view(View)
  case guide(LayoutGuide)

  /// The item as UIKit's `firstItem`/`secondItem` hand it out.
  var object: AnyObject {
    switch self {
    case .view(let view): view
    case .guide(let guide): guide
    }
  }

  /// The view whose coordinate space the item lives in: a view itself, a guide's owner.
  var view: View? {
    switch self {
    case .view(let view): view
    case .guide(let guide): guide.owningView
    }
  }

  /// The item's name in diagnostics: a view's name, or a guide's identifier and owner as
  /// UIKit's console prints them (`'UIViewSafeAreaLayoutGuide'` of a view).
  var displayName: String {
    switch self {
    case .view(let view): view.name
    case .guide(let guide):
      "'\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)'"
        + "(\(guide.owningView?.name ?? "?"))"
    }
  }

  /// The item behind an object handed to the item form of a constraint.
  init?(_ object: AnyObject?) {
    if let view = object as? View {
      self = .view(view)
    } else if let guide = object as? LayoutGuide {
      self = .guide(guide)
    } else {
      return nil
    }
  }
}
