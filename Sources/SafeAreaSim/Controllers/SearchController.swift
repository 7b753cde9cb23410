/// A search interface a navigation item shows in its navigation bar.
///
/// Mirrors `UISearchController` for what layout needs: set as a navigation item's
/// ``NavigationItem/searchController``, its search bar adds a row to the navigation bar (the
/// ``NavigationSearchBar`` of the navigation controller). Searching itself (activation, the
/// results controller) is not modelled.
public final class SearchController {
  /// The name used in traces and diagnostics.
  public let name: String

  /// Creates a search controller.
  public init(name: String = "SearchController") {
    self.name = name
  }
}
