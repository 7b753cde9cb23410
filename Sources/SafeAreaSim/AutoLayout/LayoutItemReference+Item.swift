extension LayoutItemReference {
  /// The item, or `nil` once it is gone.
  var item: LayoutItem? {
    if let view { return .view(view) }
    if let guide { return .guide(guide) }
    return nil
  }
}

extension LayoutItem {
  /// The reference constraints hold to the item.
  var reference: LayoutItemReference {
    switch self {
    case .view(let view): view.itemReference
    case .guide(let guide): guide.itemReference
    }
  }
}
