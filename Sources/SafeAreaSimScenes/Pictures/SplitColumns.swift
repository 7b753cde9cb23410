import SafeAreaSim

/// The split views' columns of a step as a picture draws them: each shown column's frame, the
/// dividers between columns side by side, the overlays (columns over the secondary column,
/// those side by side together, each casting one shadow) and which controllers, views and
/// bars belong to a column that lies over the secondary column, so that they are drawn above
/// it.
///
/// A column is known by the report's `SPLIT.primary`, `SPLIT.supplementary` and
/// `SPLIT.secondary` entries. A controller belongs to a column when its chain of parents
/// reaches the navigation controller the split view made for it (`SPLIT.primaryNavigation`,
/// named but not listed in the report), or a navigation controller of the app that is a child
/// of the split view and fills that column.
struct SplitColumns {
  /// One shown column.
  struct Column {
    /// The report's id of the column (`split.primary`).
    let id: String
    /// The split view's id.
    let split: String
    /// `primary`, `supplementary` or `secondary`.
    let name: String
    /// The part of the split view the column shows, in screen coordinates.
    let frame: Rect
    /// Whether the column lies over the secondary column (a sidebar in `overlay`).
    let isOverlaid: Bool
  }

  /// Columns over the secondary column that meet edge to edge (a primary and a supplementary
  /// column in `twoOverSecondary`), drawn as one overlay: one shadow, at its outer edge.
  struct Overlay {
    /// The split view's id.
    let split: String
    /// The part of the split view the overlaid columns show together, in screen coordinates.
    let frame: Rect
    /// Whether the overlay's shadow falls to its right (an overlay on the left).
    let shadowOnRight: Bool
  }

  /// The shown columns of every split view, bottom to top: secondary, supplementary, primary.
  private(set) var columns: [Column] = []
  /// The overlays of every split view: overlaid columns side by side are one overlay.
  private(set) var overlays: [Overlay] = []
  /// A thin rectangle along the shared edge of two columns of one split view.
  struct Divider {
    /// The split view's id.
    let split: String
    /// The rectangle, in screen coordinates.
    let frame: Rect
  }

  /// The dividers between columns side by side, neither overlaid.
  private(set) var dividers: [Divider] = []
  /// The dividers between overlaid columns, drawn above them.
  private(set) var overlayDividers: [Divider] = []
  /// The overlaid column of each controller in one.
  private var overlaidColumnOfController: [String: String] = [:]

  /// The width of a divider line.
  static let dividerWidth: Double = 1

  init(step: SceneReport.Step) {
    let order = ["secondary", "supplementary", "primary"]
    let shown = step.bars.filter { $0.state.kind == .splitColumn && !$0.state.hidden }
    var bySplit: [String: [(name: String, id: String, frame: Rect)]] = [:]
    var splitOrder: [String] = []
    for (id, state) in shown {
      guard let split = state.container, state.frame.width > 0, state.frame.height > 0 else {
        continue
      }
      let name = String(id.dropFirst(split.count + 1))
      if bySplit[split] == nil { splitOrder.append(split) }
      bySplit[split, default: []].append((name, id, state.frame))
    }
    for split in splitOrder {
      let entries = (bySplit[split] ?? []).sorted {
        (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0)
      }
      let secondary = entries.first { $0.name == "secondary" }?.frame
      for entry in entries {
        let overlap = secondary.flatMap { entry.frame.intersection($0) }
        let isOverlaid =
          entry.name != "secondary" && (overlap.map { $0.width > 0.5 && $0.height > 0.5 } ?? false)
        columns.append(
          Column(
            id: entry.id, split: split, name: entry.name, frame: entry.frame,
            isOverlaid: isOverlaid))
      }
      let splitColumns = columns.filter { $0.split == split }
      overlays += Self.overlays(of: splitColumns.filter(\.isOverlaid), secondary: secondary)
      // A divider wherever two columns of this split meet edge to edge without overlapping.
      for (index, left) in splitColumns.enumerated() {
        for right in splitColumns[(index + 1)...] {
          for (a, b) in [(left, right), (right, left)] where abs(a.frame.maxX - b.frame.minX) < 0.5
          {
            let top = max(a.frame.minY, b.frame.minY)
            let bottom = min(a.frame.maxY, b.frame.maxY)
            guard bottom > top else { continue }
            let divider = Divider(
              split: split,
              frame: Rect(
                x: a.frame.maxX - SplitColumns.dividerWidth / 2, y: top,
                width: SplitColumns.dividerWidth, height: bottom - top))
            if a.isOverlaid || b.isOverlaid {
              overlayDividers.append(divider)
            } else {
              dividers.append(divider)
            }
          }
        }
      }
    }
    overlaidColumnOfController = Self.membership(step: step, columns: columns)
  }

