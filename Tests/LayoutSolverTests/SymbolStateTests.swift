import Testing

@testable import LayoutSolver

@Suite("Tableau: per-symbol state in one array of structs")
struct SymbolStateTests {
  @Test("a symbol's state is 40 bytes, so that one symbol spans at most two cache lines")
  func stride() {
    #expect(MemoryLayout<SymbolState>.stride == 40)
  }

  @Test("the field views read and write the fields of the symbol they index, and no other")
  func fieldViews() {
    var tableau = Tableau()
    let first = Int(tableau.newSymbol(.external))
    let second = Int(tableau.newSymbol(.slack))
    tableau.columns[second].count += 2
    tableau.objective[second] = 3.5
    tableau.rowOfSymbol[first] = 7
    tableau.useCounts[first] += 1
    tableau.owners[second] = 4
    tableau.isDirty[first] = true
    #expect(tableau.kinds.count == 2)
    #expect(tableau.kinds[first] == .external && tableau.kinds[second] == .slack)
    #expect(tableau.symbols[second].column.count == 2)
    #expect(tableau.symbols[first].column.count == 0)
    #expect(tableau.symbols[second].objective == 3.5 && tableau.objective[first] == 0)
    #expect(tableau.symbols[first].row == 7 && tableau.rowOfSymbol[second] == -1)
    #expect(tableau.symbols[first].useCount == 1 && tableau.symbols[second].owner == 4)
    #expect(tableau.isDirty[first] && !tableau.isDirty[second])
    #expect(tableau.scratch.allSatisfy { $0 == -1 })
  }

  @Test("a released symbol's id is reused with a fresh owner and use count")
  func reuse() {
    var tableau = Tableau()
    let symbol = tableau.newSymbol(.error)
    tableau.owners[Int(symbol)] = 9
    tableau.releaseSymbol(symbol)
    #expect(tableau.kinds[Int(symbol)] == .unused)
    let again = tableau.newSymbol(.external)
    #expect(again == symbol)
    #expect(tableau.owners[Int(again)] == -1 && tableau.useCounts[Int(again)] == 0)
    #expect(tableau.kinds[Int(again)] == .external)
  }
}
