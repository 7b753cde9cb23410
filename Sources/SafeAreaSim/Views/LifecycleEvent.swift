/// One callback UIKit makes on a view controller or a view, recorded as a value.
///
/// Every callback the simulation makes is also published as a `LifecycleEvent` to the
/// observers of the controller's hierarchy (see ``ViewController/addLifecycleObserver(_:)``),
/// so that tests and tools can record the exact sequence without subclassing anything.
///
/// The ``description`` is the trace notation: `nav.viewWillAppear(animated: false)`,
/// `B.willMoveToParent(nav)`, `content.viewSafeAreaInsetsDidChange {top 91, bottom 34}`.
public struct LifecycleEvent: Hashable, Sendable {
  /// The kind of callback. Raw values are the names of the scene contract's report.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    case viewDidLoad
    case viewWillAppear
    case viewIsAppearing
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case willMoveToParent
    case didMoveToParent
    case viewSafeAreaInsetsDidChange
    case viewLayoutMarginsDidChange
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case viewWillTransitionToSize
    case traitCollectionDidChange
    /// A view's `safeAreaInsetsDidChange()` (views are recorded when asked for).
    case safeAreaInsetsDidChange
    /// A view's `layoutMarginsDidChange()`.
    case layoutMarginsDidChange
    /// A view's `layoutSubviews()`.
    case layoutSubviews

    /// Whether the event carries `animated`.
    public var isAppearance: Bool {
      switch self {
      case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        true
      default: false
      }
    }

    /// Whether the event carries a parent.
    public var isContainment: Bool { self == .willMoveToParent || self == .didMoveToParent }
  }

  /// The name of the controller the callback was made on.
  public var subject: String
  /// The callback.
  public var kind: Kind
  /// The `animated` argument of appearance callbacks.
  public var animated: Bool?
  /// The parent's name for containment callbacks (`nil` for a move to no parent).
  public var parent: String?
  /// The new size for `viewWillTransitionToSize`.
  public var size: Size?
  /// The new value for safe-area and margin changes.
  public var insets: EdgeInsets?

  /// Creates an event.
  public init(
    subject: String, kind: Kind, animated: Bool? = nil, parent: String? = nil,
    size: Size? = nil, insets: EdgeInsets? = nil
  ) {
    self.subject = subject
    self.kind = kind
    self.animated = animated
    self.parent = parent
    self.size = size
    self.insets = insets
  }
}

extension LifecycleEvent: CustomStringConvertible {
  /// The event in trace notation.
  public var description: String {
    var text = "\(subject).\(kind.rawValue)"
    if let animated, kind.isAppearance { text += "(animated: \(animated))" }
    if kind.isContainment { text += "(\(parent ?? "nil"))" }
    if let size { text += "(\(size))" }
    if let insets { text += " \(insets)" }
    return text
  }
}
