#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A per-slot array of a ``ViewStore`` (its nodes, their views, their extras): a growable
/// array whose accesses the compiler proves exclusive, so none is checked at run time.
///
/// A class's stored `var` of array type is checked for exclusivity at run time on every
/// access (about 90 instructions for each begin and end). The store holds this struct in a
/// `let` instead, and every accessor is `nonmutating`: it reaches the elements through a
/// pointer held by one final class (``SlotArray/Storage``), whose pointer and count are only
/// ever read or assigned whole.
///
/// The elements are not copied on write: a copy of the struct names the same elements.
/// Growing or emptying the array while a caller holds its buffer
/// (``withUnsafeMutableBufferPointer(_:)``) would leave that caller's pointer dangling; debug
/// builds count the borrows and stop such a change with an assertion (an array property would
/// have trapped at run time instead). The subscript reads the current buffer at each access,
/// so it stays valid across growth.
struct SlotArray<Element> {
  /// The one owner of the elements.
  private let storage = Storage()

  /// The number of elements.
  @inline(__always)
  var count: Int { storage.count }

  /// Whether the array holds no element.
  var isEmpty: Bool { storage.count == 0 }

  /// The valid indices, `0..<count`.
  var indices: Range<Int> { 0..<storage.count }

  /// The element at `index`, which must be below ``count``.
  @inline(__always)
  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < storage.count, "Slot index out of range")
      return UnsafePointer(storage.base + index)
    }
    nonmutating unsafeMutableAddress {
      precondition(index >= 0 && index < storage.count, "Slot index out of range")
      return storage.base + index
    }
  }

  /// Appends an element.
  @inline(__always)
  func append(_ element: Element) {
    let count = storage.count
    if count == storage.capacity { storage.grow(toAtLeast: count + 1) }
    (storage.base + count).initialize(to: element)
    storage.count = count + 1
  }

  /// Appends `count` copies of an element.
  func append(contentsOf elements: Repeated<Element>) {
    let count = storage.count
    let newCount = count + elements.count
    if newCount > storage.capacity { storage.grow(toAtLeast: newCount) }
    (storage.base + count).initialize(repeating: elements.repeatedValue, count: elements.count)
    storage.count = newCount
  }

  /// Removes every element and frees the memory.
  func removeAll() {
    storage.assertNotBorrowed()
    // An array that never had memory points at a placeholder, which is not freed.
    guard storage.capacity > 0 else { return }
    storage.base.deinitialize(count: storage.count)
    storage.count = 0
    Storage.deallocateBlock(storage.base)
    storage.base = Storage.noMemory
    storage.capacity = 0
  }

  /// Calls `body` with the elements' buffer, which is valid only during the call: `body` must
  /// not add or remove elements (debug builds check it).
  @inline(__always)
  func withUnsafeMutableBufferPointer<Result, Failure>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    assert(storage.beginBorrow())
    defer { assert(storage.endBorrow()) }
    return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
  }

  /// Calls `body` with the elements' buffer, read only, which is valid only during the call.
  @inline(__always)
  func withUnsafeBufferPointer<Result, Failure>(
    _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    assert(storage.beginBorrow())
    defer { assert(storage.endBorrow()) }
    return try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
  }
}

extension SlotArray {
  /// The memory of a slot array.
  final class Storage {
    // Only ever read or assigned whole (never inout), so no two accesses can overlap; the
    // elements it points at are reached through the pointer, which no access check covers.
    @exclusivity(unchecked) fileprivate var base: UnsafeMutablePointer<Element>
    // Only ever read or assigned whole (never inout), so no two accesses can overlap.
    @exclusivity(unchecked) fileprivate var count = 0
    // Only ever read or assigned whole (never inout), so no two accesses can overlap.
    @exclusivity(unchecked) fileprivate var capacity = 0
    // Only ever read or assigned whole (never inout), so no two accesses can overlap.
    /// The number of buffers lent out (debug builds only: assertions update it).
    @exclusivity(unchecked) private var borrows = 0

    init() {
      base = Self.noMemory
    }

    /// Where a storage without memory points: an aligned address that is never dereferenced
    /// (the count is 0 while the capacity is).
    @inline(__always)
    fileprivate static var noMemory: UnsafeMutablePointer<Element> {
      let address = MemoryLayout<Element>.alignment
      guard let pointer = UnsafeMutablePointer<Element>(bitPattern: address) else {
        preconditionFailure("An aligned address is never null.")
      }
      return pointer
    }

    deinit {
      if capacity > 0 {
        base.deinitialize(count: count)
        Self.deallocateBlock(base)
      }
    }

    /// Whether the elements live in memory of the C allocator, which `realloc` can grow in
    /// place: elements without references or other ownership (a view's node, an unmanaged
    /// reference, a number) can be moved by copying their bytes, which is all `realloc` does,
    /// and `malloc` aligns them well enough. Known when the type is specialized. (`_isPOD` is
    /// the standard library's own test for such types: there is no run-time check for
    /// `BitwiseCopyable` of a generic parameter.)
    @inline(__always)
    private static var growsInPlace: Bool {
      _isPOD(Element.self) && MemoryLayout<Element>.alignment <= 16
    }

    /// Moves the elements to memory for at least `minimumCapacity` of them.
    ///
    /// Plain elements are grown with `realloc`: a large block (the node array of a big tree)
    /// is then moved by remapping its pages, not by copying it into fresh pages that each
    /// fault in on first touch, which is most of what building a million views cost beyond
    /// its instructions.
    @inline(never)
    fileprivate func grow(toAtLeast minimumCapacity: Int) {
      assertNotBorrowed()
      let newCapacity = Swift.max(minimumCapacity, capacity * 2, 4)
      if Self.growsInPlace {
        let (bytes, overflows) = newCapacity.multipliedReportingOverflow(
          by: MemoryLayout<Element>.stride)
        precondition(!overflows, "A slot array's size overflows.")
        // `realloc` of the placeholder would be undefined: a first block is allocated.
        let old: UnsafeMutableRawPointer? = capacity > 0 ? UnsafeMutableRawPointer(base) : nil
        // Sound: the elements are plain bytes (see `growsInPlace`), so moving them is copying
        // them, and the old block is not used again; `realloc` keeps the first `count`.
        guard let memory = realloc(old, bytes) else {
          preconditionFailure("Out of memory for \(newCapacity) slots.")
        }
        base = memory.bindMemory(to: Element.self, capacity: newCapacity)
        capacity = newCapacity
        return
      }
      let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
      if capacity > 0 {
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
      }
      base = newBase
      capacity = newCapacity
    }

    /// Frees a block of elements (already deinitialized) with the allocator that made it.
    @inline(__always)
    fileprivate static func deallocateBlock(_ base: UnsafeMutablePointer<Element>) {
      if growsInPlace {
        // From `realloc` (see `grow(toAtLeast:)`).
        free(UnsafeMutableRawPointer(base))
      } else {
        base.deallocate()
      }
    }

    fileprivate func assertNotBorrowed() {
      assert(borrows == 0, "A slot array changed size while its buffer was borrowed.")
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
