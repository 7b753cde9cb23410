/// Returns the candidate closest to `word` by edit distance, when it is close enough to be a
/// likely misspelling: at most a third of the longer word's length, and at most 4 edits. When
/// none is, a word of at least three characters that begins exactly one candidate is taken for
/// a shortened name of it (`"triple"` for `"tripleColumn"`).
///
/// Scene validation and device lookup use it for their "Did you mean ...?" suggestions.
///
/// - Parameters:
///   - word: What the user wrote.
///   - candidates: The valid spellings.
///   - normalize: Applied to both sides before comparing (for example, lowercasing).
/// - Returns: The candidate as written in `candidates`, or `nil`.
package func closestMatch(
  to word: String, among candidates: [String], normalize: (String) -> String = { $0 }
) -> String? {
  let target = Array(normalize(word))
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let other = Array(normalize(candidate))
    let distance = editDistance(target, other)
    let limit = Swift.min(4, Swift.max(1, Swift.max(target.count, other.count) / 3))
    guard distance <= limit else { continue }
    if distance < (best?.distance ?? Int.max) {
      best = (candidate, distance)
    }
  }
  if let best { return best.candidate }
  guard target.count >= 3 else { return nil }
  let shortened = candidates.filter { Array(normalize($0)).starts(with: target) }
  return shortened.count == 1 ? shortened[0] : nil
}

/// The optimal-string-alignment distance between two sequences: insertions, deletions,
/// substitutions and transpositions of neighbours each cost 1 (`"lsit"` is 1 from `"list"`).
package func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var twoBack = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = Swift.min(current[j], twoBack[j - 2] + 1)
      }
    }
    (twoBack, previous, current) = (previous, current, twoBack)
  }
  return previous[b.count]
}
