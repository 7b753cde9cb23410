import LayoutSolver
import Testing

@testable import SafeAreaSim

@Suite("The items of an installed constraint")
struct EngineItemListTests {
  @Test("appends past the inline slots and removals keep the others in order")
  func appendsAndRemovesInOrder() {
    let items = (0..<5).map { index in EngineItem(view: View(name: "v\(index)")) }
    var list = EngineItemList()
    #expect(list.count == 0)
    #expect(Array(list).isEmpty)
    for (count, item) in items.enumerated() {
      list.append(item)
      #expect(list.count == count + 1)
      #expect(Array(list).map(ObjectIdentifier.init) == items[...count].map(ObjectIdentifier.init))
    }
    // Removing the first inline item moves the others forward, the array's included.
    list.removeAll { $0 === items[0] || $0 === items[3] }
    let expected = [items[1], items[2], items[4]]
    #expect(list.count == 3)
    #expect(Array(list).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    list.removeAll { _ in true }
    #expect(list.count == 0)
    #expect(Array(list).isEmpty)
  }

  @Test("a guide's item names its variables after the guide and its view, as diagnostics do")
  func guideVariableNames() {
    let view = View(name: "header")
    let item = EngineItem(guide: view.safeAreaLayoutGuide)
    #expect(item.minX.name == "'UIViewSafeAreaLayoutGuide'(header).minX")
    #expect(item.minY.name == "'UIViewSafeAreaLayoutGuide'(header).minY")
    #expect(item.width.name == "'UIViewSafeAreaLayoutGuide'(header).Width")
    #expect(item.height.name == "'UIViewSafeAreaLayoutGuide'(header).Height")
    let custom = EngineItem(guide: LayoutGuide())
    #expect(custom.minX.name == "'UILayoutGuide'(?).minX")
    #expect(item.minX.name.hasPrefix(LayoutItem.guide(view.safeAreaLayoutGuide).displayName))
  }
}
