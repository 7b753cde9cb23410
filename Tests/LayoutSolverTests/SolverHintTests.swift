import Testing

@testable import LayoutSolver

/// Variables and constraints carry a hint of where their solver keeps them; these check that
/// solvers sharing them, and copies of one solver, still find exactly their own.
@Suite("Solver: variables and constraints shared between solvers")
struct SolverHintTests {
  @Test("two solvers sharing variables and a constraint each keep their own solution")
  func twoSolversShareObjects() throws {
    let x = Variable("x")
    let y = Variable("y")
    let offset = y == x + 5
    var a = Solver()
    var b = Solver()
    try a.addConstraint(x == 10)
    try a.addConstraint(offset)
    try b.addConstraint(x == 20)
    try b.addConstraint(offset)
    #expect(a.value(of: y) == 15)
    #expect(b.value(of: y) == 25)
    #expect(throws: SolverError.duplicateConstraint(offset)) { try a.addConstraint(offset) }

    try a.removeConstraint(offset)
    #expect(!a.hasConstraint(offset))
    #expect(b.hasConstraint(offset))
    #expect(a.variableCount == 1)
    #expect(b.variableCount == 2)
    #expect(b.value(of: y) == 25)
    try a.addConstraint(y == x - 1)
    try a.addConstraint(offset.with(.weak))
    #expect(a.value(of: y) == 9)
    #expect(b.value(of: y) == 25)
    try b.removeConstraint(offset)
    #expect(throws: SolverError.unknownConstraint(offset)) { try b.removeConstraint(offset) }
    #expect(a.constraintCount == 3)
  }

  @Test("a copy of a solver that changes does not disturb the original")
  func copiesDiverge() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let offset = y == x + 5
    var original = Solver()
    try original.addConstraint(x == 10)
    try original.addConstraint(offset)
    var copy = original
    try copy.removeConstraint(offset)  // y leaves the copy
    try copy.addConstraint(z == 7)  // z may take y's symbol in the copy
    try copy.addConstraint(y == 3)
    #expect(copy.value(of: y) == 3)
    #expect(copy.value(of: z) == 7)
    #expect(original.value(of: y) == 15)
    #expect(original.value(of: z) == 0)
    #expect(original.hasConstraint(offset))
    #expect(!copy.hasConstraint(offset))
    try original.setConstant(-8, of: offset)
    #expect(original.value(of: y) == 18)
    #expect(copy.value(of: y) == 3)
    try original.removeConstraint(offset)
    #expect(original.variableCount == 1)
    #expect(copy.variableCount == 3)
  }

  @Test("a solver used alone finds everything through hints, also after a rebuild")
  func hintsSurviveRebuilds() throws {
    let variables = (0..<50).map { Variable("v\($0)") }
    var solver = Solver()
    try solver.addConstraint(variables[0] == 1)
    var links: [Constraint] = []
    for index in 1..<variables.count {
      let link = variables[index] == variables[index - 1] + 2
      links.append(link)
      try solver.addConstraint(link)
    }
    #expect(solver._spilledCounts == (0, 0))
    // A required equality without a marker: removing it rebuilds the tableau.
    try solver.removeConstraint(links[48])
    #expect(solver._rebuildCount == 1)
    #expect(solver._spilledCounts == (0, 0))
    #expect(solver.variableCount == 49)
    #expect(solver.value(of: variables[48]) == 97)
    #expect(solver.hasConstraint(links[20]))
    #expect(!solver.hasConstraint(links[48]))
    try solver.setConstant(-3, of: links[20])
    #expect(solver.value(of: variables[48]) == 98)
  }

  @Test("a variable named with a suffix reads as the two parts joined, in dumps too")
  func suffixedNames() throws {
    let x = Variable("header", suffix: ".minX")
    #expect(x.name == "header.minX")
    #expect(Variable("plain").name == "plain")
    var solver = Solver()
    try solver.addConstraint(x == 3)
    #expect(solver.dump().contains("<header.minX - 3 == 0 (required)>"))
  }

  @Test("a variable named after a part of an owner reads as 'part'(owner) and the suffix")
  func ownedPartNames() throws {
    let x = Variable("UIViewSafeAreaLayoutGuide", of: "root", suffix: ".minX")
    #expect(x.name == "'UIViewSafeAreaLayoutGuide'(root).minX")
    var solver = Solver()
    try solver.addConstraint(x == 3)
    #expect(solver.dump().contains("<'UIViewSafeAreaLayoutGuide'(root).minX - 3 == 0 (required)>"))
  }
}
