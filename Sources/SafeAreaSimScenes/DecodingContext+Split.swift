import SafeAreaSim

extension DecodingContext {
  static let splitKeys = [
    "style", "primary", "supplementary", "secondary", "compact", "preferredDisplayMode",
    "preferredSplitBehavior", "preferredPrimaryColumnWidth", "preferredSupplementaryColumnWidth",
    "primaryEdge", "preferredPrimaryColumnWidthFraction", "minimumPrimaryColumnWidth",
    "maximumPrimaryColumnWidth", "preferredSupplementaryColumnWidthFraction",
    "minimumSupplementaryColumnWidth", "maximumSupplementaryColumnWidth",
  ]

  /// The keys of a `split` controller (SCENE-FORMAT 1.1), checked with the validator.
  func split(_ members: [String: JSONValue], at path: String) -> SplitSpec {
    var split = SplitSpec()
    let style = reader.choice(
      members["style"], at: "\(path).style",
      SplitViewController.Style.allCases.map { ($0.rawValue, $0) }, what: "split view style")
    split.style = style ?? .doubleColumn
    split.styleIsUnknown = style == nil && members["style"] != nil
    split.primary = members["primary"].flatMap { controller($0, at: "\(path).primary") }
    split.supplementary = members["supplementary"].flatMap {
      controller($0, at: "\(path).supplementary")
    }
    split.secondary = members["secondary"].flatMap { controller($0, at: "\(path).secondary") }
    split.compact = members["compact"].flatMap { controller($0, at: "\(path).compact") }
    split.preferredDisplayMode =
      reader.choice(
        members["preferredDisplayMode"], at: "\(path).preferredDisplayMode",
        SplitViewController.DisplayMode.allCases.map { ($0.rawValue, $0) }, what: "display mode")
      ?? .automatic
    split.preferredSplitBehavior =
      reader.choice(
        members["preferredSplitBehavior"], at: "\(path).preferredSplitBehavior",
        SplitViewController.SplitBehavior.allCases.map { ($0.rawValue, $0) },
        what: "split behavior") ?? .automatic
    func width(_ key: String) -> Double? {
      reader.number(members[key], at: "\(path).\(key)", minimum: 0)
    }
    split.preferredPrimaryColumnWidth = width("preferredPrimaryColumnWidth")
    split.preferredPrimaryColumnWidthFraction = width("preferredPrimaryColumnWidthFraction")
    split.minimumPrimaryColumnWidth = width("minimumPrimaryColumnWidth")
    split.maximumPrimaryColumnWidth = width("maximumPrimaryColumnWidth")
    split.preferredSupplementaryColumnWidth = width("preferredSupplementaryColumnWidth")
    split.preferredSupplementaryColumnWidthFraction = width(
      "preferredSupplementaryColumnWidthFraction")
    split.minimumSupplementaryColumnWidth = width("minimumSupplementaryColumnWidth")
    split.maximumSupplementaryColumnWidth = width("maximumSupplementaryColumnWidth")
    validator.splitColumnWidths(split, at: path)
    split.primaryEdge =
      reader.choice(
        members["primaryEdge"], at: "\(path).primaryEdge",
        SplitViewController.PrimaryEdge.allCases.map { ($0.rawValue, $0) }, what: "primary edge")
      ?? .leading
    // A column that failed to decode has its own message: only report what is missing.
    var present = split
    for (key, column) in SplitSpec.columnKeys where members[key] != nil {
      let placeholder = ControllerSpec(id: "?")
      switch column {
      case .primary: present.primary = present.primary ?? placeholder
      case .supplementary: present.supplementary = present.supplementary ?? placeholder
      case .secondary: present.secondary = present.secondary ?? placeholder
      case .compact: present.compact = present.compact ?? placeholder
      }
    }
    validator.splitColumns(present, at: path)
    return split
  }
}
