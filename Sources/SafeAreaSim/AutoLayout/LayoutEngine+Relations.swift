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
    // Built in storage of the size most constraints need, one term per item (a view pinned
    // to another item's edge or size), and kept: the solver holds each constraint's terms
    // for as long as it is active. A constraint that needs more (an edge at a fraction of a
    // size, offsets through intermediate views) is copied out at its exact size below.
    let reserved = constraint.second == nil ? 1 : 2
    var expression = Expression([], constant: 0)
    expression.terms.reserveCapacity(reserved)
    append(
      first, constraint.firstAttribute, in: space, coefficient: 1, rightToLeft: rightToLeft,
      to: &expression, using: &used)
    if let second = constraint.second {
      append(
        second, constraint.secondAttribute, in: space, coefficient: -constraint.multiplier,
        rightToLeft: rightToLeft, to: &expression, using: &used)
    }
    let base = expression.constant
    if expression.terms.count > reserved {
      // Copied through a buffer pointer, which the compiler specializes for `Term`:
      // `Array(unsafeUninitializedCapacity:initializingWith:)` allocates through the
      // standard library's unspecialized path, which looks the array's storage type up at
      // run time (about 650 instructions per constraint).
      expression.terms = expression.terms.withUnsafeBufferPointer { [Term]($0) }
    }
    expression.constant = base - constraint.constant
    return (expression, base)
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
