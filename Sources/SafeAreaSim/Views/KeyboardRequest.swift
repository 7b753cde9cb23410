/// A keyboard a window shows: its height and whether it floats.
struct KeyboardRequest: Hashable {
  /// The height in points, the bar above the keys included.
  var height: Double
  /// Whether the height was given (otherwise it follows the device and orientation).
  var isHeightGiven: Bool
  /// Whether it is the floating keyboard of an iPad, which guides do not follow.
  var isFloating: Bool
}
