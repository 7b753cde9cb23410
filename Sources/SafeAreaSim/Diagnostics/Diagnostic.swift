/// A problem UIKit logs and recovers from, recorded instead of printed.
///
/// The library never prints. Each layout pass collects diagnostics (a layout feedback loop,
/// and in later layers unbalanced appearance transitions and unsatisfiable constraints); a
/// window hands them out through ``Window/takeDiagnostics()`` and reports list them per step.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// How serious the problem is.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// Something UIKit would log as a warning; the simulation continued as UIKit does.
    case warning
    /// Something UIKit would log as an error; the simulation recovered as UIKit does.
    case error
  }

  /// How serious the problem is.
  public var severity: Severity
  /// A stable identifier of the kind of problem, such as `layoutFeedbackLoop`.
  public var code: String
  /// The name of the view or controller concerned, if any.
  public var subject: String?
  /// The message, shaped like UIKit's console message, with names instead of addresses.
  public var message: String

  /// Creates a diagnostic.
  public init(severity: Severity, code: String, subject: String? = nil, message: String) {
    self.severity = severity
    self.code = code
    self.subject = subject
    self.message = message
  }

  public var description: String { "[\(severity.rawValue)] \(code): \(message)" }
}
