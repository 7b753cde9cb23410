#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the memory floor's phases, which the deep chain's rows name as their
  /// kernel. Both contain "Deep chain: build" / "Deep chain: teardown", so that a `--filter`
  /// on the chain's phase runs its floor in the same run.
  enum FloorTitle {
    static let build = "Limits: fresh memory per view (Deep chain: build floor)"
    static let release = "Limits: fresh memory released (Deep chain: teardown floor)"
  }

  /// What any build of N views must do with memory and nothing else (issue 14, target 4's
  /// measured limit): N class instances of a view's allocated size, each holding a reference
  /// to the one before (its parent), and per view the store's side entries, each appended to
  /// an array grown as the store grows it. Then all of it is released, iteratively.
  ///
  /// The deep chain's build and teardown rows print their ratio to these.
  mutating func addFreshMemoryFloorBenchmarks() {
    for views in familySizes {
      let state = FreshMemoryFloor()
      add(
        Benchmark(
          title: FloorTitle.build,
          phases: [
            .init(title: FloorTitle.build, nodes: views),
            .init(title: FloorTitle.release, nodes: views),
          ],
          size: views, samples: views >= 1_000_000 ? 5 : views >= 100_000 ? 7 : 21, warmups: 1,
          // A trimmed heap: the warm-up build takes fresh memory from the system, and its
          // faults count it.
          setup: {
            ProcessMemory.trimHeap()
            return state
          },
          run: { state, stopwatch in
            let faults = MinorFaults.count
            stopwatch.measure(0) { state.build(views: views) }
            state.buildFaults.record(MinorFaults.count - faults)
            stopwatch.measure(1) { state.release() }
          },
          notes: {
            let first = Double(state.buildFaults.first) / Double(views)
            let last = Double(state.buildFaults.last) / Double(views)
            return Benchmark.Notes(
              metrics: [
                ("bytes_per_view", Double(FreshMemoryFloor.bytesPerView)),
                ("object_bytes", Double(state.objectBytes)),
                ("view_object_bytes", Double(FreshMemoryFloor.viewObjectBytes)),
                ("first_build_minor_faults_per_view", first),
                ("last_build_minor_faults_per_view", last),
              ],
              text: "Fresh memory floor for \(grouped(views)) views: "
                + "\(FreshMemoryFloor.bytesPerView) bytes per view "
                + "(object \(state.objectBytes) bytes, a View \(FreshMemoryFloor.viewObjectBytes); "
                + "node \(MemoryLayout<FloorNode>.stride), owner "
                + "\(MemoryLayout<UnsafeRawPointer?>.stride), dirty entry "
                + "\(MemoryLayout<Int32>.stride)), "
                + "minor page faults per view \(fixed(first, digits: 3)) in the first build "
                + "(the warm-up), \(fixed(last, digits: 3)) in the last.")
          }))
    }
  }
}

/// The process's minor page faults so far (`getrusage`), for faults per view, and the heap
/// block sizes the floor matches.
enum MinorFaults {
  static var count: Int {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    return Int(usage.ru_minflt)
  }

  /// The usable size of a heap block (glibc's `malloc_usable_size`, looked up at run time: the
  /// Glibc module does not import `malloc.h`), or 0 where it is missing.
  static func usableSize(of block: UnsafeMutableRawPointer) -> Int {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size") else { return 0 }
    return unsafeBitCast(symbol, to: UsableSize.self)(block)
  }
}

/// The minor page faults of a benchmark's first build (fresh memory from the system) and of
/// its last (memory the heap kept from earlier samples).
struct BuildFaults {
  private(set) var first = 0
  private(set) var last = 0
  private var builds = 0

  mutating func record(_ faults: Int) {
    if builds == 0 { first = faults }
    last = faults
    builds += 1
  }
}

