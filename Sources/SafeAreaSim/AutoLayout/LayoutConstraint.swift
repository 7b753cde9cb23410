/// A linear relation between two attributes of views or layout guides:
/// `first.attribute RELATION multiplier × second.attribute + constant`.
///
/// A constraint does nothing until it is active. Activating it adds it to the constraint
/// engine of its views' hierarchy; the next layout pass solves the engine and moves the views
/// whose frames changed. Its items must share an ancestor (UIKit raises an exception
/// otherwise; here a precondition fails naming both).
///
/// ```swift
/// banner.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   banner.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
///   banner.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///   banner.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
///   banner.heightAnchor.constraint(equalToConstant: 44),
/// ])
/// ```
///
/// Mirrors `NSLayoutConstraint`.
public final class LayoutConstraint {
  /// The spacing the system uses between two anchors: 8 points (see the Fidelity article).
  public static let systemSpacing: Double = 8

  private let firstReference: LayoutItemReference
  private let secondReference: LayoutItemReference?

  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public let relation: LayoutRelation
  /// The attribute of the second item, ``LayoutAttribute/notAnAttribute`` without one.
  public let secondAttribute: LayoutAttribute
  /// The factor applied to the second item's attribute.
  public let multiplier: Double

  /// The constant added to the second side. Changing it on an active constraint updates the
  /// engine in place.
  ///
  /// Mirrors `NSLayoutConstraint.constant`.
  ///
  /// - Precondition: The constant is finite (UIKit raises an exception).
  public var constant: Double {
    didSet {
      LayoutConstraint.checkFinite(constant, "constant", of: self)
      if constant != oldValue { engine?.constantDidChange(of: self) }
    }
  }

