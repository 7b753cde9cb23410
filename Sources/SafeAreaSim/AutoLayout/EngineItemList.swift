/// The items an installed constraint uses, in the order they were added: usually one or
/// two, held inline.
///
/// An array would be one more heap object per active constraint, kept for as long as the
/// constraint is active; with two inline slots, a constraint between two items (a view and
/// its parent's guide, the common case) allocates nothing for them. Items past the second
/// (offsets through intermediate views) go to an array.
struct EngineItemList: Sequence {
  private var first: EngineItem?
  private var second: EngineItem?
  private var more: [EngineItem] = []

  /// An empty list.
  init() {}

  /// How many items the list holds.
  var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + more.count }

  /// Adds an item at the end.
  mutating func append(_ item: EngineItem) {
    if first == nil {
      first = item
    } else if second == nil {
      second = item
    } else {
      more.append(item)
    }
  }

  /// Removes the items that match, keeping the others in order; returns how many it removed.
  ///
  /// Allocates nothing when the kept items fit the inline slots (a guide's tie to its view
  /// keeps one item of two).
  @discardableResult
  mutating func removeAll(where shouldRemove: (EngineItem) -> Bool) -> Int {
    let old = self
    self = EngineItemList()
    var removed = 0
    for item in old {
      if shouldRemove(item) { removed += 1 } else { append(item) }
    }
    return removed
  }

  func makeIterator() -> Iterator {
    Iterator(list: self)
  }

  /// Walks the inline slots, then the array.
  struct Iterator: IteratorProtocol {
    let list: EngineItemList
    var index = 0

    mutating func next() -> EngineItem? {
      defer { index += 1 }
      switch index {
      case 0: return list.first
      case 1: return list.first == nil ? nil : list.second
      default:
        let position = index - 2
        guard list.second != nil, position < list.more.count else { return nil }
        return list.more[position]
      }
    }
  }
}
