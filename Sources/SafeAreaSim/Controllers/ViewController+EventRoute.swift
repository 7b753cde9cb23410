extension ViewController {
  /// The top of this controller's hierarchy (following parents, presenters and containment
  /// routes) and its nearest strict ancestor with lifecycle observers.
  ///
  /// Each controller caches both, valid while the top's `routeVersion` is unchanged. A walk
  /// fills the caches of every controller it passes (path compression), so a hierarchy's
  /// routes cost O(controllers) to learn. A controller's cache is valid only while that of
  /// the controller its events go to is (the walk fills whole paths, and every invalidation
  /// takes whole subtrees or whole hierarchies), which keeps structural changes local: a
  /// controller that joins a hierarchy bumps its own version, the top of its subtree until
  /// then; one that leaves forgets the caches of its own subtree (``forgetCachedRoutes()``).
  /// Neither looks above the controller that moved.
  final func eventRoute() -> (top: ViewController, observer: ViewController?) {
    if hasCurrentRoute, let top = cachedTop {
      return (top, cachedObservingAncestor)
    }
    return learnEventRoute()
  }

  /// The slow path of ``eventRoute()``: walks up to the nearest controller whose route is
  /// known (or to the top) and caches the route of every controller on the way.
  private final func learnEventRoute() -> (top: ViewController, observer: ViewController?) {
    // The usual case, a controller that is a top or whose event parent's route is known:
    // only its own cache is filled, without a list of the path.
    let top: ViewController
    var nearest: ViewController?
    if let next = eventParent {
      guard next.hasCurrentRoute, let known = next.cachedTop else {
        return learnEventRoutePath()
      }
      top = known
      nearest = next.lifecycleObservers.isEmpty ? next.cachedObservingAncestor : next
    } else {
      top = self
    }
    cachedTop = top
    cachedTopVersion = top.routeVersion
    cachedObservingAncestor = nearest
    cachedRouteIsHeard = nearest != nil || top.hostWindow?.lifecycleObservers.isEmpty == false
    return (top, nearest)
  }

  /// ``learnEventRoute()`` when the event parent's route is not known either: walks up to
  /// the nearest controller whose route is known (or to the top) and caches the route of
  /// every controller on the way.
  private final func learnEventRoutePath() -> (top: ViewController, observer: ViewController?) {
    // A first walk up finds where the path ends and whether a controller on it above this
    // one has observers. Without any (the usual case) every controller on the path has the
    // same nearest observer, and a second walk fills the caches: no list of the path.
    var node = self
    let top: ViewController
    var nearest: ViewController?
    var observedAbove = false
    while true {
      guard let next = node.eventParent else {
        top = node
        break
      }
      if next.hasCurrentRoute, let known = next.cachedTop {
        top = known
        nearest = next.lifecycleObservers.isEmpty ? next.cachedObservingAncestor : next
        break
      }
      if !next.lifecycleObservers.isEmpty { observedAbove = true }
      node = next
    }
    let version = top.routeVersion
    let windowHears = top.hostWindow?.lifecycleObservers.isEmpty == false
    if !observedAbove {
      let last = node
      var controller = self
      while true {
        controller.cachedTop = top
        controller.cachedTopVersion = version
        controller.cachedObservingAncestor = nearest
        controller.cachedRouteIsHeard = windowHears || nearest != nil
        guard controller !== last, let next = controller.eventParent else { break }
        controller = next
      }
      return (top, nearest)
    }
    // Observers on the path: each controller's nearest is found top-down, along a list.
    var path: [ViewController] = [self]
    var above = self
    while above !== node, let next = above.eventParent {
      path.append(next)
      above = next
    }
    for controller in path.reversed() {
      controller.cachedTop = top
      controller.cachedTopVersion = version
      controller.cachedObservingAncestor = nearest
      controller.cachedRouteIsHeard = windowHears || nearest != nil
      if !controller.lifecycleObservers.isEmpty { nearest = controller }
    }
    return (top, cachedObservingAncestor)
  }

  /// Whether the cached route is current: the version cached with it is still its top's,
  /// read from the top's anchor (a top that ended has a version no cache holds).
  @inline(__always)
  final var hasCurrentRoute: Bool {
    cachedTopAnchor?.routeVersion == cachedTopVersion
  }

  /// After a link up changed (parent, presenter, containment route): if the controller
  /// events go to changed, the routes cached in its subtree are stale, and only those.
  /// When it was a top, they all name it: bumping its own version is enough. Otherwise its
  /// subtree forgets them, at the cost of the cached routes below it, not of the depth
  /// above; should that subtree have controllers routed in that it cannot list (a
  /// containment route in progress below it), the old top's version is bumped instead.
  final func routeMayHaveChanged() {
    let old = routeParentBeforeChange
    routeParentBeforeChange = nil
    guard old !== eventParent else { return }
    if let old, !forgetCachedRoutes() {
      let oldTop = old.eventRoute().top
      oldTop.routeVersion = oldTop.routeVersion + 1
    }
    routeVersion = routeVersion + 1
  }

  /// Forgets the cached routes of this controller and of the controllers below it
  /// (children and presented controllers), without recursion. A controller whose route is
  /// not current has none current below it, so the walk stops there: its cost is that of
  /// the routes cached since the last time.
  ///
  /// - Returns: `false` if it met a controller that other controllers route through as
  ///   their containment route: those it cannot list, so the caller must invalidate more.
  private final func forgetCachedRoutes() -> Bool {
    guard hasCurrentRoute else { return true }
    if children.isEmpty && presentationState.presented == nil {
      cachedTopVersion = -1
      return containmentGuests == 0
    }
    var complete = true
    var pending: [ViewController] = [self]
    while let controller = pending.popLast() {
      guard controller.hasCurrentRoute else { continue }
      controller.cachedTopVersion = -1
      if controller.containmentGuests != 0 { complete = false }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentationState.presented { pending.append(presented) }
    }
    return complete
  }
}
