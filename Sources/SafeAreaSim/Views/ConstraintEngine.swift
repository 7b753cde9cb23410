/// The constraint engine of a view store, as the views and the layout pass see it.
///
/// Views declare what they ask of Auto Layout, and the AutoLayout layer adopts it, so that a
/// view store can drive its engine without naming a higher layer. A store has an engine once a
/// constraint between its views is activated.
protocol ConstraintEngine: AnyObject {
  /// Whether constraints, constants or frames changed since the last solve.
  var hasPendingWork: Bool { get }

  /// Whether a solve now would do nothing at all: no constraint, constant, translation or
  /// frame changed since the last solve, and no solve waits for a guide owner's pause.
  var hasNothingToSolve: Bool { get }

  /// Solves what changed and moves the views whose solved frames changed (marking them for
  /// the layout pass).
  func solveAndApplyFrames()

  /// Solves what changed at the start of a layout round, or leaves it to the solve at the
  /// pause of a view whose guides the engine follows when that gives the same frames (then
  /// the next round's start solves if no pause did).
  func solveBeforeLayoutRound()

  /// The layout pass computed the safe area and margins of a view that owns guides the engine
  /// follows: bring the guides up to date before its subviews are placed.
  func viewWasLaidOut(_ view: View)

  /// A view's frame was set by code (or by autoresizing): its translated mask follows it.
  func frameWasSet(of view: View)

  /// A view joined a superview: its mask is made again in the layout pass (for a dirty view
  /// in a window that owns guides, at its own stop, after its guides follow its safe area
  /// there; for any other view, at the solve that starts the round).
  func viewDidJoinSuperview(_ view: View)

  /// A view leaves its superview: constraints between its subtree and the rest go.
  func subtreeWillLeaveSuperview(_ view: View)

  /// A view's subtree joined a window: the views the engine places are placed again, their
  /// edges rounded to the window's screen pixels.
  func subtreeDidMoveToWindow(_ view: View)

  /// A view is being deinitialized.
  func viewWillDeinitialize(_ view: View)

  /// A view changed what it takes part with: its mask translation, its intrinsic size or its
  /// content priorities.
  func viewConstraintInputsDidChange(_ view: View)

  /// A window's keyboard appeared, moved or went away: keyboard guides follow it.
  func keyboardDidChange()

  /// Takes over the constraints of the engine of a store this store absorbed.
  func absorb(_ other: any ConstraintEngine)

  /// The diagnostics since the last call (unsatisfiable constraints, ambiguous layout).
  func takeDiagnostics() -> [Diagnostic]
}
