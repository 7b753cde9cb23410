extension ViewController {
  /// The horizontal size class the containers above impose on this controller: the nearest
  /// override on the way up, cached so that `traitCollection` costs O(1).
  ///
  /// Called when the controller's parent changes; it refreshes the controller and, while the
  /// value changes, the controllers below it (iteratively: a deep chain must not overflow).
  final func updateInheritedHorizontalSizeClass() {
    // This controller first: the usual case, an unchanged value, makes no list.
    let own: SizeClass? = parent.flatMap { parent in
      parent.horizontalSizeClassOverride(forChild: self) ?? parent.inheritedHorizontalSizeClass
    }
    guard own != inheritedHorizontalSizeClass else { return }
    inheritedHorizontalSizeClass = own
    var pending = children
    while let controller = pending.popLast() {
      let value: SizeClass? =
        controller.parent.flatMap { parent in
          parent.horizontalSizeClassOverride(forChild: controller)
            ?? parent.inheritedHorizontalSizeClass
        }
      // Below an unchanged controller every value already follows from it.
      guard value != controller.inheritedHorizontalSizeClass else { continue }
      controller.inheritedHorizontalSizeClass = value
      pending.append(contentsOf: controller.children)
    }
  }

  /// The overrides in effect at and below this controller (presented controllers included),
  /// taken before a size transition whose alongside work may move controllers between
  /// containers (a split view collapsing or expanding), for `deliverTraitChange(from:overrides:)`.
  final func horizontalSizeClassOverrides() -> TraitOverrideSnapshot {
    var snapshot = TraitOverrideSnapshot()
    var walk = ControllerPreorder(from: self)
    while let controller = walk.next() {
      if let value = controller.inheritedHorizontalSizeClass {
        snapshot.values[ObjectIdentifier(controller)] = (controller, value)
      }
    }
    return snapshot
  }

  /// This controller and every controller below it, in the order of `hierarchyInPreorder()`,
  /// each with the horizontal size class override it had before a change of the window's
  /// traits: from `snapshot` when one was taken, else its current one.
  ///
  /// One walk, one array: a trait change reads the hierarchy as it is before any callback.
  final func hierarchyWithOverridesInPreorder(
    snapshot: TraitOverrideSnapshot?
  ) -> [(controller: ViewController, override: SizeClass?)] {
    var result: [(controller: ViewController, override: SizeClass?)] = []
    var walk = ControllerPreorder(from: self)
    while let next = walk.next() {
      let override: SizeClass?
      if let snapshot {
        // The snapshot holds its controllers: an identifier in it is still this controller's.
        override = snapshot.values[ObjectIdentifier(next)]?.value
      } else {
        override = next.inheritedHorizontalSizeClass
      }
      result.append((next, override))
    }
    return result
  }
}

/// The horizontal size classes containers imposed on controllers at one moment (only the
/// controllers with an override; the controllers are held so that their identities stay
/// theirs while the snapshot lives).
struct TraitOverrideSnapshot {
  var values: [ObjectIdentifier: (controller: ViewController, value: SizeClass)] = [:]
}
