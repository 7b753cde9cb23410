extension ViewController {
  /// This controller and every controller below it (children, then presented controllers),
  /// in preorder, without recursion.
  public final func hierarchyInPreorder() -> [ViewController] {
    var result: [ViewController] = []
    var pending: [ViewController] = [self]
    while let next = pending.popLast() {
      result.append(next)
      if let presented = next.presentedViewController { pending.append(presented) }
      pending.append(contentsOf: next.children.reversed())
    }
    return result
  }
}
