/// A container that keeps its own list of children (a navigation stack, tabs) and takes a
/// child out of it when the child leaves through `removeFromParent()`.
///
/// In UIKit, the `viewControllers` of the built-in containers is their `children`, so a child
/// removed directly leaves that list. This protocol handles that removal only; the list is not
/// kept equal to `children` in general: a controller added with `addChild(_:)` joins
/// `children` but not the list, and a controller being popped with animation has left the
/// list but is still a child until the transition ends.
///
/// Declared here so that `removeFromParent()` can tell the container without naming it; the
/// containers adopt it (a protocol, because a method declared in an extension of
/// `ViewController` cannot be overridden).
protocol ChildListKeeping: AnyObject {
  /// Called on the former parent when a child left it through `removeFromParent()`, after it
  /// left `children` and before its `didMove(toParent: nil)`.
  func childDidLeave(_ child: ViewController)
}
