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
