/// What a navigation bar shows for one controller: whether its title is large, a search bar
/// and a prompt.
///
/// Mirrors `UINavigationItem` for what changes layout: `largeTitleDisplayMode`,
/// `searchController`, `hidesSearchBarWhenScrolling` and `prompt`.
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

  /// The search controller whose search bar the navigation bar shows below its title while
  /// this item is on top; `nil` by default.
  ///
  /// The search bar adds ``BarMetrics/searchBarHeight`` to the bar.
  ///
  /// Mirrors `UINavigationItem.searchController`.
  public var searchController: SearchController? {
    didSet {
      guard oldValue !== searchController else { return }
      owner?.parent?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Whether the search bar hides when the content scrolls; `true` by default.
  ///
  /// The search bar shows only while the content is scrolled to its top; scrolling down
  /// collapses it into the bar, scrolling back to the top shows it again. With `false` it
  /// stays.
  ///
  /// Mirrors `UINavigationItem.hidesSearchBarWhenScrolling`.
  public var hidesSearchBarWhenScrolling = true {
    didSet {
      guard oldValue != hidesSearchBarWhenScrolling else { return }
      owner?.parent?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// A line of text the bar shows above its title; `nil` by default. A prompt adds
  /// ``BarMetrics/promptHeight`` to the bar.
  ///
  /// Mirrors `UINavigationItem.prompt`.
  public var prompt: String? {
    didSet {
      guard oldValue != prompt else { return }
      owner?.parent?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The controller whose item this is, or `nil` once it has ended: through its anchor, not
  /// a weak reference, which would give every controller whose item is read a side table
  /// (every retain and release of it would take the runtime's slow path).
  private var owner: ViewController? { ownerAnchor.controller }
  /// The anchor behind ``owner``.
  private let ownerAnchor: ControllerAnchor

  init(owner: ViewController) {
    self.ownerAnchor = owner.anchor
  }
}
