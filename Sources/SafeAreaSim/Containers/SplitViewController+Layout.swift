extension SplitViewController {
  /// The frame of a column in the split view's view: the part of the split view it shows
  /// (for the primary column, without its off-screen buffer), or `nil` while it is hidden.
  /// A collapsed split view's one column fills it.
  public final func frame(of column: Column) -> Rect? {
    guard let view = viewIfLoaded, isShowing(column), let arrangement else { return nil }
    if arrangement.isCollapsed { return view.bounds }
    return layout(for: view.bounds.size, displayMode: arrangement.displayMode).frame(of: column)
  }
}
