/// A tiny homogeneous linear program: can a linear function grow on a polyhedral cone?
///
/// The cone is `{x >= 0 : wᵢ = Σⱼ aᵢⱼ·xⱼ >= 0 for every row i}`. Because every constraint is
/// homogeneous, `max c·x` over it is either 0 (reached at the apex) or unbounded. The probe
/// answers which with the primal simplex in dictionary form started at the apex, where every
/// pivot is degenerate; Bland's rule (smallest index enters, smallest basic index leaves
/// among the tied rows) guarantees that it terminates.
///
/// ``Solver/isAmbiguous(_:)`` builds one from the rows of the tableau that are tight at the
/// current optimum, to decide whether a variable can move along the optimal face.
struct ConeProbe {
  /// Coefficients below this magnitude are treated as zero.
  static let epsilon = 1e-9

  /// Number of structural variables `x`; row `i`'s own variable `wᵢ` has index
  /// `variableCount + i`.
  let variableCount: Int
  /// The rows, each a sparse map from variable index to coefficient.
  var rows: [[Int: Double]] = []

  /// Creates a probe over `variableCount` non-negative variables with no rows yet.
  init(variableCount: Int) {
    self.variableCount = variableCount
  }

  /// Adds the constraint `Σ coefficients[j]·xⱼ >= 0`.
  mutating func addRow(_ coefficients: [Int: Double]) {
    rows.append(coefficients)
  }

  /// Whether `objective·x` takes a positive value somewhere on the cone.
  ///
  /// - Returns: true when the maximum is unbounded, false when it is 0. If rounding makes the
  ///   simplex exceed a generous pivot limit, the answer is true (the variable is reported
  ///   free rather than pinned).
  func admitsIncrease(of objective: [Int: Double]) -> Bool {
    var rows = self.rows
    var basics = rows.indices.map { variableCount + $0 }
    var costs = objective.filter { abs($0.value) >= ConeProbe.epsilon }
    let limit = 100 * (variableCount + rows.count) + 100
    for _ in 0..<limit {
      // Bland: the smallest index with a positive reduced cost enters.
      guard let entering = costs.filter({ $0.value > ConeProbe.epsilon }).keys.min() else {
        return false
      }
      var leaving: Int?
      for index in rows.indices where (rows[index][entering] ?? 0) < -ConeProbe.epsilon {
        if leaving.map({ basics[index] < basics[$0] }) ?? true { leaving = index }
      }
      guard let leaving else { return true }
      // w = a·e + Σ bⱼ·xⱼ  ⇒  e = w/a - Σ (bⱼ/a)·xⱼ.
      var pivotRow = rows[leaving]
      let a = pivotRow.removeValue(forKey: entering) ?? 1
      var solved: [Int: Double] = [basics[leaving]: 1 / a]
      for (index, coefficient) in pivotRow { solved[index] = -coefficient / a }
      rows[leaving] = solved
      basics[leaving] = entering
      for index in rows.indices where index != leaving {
        guard let factor = rows[index].removeValue(forKey: entering) else { continue }
        ConeProbe.add(solved, times: factor, to: &rows[index])
      }
      if let factor = costs.removeValue(forKey: entering) {
        ConeProbe.add(solved, times: factor, to: &costs)
      }
    }
    return true
  }

  /// `target += factor · source`, dropping entries that cancel.
  private static func add(
    _ source: [Int: Double], times factor: Double, to target: inout [Int: Double]
  ) {
    for (index, coefficient) in source {
      let sum = (target[index] ?? 0) + factor * coefficient
      target[index] = abs(sum) < ConeProbe.epsilon ? nil : sum
    }
  }
}
