/// The status bar as the window's controllers decide it.
extension Window {
  /// Reads the preference of the controller that decides the status bar: the topmost
  /// full-screen presented controller, else the root, following `childForStatusBarHidden`.
  func updateStatusBarPreference() {
    var decider = rootViewController
    // Only a full-screen presentation captures the status bar's appearance by default
    // (`modalPresentationCapturesStatusBarAppearance` is false for the other styles).
    while let presented = decider?.presentedViewController,
      presented.presentationStyleInEffect == .fullScreen
    {
      decider = presented
    }
    var seen = 0
    while let child = decider?.childForStatusBarHidden, seen < 10_000 {
      decider = child
      seen += 1
    }
    // Assigning the same value would copy the screen through its observer for nothing (each
    // transition of a container asks again).
    let hides = decider?.prefersStatusBarHidden ?? false
    if hides != controllerHidesStatusBar { controllerHidesStatusBar = hides }
  }
}
