import LayoutSolver

/// A brute-force reference for small systems, independent of the solver's code.
///
/// A system is a list of linear constraints over `n` variables (dense coefficients). Required
/// ones must hold; each optional one costs `weight * violation`, where the violation of an
/// equality is `|g(x)|` and of `g(x) >= 0` is `max(0, -g(x))`. The cost is convex and piecewise
/// linear, so its minimum over the feasible polyhedron is reached on a minimal face of the
/// arrangement of all the constraints' hyperplanes `g(x) = 0`. Those faces are the solutions of
/// every linearly independent subset of `rank` hyperplanes; the reference tries them all.
struct ReferenceLP {
  struct Row {
    var coefficients: [Double]
    var constant: Double
    /// -1: `<= 0`, 0: `== 0`, 1: `>= 0`.
    var relation: Int
    /// nil for required.
    var weight: Double?

    func value(at x: [Double]) -> Double {
      zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `x` is from satisfying the row (0 when it holds).
    func violation(at x: [Double]) -> Double {
      let g = value(at: x)
      switch relation {
      case 0: return abs(g)
      case 1: return max(0, -g)
      default: return max(0, g)
      }
    }
  }

  var variableCount: Int
  var rows: [Row]

  /// The weighted violation of the optional rows, or nil if a required row fails at `x`.
  func cost(at x: [Double], tolerance: Double = 1e-7) -> Double? {
    var total = 0.0
    for row in rows {
      let violation = row.violation(at: x)
      if let weight = row.weight {
        total += weight * violation
      } else if violation > tolerance * max(1, abs(row.constant)) {
        return nil
      }
    }
    return total
  }

  /// The minimal cost and the distinct points reaching it, or nil if the required rows are
  /// infeasible.
  func solve() -> (cost: Double, optima: [[Double]])? {
    let normals = rows.map(\.coefficients).filter { $0.contains { $0 != 0 } }
    let rank = ReferenceLP.rank(of: normals)
    var best: Double?
    var optima: [[Double]] = []
    for subset in ReferenceLP.subsets(of: rows.count, size: rank) {
      let chosen = subset.map { rows[$0] }
      guard ReferenceLP.rank(of: chosen.map(\.coefficients)) == rank,
        let point = ReferenceLP.solveEquations(chosen, variableCount: variableCount),
        let cost = cost(at: point)
      else { continue }
      guard let current = best, cost >= current - 1e-7 * max(1, abs(current)) else {
        best = cost
        optima = [point]
        continue
      }
      if abs(cost - current) <= 1e-7 * max(1, abs(current)),
        !optima.contains(where: { zip($0, point).allSatisfy { abs($0.0 - $0.1) < 1e-6 } })
      {
        optima.append(point)
      }
    }
    guard let best else { return nil }
    return (best, optima)
  }

  /// All index subsets of `0..<count` with `size` elements.
  static func subsets(of count: Int, size: Int) -> [[Int]] {
    var result: [[Int]] = [[]]
    for _ in 0..<size {
      result = result.flatMap { prefix in
        ((prefix.last.map { $0 + 1 } ?? 0)..<count).map { prefix + [$0] }
      }
    }
    return result
  }

  /// The rank of a set of vectors (Gaussian elimination with partial pivoting).
  static func rank(of vectors: [[Double]]) -> Int {
    var matrix = vectors
    var rank = 0
    let columns = matrix.first?.count ?? 0
    for column in 0..<columns where rank < matrix.count {
      guard
        let pivot = (rank..<matrix.count).max(by: {
          abs(matrix[$0][column]) < abs(matrix[$1][column])
        }), abs(matrix[pivot][column]) > 1e-9
      else { continue }
      matrix.swapAt(rank, pivot)
      for other in 0..<matrix.count where other != rank {
        let factor = matrix[other][column] / matrix[rank][column]
        for k in 0..<columns { matrix[other][k] -= factor * matrix[rank][k] }
      }
      rank += 1
    }
    return rank
  }

  /// A point where every given row's expression is 0 (free variables set to 0).
  static func solveEquations(_ rows: [Row], variableCount: Int) -> [Double]? {
    var matrix = rows.map { $0.coefficients + [-$0.constant] }
    var pivotColumns: [Int] = []
    var rank = 0
    for column in 0..<variableCount where rank < matrix.count {
      guard
        let pivot = (rank..<matrix.count).max(by: {
          abs(matrix[$0][column]) < abs(matrix[$1][column])
        }), abs(matrix[pivot][column]) > 1e-9
      else { continue }
      matrix.swapAt(rank, pivot)
      let divisor = matrix[rank][column]
      for k in 0...variableCount { matrix[rank][k] /= divisor }
      for other in 0..<matrix.count where other != rank {
        let factor = matrix[other][column]
        for k in 0...variableCount { matrix[other][k] -= factor * matrix[rank][k] }
      }
      pivotColumns.append(column)
      rank += 1
    }
    var x = [Double](repeating: 0, count: variableCount)
    for (row, column) in pivotColumns.enumerated() { x[column] = matrix[row][variableCount] }
    return x
  }
}
