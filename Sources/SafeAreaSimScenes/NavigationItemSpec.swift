/// A controller's navigation item as a scene describes it (SCENE-FORMAT 1.1): its search bar
/// and prompt.
public struct NavigationItemSpec: Sendable, Hashable {
  /// Whether the item has a search controller, whose search bar the navigation bar shows.
  ///
  /// Mirrors setting `UINavigationItem.searchController`.
  public var searchBar = false
  /// Mirrors `UINavigationItem.hidesSearchBarWhenScrolling`; `true` by default.
  public var hidesSearchBarWhenScrolling = true
  /// Mirrors `UINavigationItem.prompt`.
  public var prompt: String?

  /// The JSON keys of a `navigationItem` object.
  static let keys = ["searchBar", "hidesSearchBarWhenScrolling", "prompt"]

  /// Creates a navigation item.
  public init(
    searchBar: Bool = false, hidesSearchBarWhenScrolling: Bool = true, prompt: String? = nil
  ) {
    self.searchBar = searchBar
    self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
    self.prompt = prompt
  }
}
