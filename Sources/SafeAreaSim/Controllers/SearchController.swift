/// A search interface a navigation item shows in its navigation bar.
///
/// Mirrors `UISearchController` for what layout needs: set as a navigation item's
/// ``NavigationItem/searchController``, its search bar adds a row to the navigation bar (the
/// ``NavigationSearchBar`` of the navigation controller). Searching itself (activation, the
/// results controller) is not modelled.
public final class SearchController {
  /// The name used in traces and diagnostics.
  public let name: String

  /// The controller that shows the search results; `nil` when the searched controller shows
  /// them itself. Kept for porting; it takes no part in layout.
  ///
  /// Mirrors `UISearchController.searchResultsController`.
  public let searchResultsController: ViewController?

  /// Creates a search controller.
  public init(name: String = "SearchController") {
    self.name = name
    searchResultsController = nil
  }

  /// Creates a search controller with a controller for its results.
  ///
  /// Mirrors `UISearchController.init(searchResultsController:)`.
  public init(searchResultsController: ViewController?, name: String = "SearchController") {
    self.name = name
    self.searchResultsController = searchResultsController
  }
}
