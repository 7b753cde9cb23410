public import SafeAreaSim

/// Records every lifecycle callback of a window's controllers (and, if asked, views) as
/// values, without subclassing anything.
///
/// ```swift
/// let recorder = LifecycleRecorder(window: window)
/// nav.pushViewController(detail, animated: false)
/// recorder.trace(.appearance).lines
/// // ["detail.willMoveToParent(nav)", "detail.viewDidLoad", ...]
/// ```
public final class LifecycleRecorder {
  /// The events recorded since creation or the last ``reset()``, in order.
  public private(set) var events: [LifecycleEvent] = []

  private var windowToken: WindowObservationToken?
  private var controllerToken: LifecycleObservationToken?

  /// Records the events of every controller of a window.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - includingViews: Whether plain views' `safeAreaInsetsDidChange()`,
  ///     `layoutMarginsDidChange()` and `layoutSubviews()` are recorded too.
  public init(window: Window, includingViews: Bool = false) {
    windowToken = window.addLifecycleObserver(includingViews: includingViews) {
      [unowned self] event in
      self.events.append(event)
    }
  }

  /// Records the events of a controller and of every controller below it.
  public init(controller: ViewController) {
    controllerToken = controller.addLifecycleObserver { [unowned self] event in
      self.events.append(event)
    }
  }

  deinit {
    windowToken?.cancel()
    controllerToken?.cancel()
  }

  /// Forgets the events recorded so far.
  public func reset() {
    events.removeAll()
  }

  /// The recorded events as a trace.
  ///
  /// - Parameters:
  ///   - filter: Which events to keep; all by default.
  ///   - header: Header lines (`# scene: ...`, `# source: model`).
  public func trace(_ filter: TraceFilter = .all, header: [String] = []) -> Trace {
    Trace(events: events.filter(filter.includes), header: header)
  }

  /// Returns the trace of the events recorded so far and forgets them.
  public func takeTrace(_ filter: TraceFilter = .all, header: [String] = []) -> Trace {
    defer { reset() }
    return trace(filter, header: header)
  }
}
