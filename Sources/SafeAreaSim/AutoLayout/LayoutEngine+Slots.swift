internal import LayoutSolver

extension LayoutEngine {
  // MARK: Item slots

  /// Gives an item a slot in ``itemSlots`` and tags its variables with their indices in
  /// ``solvedValues`` (four per slot), which start at the item's last solved frame.
  func assignSlot(to item: EngineItem) {
    let slot: Int
    if let free = freeItemSlots.popLast() {
      slot = free
      itemSlots[slot] = item
    } else {
      slot = itemSlots.count
      itemSlots.append(item)
      solvedValues.append(contentsOf: repeatElement(0, count: 4))
      movedStamps.append(0)
    }
    item.slot = slot
    let frame = item.solvedFrame
    let i = slot * 4
    // The raw origin and size: a solved width may be negative.
    solvedValues[i] = frame.origin.x
    solvedValues[i + 1] = frame.origin.y
    solvedValues[i + 2] = frame.size.width
    solvedValues[i + 3] = frame.size.height
    item.minX.context = i
    item.minY.context = i + 1
    item.width.context = i + 2
    item.height.context = i + 3
  }

  /// The item one of whose variables `variable` is.
  func owner(of variable: Variable) -> EngineItem? {
    let index = variable.context
    guard index >= 0 else { return nil }
    let slot = index >> 2
    guard slot < itemSlots.count, let item = itemSlots[slot], item.owns(variable)
    else { return nil }
    return item
  }
}
