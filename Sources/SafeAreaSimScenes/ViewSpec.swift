public import SafeAreaSim

/// A view of a scene.
public struct ViewSpec: Sendable {
  /// The view's id; a controller's root view has none (it goes by the controller's id).
  public var id: String?
  /// Whether it is a scroll view.
  public var isScroll = false
  /// The frame in the superview; `nil` on a root view lets the container decide. A view with
  /// constraints starts from it (or from a zero frame) until its constraints are solved.
  public var frame: Rect?
  /// The view's Auto Layout constraints, activated when its controller's view tree is built.
  /// A view that has some does not translate its autoresizing mask into constraints.
  public var constraints: [ConstraintSpec] = []
  /// Each constraint's index in the scene's `constraints` array, for the JSON paths of later
  /// checks: a string that did not parse is not in ``constraints``.
  var constraintIndices: [Int] = []
  /// Mirrors `UIView.autoresizingMask`.
  public var autoresizingMask: AutoresizingMask = []
  /// The subviews, back to front.
  public var subviews: [ViewSpec] = []
  /// Mirrors `UIView.isHidden`.
  public var hidden = false
  /// Mirrors `UIView.layoutMargins`; `nil` keeps the default.
  public var layoutMargins: EdgeInsets?
  /// Mirrors `UIView.directionalLayoutMargins` (instead of ``layoutMargins``).
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// Mirrors `UIView.semanticContentAttribute`.
  public var semanticContentAttribute: SemanticContentAttribute?
  /// Mirrors `UIView.insetsLayoutMarginsFromSafeArea`; `nil` keeps the default.
  public var insetsLayoutMarginsFromSafeArea: Bool?
  /// Mirrors `UIView.preservesSuperviewLayoutMargins`; `nil` keeps the default.
  public var preservesSuperviewLayoutMargins: Bool?
  /// Mirrors `UIScrollView.contentSize` (scroll views).
  public var contentSize: Size?
  /// Mirrors `UIScrollView.contentInset` (scroll views).
  public var contentInset: EdgeInsets?
  /// Mirrors `UIScrollView.contentInsetAdjustmentBehavior` (scroll views).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
  /// Mirrors `UIScrollView.alwaysBounceVertical` (scroll views).
  public var alwaysBounceVertical = false
  /// Mirrors `UIScrollView.alwaysBounceHorizontal` (scroll views).
  public var alwaysBounceHorizontal = false

  /// Creates a view.
  public init(
    id: String? = nil, isScroll: Bool = false, frame: Rect? = nil, subviews: [ViewSpec] = []
  ) {
    self.id = id
    self.isScroll = isScroll
    self.frame = frame
    self.subviews = subviews
  }
}
