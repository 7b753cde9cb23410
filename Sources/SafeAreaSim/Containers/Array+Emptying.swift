extension Array {
  /// Removes every element and keeps the storage for the next fill.
  ///
  /// One element at a time: `removeAll(keepingCapacity:)` takes the generic replace-subrange
  /// path, several times the cost for the one or two elements that the containers' bar and
  /// chrome lists usually hold.
  @inline(__always)
  mutating func emptyKeepingStorage() {
    while popLast() != nil {}
  }
}

extension Array where Element: BitwiseCopyable {
  /// Removes every element, keeping the storage when `keepingCapacity` is `true`.
  ///
  /// The same as `removeAll(keepingCapacity:)`, whose generic replace-subrange path costs
  /// about 150 instructions however few elements there are: the layout pass empties several
  /// slot lists per round that usually hold a handful, so a short list is popped (a few
  /// instructions per element, nothing to destroy) and only a long one takes that path.
  @inline(__always)
  mutating func removeAllSlots(keepingCapacity: Bool) {
    if keepingCapacity && count <= 16 {
      while popLast() != nil {}
    } else {
      removeAll(keepingCapacity: keepingCapacity)
    }
  }
}
