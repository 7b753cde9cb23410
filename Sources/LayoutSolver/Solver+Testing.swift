extension Solver {
  /// Clear-box test hook: a solver that gives every required equality a dummy marker, as
  /// the paper and kiwi do, so that tests can run the same cases through both tableaux.
  package init(_keepsDummies keepsDummies: Bool) {
    self.init(keepsDummies: keepsDummies)
  }
}
