/// The archive a storyboard would decode a controller or view from.
///
/// It exists so that the initializer UIKit subclasses must declare compiles unchanged:
///
/// ```swift
/// required init?(coder: NSCoder) {
///   fatalError("init(coder:) has not been implemented")
/// }
/// ```
///
/// SafeAreaSim reads no storyboards or nibs, so nothing creates one (its initializer is
/// private) and such an initializer is never called. Neither `ViewController` nor `View` has
/// an `init?(coder:)` of its own: `super.init(coder: coder)` does not compile.
///
/// Mirrors Foundation's `NSCoder` as a type name only.
public final class NSCoder {
  private init() {}
}