/// A stand-in for a view's node: the stride of the store's node struct (184 bytes, pinned by
/// `NodeExtrasTests`), of plain bytes, so that it is copied as the store copies nodes.
struct FloorNode {
  var parent: Int32
  var depth: Int32
  var words: (
    Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
    Int, Int, Int, Int
  ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// The floor's view object: a class instance whose allocation has a `View`'s usable size,
/// holding a strong reference to its parent. Its size is only known at run time, so it is a
/// `ManagedBuffer` whose header is the parent and whose tail pads it to that size.
final class FloorObject: ManagedBuffer<FloorObject?, UInt8> {}

/// A growable array of plain elements whose block grows by `realloc`, doubling, as the view
/// store's slot arrays grow theirs.
struct FloorSlots<Element> {
  private(set) var base: UnsafeMutablePointer<Element>?
  private(set) var count = 0
  private var capacity = 0

  /// Appends `element`, growing the block (doubling, at least 4) when it is full.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity {
      let newCapacity = Swift.max(capacity * 2, 4)
      // Sound: the elements are plain bytes (`FloorNode`, pointers, integers), so moving them
      // is copying them; `realloc` keeps the first `count` and frees the old block.
      guard let memory = realloc(base, newCapacity * MemoryLayout<Element>.stride) else {
        preconditionFailure("Out of memory for \(newCapacity) floor slots.")
      }
      base = memory.bindMemory(to: Element.self, capacity: newCapacity)
      capacity = newCapacity
    }
    (base! + count).initialize(to: element)
    count += 1
  }

  /// Frees the block (the elements are plain bytes: nothing to deinitialize).
  mutating func removeAll() {
    free(base)
    base = nil
    count = 0
    capacity = 0
  }
}

/// The state of the fresh memory floor: what one build made, until it is released.
final class FreshMemoryFloor {
  /// The usable size of a `View`'s allocation (`malloc_usable_size` of a fresh plain view).
  static let viewObjectBytes: Int = {
    let view = View(frame: .zero)
    return withExtendedLifetime(view) {
      MinorFaults.usableSize(of: Unmanaged.passUnretained(view).toOpaque())
    }
  }()

  /// The memory a view takes in the deep chain: its object, its node, its view reference
  /// (`owners`) and its entry in the dirty list.
  static var bytesPerView: Int {
    viewObjectBytes + MemoryLayout<FloorNode>.stride + MemoryLayout<UnsafeRawPointer?>.stride
      + MemoryLayout<Int32>.stride
  }

  /// The tail bytes that bring a floor object's allocation to a view's usable size: the
  /// object's header (metadata, reference counts) and its parent reference come first.
  static let tailBytes = viewObjectBytes - 3 * MemoryLayout<Int>.stride

  /// The deepest object of the chain (each holds its parent), or `nil`.
  private var deepest: FloorObject?
  private var nodes = FloorSlots<FloorNode>()
  private var owners = FloorSlots<UnsafeRawPointer?>()
  private var dirtySlots: [Int32] = []
  /// The minor page faults of the first and the last build.
  var buildFaults = BuildFaults()

  /// The usable size of a floor object's allocation, which must equal a view's.
  var objectBytes: Int {
    let object = FloorObject.create(minimumCapacity: Self.tailBytes) { _ in nil }
    return withExtendedLifetime(object) {
      MinorFaults.usableSize(of: Unmanaged.passUnretained(object).toOpaque())
    }
  }

  /// Makes `views` objects, each the child of the one before, and their side entries.
  ///
  /// The arrays are local while they grow, so that no append pays a dynamic exclusivity
  /// check on the floor's stored properties (the store's own arrays pay none either).
  @inline(never)
  func build(views: Int) {
    var nodes = FloorSlots<FloorNode>()
    var owners = FloorSlots<UnsafeRawPointer?>()
    var dirtySlots: [Int32] = []
    var parent: FloorObject? = nil
    for slot in 0..<views {
      let object = unsafeDowncast(
        FloorObject.create(minimumCapacity: Self.tailBytes) { _ in parent },
        to: FloorObject.self)
      nodes.append(FloorNode(parent: Int32(truncatingIfNeeded: slot - 1), depth: Int32(slot)))
      owners.append(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()))
      dirtySlots.append(Int32(truncatingIfNeeded: slot))
      parent = object
    }
    // The work reached every view: one node, owner and dirty entry each.
    precondition(nodes.count == views && owners.count == views && dirtySlots.count == views)
    self.deepest = parent
    self.nodes = nodes
    self.owners = owners
    self.dirtySlots = dirtySlots
  }

  /// Releases everything, from the deepest object up: each object's parent reference is taken
  /// out before the object goes, so no release chain recurses.
  @inline(never)
  func release() {
    var released = 0
    var current = deepest.take()
    while let object = current {
      // Through the header's pointer: `header` itself pays a dynamic exclusivity check.
      current = object.withUnsafeMutablePointerToHeader { $0.pointee.take() }
      released += 1
    }
    precondition(released == nodes.count, "The floor did not release every object.")
    nodes.removeAll()
    owners.removeAll()
    dirtySlots = []
  }
}