  /// How much the constraint matters; required (1000) by default.
  ///
  /// - Precondition: The priority is from 1 to 1000 (UIKit raises an exception above 1000 and
  ///   at 0 or below; the solver's weights start at 1). An active constraint does not change
  ///   between required and not required (UIKit raises an exception).
  ///
  /// Mirrors `NSLayoutConstraint.priority`.
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      let oldValue = storedPriority
      storedPriority = newValue
      guard priority != oldValue else { return }
      precondition(
        priority.rawValue >= 1 && priority.rawValue <= 1000,
        "It's illegal to set priority \(formatPoints(Double(priority.rawValue))): priorities "
          + "run from 1 to 1000 (required). \(self).")
      if let engine {
        precondition(
          (priority == .required) == (oldValue == .required),
          "Mutating a priority from required to not on an installed constraint (or "
            + "vice-versa) is not supported: \(self).")
        engine.priorityDidChange(of: self)
      }
    }
  }

  /// The storage of ``priority``, read by every activation. It, ``origin`` and
  /// ``namesItselfAfterGuide`` are only read or assigned whole (never inout, never mutated in
  /// place), so they skip the run-time exclusivity check of a class's stored property.
  @exclusivity(unchecked) private var storedPriority = LayoutPriority.required

  /// A name for the constraint in diagnostics.
  ///
  /// Until something else is set, the constraints UIKit makes itself carry UIKit's names: a
  /// tie of a view's safe-area guide to the view is named after the guide's edge it places
  /// (`UIViewSafeAreaLayoutGuide-left`, `-top`, `-right`, `-bottom`), one of its margins
  /// guide after the margin (`UIView-leftMargin-guide-constraint`), and the translated
  /// frame of a controller's root view after its part (`UIView-Encapsulated-Layout-Width`).
  ///
  /// Mirrors `NSLayoutConstraint.identifier`.
  public var identifier: String? {
    get {
      guard carriesUIKitName else { return storedIdentifier }
      if case .guide(let guide)? = first {
        return guideTie?.name ?? "\(guide.identifier)-\(firstAttribute.rawValue)"
      }
      return encapsulatedLayoutName
    }
    set {
      storedIdentifier = newValue
      carriesUIKitName = false
    }
  }
  /// The identifier set on the constraint.
  private var storedIdentifier: String?
  /// Whether ``identifier`` is UIKit's name for a constraint the engine made (a guide's tie,
  /// a translated mask), worked out when asked: the engine makes four such constraints per
  /// guide or mask, and most are never printed. Setting an identifier, `nil` included, clears
  /// it.
  @exclusivity(unchecked) var carriesUIKitName = false

  /// The engine the constraint is in while it is active.
  ///
  /// Not weak, so that the engine has no side table (every retain would take the runtime's
  /// slow path): the engine clears it when it takes the constraint out, and as it goes away.
  ///
  /// Only read or assigned whole (never inout, never mutated in place), so it skips the
  /// run-time exclusivity check of a class's stored property; so does ``activeIndex``.
  @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
  /// How the engine holds the constraint while it is active (`nil` otherwise): kept here,
  /// not in a dictionary of the engine, so that activation hashes nothing.
  var installation: Installation?
  /// The constraint's place in its engine's ``LayoutEngine/active`` list.
  @exclusivity(unchecked) var activeIndex = -1

  /// Who made a constraint: the app, or the engine translating something else.
  enum Origin: Equatable {
    /// Made by the app (or a scene).
    case app
    /// A view's autoresizing mask, with UIKit's notation such as `h=--& v=--&`.
    case autoresizingMask(String)
    /// A view's intrinsic content size (hugging or compression resistance).
    case contentSize
    /// A view's own guide following its view.
    case guide
  }

  /// Who made the constraint; UIKit never breaks translated ones to resolve a conflict.
  @exclusivity(unchecked) var origin = Origin.app

  /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
  ///
  /// Mirrors `NSLayoutConstraint.isActive`.
  public var isActive: Bool {
    get { engine != nil }
    set {
      guard newValue != isActive else { return }
      if newValue { LayoutEngine.activate(self) } else { engine?.deactivate(self) }
    }
  }

  /// The first item: a view or a layout guide (`nil` once it is gone).
  ///
  /// Mirrors `NSLayoutConstraint.firstItem`.
  public var firstItem: AnyObject? { firstReference.item?.object }

  /// The second item, `nil` for a constraint on a constant.
  ///
  /// Mirrors `NSLayoutConstraint.secondItem`.
  public var secondItem: AnyObject? { secondReference?.item?.object }

  var first: LayoutItem? { firstReference.item }
  var second: LayoutItem? { secondReference?.item }
  /// Whether the constraint has a second item (even one that is gone).
  var hasSecondItem: Bool { secondReference != nil }

  convenience init(
    first: LayoutItem, attribute firstAttribute: LayoutAttribute, relation: LayoutRelation,
    second: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double,
    constant: Double
  ) {
    self.init(
      first: first.reference, attribute: firstAttribute, relation: relation,
      second: second?.reference, attribute: secondAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// Creates a constraint from the references its items hand out
  /// (``LayoutItem/reference``), for a caller that makes several constraints on the same
  /// items and looks each reference up once (a guide's four ties to its view).
  init(
    first: LayoutItemReference, attribute firstAttribute: LayoutAttribute,
    relation: LayoutRelation, second: LayoutItemReference?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
  ) {
    self.firstReference = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondReference = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    LayoutConstraint.checkFinite(multiplier, "multiplier", of: self)
    LayoutConstraint.checkFinite(constant, "constant", of: self)
  }

  /// Fails a precondition, as UIKit raises an exception, for a constant or a multiplier that
  /// is not finite.
  private static func checkFinite(
    _ value: Double, _ name: String, of constraint: LayoutConstraint
  ) {
    precondition(
      value.isFinite,
      "LayoutConstraint \(name) is not finite! That's illegal. \(name): \(value) in "
        + "\(constraint).")
  }

  /// Creates a constraint from items and attributes, as UIKit's original form does.
  ///
  /// - Precondition: `view1` is a view or a layout guide; `view2` is one too, or `nil` with
  ///   `attr2` ``LayoutAttribute/notAnAttribute`` and a size for `attr1` (a position equal
  ///   to a constant is illegal); both attributes are on the same axis; `multiplier` is not
  ///   zero for a position. UIKit raises an exception for each.
  ///
  /// Mirrors `NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public convenience init(
    item view1: AnyObject, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem view2: AnyObject?, attribute attr2: LayoutAttribute, multiplier: Double,
    constant: Double
  ) {
    guard let first = LayoutItem(view1) else {
      preconditionFailure("A constraint's first item must be a view or a layout guide.")
    }
    precondition(
      attr1 != .notAnAttribute, "A constraint's first attribute cannot be notAnAttribute.")
    let second = LayoutItem(view2)
    precondition(
      view2 == nil || second != nil,
      "A constraint's second item must be a view, a layout guide or nil.")
    if second == nil {
      precondition(
        attr1.isDimension && attr2 == .notAnAttribute,
        "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant "
          + "(\(first.displayName).\(attr1.rawValue)).")
    } else {
      precondition(
        attr1.axis == attr2.axis && attr1.isDimension == attr2.isDimension,
        "Invalid pairing of layout attributes \(attr1.rawValue) and \(attr2.rawValue): a "
          + "constraint relates a position to a position or a size to a size, on one axis.")
      precondition(
        attr1.isDimension || multiplier != 0,
        "A multiplier of 0 with a location for the first attribute creates an illegal "
          + "constraint of a location equal to a constant.")
      let firstEdge = attr1.withoutMargins.attribute
      let secondEdge = attr2.withoutMargins.attribute
      precondition(
        firstEdge.isDirectional == secondEdge.isDirectional
          || !(firstEdge.isAbsoluteHorizontalEdge || secondEdge.isAbsoluteHorizontalEdge),
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
          + "attribute. Use leading/trailing for both or neither.")
    }
    self.init(
      first: first, attribute: attr1, relation: relation, second: second,
      attribute: attr2, multiplier: multiplier, constant: constant)
  }

  /// Activates each constraint.
  ///
  /// Mirrors `NSLayoutConstraint.activate(_:)`.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  ///
  /// Mirrors `NSLayoutConstraint.deactivate(_:)`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint as UIKit's console prints it, with names instead of addresses:
  /// `<LayoutConstraint 'id' banner.height == 44   (active)>`.
  public var description: String {
    var text: String
    var notation: String?
    switch origin {
    case .app, .guide: text = "<LayoutConstraint "
    case .autoresizingMask(let maskNotation):
      text = "<NSAutoresizingMaskLayoutConstraint "
      notation = maskNotation
    case .contentSize: text = "<NSContentSizeLayoutConstraint "
    }
    if let tie = guideTie, identifier == tie.name, case .guide(let guide)? = first,
      let view = guide.owningView
    {
      // UIKit prints a guide's ties in the visual format, against the view's edges.
      text += "'\(tie.name)' \(tie.format(guide: first?.displayName ?? "?"))"
      return text + LayoutConstraint.status(isActive: isActive, superview: view.name)
    }
    if let notation {
      // A translated size that UIKit encapsulates is a plain constraint of its own.
      if printsAsAutoresizingMask { text += "\(notation) " } else { text = "<LayoutConstraint " }
    }
    if let identifier { text += "'\(identifier)' " }
    text += LayoutConstraint.equation(
      first: first?.displayName ?? "?",
      firstAttribute: firstAttribute, printedAs: notation == nil ? nil : firstAttribute.frameName,
      relation: relation, second: hasSecondItem ? (second?.displayName ?? "?") : nil,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
    if priority != .required { text += " @\(formatPoints(Double(priority.rawValue)))" }
    // A translated position held by a constant is against the superview, which UIKit names.
    let names =
      notation != nil && !firstAttribute.isDimension && !hasSecondItem
      ? firstView?.superview?.name : nil
    return text + LayoutConstraint.status(isActive: isActive, superview: names)
  }

  /// The end of a description: `   (active)>`, with the superview that `|` stands for when
  /// there is one (`   (active, names: '|':screen )>`).
  private static func status(isActive: Bool, superview: String?) -> String {
    switch (isActive, superview) {
    case (true, nil): "   (active)>"
    case (false, nil): ">"
    case (true, let name?): "   (active, names: '|':\(name) )>"
    case (false, let name?): "   (names: '|':\(name) )>"
    }
  }

  /// `first.attr == 2*second.attr + 8`, as UIKit writes an equation.
  static func equation(
    first: String, firstAttribute: LayoutAttribute, printedAs firstName: String? = nil,
    relation: LayoutRelation, second: String?, secondAttribute: LayoutAttribute,
    multiplier: Double, constant: Double
  ) -> String {
    var text = "\(first).\(firstName ?? firstAttribute.rawValue) \(relation.symbol)"
    if let second {
      text += " "
      if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
      text += "\(second).\(secondAttribute.rawValue)"
      if constant > 0 { text += " + \(formatPoints(constant))" }
      if constant < 0 { text += " - \(formatPoints(-constant))" }
    } else {
      text += " \(formatPoints(constant))"
    }
    return text
  }
}
