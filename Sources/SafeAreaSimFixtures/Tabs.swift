public import SafeAreaSim

extension HierarchyNode {
  /// A tab bar controller whose tabs are the controllers its block declares, in order.
  ///
  /// - Precondition: `selectedIndex` is one of the tabs (or 0 when there are none).
  public static func tabs(
    _ name: String, frame: Rect? = nil, mode: TabBarController.Mode = .automatic,
    selectedIndex: Int = 0, configure: @escaping (TabBarController) -> Void = { _ in },
    @HierarchyBuilder tabs: () -> [HierarchyNode]
  ) -> HierarchyNode {
    let declared = tabs()
    precondition(
      selectedIndex == 0 || declared.indices.contains(selectedIndex),
      "Index \(selectedIndex) is out of range: tab bar controller '\(name)' declares "
        + "\(declared.count) \(declared.count == 1 ? "tab" : "tabs").")
    var node = HierarchyNode(name: name, frame: frame, children: declared) { node in
      let tabs = TabBarController(name: node.name)
      tabs.mode = mode
      configure(tabs)
      return tabs
    }
    node.embedChildren = { controller, children in
      guard let tabs = controller as? TabBarController else { return }
      tabs.setViewControllers(children.map(\.controller), animated: false)
      if selectedIndex != 0 { tabs.selectedIndex = selectedIndex }
    }
    return node
  }
}

/// A tab bar controller in a declared hierarchy, with its tabs.
///
/// ```swift
/// let scene = Hierarchy(device: .iPadPro11, orientation: .landscapeLeft) {
///   Tabs("tabs", mode: .tabSidebar) {
///     Controller("library")
///     Controller("search")
///   }
/// }
/// scene["library"].view.safeAreaInsets.left  // 320: the sidebar covers its leading edge
/// ```
public struct Tabs: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a tab bar controller and its tabs.
  ///
  /// - Parameters:
  ///   - name: The tab bar controller's name.
  ///   - frame: The frame of its view in its parent's view; `nil` fills the parent.
  ///   - mode: How the tabs show on iPad (iPadOS 18); `.automatic` by default.
  ///   - selectedIndex: The tab selected first; 0 by default.
  ///   - configure: Sets anything else (the tab bar's `isTranslucent`, the sidebar's hidden
  ///     state) before the tabs are set.
  ///   - tabs: The tabs, in order.
  /// - Precondition: `selectedIndex` is one of the tabs (or 0 when there are none).
  public init(
    _ name: String, frame: Rect? = nil, mode: TabBarController.Mode = .automatic,
    selectedIndex: Int = 0, configure: @escaping (TabBarController) -> Void = { _ in },
    @HierarchyBuilder tabs: () -> [HierarchyNode]
  ) {
    node = .tabs(
      name, frame: frame, mode: mode, selectedIndex: selectedIndex, configure: configure,
      tabs: tabs)
  }
}
