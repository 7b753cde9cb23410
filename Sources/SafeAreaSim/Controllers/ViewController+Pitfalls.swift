/// The checks behind the safe-area pitfall diagnostics: problems UIKit does not log but the
/// user sees (`appearanceAfterDidAppear`, `doubleCountedSafeArea`).
extension ViewController {
  /// Reports `appearanceAfterDidAppear` when this controller's additional insets change
  /// while its content is on screen, inside the `viewDidAppear(_:)` of this controller or of
  /// an ancestor, or inside a layout pass between that callback and the end of the turn (the
  /// end of the first window layout pass that finishes outside `viewDidAppear(_:)`); once per
  /// appearance. The content is on screen once a layout pass of the window laid it out while
  /// it appears.
  ///
  /// Changes in any other turn (a rotation, a size transition, a later action of the app),
  /// and changes the app makes outside callbacks right after adding a child to a visible
  /// container (nothing was drawn in between), are legitimate and not reported.
  final func checkAppearanceJump(
    from old: EdgeInsets, to new: EdgeInsets, isChromeShare: Bool, container: ViewController?
  ) {
    guard !reportedJumpThisAppearance, let window,
      let turn = window.lastDidAppearTurn, turn == window.turnSerial,
      window.didAppearCallbackDepth > 0 || window.layoutPassDepth > 0
    else { return }
    // On screen: appearing or appeared, and laid out by a pass of the window since it began
    // appearing (a view added and changed in the same turn was never drawn the old way).
    let isOnScreen = appearance.state == .appeared || appearance.state == .appearing
    guard isOnScreen, laidOutThisAppearance else { return }
    // The controller whose viewDidAppear this turn saw: this one or an ancestor.
    var candidate: ViewController? = self
    var appeared: ViewController?
    while let controller = candidate {
      if controller.lastDidAppearTurn == turn {
        appeared = controller
        break
      }
      candidate = controller.parent
    }
    guard let appeared else { return }
    reportedJumpThisAppearance = true
    report(
      .appearanceAfterDidAppear(
        controller: name, container: container?.name, appearing: appeared.name, from: old,
        to: new, isChromeShare: isChromeShare))
  }

  /// Reports `doubleCountedSafeArea` when, on some edge, the app's additional inset of this
  /// child is at least the inset it inherits from its container there and equals the
  /// container's own safe-area inset on that edge, alone or plus the thickness of a sibling
  /// view of the child along that edge (the chrome): the additional inset was built from the
  /// container's `safeAreaInsets` (C-07). Once per value of the app's insets.
  ///
  /// An additional inset on an edge where the child inherits nothing is never reported.
  final func checkDoubleCountedSafeArea() {
    let additional = appAdditionalSafeAreaInsets
    guard !additional.isZero, let parent, let parentView = parent.viewIfLoaded,
      let view = viewIfLoaded, view !== parentView, view.isDescendant(of: parentView)
    else {
      reportedDoubleCount = nil
      return
    }
    let frame = view.frameInWindow
    let containerInsets = parentView.safeAreaInsets
    let inherited = SafeAreaRules.inheritedInsets(
      frame: frame, parentBounds: parentView.frameInWindow, parentInsets: containerInsets)
    var doubled: [(edge: Edge, additional: Double, inherited: Double)] = []
    for edge in Edge.allCases {
      let value = additional[edge]
      let container = containerInsets[edge]
      guard value > 0, inherited[edge] > 0, container > 0, value >= inherited[edge] - 0.5
      else { continue }
      let chrome = [0] + siblingThicknesses(of: view, in: parentView, at: edge, frame: frame)
      if chrome.contains(where: { abs(value - ($0 + container)) <= 0.5 }) {
        doubled.append((edge, value, inherited[edge]))
      }
    }
    guard !doubled.isEmpty else {
      reportedDoubleCount = nil
      return
    }
    guard reportedDoubleCount != additional else { return }
    reportedDoubleCount = additional
    report(.doubleCountedSafeArea(controller: name, container: parent.name, edges: doubled))
  }

  /// The thickness along `edge` of the visible subviews of the container's view that lie on
  /// that side of the child's view and overlap it across: the chrome candidates.
  private final func siblingThicknesses(
    of view: View, in parentView: View, at edge: Edge, frame: Rect
  ) -> [Double] {
    parentView.subviews.compactMap { sibling -> Double? in
      guard sibling !== view, !sibling.isHidden, !view.isDescendant(of: sibling) else {
        return nil
      }
      let other = sibling.frameInWindow
      switch edge {
      case .top, .bottom:
        guard other.maxX > frame.minX, other.minX < frame.maxX else { return nil }
        let isBelow = other.midY > frame.midY
        return (edge == .bottom) == isBelow ? other.height : nil
      case .left, .right:
        guard other.maxY > frame.minY, other.minY < frame.maxY else { return nil }
        let isRight = other.midX > frame.midX
        return (edge == .right) == isRight ? other.width : nil
      }
    }
  }
}
