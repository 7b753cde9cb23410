public import SafeAreaSim

/// One Auto Layout constraint of a scene, as a view's `constraints` string gives it:
/// `first.ATTR RELATION [MULTIPLIER *] second.ATTR [+|- CONSTANT] [@PRIORITY]`, or
/// `first.ATTR RELATION CONSTANT [@PRIORITY]`.
///
/// The scene names items by id; the runner resolves them in the declaring controller's view
/// tree and makes a ``LayoutConstraint`` with
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
public struct ConstraintSpec: Sendable, Hashable {
  /// A layout guide a constraint can name on a view.
  public enum Guide: String, Sendable, Hashable, CaseIterable {
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`.
    case margins
    /// `readableContentGuide`.
    case readable
    /// `keyboardLayoutGuide`.
    case keyboard
  }

  /// The thing one side of a constraint names: a view or one of its guides.
  public struct Item: Sendable, Hashable {
    /// The view's id (a controller's id names its root view), or `nil` for the declaring
    /// view's superview (`superview`).
    public var id: String?
    /// The guide of that view, or `nil` for the view itself.
    public var guide: Guide?

    /// Creates an item.
    public init(id: String?, guide: Guide? = nil) {
      self.id = id
      self.guide = guide
    }

    /// The item as a scene writes it: `green`, `superview.safeArea`.
    public var text: String {
      (id ?? "superview") + (guide.map { ".\($0.rawValue)" } ?? "")
    }
  }

  /// The attributes a scene can name: UIKit's, without the margin variants (use the
  /// `margins` guide instead).
  public static let attributes: [LayoutAttribute] = [
    .top, .bottom, .left, .right, .leading, .trailing, .width, .height, .centerX, .centerY,
  ]

  /// The item on the left.
  public var first: Item
  /// Its attribute.
  public var firstAttribute: LayoutAttribute
  /// The relation.
  public var relation: LayoutRelation
  /// The item on the right, or `nil` for a constant size (`width == 44`).
  public var second: Item?
  /// Its attribute, or `.notAnAttribute` when there is no second item.
  public var secondAttribute: LayoutAttribute
  /// Mirrors `NSLayoutConstraint.multiplier`.
  public var multiplier: Double
  /// Mirrors `NSLayoutConstraint.constant`.
  public var constant: Double
  /// Mirrors `NSLayoutConstraint.priority`: 1 to 1000.
  public var priority: Float

  /// Creates a constraint.
  public init(
    _ first: Item, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: Item? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: Float = 1000
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The constraint in the scene's notation, numbers written as the report writes them:
  /// `banner.top == superview.safeArea.top + 8 @750`.
  public var text: String {
    var text = "\(first.text).\(firstAttribute.rawValue) \(relation.symbol)"
    if let second {
      text += " "
      if multiplier != 1 { text += "\(formatPoints(multiplier)) * " }
      text += "\(second.text).\(secondAttribute.rawValue)"
      if constant > 0 { text += " + \(formatPoints(constant))" }
      if constant < 0 { text += " - \(formatPoints(-constant))" }
    } else {
      text += " \(formatPoints(constant))"
    }
    if priority != 1000 { text += " @\(formatPoints(Double(priority)))" }
    return text
  }
}

extension LayoutAttribute {
  /// Whether the attribute is horizontal (scenes name only the ten plain attributes).
  var isHorizontalInScene: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: true
    default: false
    }
  }

  /// Whether the attribute is a size, not a position.
  var isSizeInScene: Bool { self == .width || self == .height }

  /// Whether the attribute is `leading` or `trailing`.
  var isDirectionalInScene: Bool { self == .leading || self == .trailing }

  /// Whether the attribute is `left` or `right`.
  var isAbsoluteInScene: Bool { self == .left || self == .right }
}
