package import SafeAreaSim

extension Array where Element == ViewController {
  /// The page before `page` in this list, or `nil` when it is the first or not in the list:
  /// what a page view controller's data source serving pages from an array answers.
  package func page(before page: ViewController) -> ViewController? {
    guard let index = firstIndex(where: { $0 === page }), index > 0 else { return nil }
    return self[index - 1]
  }

  /// The page after `page` in this list, or `nil` when it is the last or not in the list.
  package func page(after page: ViewController) -> ViewController? {
    guard let index = firstIndex(where: { $0 === page }), index + 1 < count else { return nil }
    return self[index + 1]
  }
}
