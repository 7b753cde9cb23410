extension Diagnostic {
  /// A controller's additional safe-area insets changed after its view appeared: the user
  /// sees its content jump.
  ///
  /// UIKit logs nothing for this; it is the pitfall of the classic container sample, which
  /// sets a child's `additionalSafeAreaInsets` in the container's `viewDidAppear(_:)` (C-06).
  /// Reported when the app's share or the chrome share changes between the `viewDidAppear(_:)`
  /// of the controller or of one of its ancestors and the end of the layout pass that follows
  /// it, while the controller's content is on screen; once per appearance of the controller.
  ///
  /// - Parameters:
  ///   - controller: The name of the controller whose insets changed.
  ///   - container: The name of the controller that changed them (its container), if any.
  ///   - appearing: The name of the controller whose `viewDidAppear(_:)` the change followed.
  ///   - old: The insets before the change.
  ///   - new: The insets after it.
  ///   - isChromeShare: Whether the chrome share changed, rather than the app's own value.
  public static func appearanceAfterDidAppear(
    controller: String, container: String?, appearing: String, from old: EdgeInsets,
    to new: EdgeInsets, isChromeShare: Bool
  ) -> Diagnostic {
    let what =
      isChromeShare
      ? "The chrome share of <\(controller)>'s additionalSafeAreaInsets"
      : "<\(controller)>'s additionalSafeAreaInsets"
    let by = container.map { " (container <\($0)>)" } ?? ""
    return Diagnostic(
      severity: .warning, code: "appearanceAfterDidAppear", subject: controller,
      message: "\(what) changed from \(old) to \(new)\(by) after the viewDidAppear of "
        + "<\(appearing)>: the view was already on screen, so its content visibly jumps. "
        + "Set them before the view appears (viewWillAppear, viewIsAppearing, or the "
        + "container's viewDidLayoutSubviews).")
  }

  /// A child's own additional safe-area insets count insets it already inherits from its
  /// container's safe area (the status bar or the home indicator counted twice).
  ///
  /// UIKit logs nothing for this. The child inherits the container's safe area where its
  /// view overlaps it (C-04); additional insets built from the container's own
  /// `safeAreaInsets` add it a second time (C-07, MDC-2261).
  ///
  /// - Parameters:
  ///   - controller: The name of the child.
  ///   - container: The name of its container.
  ///   - edges: Each doubled edge: its name, the child's additional inset, and the inset the
  ///     child inherits on it.
  public static func doubleCountedSafeArea(
    controller: String, container: String,
    edges: [(edge: Edge, additional: Double, inherited: Double)]
  ) -> Diagnostic {
    let list = edges.map { edge in
      "\(edge.edge) \(formatPoints(edge.additional)) includes the "
        + "\(formatPoints(edge.inherited)) points it already inherits"
    }
    return Diagnostic(
      severity: .warning, code: "doubleCountedSafeArea", subject: controller,
      message: "<\(controller)>'s additionalSafeAreaInsets count <\(container)>'s safe area "
        + "twice: \(list.joined(separator: "; ")). Start from zero, not from the container's "
        + "safeAreaInsets, and add only the size of the chrome that covers the child.")
  }
}
