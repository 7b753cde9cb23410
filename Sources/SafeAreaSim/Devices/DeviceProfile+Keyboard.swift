extension DeviceProfile {
  /// The height of the docked system keyboard (English, with the predictive bar) in an
  /// orientation, including the home-indicator band on Face ID devices; `nil` on Apple TV,
  /// which has no docked keyboard.
  ///
  /// Measured values where sources exist: 253, 260 and 271 points on Touch ID phones 320,
  /// 375 and 414 points wide; 336 on Face ID phones narrower than 414 points and 346 on wider
  /// ones (F-09 and keyboard-frame logs); 313 and 398 on 768-point iPads, 371 and 459 on
  /// 1024-point ones. Estimates where none do: 200 points in landscape on Touch ID phones
  /// (162 keys and a 38-point bar) and 221 on Face ID phones (the 21-point home-indicator
  /// band added); Face ID iPads add their 20-point home-indicator band. The Fidelity article
  /// lists the sources.
  public func keyboardHeight(in orientation: Orientation) -> Double? {
    let hasHomeIndicator = portraitHardwareInsets.bottom > 0
    switch idiom {
    case .tv:
      return nil
    case .phone:
      if orientation.isLandscape { return hasHomeIndicator ? 221 : 200 }
      if hasHomeIndicator { return size.width >= 414 ? 346 : 336 }
      if size.width >= 414 { return 271 }
      return size.width >= 375 ? 260 : 253
    case .pad:
      let large = Swift.min(size.width, size.height) >= 1024
      let base: Double =
        orientation.isLandscape ? (large ? 459 : 398) : (large ? 371 : 313)
      return base + (hasHomeIndicator ? 20 : 0)
    }
  }
}
