extension Scene {
  /// Whether any controller of the scene, in its hierarchy or declared by an action, gives a
  /// navigation item with a search bar: the report then lists each navigation controller's
  /// `searchBar` (hidden or not), and leaves it out otherwise.
  var declaresSearchBars: Bool {
    var specs = root.allSpecs
    for action in actions {
      let references: [ControllerReference]
      switch action.operation {
      case .push(_, let controller), .present(_, let controller, _, _, _),
        .addChild(_, let controller, _):
        references = [controller]
      case .setViewControllers(_, let controllers): references = controllers
      default: references = []
      }
      for case .new(let spec) in references { specs += spec.allSpecs }
    }
    return specs.contains { $0.navigationItem?.searchBar == true }
  }
}
