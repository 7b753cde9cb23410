/// The controllers at and below one controller in preorder: a controller, then each of its
/// children in order with everything below it, then the controller it presents with
/// everything below that.
///
/// Iterative, so a deep hierarchy needs no call stack; a controller with one child and none
/// presented (a chain of containers) hands over to the child without touching the pending
/// list. The walks that read the whole hierarchy (``ViewController/hierarchyInPreorder()``,
/// the trait-override snapshots) share it.
struct ControllerPreorder: IteratorProtocol {
  private var current: ViewController?
  private var pending: [ViewController] = []

  init(from root: ViewController) {
    current = root
  }

  mutating func next() -> ViewController? {
    guard let controller = current else { return nil }
    let presented = controller.presentationState.presented
    let children = controller.children
    if presented == nil && children.count == 1 {
      current = children[0]
      return controller
    }
    if let presented { pending.append(presented) }
    // Pushed last first, one by one: appending a reversed view of the array takes the
    // generic path, several times the cost for the usual single child.
    var k = children.count
    while k > 0 {
      k -= 1
      pending.append(children[k])
    }
    current = pending.popLast()
    return controller
  }
}
