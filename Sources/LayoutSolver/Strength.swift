/// How hard the solver tries to satisfy a constraint: required, or a weight in the objective.
///
/// Required constraints are enforced exactly; adding one that contradicts the others throws
/// ``SolverError/unsatisfiableConstraint(_:conflicting:)``. Every other strength adds the
/// constraint's error, times the strength's ``weight``, to the objective the solver minimises,
/// so a stronger constraint wins over weaker ones when they cannot all hold.
///
/// ## Mapping from Auto Layout priorities
///
/// ``init(priority:)`` takes Auto Layout's scale (1...1000). Priority 1000 is required; a
/// priority `p` below 1000 gets the weight
///
///     weight(p) = 1000 ^ ((p - 500) / 250)
///
/// so `weak` (250, `defaultLow`) weighs 0.001, `medium` (500) 1 and `strong` (750,
/// `defaultHigh`) 1000: the same 1000× steps as kiwi's weak/medium/strong. Every step of 250
/// priority multiplies the weight by 1000, so one constraint of priority `p` beats about 1000
/// constraints of priority `p - 250`; adjacent priorities differ by a factor of about 1.028
/// (priority 999 weighs about 9.8e5, priority 1 about 1e-6).
///
/// - Note: UIKit orders priorities strictly: one constraint of priority `p` beats any number
///   of priority `p - 1`. A single floating-point objective cannot: a factor of 1000 per
///   level over 999 levels would need weights up to 1000^998, far beyond `Double`, and weights
///   more than about 1e12 apart lose the weaker terms to rounding. The weights span 1e-6...1e6
///   so that the solver's 1e-8 tolerance stays well below the smallest one.
public struct Strength: Comparable, Hashable, Sendable {
  /// The Auto Layout priority, 1...1000; 1000 is required.
  public let priority: Double

  /// The factor applied to the constraint's error in the objective: `1000^((p - 500) / 250)`.
  ///
  /// Meaningless for required strengths, which are never part of the objective.
  public let weight: Double

  /// Must hold exactly; conflicts are errors. Priority 1000 (`UILayoutPriority.required`).
  public static let required = Strength(priority: 1000)
  /// Priority 750 (`UILayoutPriority.defaultHigh`); weight 1000.
  public static let strong = Strength(priority: 750)
  /// Priority 500; weight 1.
  public static let medium = Strength(priority: 500)
  /// Priority 250 (`UILayoutPriority.defaultLow`); weight 0.001.
  public static let weak = Strength(priority: 250)

  /// Creates a strength from an Auto Layout priority.
  ///
  /// Mirrors `UILayoutPriority`: 1000 is required, and 1..<1000 are optional with weights
  /// strictly increasing with the priority (see the type's discussion for the formula).
  /// Fractional priorities are allowed.
  ///
  /// - Parameter priority: A priority in 1...1000. UIKit raises an exception for priorities
  ///   outside this range, so this initializer fails a precondition for them.
  public init(priority: Double) {
    precondition(
      priority >= 1 && priority <= 1000,
      "Strength(priority: \(priority)): a layout priority must be in 1...1000")
    self.priority = priority
    // 1000^x == 10^(3x), from series so that the module needs no math library.
    self.weight = Strength.power(10, (priority - 500) * 3 / 250)
  }

  /// Whether the constraint must hold exactly (priority 1000).
  public var isRequired: Bool { priority >= 1000 }

  /// Orders strengths by priority.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.priority < rhs.priority
  }

  /// `base^exponent` for a positive base, from `exp`/`log` series (no libm in this module).
  static func power(_ base: Double, _ exponent: Double) -> Double {
    exp(exponent * log(base))
  }

  /// Natural logarithm of a positive number: range reduction by 2, then the atanh series.
  private static func log(_ x: Double) -> Double {
    var mantissa = x
    var exponent = 0.0
    while mantissa > 2 {
      mantissa /= 2
      exponent += 1
    }
    while mantissa < 1 {
      mantissa *= 2
      exponent -= 1
    }
    // ln(m) = 2 atanh((m - 1) / (m + 1)), |(m - 1) / (m + 1)| <= 1/3.
    let y = (mantissa - 1) / (mantissa + 1)
    let y2 = y * y
    var term = y
    var sum = 0.0
    var k = 1.0
    while abs(term / k) > 1e-18 {
      sum += term / k
      term *= y2
      k += 2
    }
    return 2 * sum + exponent * 0.693_147_180_559_945_3
  }

  /// e^x: halve until small, Taylor series, then square back.
  private static func exp(_ x: Double) -> Double {
    var reduced = x
    var squarings = 0
    while abs(reduced) > 0.5 {
      reduced /= 2
      squarings += 1
    }
    var term = 1.0
    var sum = 1.0
    var k = 1.0
    while abs(term) > 1e-18 {
      term *= reduced / k
      sum += term
      k += 1
    }
    for _ in 0..<squarings { sum *= sum }
    return sum
  }
}
