internal import LayoutSolver

extension LayoutEngine {
  // MARK: Item slots

  /// Gives an item a slot in ``itemSlots`` and tags its variables with their indices in
  /// ``solvedValues`` (four per slot), which start at `frame`: the item's last solved frame
  /// (zero for a new item).
  func assignSlot(to item: EngineItem, frame: Rect = .zero) {
    let slot: Int
    let target = SlotTarget(item)
    // The list of free slots is an array (each access checked at run time): looked at only
    // when its flag says it holds some.
    var free: Int?
    if hasFreeItemSlots {
      free = freeItemSlots.popLast()
      hasFreeItemSlots = !freeItemSlots.isEmpty
    }
    if let free {
      slot = free
      itemSlots[slot] = item
      slotTargets[slot] = target
    } else {
      slot = itemSlots.count
      itemSlots.append(item)
      slotTargets.append(target)
    }
    item.slot = slot
    let i = slot * 4
    // The raw origin and size: a solved width may be negative.
    if i == solvedValues.count {
      solvedValues.append(frame.origin.x)
      solvedValues.append(frame.origin.y)
      solvedValues.append(frame.size.width)
      solvedValues.append(frame.size.height)
    } else {
      solvedValues[i] = frame.origin.x
      solvedValues[i + 1] = frame.origin.y
      solvedValues[i + 2] = frame.size.width
      solvedValues[i + 3] = frame.size.height
    }
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
