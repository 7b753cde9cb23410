import SafeAreaSimFuzzing
import SafeAreaSimScenes
import Testing

@Suite("The fuzzer's scene mutator")
struct SceneMutatorTests {
  @Test("replacing a number keeps the JSON valid and puts an extreme value in its place")
  func replacesOneNumber() throws {
    let scene = #"{"id": "a-1", "frame": [0, -2.5, 393, 8.52e2]}"#
    for seed: UInt32 in 0..<64 {
      let mutated = try #require(
        SceneMutator().replacingNumber(in: Array(scene.utf8), seed: seed, maxSize: 4096))
      let text = String(decoding: mutated, as: UTF8.self)
      guard case .object(let members) = try JSONParser.parse(text),
        case .array(let frame)? = members.first(where: { $0.0 == "frame" })?.1
      else {
        Issue.record("not the scene's shape: \(text)")
        continue
      }
      #expect(members.first?.1 == .string("a-1"), "strings are left alone: \(text)")
      let numbers = frame.compactMap { value -> Double? in
        if case .number(let number) = value { return number }
        return nil
      }
      let original: [Double] = [0, -2.5, 393, 852]
      let kept = zip(numbers, original).filter { $0 == $1 }.count
      let extremes = SceneMutator.extremes.compactMap(Double.init)
      #expect(numbers.count == 4 && kept >= 3, "one number replaced: \(text)")
      #expect(numbers.contains { extremes.contains($0) }, "an extreme value: \(text)")
    }
  }

  @Test("a scene without numbers or too long a result is not mutated")
  func noNumber() {
    let mutator = SceneMutator()
    #expect(mutator.replacingNumber(in: Array(#"{"a": "1"}"#.utf8), seed: 1, maxSize: 100) == nil)
    #expect(mutator.replacingNumber(in: Array("[1]".utf8), seed: 1, maxSize: 2) == nil)
  }

  @Test("the numbers of a constraint string are replaced too, and nothing else in a string")
  func constraintNumbers() throws {
    let scene = #"{"id": "a-1", "constraints": ["a-1.width == 0.5 * b.width + 8 @750"]}"#
    var seen: Set<String> = []
    for seed: UInt32 in 0..<64 {
      let mutated = try #require(
        SceneMutator().replacingNumber(in: Array(scene.utf8), seed: seed, maxSize: 4096))
      let text = String(decoding: mutated, as: UTF8.self)
      guard case .object(let members) = try JSONParser.parse(text),
        case .array(let list)? = members.first(where: { $0.0 == "constraints" })?.1,
        case .string(let constraint)? = list.first
      else {
        Issue.record("not the scene's shape: \(text)")
        continue
      }
      #expect(text.hasPrefix(#"{"id": "a-1", "constraints": ["a-1.width == "#))
      let words = constraint.split(separator: " ")
      seen.insert(words[2] != "0.5" ? "multiplier" : words[6] != "8" ? "constant" : "priority")
    }
    #expect(seen == ["multiplier", "constant", "priority"])
  }
}
