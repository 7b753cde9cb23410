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

  init(_ controller: ViewController) {
    self.controller = controller
  }
}
