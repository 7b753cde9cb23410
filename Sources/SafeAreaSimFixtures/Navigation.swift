public import SafeAreaSim

extension HierarchyNode {
  /// A navigation controller whose stack is the controllers its block declares, root first.
  public static func navigation(
    _ name: String, frame: Rect? = nil, prefersLargeTitles: Bool = false,
    configure: @escaping (NavigationController) -> Void = { _ in },
    @HierarchyBuilder viewControllers: () -> [HierarchyNode]
  ) -> HierarchyNode {
    var node = HierarchyNode(name: name, frame: frame, children: viewControllers()) { node in
      let navigation = NavigationController(name: node.name)
      navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
      configure(navigation)
      return navigation
    }
    node.embedChildren = { controller, children in
      guard let navigation = controller as? NavigationController else { return }
      navigation.setViewControllers(children.map(\.controller), animated: false)
    }
    return node
  }
}

/// A navigation controller in a declared hierarchy, with its stack.
///
/// ```swift
/// let scene = Hierarchy {
///   Navigation("nav", prefersLargeTitles: true) {
///     Controller("inbox")
///     Controller("message")
///   }
/// }
/// scene["message"].view.safeAreaInsets  // {top 149.667, bottom 34}: the top of the stack
/// ```
public struct Navigation: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a navigation controller and its stack.
  ///
  /// - Parameters:
  ///   - name: The navigation controller's name.
  ///   - frame: The frame of its view in its parent's view; `nil` fills the parent.
  ///   - prefersLargeTitles: Its navigation bar's `prefersLargeTitles`; `false` by default.
  ///   - configure: Sets anything else (`hidesBarsOnSwipe`, the toolbar, the delegate) before
  ///     the stack is set.
  ///   - viewControllers: The stack, root first; the last one is on top.
  public init(
    _ name: String, frame: Rect? = nil, prefersLargeTitles: Bool = false,
    configure: @escaping (NavigationController) -> Void = { _ in },
    @HierarchyBuilder viewControllers: () -> [HierarchyNode]
  ) {
    node = .navigation(
      name, frame: frame, prefersLargeTitles: prefersLargeTitles, configure: configure,
      viewControllers: viewControllers)
  }
}
