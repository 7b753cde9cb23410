/// A stand-in for a controller that other controllers keep instead of a weak reference to
/// it: it reads `nil` once the controller has ended.
///
/// A weak reference would give the controller a side table, and from then on every retain
/// and release of the controller would take the runtime's slow path. The anchor is an
/// ordinary object that those controllers hold strongly; the controller makes it on first
/// use, and clears it when it ends (`ViewController`'s `deinit`).
final class ControllerAnchor {
  /// The controller, or `nil` once it has ended.
  ///
  /// Never dangling: the controller clears it first thing in its `deinit`.
  unowned(unsafe) var controller: ViewController?

  /// The controller's `routeVersion`, kept here too (the controller updates it), so that a
  /// controller below checks its cached route with one read of the anchor, without
  /// retaining the top; ``ended`` once the controller has ended, which no cached version
  /// equals.
  // Only read or assigned whole (never inout), so no two accesses can overlap: unchecked.
  @exclusivity(unchecked) var routeVersion: Int

  /// The version of an anchor whose controller has ended.
  static let ended = Int.min

  init(_ controller: ViewController) {
    self.controller = controller
    self.routeVersion = controller.routeVersion
  }
}
