/// The common part of the three anchor types: an item and one of its attributes.
///
/// Anchors make constraints that can only relate like with like: an x-axis anchor to another
/// x-axis anchor, a dimension to a dimension. Leading and trailing anchors never relate to
/// left and right ones (UIKit raises an exception; here a precondition fails).
///
/// Mirrors `NSLayoutAnchor`.
public protocol LayoutAnchor {
  /// The view or layout guide the anchor belongs to.
  var item: AnyObject { get }
  /// The attribute of the item.
  var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
  /// The anchor's item and attribute, handed to ``make(_:_:multiplier:constant:)`` as a plain
  /// pair: an optional `any LayoutAnchor` was copied through the runtime's value witnesses
  /// (about 2,000 instructions per constraint made in a view hierarchy benchmark).
  var target: (item: AnyObject, attribute: LayoutAttribute) { (item, attribute) }

  /// A constraint from this anchor to `other` (an anchor's ``target``), or to a constant.
  ///
  /// Forwards to one function shared by every anchor type: the body specialized for each
  /// (x-axis, y-axis, dimension) was three copies of the same code, each run cold by the
  /// first constraint a view makes after a large layout pass.
  @inline(__always)
  func make(
    _ relation: LayoutRelation, _ other: (item: AnyObject, attribute: LayoutAttribute)?,
    multiplier: Double = 1, constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint.make(
      item, attribute, relation, other, multiplier: multiplier, constant: constant)
  }
}

/// An anchor on an edge or a centre: it relates only to anchors of its own type (x to x,
/// y to y), plus a constant.
///
/// Mirrors the position anchors' part of `NSLayoutAnchor`.
public protocol LayoutPositionAnchor: LayoutAnchor {}

extension LayoutPositionAnchor {
  /// This anchor equals another one plus `constant`.
  ///
  /// Mirrors `NSLayoutAnchor.constraint(equalTo:constant:)`.
  public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
    make(.equal, anchor.target, constant: constant)
  }

  /// This anchor is at least another one plus `constant`.
  ///
  /// Mirrors `NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)`.
  public func constraint(
    greaterThanOrEqualTo anchor: Self, constant: Double = 0
  )
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor.target, constant: constant)
  }

  /// This anchor is at most another one plus `constant`.
  ///
  /// Mirrors `NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)`.
  public func constraint(
    lessThanOrEqualTo anchor: Self, constant: Double = 0
  )
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor.target, constant: constant)
  }
}

/// An anchor on the horizontal axis: a left, right, leading, trailing or centre-x edge.
///
/// Mirrors `NSLayoutXAxisAnchor`.
public struct LayoutXAxisAnchor: LayoutPositionAnchor {
  /// The view or layout guide the anchor belongs to.
  public let item: AnyObject
  /// The attribute of the item.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item.object
    self.attribute = attribute
  }

  /// This anchor is `multiplier` system spacings after another one.
  ///
  /// Mirrors `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  )
    -> LayoutConstraint
  { make(.equal, anchor.target, constant: multiplier * LayoutConstraint.systemSpacing) }

  /// This anchor is at least `multiplier` system spacings after another one.
  ///
  /// Mirrors `NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor.target, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// This anchor is at most `multiplier` system spacings after another one.
  ///
  /// Mirrors `NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor.target, constant: multiplier * LayoutConstraint.systemSpacing)
  }
}

/// An anchor on the vertical axis: a top, bottom or centre-y edge.
///
/// Mirrors `NSLayoutYAxisAnchor`.
public struct LayoutYAxisAnchor: LayoutPositionAnchor {
  /// The view or layout guide the anchor belongs to.
  public let item: AnyObject
  /// The attribute of the item.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item.object
    self.attribute = attribute
  }

  /// This anchor is `multiplier` system spacings below another one.
  ///
  /// Mirrors `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  )
    -> LayoutConstraint
  { make(.equal, anchor.target, constant: multiplier * LayoutConstraint.systemSpacing) }

  /// This anchor is at least `multiplier` system spacings below another one.
  ///
  /// Mirrors `NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor.target, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// This anchor is at most `multiplier` system spacings below another one.
  ///
  /// Mirrors `NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor.target, constant: multiplier * LayoutConstraint.systemSpacing)
  }
}

/// A width or a height.
///
/// Mirrors `NSLayoutDimension`.
public struct LayoutDimension: LayoutAnchor {
  /// The view or layout guide the anchor belongs to.
  public let item: AnyObject
  /// The attribute of the item.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item.object
    self.attribute = attribute
  }

  /// This dimension equals `multiplier` times another one plus `constant`.
  ///
  /// Mirrors `NSLayoutDimension.constraint(equalTo:multiplier:constant:)`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    make(.equal, anchor.target, multiplier: multiplier, constant: constant)
  }

  /// This dimension is at least `multiplier` times another one plus `constant`.
  ///
  /// Mirrors `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor.target, multiplier: multiplier, constant: constant)
  }

  /// This dimension is at most `multiplier` times another one plus `constant`.
  ///
  /// Mirrors `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor.target, multiplier: multiplier, constant: constant)
  }

  /// This dimension equals a constant.
  ///
  /// Mirrors `NSLayoutDimension.constraint(equalToConstant:)`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    make(.equal, nil, constant: constant)
  }

  /// This dimension is at least a constant.
  ///
  /// Mirrors `NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: constant)
  }

  /// This dimension is at most a constant.
  ///
  /// Mirrors `NSLayoutDimension.constraint(lessThanOrEqualToConstant:)`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, constant: constant)
  }
}
