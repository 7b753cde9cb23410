extension ViewController {
  /// The nearest navigation controller above this controller, following parents.
  ///
  /// Mirrors `UIViewController.navigationController` for contained controllers (a presented
  /// controller's presenter is not followed).
  public var navigationController: NavigationController? {
    nearestAncestor(of: NavigationController.self)
  }

  /// The nearest tab bar controller above this controller, following parents.
  ///
  /// Mirrors `UIViewController.tabBarController` for contained controllers (a presented
  /// controller's presenter is not followed).
  public var tabBarController: TabBarController? {
    nearestAncestor(of: TabBarController.self)
  }

  /// The nearest split view controller above this controller, following parents.
  ///
  /// Mirrors `UIViewController.splitViewController` for contained controllers (a presented
  /// controller's presenter is not followed).
  public var splitViewController: SplitViewController? {
    nearestAncestor(of: SplitViewController.self)
  }

  private func nearestAncestor<Container: ViewController>(
    of type: Container.Type
  ) -> Container? {
    var current = parent
    while let controller = current {
      if let match = controller as? Container { return match }
      current = controller.parent
    }
    return nil
  }
}
