/// A registration made with ``View/onSafeAreaInsetsChange(_:)`` or
/// ``View/onLayoutMarginsChange(_:)``; cancel it to stop the calls.
public final class ViewObservationToken {
  private weak var view: View?
  private let id: Int

  init(view: View, id: Int) {
    self.view = view
    self.id = id
  }

  /// Stops the calls. Cancelling twice does nothing.
  public func cancel() {
    view?.observation?.remove(id)
  }
}

/// The observers of one view, created when the first one registers.
final class ViewObservation {
  var nextID = 0
  var safeAreaHandlers: [(id: Int, handler: (View) -> Void)] = []
  var marginHandlers: [(id: Int, handler: (View) -> Void)] = []
  var safeAreaStreams: [AsyncStream<EdgeInsets>.Continuation] = []
  var marginStreams: [AsyncStream<EdgeInsets>.Continuation] = []

  func remove(_ id: Int) {
    safeAreaHandlers.removeAll { $0.id == id }
    marginHandlers.removeAll { $0.id == id }
  }

  deinit {
    for continuation in safeAreaStreams + marginStreams { continuation.finish() }
  }
}

extension View {
  /// Calls `handler` after each layout pass in which the view's safe-area insets changed,
  /// after the view's own ``safeAreaInsetsDidChange()``.
  ///
  /// The closure form of UIKit's override: it lets code watch a view it did not subclass.
  ///
  /// ```swift
  /// let token = content.onSafeAreaInsetsChange { view in print(view.safeAreaInsets) }
  /// // ...
  /// token.cancel()
  /// ```
  ///
  /// - Parameter handler: Called with the view, parent views before child views.
  /// - Returns: A token; the handler stays registered until it is cancelled or the view ends.
  @discardableResult
  public final func onSafeAreaInsetsChange(
    _ handler: @escaping (View) -> Void
  ) -> ViewObservationToken {
    let observation = ensureObservation()
    observation.nextID += 1
    observation.safeAreaHandlers.append((observation.nextID, handler))
    return ViewObservationToken(view: self, id: observation.nextID)
  }

  /// Calls `handler` after each layout pass in which the view's effective layout margins
  /// changed, after the view's own ``layoutMarginsDidChange()``.
  ///
  /// - Returns: A token; the handler stays registered until it is cancelled or the view ends.
  @discardableResult
  public final func onLayoutMarginsChange(
    _ handler: @escaping (View) -> Void
  ) -> ViewObservationToken {
    let observation = ensureObservation()
    observation.nextID += 1
    observation.marginHandlers.append((observation.nextID, handler))
    return ViewObservationToken(view: self, id: observation.nextID)
  }

  /// A stream of the view's safe-area insets: each new value, once per change.
  ///
  /// The stream does not start with the current value; read ``safeAreaInsets`` for it. It
  /// finishes when the view is deallocated.
  ///
  /// ```swift
  /// for await insets in content.safeAreaInsetsUpdates() { print(insets) }
  /// ```
  public final func safeAreaInsetsUpdates() -> AsyncStream<EdgeInsets> {
    let (stream, continuation) = AsyncStream<EdgeInsets>.makeStream()
    ensureObservation().safeAreaStreams.append(continuation)
    return stream
  }

  /// A stream of the view's effective layout margins: each new value, once per change.
  public final func layoutMarginsUpdates() -> AsyncStream<EdgeInsets> {
    let (stream, continuation) = AsyncStream<EdgeInsets>.makeStream()
    ensureObservation().marginStreams.append(continuation)
    return stream
  }

  private final func ensureObservation() -> ViewObservation {
    if let observation { return observation }
    let observation = ViewObservation()
    self.observation = observation
    node.flags.insert(.hasHooks)
    return observation
  }

  /// Runs every observer of a safe-area change: the override, closures, then streams.
  ///
  /// Inlined at the layout pass: most views have no observers, and their delivery is the
  /// two calls and a test, without the entry of the function that serves observers.
  @inline(__always)
  final func deliverSafeAreaInsetsChange() {
    safeAreaInsetsDidChange()
    geometryDidUpdate()
    guard let observation else { return }
    deliverSafeAreaInsetsChange(to: observation)
  }

  /// The closures and streams of ``deliverSafeAreaInsetsChange()``.
  @inline(never)
  private final func deliverSafeAreaInsetsChange(to observation: ViewObservation) {
    for (_, handler) in observation.safeAreaHandlers { handler(self) }
    let insets = safeAreaInsets
    observation.safeAreaStreams.removeAll { continuation in
      if case .terminated = continuation.yield(insets) { return true }
      return false
    }
  }

  /// Runs every observer of a margins change: the override, closures, then streams (inlined
  /// as ``deliverSafeAreaInsetsChange()`` is).
  @inline(__always)
  final func deliverLayoutMarginsChange() {
    layoutMarginsDidChange()
    guard let observation else { return }
    deliverLayoutMarginsChange(to: observation)
  }

  /// The closures and streams of ``deliverLayoutMarginsChange()``.
  @inline(never)
  private final func deliverLayoutMarginsChange(to observation: ViewObservation) {
    for (_, handler) in observation.marginHandlers { handler(self) }
    let margins = layoutMargins
    observation.marginStreams.removeAll { continuation in
      if case .terminated = continuation.yield(margins) { return true }
      return false
    }
  }
}

extension View {
  /// Publishes a plain view's callback to its window's lifecycle observers.
  final func publish(_ kind: LifecycleEvent.Kind, insets: EdgeInsets? = nil) {
    window?.publish(LifecycleEvent(subject: name, kind: kind, insets: insets))
  }
}
