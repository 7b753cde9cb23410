/// The names and forms UIKit's console gives the constraints it makes itself: a view's ties
/// to its safe-area and margins guides, and the translated frame of a controller's root view.
extension LayoutConstraint {
  /// A tie of a view's own guide to the view, as UIKit names and prints it.
  ///
  /// UIKit places a view's safe-area and margins guides by four constraints against the
  /// view's edges (`'UIViewSafeAreaLayoutGuide-bottom' V:[guide]-(34)-|`). The engine ties
  /// the guide's left, top, width and height instead (the same frame); the width tie stands
  /// for UIKit's right edge and the height tie for its bottom edge, whose distance to the
  /// view's edge is the view's size less the guide's left (or top) edge and size.
  struct GuideTie {
    /// UIKit's identifier of the constraint.
    var name: String
    /// The edge the tie places.
    var edge: Edge
    /// The distance from the view's edge to the guide's, in points.
    var inset: Double

    /// The edge of UIKit's guide constraint: the guide's edge, at a distance from the view's.
    enum Edge { case left, top, right, bottom }

    /// The visual format UIKit prints: `H:|-(0)-[guide](LTR)`, `V:[guide]-(34)-|`.
    func format(guide: String) -> String {
      let gap = "-(\(formatPoints(inset)))-"
      switch edge {
      case .left: return "H:|\(gap)[\(guide)](LTR)"
      case .right: return "H:[\(guide)]\(gap)|(LTR)"
      case .top: return "V:|\(gap)[\(guide)]"
      case .bottom: return "V:[\(guide)]\(gap)|"
      }
    }
  }

  /// The tie this constraint is, when it is one of the four by which the engine places a
  /// view's safe-area or margins guide in the usual shape (edges at fixed distances from the
  /// view's edges); `nil` for any other constraint.
  var guideTie: GuideTie? {
    guard origin == .guide, case .guide(let guide)? = first,
      guide.kind == .safeArea || guide.kind == .layoutMargins
    else { return nil }
    // A size that follows the guide's own view's same size, one for one.
    var follows = hasSecondItem && multiplier == 1 && secondAttribute == firstAttribute
    if follows, case .view(let view)? = second { follows = view === guide.owningView }
    let edge: GuideTie.Edge
    var inset: Double
    switch firstAttribute {
    case .left where !hasSecondItem: (edge, inset) = (.left, constant)
    case .top where !hasSecondItem: (edge, inset) = (.top, constant)
    case .width where follows: (edge, inset) = (.right, -constant)
    case .height where follows: (edge, inset) = (.bottom, -constant)
    default: return nil
    }
    if edge == .right || edge == .bottom {
      // The view's size less the guide's size and leading offset: the leading tie's constant.
      let leading = edge == .right ? LayoutAttribute.left : .top
      inset -= siblingTieConstant(of: guide, attribute: leading)
    }
    let names: (left: String, top: String, right: String, bottom: String) =
      guide.kind == .safeArea
      ? (
        "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
        "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom"
      )
      : (
        "UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
        "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"
      )
    let name =
      switch edge {
      case .left: names.left
      case .top: names.top
      case .right: names.right
      case .bottom: names.bottom
      }
    return GuideTie(name: name, edge: edge, inset: inset)
  }

  /// The constant of the guide's tie on `attribute` (its left or top edge, a distance from
  /// the view's edge): from the engine's ties while they are installed, else from the guide's
  /// frame now.
  private func siblingTieConstant(of guide: LayoutGuide, attribute: LayoutAttribute) -> Double {
    if let ties = engine?.items[ObjectIdentifier(guide)]?.translated,
      let tie = ties.first(where: { $0.firstAttribute == attribute && !$0.hasSecondItem })
    {
      return tie.constant
    }
    let frame = guide.layoutFrame
    return attribute == .left ? frame.minX : frame.minY
  }

  /// Whether UIKit prints the constraint as an `NSAutoresizingMaskLayoutConstraint`: a
  /// translated mask, except the size of a controller's root view, which UIKit encapsulates
  /// in a plain constraint.
  var printsAsAutoresizingMask: Bool {
    guard case .autoresizingMask = origin else { return false }
    return !(firstAttribute.isDimension && encapsulatedLayoutName != nil)
  }

  /// The view that is the first item, if it is one.
  var firstView: View? {
    guard case .view(let view)? = first else { return nil }
    return view
  }

  /// UIKit's name for a translated constraint of a controller's root view, whose frame its
  /// container (or window) sets: `UIView-Encapsulated-Layout-Left`, `-Top`, `-Width` and
  /// `-Height` for its position and size held at constants. `nil` for any other constraint.
  var encapsulatedLayoutName: String? {
    guard case .autoresizingMask = origin, !hasSecondItem, let view = firstView,
      view.owner != nil
    else { return nil }
    switch firstAttribute {
    case .left: return "UIView-Encapsulated-Layout-Left"
    case .top: return "UIView-Encapsulated-Layout-Top"
    case .width: return "UIView-Encapsulated-Layout-Width"
    case .height: return "UIView-Encapsulated-Layout-Height"
    default: return nil
    }
  }
}
