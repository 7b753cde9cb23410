extension View {
  /// How an animated change runs: its curve, its transition style and a few flags.
  ///
  /// SafeAreaSim draws nothing, so the options change no number it computes: they exist so
  /// that calls written for UIKit
  /// (``ViewController/transition(from:to:duration:options:animations:completion:)``) pass
  /// the same arguments. The raw values are UIKit's.
  ///
  /// Mirrors `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates options from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time, animating them with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of an animation already running.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

    /// An ease-in ease-out curve (the default: zero).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition effect (zero).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips the view around its vertical axis, left side first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips the view around its vertical axis, right side first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls the view up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls the view down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolves one view into the next.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips the view around its horizontal axis, top first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips the view around its horizontal axis, bottom first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }
}
