/// The traits of a controller's environment: size classes, idiom, layout direction, scale.
///
/// Mirrors the parts of `UITraitCollection` that layout depends on.
public struct TraitCollection: Hashable, Sendable {
  /// The horizontal and vertical size classes.
  public var sizeClasses: SizeClasses
  /// The device family.
  public var idiom: Idiom?
  /// The layout direction.
  public var layoutDirection: LayoutDirection
  /// Pixels per point.
  public var displayScale: Double

  /// Creates traits; the defaults are those of a controller outside any window (unspecified).
  public init(
    sizeClasses: SizeClasses = SizeClasses(horizontal: .unspecified, vertical: .unspecified),
    idiom: Idiom? = nil, layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 0
  ) {
    self.sizeClasses = sizeClasses
    self.idiom = idiom
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  /// The horizontal size class.
  ///
  /// Mirrors `UITraitCollection.horizontalSizeClass`.
  public var horizontalSizeClass: SizeClass { sizeClasses.horizontal }

  /// The vertical size class.
  ///
  /// Mirrors `UITraitCollection.verticalSizeClass`.
  public var verticalSizeClass: SizeClass { sizeClasses.vertical }
}

/// What a size transition offers the controllers it reaches: work to run alongside the
/// change and after it, when the new layout is final.
///
/// Mirrors `UIViewControllerTransitionCoordinator` as passed to
/// `viewWillTransition(to:with:)`.
public final class TransitionCoordinator {
  /// Whether the change animates.
  public let isAnimated: Bool
  /// How long the change takes, in simulated seconds.
  public let transitionDuration: Double

  /// The window's size classes after the change, when the window knows them: what UIKit
  /// announces with `willTransition(to:with:)` before the size change.
  var targetSizeClasses: SizeClasses?

  var alongside: [() -> Void] = []
  var completions: [() -> Void] = []

  init(isAnimated: Bool, transitionDuration: Double) {
    self.isAnimated = isAnimated
    self.transitionDuration = transitionDuration
  }

  /// Registers work to run with the change (after the new sizes are set, before the layout)
  /// and after it (after the new layout).
  ///
  /// Mirrors `UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`.
  /// - Returns: `true`, as UIKit does when the blocks are accepted.
  @discardableResult
  public func animate(
    alongsideTransition animation: (() -> Void)?, completion: (() -> Void)? = nil
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  func runAlongside() {
    let work = alongside
    alongside.removeAll()
    for block in work { block() }
  }

  func complete() {
    let work = completions
    completions.removeAll()
    for block in work { block() }
  }
}
