/// The share of the screen's width an app's window takes in iPad Split View.
public enum SplitViewShare: String, CaseIterable, Hashable, Sendable, Codable {
  /// The narrow pane, about a third of the screen.
  case narrow
  /// Half the screen.
  case half
  /// The wide pane, about two thirds of the screen.
  case wide
}

/// The side of the screen a Split View pane or a Slide Over window sits on.
public enum MultitaskingSide: String, CaseIterable, Hashable, Sendable, Codable {
  /// The left edge.
  case left
  /// The right edge.
  case right
}

/// iPad multitasking: the window frames of Split View and Slide Over.
///
/// The widths follow one rule that reproduces every published value (research section 4,
/// MULTI: swift-snapshot-testing's `View.swift` table, the macguru and sgl0v gists, hacknicity's
/// "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro", chromium's
/// `multitasking_test_scene_delegate.mm` for Slide Over):
///
/// - the divider between two panes is 10 points wide;
/// - half = (W - 10) / 2, rounded down (only the iPad mini 6's 1133-point landscape width
///   gives a fraction; which way UIKit rounds it is not known);
/// - narrow = 320, or 375 on the 12.9-inch and 13-inch iPads in both orientations and on the
///   11-inch iPads Pro in landscape;
/// - wide = W - narrow - 10.
///
/// In landscape (L) and portrait (P), 1/3 is the narrow pane and 2/3 the wide one:
///
/// | iPad (landscape W × H)               | L 1/3 | L 1/2 | L 2/3 | P 1/3 | P 1/2 | P 2/3 |
/// |--------------------------------------|------:|------:|------:|------:|------:|------:|
/// | 9.7-inch, mini 4/5 (1024 × 768)      | 320 | 507 | 694 | 320 | 379 | 438 |
/// | 10.2-inch (1080 × 810)               | 320 | 535 | 750 | 320 | 400 | 480 |
/// | 10.5-inch, Air 3 (1112 × 834)        | 320 | 551 | 782 | 320 | 412 | 504 |
/// | Air 10.9/11-inch, iPad 10 (1180 × 820) | 320 | 585 | 850 | 320 | 405 | 490 |
/// | 11-inch Pro 1–4 (1194 × 834)         | 375 | 592 | 809 | 320 | 412 | 504 |
/// | 11-inch Pro M4 (1210 × 834)          | 375 | 600 | 825 | 320 | 412 | 504 |
/// | mini 6, mini A17 Pro (1133 × 744)    | 320 | 561 | 803 | 320 | 367 | 414 |
/// | 12.9-inch, Air 13-inch (1366 × 1024) | 375 | 678 | 981 | 375 | 507 | 639 |
/// | 13-inch Pro M4 (1376 × 1032)         | 375 | 683 | 991 | 375 | 511 | 647 |
///
/// Published (MULTI): the landscape columns and the portrait narrow and wide columns of the
/// 9.7, 10.2, 10.5, 11 (1st–4th generation) and 12.9-inch rows. Derived from the rule
/// (UNKNOWN): the portrait halves (jazzychad found no 50/50 split in portrait on iOS 9;
/// current iPadOS offers one), and every value of the 1180, 1210, 1133 and 1376-point iPads,
/// where the narrow width follows the rule's size threshold (375 in landscape from a
/// 1194-point width, in both orientations from a 1366-point long side).
///
/// Slide Over windows are as wide as the narrow pane in portrait (320, 375 on the 12.9 and
/// 13-inch iPads: chromium, measured) and 40 points shorter than the screen: 20 points below
/// its top and above its bottom (hacknicity, measured on the 9.7 and 10.5-inch iPads; the
/// same gaps are used on every iPad, UNKNOWN for Face ID iPads).
extension DeviceProfile {
  /// The width of the divider between two Split View panes.
  public static let splitViewDividerWidth: Double = 10

  /// Whether the device offers Split View and Slide Over: every iPad of the catalog.
  public var supportsMultitasking: Bool { idiom == .pad }

  /// The width of a Split View pane.
  ///
  /// - Parameters:
  ///   - share: The pane's share of the screen.
  ///   - orientation: The interface orientation.
  /// - Returns: The width in points (see the table above).
  public func splitViewWidth(_ share: SplitViewShare, in orientation: Orientation) -> Double {
    let width = screenSize(in: orientation).width
    let narrow = narrowPaneWidth(in: orientation)
    switch share {
    case .narrow: return narrow
    case .half: return ((width - DeviceProfile.splitViewDividerWidth) / 2).rounded(.down)
    case .wide: return width - narrow - DeviceProfile.splitViewDividerWidth
    }
  }

  /// The frame of a Split View pane in screen coordinates: the screen's full height, on one
  /// side.
  public func splitViewFrame(
    _ share: SplitViewShare, side: MultitaskingSide, in orientation: Orientation
  ) -> Rect {
    let screen = screenSize(in: orientation)
    let width = splitViewWidth(share, in: orientation)
    return Rect(
      x: side == .left ? 0 : screen.width - width, y: 0, width: width, height: screen.height)
  }

  /// The frame of a Slide Over window in screen coordinates.
  public func slideOverFrame(side: MultitaskingSide, in orientation: Orientation) -> Rect {
    let screen = screenSize(in: orientation)
    let width = narrowPaneWidth(in: .portrait)
    return Rect(
      x: side == .left ? 0 : screen.width - width, y: DeviceProfile.slideOverGap, width: width,
      height: screen.height - 2 * DeviceProfile.slideOverGap)
  }

  /// The gap above and below a Slide Over window.
  static let slideOverGap: Double = 20

  /// 320, or 375 on the largest iPads and on 11-inch-class Pros in landscape.
  private func narrowPaneWidth(in orientation: Orientation) -> Double {
    let long = Swift.max(size.width, size.height)
    if long >= 1366 { return 375 }
    return orientation.isLandscape && long >= 1194 ? 375 : 320
  }

  /// The frame a multitasking window takes when the device turns: a Split View pane or a
  /// Slide Over window keeps its arrangement (share and side) in the new orientation; any
  /// other frame (Stage Manager) keeps its size and position, moved and shrunk as little as
  /// needed to fit the new screen.
  ///
  /// A pane is recognized by its width (one of this orientation's pane widths) and its full
  /// height; a Slide Over window by the narrow width and the 20-point gaps.
  ///
  /// - Parameters:
  ///   - frame: The window's frame in screen coordinates before the rotation.
  ///   - old: The orientation before the rotation.
  ///   - new: The orientation after it.
  /// - Returns: The window's frame in the new orientation.
  public func multitaskingFrame(
    _ frame: Rect, rotatingFrom old: Orientation, to new: Orientation
  )
    -> Rect
  {
    let oldScreen = screenSize(in: old)
    let newScreen = screenSize(in: new)
    let side: MultitaskingSide? =
      frame.minX <= 0 ? .left : frame.maxX >= oldScreen.width ? .right : nil
    if let side, frame.minY == 0, frame.height == oldScreen.height,
      let share = SplitViewShare.allCases.first(where: {
        splitViewWidth($0, in: old) == frame.width
      })
    {
      return splitViewFrame(share, side: side, in: new)
    }
    if let side, frame == slideOverFrame(side: side, in: old) {
      return slideOverFrame(side: side, in: new)
    }
    let width = Swift.min(frame.width, newScreen.width)
    let height = Swift.min(frame.height, newScreen.height)
    return Rect(
      x: Swift.min(Swift.max(frame.minX, 0), newScreen.width - width),
      y: Swift.min(Swift.max(frame.minY, 0), newScreen.height - height), width: width,
      height: height)
  }
}
