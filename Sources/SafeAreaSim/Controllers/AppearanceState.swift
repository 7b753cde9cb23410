/// Where a view controller is in its appearance cycle.
///
/// Mirrors the states UIKit keeps behind `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()`; reports name them as the scene contract does.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable, Codable {
  /// Not on screen (also before the first appearance).
  case disappeared
  /// `viewWillAppear(_:)` was called; `viewDidAppear(_:)` was not yet.
  case appearing
  /// On screen.
  case appeared
  /// `viewWillDisappear(_:)` was called; `viewDidDisappear(_:)` was not yet.
  case disappearing
}

/// The appearance state machine of one controller: which callback each begin or end of a
/// transition makes, and which calls are unbalanced.
///
/// A begin that reverses a transition in progress is a cancellation, and makes the opposite
/// "will" callback (an interactive pop cancelled: the top controller goes disappearing, then
/// appearing again; the one below goes appearing, then disappearing, D-09). A begin toward
/// the state already reached or being reached, or an end with no transition in progress, is
/// unbalanced: UIKit logs "Unbalanced calls to begin/end appearance transitions" and makes no
/// callback; so does this machine.
public struct AppearanceStateMachine: Hashable, Sendable {
  /// A callback the machine asks for.
  public enum Callback: String, Hashable, Sendable {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
  }

  /// The current state.
  public private(set) var state: AppearanceState

  /// Creates a machine in a state (`disappeared` by default).
  public init(state: AppearanceState = .disappeared) {
    self.state = state
  }

  /// Begins a transition toward appearing (`true`) or disappearing (`false`).
  ///
  /// - Returns: The callback to make, or `nil` when the call is unbalanced.
  public mutating func begin(appearing: Bool) -> Callback? {
    switch (state, appearing) {
    case (.disappeared, true), (.disappearing, true):
      state = .appearing
      return .viewWillAppear
    case (.appeared, false), (.appearing, false):
      state = .disappearing
      return .viewWillDisappear
    case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false):
      return nil
    }
  }

  /// Ends the transition in progress.
  ///
  /// - Returns: The callback to make, or `nil` when no transition is in progress.
  public mutating func end() -> Callback? {
    switch state {
    case .appearing:
      state = .appeared
      return .viewDidAppear
    case .disappearing:
      state = .disappeared
      return .viewDidDisappear
    case .appeared, .disappeared:
      return nil
    }
  }
}
