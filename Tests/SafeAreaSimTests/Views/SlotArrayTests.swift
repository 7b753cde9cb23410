import Testing

@testable import SafeAreaSim

/// A slot array of plain elements grows with `realloc` (see `SlotArray.Storage`); one of
/// elements with references grows by moving them. Both keep their elements in order through
/// every growth, and an emptied array grows again from nothing.
@Suite("Slot arrays")
struct SlotArrayTests {
  @Test("plain elements keep their values through every growth, and after being emptied")
  func plainElementsSurviveGrowth() {
    let array = SlotArray<ViewNode>()
    for index in 0..<5_000 {
      array.append(ViewNode(frame: Rect(x: Double(index), y: 0, width: 1, height: 1)))
    }
    #expect(array.count == 5_000)
    #expect(array.indices.allSatisfy { array[$0].frame.origin.x == Double($0) })
    array.removeAll()
    #expect(array.isEmpty)
    array.append(contentsOf: repeatElement(ViewNode(frame: .zero), count: 300))
    array[299].depth = 7
    #expect(array.count == 300 && array[299].depth == 7 && array[0].depth == 0)
  }

  @Test("elements with references keep them through every growth")
  func referencesSurviveGrowth() {
    let array = SlotArray<View?>()
    let views = (0..<1_000).map { View(name: "view \($0)") }
    for view in views { array.append(view) }
    #expect(array.indices.allSatisfy { array[$0] === views[$0] })
    array.removeAll()
    #expect(array.isEmpty)
  }
}
