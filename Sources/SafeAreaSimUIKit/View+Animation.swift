extension View {
  /// Makes the changes in `animations` at once, then calls `completion` with `true`.
  ///
  /// SafeAreaSim draws nothing, so an animation has no frames in between: the end state is
  /// what its numbers show. The block runs before the method returns (a static method has no
  /// window whose clock it could wait on); the layout the changes need happens at the next
  /// layout pass, as in UIKit.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3) {
  ///   self.bottomView.frame.origin.y = self.view.bounds.maxY
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The animation's length in UIKit; ignored.
  ///   - delay: The delay before it starts in UIKit; ignored.
  ///   - options: How UIKit would animate; ignored.
  ///   - animations: The changes to make.
  ///   - completion: Called with `true` after `animations`.
  ///
  /// Mirrors `UIView.animate(withDuration:delay:options:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Makes the changes in `animations` at once, then calls `completion` with `true`.
  ///
  /// See ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// Mirrors `UIView.animate(withDuration:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Makes the changes in `animations` at once.
  ///
  /// See ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// Mirrors `UIView.animate(withDuration:animations:)`.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `actions` (UIKit would run them with animations disabled).
  ///
  /// Mirrors `UIView.performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    actions()
  }
}
