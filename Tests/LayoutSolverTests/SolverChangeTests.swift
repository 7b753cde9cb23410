import LayoutSolver
import Testing

@Suite("Solver: required equalities that allow changes")
struct SolverAllowingChangesTests {
  @Test("a required equality added allowing changes has a dummy and never rebuilds")
  func constantChangesAreIncremental() throws {
    let view = Variable("view")
    let guide = Variable("guide")
    let child = Variable("child")
    var solver = Solver()
    try solver.addConstraint(view == 10)
    let inset = guide == view + 20
    try solver.addConstraint(inset, allowingChanges: true)
    try solver.addConstraint(child == guide + 8)
    #expect(solver.dump().contains("<guide - view - 20 == 0 (required)>: marker d"))
    try solver.setConstant(-44, of: inset)
    #expect(solver.value(of: guide) == 54)
    #expect(solver.value(of: child) == 62)
    try solver.setConstant(-0, of: inset)
    #expect(solver.value(of: child) == 18)
    try solver.removeConstraint(inset)
    #expect(solver._rebuildCount == 0)
    #expect(solver.constraintCount == 2)
    // Without the constraint, guide and child are free: both solutions keep child == guide + 8.
    #expect(isClose(solver.value(of: child) - solver.value(of: guide), 8))
  }

  @Test("the same changes on a dummy-less equality rebuild, with the same result")
  func defaultRebuilds() throws {
    let guide = Variable("guide")
    let child = Variable("child")
    var solver = Solver()
    let inset = guide == 20
    try solver.addConstraint(inset)
    try solver.addConstraint(child == guide + 8)
    try solver.setConstant(-44, of: inset)
    #expect(solver._rebuildCount == 1)
    #expect(solver.value(of: child) == 52)
  }

  @Test("a refused constant leaves a dummy-marked equality unchanged")
  func refusedConstant() throws {
    let x = Variable("x")
    var solver = Solver()
    let pin = x == 10
    try solver.addConstraint(pin, allowingChanges: true)
    try solver.addConstraint(x <= 20)
    let before = solver.dump()
    #expect(throws: SolverError.self) { try solver.setConstant(-30, of: pin) }
    #expect(solver.dump() == before)
    #expect(solver._rebuildCount == 0)
  }

  @Test("a chain of equalities allowing changes matches a fresh solver after every change")
  func chainStaysCorrect() throws {
    let count = 40
    let x = (0..<count).map { Variable("x\($0)") }
    var links = [x[0] == 5]
    for index in 1..<count { links.append(x[index] == x[index - 1] + Double(index)) }
    var constants = links.map(\.expression.constant)
    var solver = Solver()
    for link in links { try solver.addConstraint(link, allowingChanges: true) }
    var random = SplitMix64(seed: 7)
    var live = Array(links.indices)
    for step in 0..<30 {
      let index = live.randomElement(using: &random) ?? 0
      if step % 5 == 4 {
        try solver.removeConstraint(links[index])
        live.removeAll { $0 == index }
      } else {
        constants[index] = Double(Int.random(in: -50...50, using: &random))
        try solver.setConstant(constants[index], of: links[index])
      }
      var fresh = Solver()
      for kept in live {
        let link = links[kept]
        try fresh.addConstraint(
          Constraint(
            Expression(link.expression.terms, constant: constants[kept]), .equal))
      }
      for variable in x where !fresh.isAmbiguous(variable) {
        #expect(isClose(solver.value(of: variable), fresh.value(of: variable)))
      }
    }
    #expect(solver._rebuildCount == 0)
  }

  @Test("layout guides of 2,000 views cost one dummy cell per dependent row")
  func guidesStayLinear() throws {
    let count = 2_000
    var solver = Solver()
    let root = Variable("root")
    try solver.addConstraint(root == 0)
    var insets: [Constraint] = []
    var pairs: [(view: Variable, guide: Variable)] = []
    var parentGuide = root
    for index in 0..<count {
      let view = Variable("view\(index)")
      let guide = Variable("guide\(index)")
      let child = Variable("child\(index)")
      // Views hang off their parent's guide; each guide is inset from its view.
      try solver.addConstraint(view == parentGuide + 1)
      let inset = guide == view + 2
      try solver.addConstraint(inset, allowingChanges: true)
      try solver.addConstraint(child == guide + 3)
      insets.append(inset)
      pairs.append((view, guide))
      parentGuide = index % 4 == 3 ? root : guide
    }
    // Each row holds at most the dummies of its own and its ancestors' guides (depth <= 4).
    #expect(solver._cellCount <= 5 * 3 * count)
    for inset in insets { try solver.setConstant(-7, of: inset) }
    #expect(solver._rebuildCount == 0)
    #expect(pairs.allSatisfy { solver.value(of: $0.guide) - solver.value(of: $0.view) == 7 })
    // The fourth view hangs off the third's guide: 0 + (1 + 7) * 3 + 1.
    #expect(solver.value(of: pairs[3].view) == 25)
  }
}

