/// What a navigation bar shows for one controller: here, whether its title is large.
///
/// Mirrors `UINavigationItem` for what changes layout: `largeTitleDisplayMode`.
public final class NavigationItem {
  /// When the bar shows a large title for this item.
  ///
  /// Mirrors `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// The mode of the item below on the stack; large at the root, as the bar prefers.
    case automatic
    /// A large title whenever the bar prefers large titles.
    case always
    /// Never a large title: the bar keeps its standard height.
    case never
  }

  /// Whether the bar shows a large title while this item is on top; `.automatic` by default.
  ///
  /// Large titles need ``NavigationBar/prefersLargeTitles``; `.automatic` takes the mode of
  /// the item below it on the stack (large when every item below is `.automatic`).
  ///
  /// Mirrors `UINavigationItem.largeTitleDisplayMode`.
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet {
      guard oldValue != largeTitleDisplayMode else { return }
      owner?.parent?.viewIfLoaded?.setNeedsLayout()
    }
  }

  private weak var owner: ViewController?

  init(owner: ViewController) {
    self.owner = owner
  }
}
