/// The few values of a screen that the containers' bar layouts read: a window keeps them
/// with its screen, so that laying the bars out does not copy the screen (its device profile
/// holds strings and lists, which a copy retains and releases).
struct ScreenBarInputs: Sendable {
  /// The device's idiom.
  var idiom: Idiom
  /// The interface orientation.
  var orientation: Orientation
  /// The size classes of a full-screen window on the screen.
  var sizeClasses: SizeClasses
  /// On a Dynamic Island phone, its top hardware inset in portrait, its status bar's height
  /// and its scale (where a navigation bar starts, B-10); `nil` on any other device.
  var dynamicIsland: (portraitTop: Double, statusBarHeight: Double, scale: Double)?
}
