/// The node array of a ``ViewStore``: a growable array of ``ViewNode`` whose accesses the
/// compiler proves exclusive, so none is checked at run time.
///
/// A class's stored `var` of array type is checked for exclusivity at run time on every
/// access (about 90 instructions for each begin and end). The store holds this struct in a
/// `let` instead, and every accessor is `nonmutating`: it reaches the elements through a
/// pointer held by one final class (``NodeArray/Storage``), whose pointer and count are only
/// ever read or assigned whole.
///
/// The elements are not copied on write: a copy of the struct names the same nodes. Growing or
/// emptying the array while a caller holds its buffer (``withUnsafeMutableBufferPointer(_:)``)
/// would leave that caller's pointer dangling; debug builds count the borrows and stop such a
/// change with an assertion (an array property would have trapped at run time instead).
struct NodeArray {
  /// The one owner of the nodes.
  private let storage = Storage()

  /// The number of nodes.
  @inline(__always)
  var count: Int { storage.count }

  /// Whether the array holds no node.
  var isEmpty: Bool { storage.count == 0 }

  /// The valid indices, `0..<count`.
  var indices: Range<Int> { 0..<storage.count }

  /// The node at `index`, which must be below ``count``.
  @inline(__always)
  subscript(index: Int) -> ViewNode {
    unsafeAddress {
      precondition(index >= 0 && index < storage.count, "Node index out of range")
      return UnsafePointer(storage.base + index)
    }
    nonmutating unsafeMutableAddress {
      precondition(index >= 0 && index < storage.count, "Node index out of range")
      return storage.base + index
    }
  }

  /// Appends a node.
  @inline(__always)
  func append(_ node: ViewNode) {
    let count = storage.count
    if count == storage.capacity { storage.grow(toAtLeast: count + 1) }
    (storage.base + count).initialize(to: node)
    storage.count = count + 1
  }

  /// Appends `count` copies of a node.
  func append(contentsOf nodes: Repeated<ViewNode>) {
    let count = storage.count
    let newCount = count + nodes.count
    if newCount > storage.capacity { storage.grow(toAtLeast: newCount) }
    (storage.base + count).initialize(repeating: nodes.repeatedValue, count: nodes.count)
    storage.count = newCount
  }

  /// Removes every node and frees the memory.
  func removeAll() {
    storage.assertNotBorrowed()
    storage.base.deinitialize(count: storage.count)
    storage.count = 0
    storage.base.deallocate()
    storage.base = Storage.noMemory
    storage.capacity = 0
  }

  /// Calls `body` with the nodes' buffer, which is valid only during the call: `body` must not
  /// add or remove nodes (debug builds check it).
  @inline(__always)
  func withUnsafeMutableBufferPointer<Result, Failure>(
    _ body: (UnsafeMutableBufferPointer<ViewNode>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    assert(storage.beginBorrow())
    defer { assert(storage.endBorrow()) }
    return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
  }

  /// Calls `body` with the nodes' buffer, read only, which is valid only during the call.
  @inline(__always)
  func withUnsafeBufferPointer<Result, Failure>(
    _ body: (UnsafeBufferPointer<ViewNode>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    assert(storage.beginBorrow())
    defer { assert(storage.endBorrow()) }
    return try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
  }
}

extension NodeArray {
  /// The memory of a node array.
  final class Storage {
    // Only ever read or assigned whole (never inout), so no two accesses can overlap; the
    // nodes it points at are reached through the pointer, which no access check covers.
    @exclusivity(unchecked) fileprivate var base: UnsafeMutablePointer<ViewNode>
    // Only ever read or assigned whole (never inout), so no two accesses can overlap.
    @exclusivity(unchecked) fileprivate var count = 0
    // Only ever read or assigned whole (never inout), so no two accesses can overlap.
    @exclusivity(unchecked) fileprivate var capacity = 0
    /// The number of buffers lent out (debug builds only: assertions update it).
    // Only ever read or assigned whole (never inout), so no two accesses can overlap.
    @exclusivity(unchecked) private var borrows = 0

    init() {
      base = Self.noMemory
    }

    /// Where a storage without memory points: an aligned address that is never dereferenced
    /// (the count is 0 while the capacity is).
    @inline(__always)
    fileprivate static var noMemory: UnsafeMutablePointer<ViewNode> {
      let address = MemoryLayout<ViewNode>.alignment
      guard let pointer = UnsafeMutablePointer<ViewNode>(bitPattern: address) else {
        preconditionFailure("An aligned address is never null.")
      }
      return pointer
    }

    deinit {
      if capacity > 0 {
        base.deinitialize(count: count)
        base.deallocate()
      }
    }

    /// Moves the nodes to memory for at least `minimumCapacity` of them.
    @inline(never)
    fileprivate func grow(toAtLeast minimumCapacity: Int) {
      assertNotBorrowed()
      let newCapacity = Swift.max(minimumCapacity, capacity * 2, 4)
      let newBase = UnsafeMutablePointer<ViewNode>.allocate(capacity: newCapacity)
      if capacity > 0 {
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
      }
      base = newBase
      capacity = newCapacity
    }

    fileprivate func assertNotBorrowed() {
      assert(borrows == 0, "The node array changed size while its buffer was borrowed.")
    }

    /// Counts a borrow; returns `true` (it runs inside `assert`).
    fileprivate func beginBorrow() -> Bool {
      borrows = borrows + 1
      return true
    }

    /// Ends a borrow; returns `true` (it runs inside `assert`).
    fileprivate func endBorrow() -> Bool {
      borrows = borrows - 1
      return true
    }
  }
}
