import LayoutSolver
import Testing

@Suite("Solver: edit variables and constants")
struct SolverEditTests {
  @Test("a strong edit overrides weak constraints")
  func strongEditWins() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 10).with(.weak))
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.value(of: x) == 10)
    try solver.suggestValue(x, 42)
    #expect(isClose(solver.value(of: x), 42))
    try solver.suggestValue(x, -3)
    solver.updateVariables()
    #expect(isClose(x.value, -3))
  }

  @Test("required constraints win over an edit")
  func requiredWinsOverEdit() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(x <= 100)
    try solver.addConstraint(y == x + 10)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 150)
    #expect(isClose(solver.value(of: x), 100))
    #expect(isClose(solver.value(of: y), 110))
    try solver.suggestValue(x, 30)
    #expect(isClose(solver.value(of: y), 40))
  }

  @Test("a weak edit loses to a medium constraint")
  func weakEditLoses() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 5).with(.medium))
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(x, 50)
    #expect(isClose(solver.value(of: x), 5))
  }

  @Test("edit variable errors name the variable")
  func editErrors() throws {
    let x = Variable("x")
    var solver = Solver()
    #expect(throws: SolverError.badRequiredStrength) {
      try solver.addEditVariable(x, strength: .required)
    }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.hasEditVariable(x))
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .weak)
    }
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.constraintCount == 0)
    #expect(solver.variableCount == 0)
  }

  @Test("removing an edit variable restores the weak solution")
  func removeEditRestores() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 7).with(.weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 70)
    try solver.removeEditVariable(x)
    #expect(isClose(solver.value(of: x), 7))
  }

  /// One constant change: the constraint before and after, and how to build it fresh.
  struct ConstantCase: CustomTestStringConvertible, Sendable {
    var name: String
    var relation: Relation
    var priority: Double
    var testDescription: String { name }
  }

  static let constantCases: [ConstantCase] = [
    ConstantCase(name: "required equality", relation: .equal, priority: 1000),
    ConstantCase(name: "required >=", relation: .greaterThanOrEqual, priority: 1000),
    ConstantCase(name: "required <=", relation: .lessThanOrEqual, priority: 1000),
    ConstantCase(name: "strong equality", relation: .equal, priority: 750),
    ConstantCase(name: "medium >=", relation: .greaterThanOrEqual, priority: 500),
    ConstantCase(name: "weak <=", relation: .lessThanOrEqual, priority: 250),
  ]

  @Test("setConstant matches removing and re-adding the constraint", arguments: constantCases)
  func setConstantMatchesReAdd(_ testCase: ConstantCase) throws {
    // width - 2 * left + c RELATION 0 inside a small layout with competing preferences.
    func build(constant: Double) throws -> (Solver, [Variable], Constraint) {
      let left = Variable("left")
      let width = Variable("width")
      let right = Variable("right")
      var solver = Solver()
      try solver.addConstraint(right == left + width)
      try solver.addConstraint(left >= 0)
      try solver.addConstraint(right <= 300)
      try solver.addConstraint((width == 100).with(.medium))
      try solver.addConstraint((left == 40).with(.weak))
      let constraint = Constraint(
        width - 2 * left + constant, testCase.relation,
        strength: Strength(priority: testCase.priority))
      try solver.addConstraint(constraint)
      return (solver, [left, width, right], constraint)
    }
    for (from, to) in [(0.0, 60.0), (60.0, -50.0), (-20.0, 150.0)] {
      var (solver, variables, constraint) = try build(constant: from)
      try solver.setConstant(to, of: constraint)
      let (fresh, freshVariables, _) = try build(constant: to)
      for (changed, reference) in zip(variables, freshVariables) {
        #expect(
          isClose(solver.value(of: changed), fresh.value(of: reference)),
          "\(changed.name) after \(from) -> \(to)")
      }
      // And back again.
      try solver.setConstant(from, of: constraint)
      let (original, originalVariables, _) = try build(constant: from)
      for (changed, reference) in zip(variables, originalVariables) {
        #expect(isClose(solver.value(of: changed), original.value(of: reference)))
      }
    }
  }

  @Test("a required constant that contradicts other required constraints is refused")
  func setConstantUnsatisfiable() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let unrelated = y == 1
    let upper = x <= 10
    let lower = x >= 0
    try solver.addConstraint(unrelated)
    try solver.addConstraint(upper)
    try solver.addConstraint(lower)
    try solver.addConstraint((x == 5).with(.weak))
    let before = solver.dump()
    #expect(throws: SolverError.unsatisfiableConstraint(lower, conflicting: [upper, lower])) {
      try solver.setConstant(-20, of: lower)  // x - 20 >= 0
    }
    #expect(solver.dump() == before)
    try solver.setConstant(-8, of: lower)
    #expect(isClose(solver.value(of: x), 8))
  }

  @Test("changing a redundant required equality's constant is refused")
  func setConstantRedundantEquality() throws {
    let x = Variable("x")
    var solver = Solver()
    let first = x == 10
    let second = x == 10
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    #expect(throws: SolverError.unsatisfiableConstraint(first, conflicting: [second, first])) {
      try solver.setConstant(-20, of: first)
    }
    #expect(solver.value(of: x) == 10)
  }
}

