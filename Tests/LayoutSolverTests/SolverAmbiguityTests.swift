import LayoutSolver
import Testing

@Suite("Solver: ambiguity at degenerate optima")
struct SolverAmbiguityTests {
  @Test("h <= 30 (weak) and h >= 30 (strong) pin h at 30")
  func opposingOptionalBounds() throws {
    let h = Variable("h")
    var solver = Solver()
    try solver.addConstraint((h <= 30).with(.weak))
    try solver.addConstraint((h >= 30).with(.strong))
    #expect(solver.value(of: h) == 30)
    #expect(!solver.isAmbiguous(h))
  }

  @Test("w <= 80 (250), w >= 80 (750), w == 50 (251) pin w at 80")
  func threeOptionalConstraints() throws {
    let w = Variable("w")
    var solver = Solver()
    try solver.addConstraint((w <= 80).with(.weak))
    try solver.addConstraint((w >= 80).with(.strong))
    try solver.addConstraint((w == 50).with(Strength(priority: 251)))
    #expect(isClose(solver.value(of: w), 80))
    #expect(!solver.isAmbiguous(w))
  }

  @Test("two required inequalities meeting at a point pin the variable")
  func requiredBoundsMeet() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x >= 5)
    try solver.addConstraint(x <= 5)
    #expect(!solver.isAmbiguous(x))
    try solver.addConstraint((x == 9).with(.weak))
    #expect(!solver.isAmbiguous(x))
  }

  @Test("a variable that can move only together with another is ambiguous")
  func freedomBehindADegenerateVertex() throws {
    // At the optimum a = -1, b = 0 both required rows are tight: b can decrease only while a
    // increases, which a single-symbol step test misses.
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    var solver = Solver()
    try solver.addConstraint((b <= 1).with(.strong))
    try solver.addConstraint(2 * a + 3 * c >= 1)
    try solver.addConstraint((3 * b <= 0).with(.strong))
    try solver.addConstraint(a + b >= -1)
    try solver.addConstraint((c == 1).with(.medium))
    #expect(solver.isAmbiguous(a))
    #expect(solver.isAmbiguous(b))
    #expect(!solver.isAmbiguous(c))
    try solver.addConstraint((a == -1).with(.weak))
    #expect(!solver.isAmbiguous(a))
    #expect(!solver.isAmbiguous(b))
  }

  @Test("an optional constraint that does not decide leaves the variable ambiguous")
  func tieIsAmbiguous() throws {
    // Equal weights pulling to 10 and 20: every x in 10...20 costs the same.
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x >= 20).with(.medium))
    try solver.addConstraint((x <= 10).with(.medium))
    #expect(solver.isAmbiguous(x))
  }
}

/// ``Solver/isAmbiguous(_:)`` against a brute-force enumeration of the optimal solutions.
@Suite("Solver: random systems, ambiguity against the reference")
struct SolverAmbiguityPropertyTests {
  @Test("isAmbiguous agrees with the spread of the optimal vertices", arguments: 1...400)
  func ambiguityAgrees(seed: UInt64) throws {
    // Half the systems have constants in -1...1, so that many rows are tight together.
    var system = SolverPropertyTests.System(
      seed: seed &+ 1000, constantBound: seed % 4 < 2 ? 1 : 10)
    var solver = Solver(_keepsDummies: seed % 2 == 0)
    var accepted: [Constraint] = []
    for _ in 0..<Int.random(in: 1...6, using: &system.random) {
      let constraint = system.constraint()
      let allowing = Bool.random(using: &system.random)
      if (try? solver.addConstraint(constraint, allowingChanges: allowing)) != nil {
        accepted.append(constraint)
      }
    }
    // A large required box makes the optimal set a polytope: a variable free along a ray or
    // a line then differs between the box's optimal vertices.
    let box = system.variables.flatMap { [$0 <= 100_000, $0 >= -100_000] }
    let reference = try #require(system.reference(accepted + box).solve())
    for (index, variable) in system.variables.enumerated() {
      let values = reference.optima.map { $0[index] }
      let spread = (values.max() ?? 0) - (values.min() ?? 0)
      let expected = spread > 1e-6 * max(1, abs(values.first ?? 0))
      #expect(
        solver.isAmbiguous(variable) == expected,
        "\(variable.name): optima \(reference.optima) for \(accepted)")
    }
  }
}