  /// The overlaid column a controller is drawn in, or `nil`.
  func overlaidColumn(ofController id: String) -> String? { overlaidColumnOfController[id] }

  /// The overlaid column a bar is drawn in: its container's, or for the navigation bar of a
  /// navigation controller the split view made (`SPLIT.primaryNavigation.navigationBar`),
  /// that column's.
  func overlaidColumn(ofBar id: String, _ bar: SceneReport.BarState) -> String? {
    for column in columns where column.isOverlaid {
      if bar.container == column.split && id.hasPrefix("\(column.split).\(column.name)Navigation.")
      {
        return column.id
      }
    }
    return bar.container.flatMap { overlaidColumnOfController[$0] }
  }

  /// The overlaid columns, bottom to top.
  var overlaid: [Column] { columns.filter(\.isOverlaid) }

  /// Which overlaid column each controller is in: each walk climbs the parents until it meets
  /// a controller whose answer is known or the top, then fills in the ones it passed (linear
  /// in the report's size).
  private static func membership(
    step: SceneReport.Step, columns: [Column]
  ) -> [String: String] {
    let overlaid = columns.filter(\.isOverlaid)
    guard !overlaid.isEmpty else { return [:] }
    let states = Dictionary(
      step.controllers.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
    // The column a parent name stands for: a navigation controller the split view made, or a
    // child of the split view (the app's navigation controller) that fills a column.
    func column(atParent name: String, child: String) -> String?? {
      for column in overlaid where name == "\(column.split).\(column.name)Navigation" {
        return .some(column.id)
      }
      guard let splitFrame = states[name]?.frame, columns.contains(where: { $0.split == name }),
        let childFrame = states[child]?.frame
      else { return nil }
      let visible = childFrame.intersection(splitFrame)
      let match = overlaid.first { column in
        column.split == name && visible.map { Self.isClose($0, column.frame) } == true
      }
      return .some(match?.id)
    }
    var known: [String: String?] = [:]
    for (id, _) in step.controllers where known[id] == nil {
      var climbed: [String] = []
      var current = id
      var answer: String?
      while true {
        if let value = known[current] {
          answer = value
          break
        }
        climbed.append(current)
        guard let parent = states[current]?.parent, climbed.count <= states.count else { break }
        if let found = column(atParent: parent, child: current) {
          answer = found
          break
        }
        current = parent
      }
      for passed in climbed { known[passed] = .some(answer) }
    }
    return known.compactMapValues { $0 }
  }

  /// The overlays of one split view's overlaid columns: those that meet edge to edge make one.
  private static func overlays(of overlaid: [Column], secondary: Rect?) -> [Overlay] {
    var frames: [Rect] = []
    for frame in overlaid.map(\.frame).sorted(by: { $0.minX < $1.minX }) {
      if let last = frames.last, frame.minX <= last.maxX + 0.5 {
        frames[frames.count - 1] = last.union(frame)
      } else {
        frames.append(frame)
      }
    }
    return frames.compactMap { frame in
      overlaid.first.map { column in
        Overlay(
          split: column.split, frame: frame,
          shadowOnRight: secondary.map { frame.midX < $0.midX } ?? true)
      }
    }
  }

  private static func isClose(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 0.5 && abs(a.maxX - b.maxX) < 0.5 && abs(a.minY - b.minY) < 0.5
      && abs(a.maxY - b.maxY) < 0.5
  }
}
