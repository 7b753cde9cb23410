/// A hash table from object identities to objects: the engine's items by their view, guide or
/// variable.
///
/// `Dictionary<ObjectIdentifier, _>` hashes each key with the seeded SipHash of `Hasher`,
/// which costs more than the lookup itself when the engine maps every solved variable back to
/// its item. Here a key's slot is its address times a Fibonacci constant (the top bits), the
/// table probes linearly, stays at most half full, and a removal shifts the following entries
/// back, so no tombstones pile up.
struct IdentityTable<Value: AnyObject> {
  /// The keys' addresses; 0 marks an empty slot (no object lives at address 0).
  private var keys: [UInt] = []
  private var values: [Value?] = []
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
    let mask = keys.count - 1
    var index = home(of: address)
    while true {
      let stored = keys[index]
      if stored == address { return values[index] }
      if stored == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Every value, in no particular order.
  var allValues: [Value] {
    values.compactMap { $0 }
  }

  /// Adds the entries of `other` whose keys are not in this table.
  mutating func merge(_ other: IdentityTable) {
    for (index, address) in other.keys.enumerated() where address != 0 {
      guard let value = other.values[index], self[address: address] == nil else { continue }
      insert(value, for: address)
    }
  }

  private func home(of address: UInt) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  private mutating func insert(_ value: Value, for address: UInt) {
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var index = home(of: address)
    while true {
      let stored = keys[index]
      if stored == address {
        values[index] = value
        return
      }
      if stored == 0 {
        keys[index] = address
        values[index] = value
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ address: UInt) {
    guard count > 0 else { return }
    let mask = keys.count - 1
    var hole = home(of: address)
    while keys[hole] != address {
      if keys[hole] == 0 { return }
      hole = (hole + 1) & mask
    }
    keys[hole] = 0
    values[hole] = nil
    count -= 1
    // Backward-shift deletion: move up each later entry of the run whose home slot does not
    // lie cyclically in (hole, index].
    var index = hole
    while true {
      index = (index + 1) & mask
      let stored = keys[index]
      if stored == 0 { return }
      let wanted = home(of: stored)
      let staysPut =
        hole <= index ? (hole < wanted && wanted <= index) : (hole < wanted || wanted <= index)
      if staysPut { continue }
      keys[hole] = stored
      values[hole] = values[index]
      keys[index] = 0
      values[index] = nil
      hole = index
    }
  }

  /// Doubles the capacity, moving each value across without retaining it again.
  private mutating func grow() {
    let capacity = Swift.max(16, keys.count * 2)
    var oldKeys = [UInt](repeating: 0, count: capacity)
    var oldValues = [Value?](repeating: nil, count: capacity)
    swap(&oldKeys, &keys)
    swap(&oldValues, &values)
    shift = 64 - capacity.trailingZeroBitCount
    let mask = capacity - 1
    for index in oldKeys.indices where oldKeys[index] != 0 {
      let address = oldKeys[index]
      var slot = home(of: address)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = address
      swap(&values[slot], &oldValues[index])
    }
  }
}
