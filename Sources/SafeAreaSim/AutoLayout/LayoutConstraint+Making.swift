extension LayoutConstraint {
  /// A constraint from `attribute` of `item` (an anchor's item) to `other`, or to a constant:
  /// the shared body of the anchors' `make`.
  @inline(never)
  static func make(
    _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ other: (item: AnyObject, attribute: LayoutAttribute)?, multiplier: Double,
    constant: Double
  ) -> LayoutConstraint {
    guard let first = LayoutItem(item) else {
      preconditionFailure("An anchor's item is a view or a layout guide.")
    }
    if let other {
      precondition(
        other.attribute.isDirectional == attribute.isDirectional
          || !(other.attribute.isAbsoluteHorizontalEdge || attribute.isAbsoluteHorizontalEdge),
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
          + "attribute (\(first.displayName).\(attribute.rawValue) and "
          + "\(LayoutItem(other.item)?.displayName ?? "?").\(other.attribute.rawValue)). "
          + "Use leading/trailing for both or neither.")
    }
    return LayoutConstraint(
      first: first, attribute: attribute, relation: relation,
      second: other.flatMap { LayoutItem($0.item) },
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant)
  }
}
