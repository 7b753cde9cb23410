public import SafeAreaSim

extension HierarchyNode {
  /// A split view controller (``SplitViewController``) whose columns are the controllers its
  /// blocks declare, one each; the split view wraps each but the compact column's in a
  /// navigation controller unless it is one.
  ///
  /// - Precondition: Each block declares at most one controller; `primary` and `secondary`
  ///   declare one.
  public static func split(
    _ name: String, style: SplitViewController.Style = .doubleColumn, frame: Rect? = nil,
    preferredDisplayMode: SplitViewController.DisplayMode = .automatic,
    preferredSplitBehavior: SplitViewController.SplitBehavior = .automatic,
    @HierarchyBuilder primary: () -> [HierarchyNode],
    @HierarchyBuilder supplementary: () -> [HierarchyNode] = { [] },
    @HierarchyBuilder secondary: () -> [HierarchyNode],
    @HierarchyBuilder compact: () -> [HierarchyNode] = { [] },
    configure: @escaping (SplitViewController) -> Void = { _ in }
  ) -> HierarchyNode {
    var columns: [SplitViewController.Column] = []
    var nodes: [HierarchyNode] = []
    let blocks: [(SplitViewController.Column, [HierarchyNode], Bool)] = [
      (.primary, primary(), true), (.supplementary, supplementary(), false),
      (.secondary, secondary(), true), (.compact, compact(), false),
    ]
    for (column, declared, isRequired) in blocks {
      precondition(
        declared.count <= 1 && (declared.count == 1 || !isRequired),
        "The \(column.rawValue) column of split view '\(name)' declares \(declared.count) "
          + "controllers; it holds \(isRequired ? "one" : "at most one").")
      precondition(
        column != .supplementary || declared.isEmpty || style == .tripleColumn,
        "Split view '\(name)' has two columns: it has no supplementary column.")
      if let node = declared.first {
        columns.append(column)
        nodes.append(node)
      }
    }
    var node = HierarchyNode(name: name, frame: frame, children: nodes) { node in
      let split = SplitViewController(style: style, name: node.name)
      split.preferredDisplayMode = preferredDisplayMode
      split.preferredSplitBehavior = preferredSplitBehavior
      configure(split)
      return split
    }
    node.embedChildren = { controller, children in
      guard let split = controller as? SplitViewController else { return }
      for (column, child) in zip(columns, children) {
        split.setViewController(child.controller, for: column)
      }
    }
    return node
  }
}

/// A split view controller in a declared hierarchy, with one controller per column.
///
/// ```swift
/// let scene = Hierarchy(device: .iPadPro11, orientation: .landscapeLeft) {
///   Split("split") {
///     Controller("list")
///   } secondary: {
///     Controller("detail")
///   }
/// }
/// scene["list"].view.frame  // the primary column, with its 100-point off-screen buffer
/// scene["split.primaryNavigation"]  // the navigation controller the split view made
/// ```
public struct Split: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a split view controller and the controller of each of its columns.
  ///
  /// - Parameters:
  ///   - name: The split view controller's name.
  ///   - style: Double (default) or triple column.
  ///   - frame: The frame of its view in its parent's view; `nil` fills the parent.
  ///   - preferredDisplayMode: Its preferred display mode.
  ///   - preferredSplitBehavior: Its preferred split behaviour.
  ///   - primary: The primary column's controller.
  ///   - supplementary: The supplementary column's controller (triple column only).
  ///   - secondary: The secondary column's controller.
  ///   - compact: The controller shown while collapsed, if any.
  ///   - configure: Sets anything else on the split view controller (column widths,
  ///     `primaryEdge`, the delegate) before its columns are set.
  /// - Precondition: Each block declares at most one controller; `primary` and `secondary`
  ///   declare one; `supplementary` declares none unless the style is `.tripleColumn`.
  public init(
    _ name: String, style: SplitViewController.Style = .doubleColumn, frame: Rect? = nil,
    preferredDisplayMode: SplitViewController.DisplayMode = .automatic,
    preferredSplitBehavior: SplitViewController.SplitBehavior = .automatic,
    @HierarchyBuilder primary: () -> [HierarchyNode],
    @HierarchyBuilder supplementary: () -> [HierarchyNode] = { [] },
    @HierarchyBuilder secondary: () -> [HierarchyNode],
    @HierarchyBuilder compact: () -> [HierarchyNode] = { [] },
    configure: @escaping (SplitViewController) -> Void = { _ in }
  ) {
    node = .split(
      name, style: style, frame: frame, preferredDisplayMode: preferredDisplayMode,
      preferredSplitBehavior: preferredSplitBehavior, primary: primary,
      supplementary: supplementary, secondary: secondary, compact: compact,
      configure: configure)
  }
}
