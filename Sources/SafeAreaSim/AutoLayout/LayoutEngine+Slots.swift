internal import LayoutSolver

extension LayoutEngine {
  // MARK: Item slots

  /// Gives an item a slot in ``itemSlots`` and tags its variables with their indices in
  /// ``solvedValues`` (four per slot), which start at `frame`: the item's last solved frame
  /// (zero for a new item).
  func assignSlot(to item: EngineItem, frame: Rect = .zero) {
    let slot: Int
    let target = SlotTarget(item)
    // Each list is accessed once (every access to a class's stored property is checked at
    // run time): a new view makes an item.
    if let free = freeItemSlots.popLast() {
      slot = free
      itemSlots[slot] = item
      slotTargets[slot] = target
    } else {
      slot = LayoutEngine.appending(item, to: &itemSlots)
      LayoutEngine.appending(target, to: &slotTargets)
    }
    item.slot = slot
    let i = slot * 4
    LayoutEngine.store(frame, at: i, in: &solvedValues)
    item.minX.context = i
    item.minY.context = i + 1
    item.width.context = i + 2
    item.height.context = i + 3
  }

  /// Appends `element` to `list`; returns its index.
  @discardableResult
  private static func appending<Element>(_ element: Element, to list: inout [Element]) -> Int {
    list.append(element)
    return list.count - 1
  }

  /// Writes a frame's four values at `index` of `values`, appending them at its end.
  private static func store(_ frame: Rect, at index: Int, in values: inout [Double]) {
    if index == values.count { values.append(contentsOf: repeatElement(0, count: 4)) }
    // The raw origin and size: a solved width may be negative.
    values[index] = frame.origin.x
    values[index + 1] = frame.origin.y
    values[index + 2] = frame.size.width
    values[index + 3] = frame.size.height
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

  /// The solved frame of the item at a slot, as of the last solve.
  func solvedFrame(atSlot slot: Int) -> Rect {
    let i = slot * 4
    return Rect(
      x: solvedValues[i], y: solvedValues[i + 1], width: solvedValues[i + 2],
      height: solvedValues[i + 3])
  }
}

/// What a solve moves at one slot of ``LayoutEngine/itemSlots``, held by value so that the
/// solve's loops over moved slots touch no item (each access to a class's stored property
/// is checked for exclusivity at run time, and each strong reference loaded is retained and
/// released).
struct SlotTarget {
  /// The view or custom guide the slot's item places.
  enum Subject {
    /// A free slot, or a guide of a view's own (the engine places nothing for it).
    case none
    /// A view, unretained: the engine removes the item before the view goes away.
    case view(Unmanaged<View>)
    /// A guide added with `addLayoutGuide(_:)`, unretained: the engine removes the item
    /// before the guide leaves its view.
    case customGuide(Unmanaged<LayoutGuide>)
  }

  /// What the slot's item places.
  var subject: Subject
  /// The solve (``LayoutEngine/stamp``) that last found the slot's values changed.
  var stamp = 0

  /// The target of `item`'s slot: its view, its custom guide, or nothing.
  init(_ item: EngineItem) {
    if let view = item.view {
      subject = .view(Unmanaged.passUnretained(view))
    } else if let guide = item.guide, guide.kind == .custom {
      subject = .customGuide(Unmanaged.passUnretained(guide))
    } else {
      subject = .none
    }
  }
}