@Suite("Solver: removing several constraints")
struct SolverBatchRemovalTests {
  @Test("removing a subtree of required equalities rebuilds once")
  func subtreeRebuildsOnce() throws {
    let count = 200
    let root = Variable("root")
    var solver = Solver()
    try solver.addConstraint(root == 100)
    var subtree: [Constraint] = []
    var kept: [(Variable, Double)] = []
    for index in 0..<count {
      let leaf = Variable("leaf\(index)")
      let pin = leaf == root + Double(index)
      try solver.addConstraint(pin)
      if index % 2 == 0 {
        subtree.append(pin)
        subtree.append((leaf >= 0).with(.weak))
        try solver.addConstraint(subtree[subtree.count - 1])
      } else {
        kept.append((leaf, 100 + Double(index)))
      }
    }
    try solver.removeConstraints(subtree)
    #expect(solver._rebuildCount == 1)
    #expect(solver.constraintCount == 1 + count / 2)
    for (leaf, expected) in kept { #expect(solver.value(of: leaf) == expected) }
    #expect(subtree.allSatisfy { !solver.hasConstraint($0) })
  }

  @Test("removing constraints that all have markers is incremental")
  func markedRemovalIsIncremental() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let low = x >= 10
    let pull = (x == 0).with(.weak)
    let pin = y == x + 1
    try solver.addConstraint(pin, allowingChanges: true)
    try solver.addConstraint(low)
    try solver.addConstraint(pull)
    try solver.addConstraint((x == 50).with(.medium))
    #expect(solver.value(of: y) == 51)
    try solver.removeConstraints([pin, low, pin])
    #expect(solver._rebuildCount == 0)
    #expect(solver.constraintCount == 2)
    #expect(isClose(solver.value(of: x), 50))
  }

  @Test("an unknown constraint in the list removes nothing and is named")
  func allOrNothing() throws {
    let x = Variable("x")
    var solver = Solver()
    let pin = x == 10
    let bound = x <= 20
    try solver.addConstraint(pin)
    try solver.addConstraint(bound)
    let stranger = x == 3
    let before = solver.dump()
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.removeConstraints([pin, stranger, bound])
    }
    #expect(solver.dump() == before)
    #expect(solver.constraintCount == 2)
  }

  @Test("removing every constraint leaves an empty solver")
  func removeAll() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let all = [x == 10, y == x + 5, (y <= 3).with(.strong)]
    for constraint in all { try solver.addConstraint(constraint) }
    try solver.removeConstraints(all)
    #expect(solver.constraintCount == 0)
    #expect(solver.rowCount == 0)
    #expect(solver.variableCount == 0)
  }

  /// A guide's edge `g == c` (allowing changes) with 0 to 7 views pinned to it: its marker's
  /// column holds one cell per view, and a change walks it from both ends.
  @Test("changing a constant moves every row of its marker's column, odd and even lengths")
  func shiftReachesEveryRow() throws {
    for count in 0..<8 {
      let guide = Variable("g")
      let views = (0..<count).map { Variable("v\($0)") }
      var solver = Solver()
      let edge = guide == 20
      try solver.addConstraint(edge, allowingChanges: true)
      for (index, view) in views.enumerated() {
        try solver.addConstraint(view == guide + Double(index), allowingChanges: true)
      }
      try solver.setConstant(-44, of: edge)
      #expect(solver._rebuildCount == 0)
      #expect(solver.value(of: guide) == 44)
      #expect(views.enumerated().allSatisfy { solver.value(of: $1) == Double(44 + $0) })
    }
  }
}
