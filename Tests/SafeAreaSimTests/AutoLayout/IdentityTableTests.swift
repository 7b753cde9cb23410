import Testing

@testable import SafeAreaSim

@Suite("The engine's identity table")
struct IdentityTableTests {
  final class Box {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test("inserts, replacements and removals agree with a dictionary over seeded operations")
  func agreesWithDictionary() {
    var generator = SplitMix64(seed: 7)
    // A pool of live objects: the table keys identities, so its objects must stay alive.
    let pool = (0..<300).map { Box($0) }
    var table = IdentityTable<Box>()
    var reference: [ObjectIdentifier: Box] = [:]
    for step in 0..<20_000 {
      let key = pool[Int.random(in: 0..<pool.count, using: &generator)]
      let id = ObjectIdentifier(key)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0, 1:
        let value = pool[Int.random(in: 0..<pool.count, using: &generator)]
        table[id] = value
        reference[id] = value
      default:
        table[id] = nil
        reference[id] = nil
      }
      if step % 97 == 0 {
        #expect(table.count == reference.count, "step \(step)")
        let wrong = pool.filter {
          table[ObjectIdentifier($0)] !== reference[ObjectIdentifier($0)]
        }
        #expect(wrong.isEmpty, "step \(step): \(wrong.map(\.number))")
      }
    }
    #expect(table.count == reference.count)
    #expect(table.allValues.count == reference.count)
  }

  @Test("removing every entry leaves every other entry findable, in a table that grew")
  func removalKeepsRuns() {
    let boxes = (0..<5_000).map { Box($0) }
    var table = IdentityTable<Box>()
    for box in boxes { table[ObjectIdentifier(box)] = box }
    for box in boxes where box.number % 3 == 0 { table[ObjectIdentifier(box)] = nil }
    #expect(table.count == boxes.count - (boxes.count + 2) / 3)
    let wrong = boxes.filter { box in
      (table[ObjectIdentifier(box)] === box) != (box.number % 3 != 0)
    }
    #expect(wrong.isEmpty, "\(wrong.map(\.number))")
    var merged = IdentityTable<Box>()
    merged[ObjectIdentifier(boxes[1])] = boxes[2]
    merged.merge(table)
    #expect(merged.count == table.count)
    #expect(merged[ObjectIdentifier(boxes[1])] === boxes[2])
    #expect(merged[ObjectIdentifier(boxes[4])] === boxes[4])
  }
}
