/// The simulation's clock and the completions of animated transitions waiting on it.
///
/// Animated transitions (a push, a presentation) make their "will" callbacks at once and
/// schedule their "did" callbacks for when the clock reaches the end of the animation.
/// ``Window/advance(by:)`` and ``Window/runUntilIdle()`` move the clock.
final class TransitionScheduler {
  /// Seconds since the window was created.
  var now: Double = 0
  private var pending: [(time: Double, order: Int, action: () -> Void)] = []
  private var nextOrder = 0

  /// Whether nothing is scheduled.
  var isIdle: Bool { pending.isEmpty }

  /// Schedules `action` to run `delay` seconds from now.
  func schedule(after delay: Double, _ action: @escaping () -> Void) {
    pending.append((now + delay, nextOrder, action))
    nextOrder += 1
  }

  /// Removes and returns the earliest action due at or before `limit`, moving the clock to
  /// its time.
  func nextDue(before limit: Double) -> (() -> Void)? {
    guard
      let index = pending.indices.min(by: {
        (pending[$0].time, pending[$0].order) < (pending[$1].time, pending[$1].order)
      }), pending[index].time <= limit
    else { return nil }
    let entry = pending.remove(at: index)
    now = Swift.max(now, entry.time)
    return entry.action
  }
}

/// How long UIKit's standard transitions last, in seconds.
public enum TransitionDuration {
  /// A navigation push or pop.
  public static let navigation: Double = 0.35
  /// A modal presentation or dismissal.
  public static let modal: Double = 0.5
  /// A page turn of a page view controller: an assumption (no source gives it), the same as
  /// a push.
  public static let pageTurn: Double = 0.35
  /// A tab switch (not animated by UIKit).
  public static let tabSwitch: Double = 0
}
