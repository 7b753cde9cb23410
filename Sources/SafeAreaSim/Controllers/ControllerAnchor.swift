/// A stand-in for a controller that other objects keep instead of a weak reference to it: it
/// reads `nil` once the controller has ended.
///
/// A weak reference would give the controller a side table, and from then on every retain
/// and release of the controller would take the runtime's slow path. The anchor is an
/// ordinary object held strongly by the controllers' route caches, a navigation item (its
/// owner), a presentation (its presenting controller) and a sheet (its presented
/// controller); the controller makes it on first use, and clears it when it ends
/// (`ViewController`'s `deinit`): the target clears the link, not each holder.
///
/// One difference from a weak reference: a weak reference reads `nil` as soon as the
/// controller's last strong reference goes, while the anchor reads `nil` from the start of
/// `ViewController`'s `deinit`, which runs after a subclass's `deinit` body. Code in a
/// subclass's `deinit` that follows these links to the ending controller itself gets it back;
/// it must not keep it.
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
