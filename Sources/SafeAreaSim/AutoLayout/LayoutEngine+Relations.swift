internal import LayoutSolver

extension LayoutEngine {
  /// A constraint as a linear relation `expression RELATION 0`, with the part of the
  /// expression's constant that comes from the items' coordinate spaces (bounds origins), and
  /// the items it uses (each retained).
  ///
  /// Positions are compared in the coordinate space of the items' nearest common ancestor:
  /// an item's position there is its own variable plus the origins of the views between it
  /// and the ancestor. Leading and trailing edges in a right-to-left layout are measured
  /// from the right, as negated x coordinates, so that `leading == leading + 16` puts a view
  /// 16 points in from the right edge.
  ///
  /// - Parameter known: The items' nearest common ancestor when the caller has worked it out
  ///   (`nil` inside for a constraint without a second item); `nil` to work it out here.
  func relation(
    of constraint: LayoutConstraint, in known: View?? = nil, using used: inout EngineItemList
  )
    -> (Expression, Double)
  {
    guard let first = constraint.first, let firstView = first.view else {
      preconditionFailure("A constraint's first item is gone.")
    }
    let space: View?
    if let known {
      space = known
    } else if let second = constraint.second, let secondView = second.view {
      space = LayoutEngine.commonAncestor(firstView, secondView)
    } else {
      space = nil
    }
    // Only leading and trailing edges depend on the layout direction: the others do not
    // look it up.
    let rightToLeft =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // Built at its final size, so that the solver keeps it as it is (for as long as the
    // constraint is active) without a copy: room for the terms the two attributes make, which
    // is all of them unless views lie between an item and `space` (their origins grow it).
    let second = constraint.second
    var capacity = LayoutEngine.termCount(
      constraint.firstAttribute, of: first, in: space, rightToLeft: rightToLeft)
    if let second {
      capacity += LayoutEngine.termCount(
        constraint.secondAttribute, of: second, in: space, rightToLeft: rightToLeft)
    }
    var expression = Expression([], constant: 0)
    expression.terms.reserveCapacity(capacity)
    append(
      first, constraint.firstAttribute, in: space, coefficient: 1, rightToLeft: rightToLeft,
      to: &expression, using: &used)
    if let second {
      append(
        second, constraint.secondAttribute, in: space, coefficient: -constraint.multiplier,
        rightToLeft: rightToLeft, to: &expression, using: &used)
    }
    let base = expression.constant
    expression.constant = base - constraint.constant
    return (expression, base)
  }

  /// How many terms ``append(_:_:in:coefficient:rightToLeft:to:using:)`` adds for an item's
  /// attribute, not counting the origins of the views between the item and `space`.
  private static func termCount(
    _ attribute: LayoutAttribute, of item: LayoutItem, in space: View?, rightToLeft: Bool
  ) -> Int {
    let (plain, inMargins) = attribute.withoutMargins
    if plain.isDimension { return 1 }
    // The low edge, except a view's own edge seen from inside it (a margin is its guide's).
    var count = 1
    if !inMargins, case .view(let view) = item, view === space { count = 0 }
    // The size, for an edge or center away from the low edge.
    let addsSize: Bool
    switch plain {
    case .right, .bottom, .centerX, .centerY: addsSize = true
    case .leading: addsSize = rightToLeft
    case .trailing: addsSize = !rightToLeft
    default: addsSize = false
    }
    return addsSize ? count + 1 : count
  }

  /// Adds `coefficient` times an item's attribute, in `space`'s coordinates (the item's own
  /// parent space when `nil`), to an expression.
  private func append(
    _ item: LayoutItem, _ attribute: LayoutAttribute, in space: View?, coefficient: Double,
    rightToLeft: Bool, to expression: inout Expression, using used: inout EngineItemList
  ) {
    var item = item
    let (plain, inMargins) = attribute.withoutMargins
    if inMargins, case .view(let view) = item { item = .guide(view.layoutMarginsGuide) }
    let horizontal = plain.axis == .horizontal
    let record: EngineItem
    switch item {
    case .view(let view): record = retain(view)
    case .guide(let guide): record = retain(guide)
    }
    used.append(record)
    let size = horizontal ? record.width : record.height
    if plain.isDimension {
      expression.terms.append(Term(size, coefficient: coefficient))
      return
    }
    // The attribute as low edge + fraction × size, negated for a right-to-left leading edge.
    let fraction: Double
    var sign = 1.0
    switch plain {
    case .left, .top: fraction = 0
    case .right, .bottom: fraction = 1
    case .centerX, .centerY: fraction = 0.5
    case .leading:
      fraction = rightToLeft ? 1 : 0
      if rightToLeft { sign = -1 }
    case .trailing:
      fraction = rightToLeft ? 0 : 1
      if rightToLeft { sign = -1 }
    default: fraction = 0
    }
    let k = coefficient * sign
    // The low edge, as terms and a constant in the target space, each times k.
    switch item {
    case .view(let view) where view === space:
      // A view's own edges, seen by its subviews, are its content's edges: 0 in its bounds
      // whatever the bounds origin, as a scroll view's edges pin its content in UIKit.
      break
    case .view(let view):
      expression.terms.append(Term(horizontal ? record.minX : record.minY, coefficient: k))
      if let space {
        addOffsets(from: view.superview, to: space, horizontal, k, &expression, &used)
      }
    case .guide(let guide):
      expression.terms.append(Term(horizontal ? record.minX : record.minY, coefficient: k))
      if let space, let owner = guide.owningView, owner !== space {
        addOffsets(from: owner, to: space, horizontal, k, &expression, &used)
      }
    }
    if fraction != 0 {
      expression.terms.append(Term(size, coefficient: k * fraction))
    }
  }

  /// Adds `k` times the origins of `start` and its ancestors below `space`, each moved by its
  /// bounds origin: the offset from `start`'s children's space to `space`'s.
  private func addOffsets(
    from start: View?, to space: View, _ horizontal: Bool, _ k: Double,
    _ expression: inout Expression, _ used: inout EngineItemList
  ) {
    var current = start
    while let view = current, view !== space {
      let record = retain(view)
      used.append(record)
      expression.terms.append(Term(horizontal ? record.minX : record.minY, coefficient: k))
      let origin = view.node.boundsOrigin
      expression.constant -= k * (horizontal ? origin.x : origin.y)
      current = view.superview
    }
  }
}
