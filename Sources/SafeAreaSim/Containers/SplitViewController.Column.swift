extension SplitViewController {
  /// How many columns the split view controller shows side by side.
  ///
  /// Mirrors `UISplitViewController.Style` (the column styles of iOS 14; the classic
  /// `unspecified` style is not modelled).
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A primary and a secondary column.
    case doubleColumn
    /// A primary, a supplementary and a secondary column.
    case tripleColumn
  }

  /// A column of the split view interface.
  ///
  /// Mirrors `UISplitViewController.Column`.
  public enum Column: String, Hashable, Sendable, CaseIterable {
    /// The sidebar column, on the primary edge.
    case primary
    /// The middle column of a triple-column split view.
    case supplementary
    /// The detail column, which fills the rest.
    case secondary
    /// The controller shown instead of the others while the split view is collapsed.
    case compact
  }

  /// The edge the primary column sits on.
  ///
  /// Mirrors `UISplitViewController.PrimaryEdge`.
  public enum PrimaryEdge: String, Hashable, Sendable, CaseIterable {
    /// The leading edge: the left in a left-to-right interface.
    case leading
    /// The trailing edge.
    case trailing
  }
}
