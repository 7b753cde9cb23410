extension Window {
  /// Shows the system keyboard, docked at the bottom of the screen (or floating on an iPad).
  ///
  /// The keyboard changes no safe-area inset and no controller's frame: views follow it
  /// through their `keyboardLayoutGuide`. Apple TV has no docked keyboard: the request is
  /// ignored with a `keyboardUnavailable` diagnostic.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height in points, the bar above the keys included; `nil`
  ///     (the default) uses the device's usual height in the current orientation
  ///     (``DeviceProfile/keyboardHeight(in:)``), which follows rotations.
  ///   - floating: Whether it is the iPad's floating keyboard, which keyboard guides ignore
  ///     (`followsUndockedKeyboard` is off by default). Ignored on an iPhone.
  public func showKeyboard(height: Double? = nil, floating: Bool = false) {
    guard let usual = device.keyboardHeight(in: orientation) else {
      record([.keyboardUnavailable(device: device.name)])
      return
    }
    let isFloating = floating && device.idiom == .pad
    keyboard = KeyboardRequest(
      height: height ?? (isFloating ? 260 : usual), isHeightGiven: height != nil,
      isFloating: isFloating)
  }

  /// Hides the keyboard.
  public func hideKeyboard() {
    keyboard = nil
  }

  /// Whether the keyboard shows.
  public var isKeyboardVisible: Bool { keyboard != nil }

  /// A docked keyboard of the device's usual height takes the new orientation's height.
  func keyboardFollowsOrientation() {
    guard var request = keyboard, !request.isHeightGiven, !request.isFloating,
      let usual = device.keyboardHeight(in: orientation)
    else { return }
    request.height = usual
    keyboard = request
  }
}

extension Diagnostic {
  /// A keyboard requested on a device that has no docked keyboard (Apple TV).
  public static func keyboardUnavailable(device: String) -> Diagnostic {
    Diagnostic(
      severity: .warning, code: "keyboardUnavailable", subject: device,
      message: "\(device) has no docked keyboard: showKeyboard was ignored "
        + "(UIKeyboardLayoutGuide is not available on tvOS).")
  }
}
