import Dispatch
import SafeAreaSim
import Synchronization

extension SceneRunner {
  /// Plays many scenes, up to `jobs` of them at once, and returns their reports in the order
  /// of `scenes`, whatever finished first.
  ///
  /// Each scene gets its own window and hierarchy and nothing is shared between them (the
  /// library has no global mutable state), so the results are the same as playing the scenes
  /// one after the other with ``run(_:events:)``; a scene that fails does not stop the others.
  ///
  /// ```swift
  /// let scenes = DeviceProfile.catalog.map { device in
  ///   var copy = scene
  ///   copy.device = device
  ///   return copy
  /// }
  /// for case .success(let report) in SceneRunner.run(scenes, jobs: 2) {
  ///   print(report.text)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scenes: The scenes to play.
  ///   - events: Which callbacks the reports list.
  ///   - jobs: How many scenes to play at once, on as many threads; at least 1 (a smaller
  ///     number counts as 1). With 1 the scenes play on the calling thread.
  /// - Returns: One result per scene, in the order of `scenes`: the report, or the
  ///   ``SceneError`` that ``run(_:events:)`` throws for it.
  public static func run(
    _ scenes: [Scene], events: EventSelection = .all, jobs: Int
  ) -> [Result<SceneReport, SceneError>] {
    concurrentMap(count: scenes.count, jobs: jobs) { index in
      Result { () throws(SceneError) in try run(scenes[index], events: events) }
    }
  }

  /// Computes `body` for each index of `0..<count`, up to `jobs` at once, and returns the
  /// results in index order.
  ///
  /// The workers take the next index from a shared counter, so a long element does not hold
  /// up the ones after it. `body` must touch nothing another call of it changes.
  static func concurrentMap<Element: Sendable>(
    count: Int, jobs: Int, _ body: @Sendable (Int) -> Element
  ) -> [Element] {
    let workers = min(max(jobs, 1), count)
    guard workers > 1 else { return (0..<count).map(body) }
    let results = UnsafeMutableBufferPointer<Element?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    // Each index is written by the one worker that took it, and read after all have finished.
    nonisolated(unsafe) let slots = results
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        slots[index] = body(index)
      }
    }
    return results.map { element in
      guard let element else { preconditionFailure("A worker left an element uncomputed.") }
      return element
    }
  }
}
