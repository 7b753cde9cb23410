extension SplitViewController {
  /// Which columns an expanded split view shows, and whether they sit beside the secondary
  /// column, over it or push it aside.
  ///
  /// Mirrors `UISplitViewController.DisplayMode`.
  public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
    /// The split view chooses (as a preference only; never the current mode).
    case automatic
    /// Only the secondary column.
    case secondaryOnly
    /// One sidebar (the primary, or the supplementary in a triple-column split) beside the
    /// secondary column.
    case oneBesideSecondary
    /// One sidebar over the secondary column.
    case oneOverSecondary
    /// Both sidebars beside the secondary column (triple column).
    case twoBesideSecondary
    /// Both sidebars over the secondary column (triple column).
    case twoOverSecondary
    /// Both sidebars, pushing the secondary column partly off screen (triple column).
    case twoDisplaceSecondary

    /// How many sidebars the mode shows: 0, 1 or 2.
    var sidebarCount: Int {
      switch self {
      case .automatic, .secondaryOnly: 0
      case .oneBesideSecondary, .oneOverSecondary: 1
      case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
      }
    }

    /// The split behaviour a preferred mode implies when the behaviour is automatic.
    var impliedBehavior: SplitBehavior? {
      switch self {
      case .oneOverSecondary, .twoOverSecondary: .overlay
      case .twoBesideSecondary: .tile
      case .twoDisplaceSecondary: .displace
      case .automatic, .secondaryOnly, .oneBesideSecondary: nil
      }
    }

    /// The mode with `count` sidebars (0 to 2) in a behaviour: Apple: "if you set the
    /// preferred display mode to twoBesideSecondary, the actual displayMode is interpreted
    /// as twoOverSecondary for overlay, and as twoDisplaceSecondary for displace".
    static func showing(_ count: Int, in behavior: SplitBehavior) -> DisplayMode {
      switch (count, behavior) {
      case (0, _): .secondaryOnly
      case (1, .overlay): .oneOverSecondary
      case (1, _): .oneBesideSecondary
      case (_, .overlay): .twoOverSecondary
      case (_, .displace): .twoDisplaceSecondary
      default: .twoBesideSecondary
      }
    }
  }

  /// How the sidebars sit in relation to the secondary column.
  ///
  /// Mirrors `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: String, Hashable, Sendable, CaseIterable {
    /// The split view chooses (as a preference only; never the current behaviour).
    case automatic
    /// Sidebars beside the secondary column, which gets narrower.
    case tile
    /// Sidebars over the secondary column, which keeps its frame.
    case overlay
    /// Sidebars beside the secondary column; both sidebars push it partly off screen.
    case displace
  }
}
