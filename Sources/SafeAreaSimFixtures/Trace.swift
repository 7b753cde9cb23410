public import SafeAreaSim

/// A recorded sequence of lifecycle events as text: one event per line, stable and
/// diff-friendly, with a provenance header.
///
/// ```
/// # scene: push.json
/// # source: model
/// B.willMoveToParent(nav)
/// B.viewDidLoad
/// A.viewWillDisappear(animated: true)
/// ```
///
/// Lines starting with `#` are the header; they are kept but not compared.
public struct Trace: Hashable, Sendable, CustomStringConvertible {
  /// The header lines, each starting with `# `.
  public var header: [String]
  /// The event lines.
  public var lines: [String]

  /// Creates a trace from event lines and optional header lines.
  public init(lines: [String], header: [String] = []) {
    self.lines = lines
    self.header = header
  }

  /// Creates a trace from events, in their trace notation.
  public init(events: [LifecycleEvent], header: [String] = []) {
    self.init(lines: events.map(\.description), header: header)
  }

  /// Parses a trace file's text: `#` lines are the header, blank lines are ignored.
  public init(parsing text: String) {
    var header: [String] = []
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: " \t\r")
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("#") { header.append(trimmed) } else { lines.append(trimmed) }
    }
    self.init(lines: lines, header: header)
  }

  /// The trace file's text: the header, then one event per line, ending with a newline.
  public var description: String {
    (header + lines).map { $0 + "\n" }.joined()
  }

  /// Whether the header says the trace was captured from real UIKit (`# source: uikit...`):
  /// such goldens are never overwritten by recording.
  public var isOracle: Bool {
    header.contains { $0.replacingSpaces().hasPrefix("#source:uikit") }
  }
}

extension StringProtocol {
  func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, set.contains(last) { scalars.removeLast() }
    return String(scalars)
  }

  func replacingSpaces() -> String { String(filter { $0 != " " }) }
}

/// Which events a trace keeps.
public struct TraceFilter: Sendable {
  /// Whether an event is kept.
  public var includes: @Sendable (LifecycleEvent) -> Bool

  /// A filter from a predicate.
  public init(_ includes: @escaping @Sendable (LifecycleEvent) -> Bool) {
    self.includes = includes
  }

  /// Every event.
  public static let all = TraceFilter { _ in true }

  /// Loading, containment and appearance events: the scene contract's `--events appearance`.
  public static let appearance = TraceFilter { event in
    event.kind == .viewDidLoad || event.kind.isContainment || event.kind.isAppearance
  }

  /// Events of these kinds only.
  public static func kinds(_ kinds: Set<LifecycleEvent.Kind>) -> TraceFilter {
    TraceFilter { kinds.contains($0.kind) }
  }

  /// Events of these subjects only.
  public static func subjects(_ names: Set<String>) -> TraceFilter {
    TraceFilter { names.contains($0.subject) }
  }

  /// Events both filters keep.
  public func and(_ other: TraceFilter) -> TraceFilter {
    let first = includes
    let second = other.includes
    return TraceFilter { first($0) && second($0) }
  }
}
