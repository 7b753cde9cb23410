/// A hash table from object identities to objects: the engine's items by their view, guide or
/// variable.
///
/// `Dictionary<ObjectIdentifier, _>` hashes each key with the seeded SipHash of `Hasher`,
/// which costs more than the lookup itself when the engine maps every solved variable back to
/// its item. Here a key's slot is its address times a Fibonacci constant (the top bits), the
/// table probes linearly, stays at most half full, and a removal shifts the following entries
/// back, so no tombstones pile up. Each slot holds its key and its value together, so that a
/// lookup reads one cache line, not one in an array of keys and another in an array of values.
struct IdentityTable<Value: AnyObject> {
  /// One slot: a key's address (0 marks an empty slot: no object lives at address 0) and
  /// its value.
  private struct Entry {
    var address: UInt = 0
    var value: Value?
  }

  private var entries: [Entry] = []
  /// `64 - log2(capacity)`: the hash keeps the product's top bits.
  private var shift = 64
  /// The number of entries.
  private(set) var count = 0

  /// The value stored for an object's identity, `nil` if none; setting `nil` removes it.
  subscript(key: ObjectIdentifier) -> Value? {
    get { self[address: UInt(bitPattern: key)] }
    set {
      if let newValue {
        insert(newValue, for: UInt(bitPattern: key))
      } else {
        remove(UInt(bitPattern: key))
      }
    }
  }

  private subscript(address address: UInt) -> Value? {
    guard count > 0 else { return nil }
    let mask = entries.count - 1
    var index = home(of: address)
    while true {
      let stored = entries[index].address
      if stored == address { return entries[index].value }
      if stored == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Every value, in no particular order.
  var allValues: [Value] {
    entries.compactMap { $0.value }
  }

  /// Adds the entries of `other` whose keys are not in this table.
  mutating func merge(_ other: IdentityTable) {
    for entry in other.entries where entry.address != 0 {
      guard let value = entry.value, self[address: entry.address] == nil else { continue }
      insert(value, for: entry.address)
    }
  }

  private func home(of address: UInt) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  private mutating func insert(_ value: Value, for address: UInt) {
    if (count + 1) * 2 > entries.count { grow() }
    let mask = entries.count - 1
    var index = home(of: address)
    while true {
      let stored = entries[index].address
      if stored == address {
        entries[index].value = value
        return
      }
      if stored == 0 {
        entries[index] = Entry(address: address, value: value)
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ address: UInt) {
    guard count > 0 else { return }
    let mask = entries.count - 1
    var hole = home(of: address)
    while entries[hole].address != address {
      if entries[hole].address == 0 { return }
      hole = (hole + 1) & mask
    }
    entries[hole] = Entry()
    count -= 1
    // Backward-shift deletion: move up each later entry of the run whose home slot does not
    // lie cyclically in (hole, index].
    var index = hole
    while true {
      index = (index + 1) & mask
      let stored = entries[index].address
      if stored == 0 { return }
      let wanted = home(of: stored)
      let staysPut =
        hole <= index ? (hole < wanted && wanted <= index) : (hole < wanted || wanted <= index)
      if staysPut { continue }
      entries.swapAt(hole, index)
      hole = index
    }
  }

  /// Doubles the capacity, moving each value across without retaining it again.
  private mutating func grow() {
    let capacity = Swift.max(16, entries.count * 2)
    var old = [Entry](repeating: Entry(), count: capacity)
    swap(&old, &entries)
    shift = 64 - capacity.trailingZeroBitCount
    let mask = capacity - 1
    for index in old.indices where old[index].address != 0 {
      let address = old[index].address
      var slot = home(of: address)
      while entries[slot].address != 0 { slot = (slot + 1) & mask }
      entries[slot].address = address
      swap(&entries[slot].value, &old[index].value)
    }
  }
}