@Suite("Solver: ambiguity and dumps")
struct SolverInspectionTests {
  @Test("x + y == 10 leaves both variables ambiguous")
  func sumIsAmbiguous() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(x + y == 10)
    #expect(solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(y))
  }

  @Test("x == 5 is not ambiguous")
  func equalityIsNotAmbiguous() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x == 5)
    #expect(!solver.isAmbiguous(x))
  }

  @Test("x >= 0 alone is ambiguous; with a weak x == 3 it is not")
  func inequalityAmbiguity() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x >= 0)
    #expect(solver.isAmbiguous(x))
    try solver.addConstraint((x == 3).with(.weak))
    #expect(!solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(Variable("unused")))
  }

  @Test("the dump lists the objective, rows, markers and variables")
  func dump() throws {
    let width = Variable("width")
    var solver = Solver()
    try solver.addConstraint(width >= 10)
    try solver.addConstraint((width == 44).with(.weak))
    let text = solver.dump()
    #expect(text.contains("Objective:"))
    #expect(text.contains("Tableau:\n  width#0 = 44"))
    #expect(text.contains("Infeasible:\n  (none)"))
    #expect(text.contains("<width - 10 >= 0 (required)>: marker s1"))
    #expect(text.contains("<width - 44 == 0 (priority 250)>: marker e"))
    #expect(text.contains("Variables:\n  width#0 = 44"))
  }
}

@Suite("Solver: required equalities without dummies")
struct SolverRebuildTests {
  @Test("changing a required equality's constant twice moves its dependents each time")
  func requiredEqualityConstantTwice() throws {
    let parent = Variable("parent")
    let child = Variable("child")
    var solver = Solver()
    let inset = parent == 20
    try solver.addConstraint(inset)
    try solver.addConstraint(child == parent + 16)
    #expect(solver.dump().contains("<parent - 20 == 0 (required)>: no marker"))
    try solver.setConstant(-44, of: inset)
    #expect(solver.value(of: child) == 60)
    // The first change gave the constraint a dummy; the second is incremental.
    #expect(solver.dump().contains("<parent - 20 == 0 (required)>: marker d"))
    try solver.setConstant(-59, of: inset)
    #expect(solver.value(of: child) == 75)
    var changed: [String] = []
    solver.updateVariables { changed.append($0.name) }
    #expect(changed.sorted() == ["child", "parent"])
  }

  @Test("removing a required equality keeps edit variables and other constraints")
  func removalKeepsEdits() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let pin = x == 10
    try solver.addConstraint(pin)
    try solver.addConstraint((y == x + 1).with(.medium))
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 30)
    solver.updateVariables()
    try solver.removeConstraint(pin)
    #expect(solver.hasEditVariable(y))
    #expect(isClose(solver.value(of: y), 30))
    #expect(isClose(solver.value(of: x), 29))
    try solver.suggestValue(y, 40)
    #expect(isClose(solver.value(of: x), 39))
    #expect(solver.constraintCount == 2)
  }

  @Test("forEachChangedValue reports the changed values once, without storing them")
  func changedValuesWithoutStoring() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(y == x + 10)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 5)
    var reported: [ObjectIdentifier: Double] = [:]
    solver.forEachChangedValue { variable, value in reported[ObjectIdentifier(variable)] = value }
    #expect(reported.count == 2)
    #expect(isClose(reported[ObjectIdentifier(x)] ?? .nan, 5))
    #expect(isClose(reported[ObjectIdentifier(y)] ?? .nan, 15))
    #expect(x.value == 0 && y.value == 0)
    // Each change is reported once: nothing since, for either update.
    var again = 0
    solver.forEachChangedValue { _, _ in again += 1 }
    solver.updateVariables { _ in again += 1 }
    #expect(again == 0)
    try solver.suggestValue(x, 7)
    solver.updateVariables()
    #expect(isClose(x.value, 7) && isClose(y.value, 17))
  }
}
