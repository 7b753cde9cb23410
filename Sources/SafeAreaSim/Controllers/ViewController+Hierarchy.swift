extension ViewController {
  /// This controller and every controller below it (children, then presented controllers),
  /// in preorder, without recursion.
  public final func hierarchyInPreorder() -> [ViewController] {
    var result: [ViewController] = []
    var walk = ControllerPreorder(from: self)
    while let next = walk.next() { result.append(next) }
    return result
  }
}
