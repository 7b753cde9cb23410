import SafeAreaSim

extension DecodingContext {
  /// The sheet keys of a `present` action (SCENE-FORMAT 1.1); `nil` after a problem.
  func sheetSpec(
    _ members: [String: JSONValue], style: ModalPresentationStyle, at path: String
  ) -> SheetSpec? {
    let before = reader.problems.count
    var spec = SheetSpec()
    if let value = members["detents"] {
      spec.detents = detents(value, at: "\(path).detents") ?? spec.detents
    }
    if let value = members["selectedDetent"] {
      let indexPath = "\(path).selectedDetent"
      if let index = reader.integer(value, at: indexPath) {
        if spec.detents.indices.contains(index) {
          spec.selectedDetent = index
        } else {
          reader.problem(
            indexPath,
            "Detent index \(index) is out of range: 'detents' has \(spec.detents.count) "
              + "\(spec.detents.count == 1 ? "entry" : "entries").")
        }
      }
    }
    spec.prefersEdgeAttachedInCompactHeight =
      reader.bool(
        members["prefersEdgeAttachedInCompactHeight"],
        at: "\(path).prefersEdgeAttachedInCompactHeight") ?? false
    spec.prefersGrabberVisible =
      reader.bool(members["prefersGrabberVisible"], at: "\(path).prefersGrabberVisible") ?? false
    spec.isModalInPresentation =
      reader.bool(members["isModalInPresentation"], at: "\(path).isModalInPresentation") ?? false
    // UIKit gives only page and form sheets a sheet presentation controller, and popovers an
    // adaptive one for their sheet in compact width.
    if ![.automatic, .pageSheet, .formSheet, .popover].contains(style) {
      for key in SheetSpec.keys where key != "isModalInPresentation" && members[key] != nil {
        reader.problem(
          "\(path).\(key)",
          "'\(key)' applies to sheets only: style '\(style.rawValue)' has no sheet "
            + "presentation controller; use 'pageSheet', 'formSheet', 'automatic' or 'popover'.")
      }
    }
    return reader.problems.count == before ? spec : nil
  }

  /// The popover keys of a `present` action (SCENE-FORMAT 1.1); `nil` after a problem.
  func popoverSpec(
    _ members: [String: JSONValue], style: ModalPresentationStyle, at path: String
  ) -> PopoverSpec? {
    let before = reader.problems.count
    var spec = PopoverSpec()
    if let value = members["sourceRect"] {
      spec.sourceRect = reader.rect(value, at: "\(path).sourceRect")
    } else if style == .popover {
      // UIKit raises when a popover has neither a source view and rect nor a bar button item.
      reader.problem(
        "\(path).sourceRect",
        "Missing required key 'sourceRect' in a 'popover' presentation: UIKit raises an "
          + "exception for a popover without a source; give the rect the arrow points at, in "
          + "the 'from' controller's view.")
    }
    if let value = members["preferredContentSize"] {
      spec.preferredContentSize = reader.size(value, at: "\(path).preferredContentSize")
    }
    if let value = members["permittedArrowDirections"] {
      let directionsPath = "\(path).permittedArrowDirections"
      if case .array(let items) = value, !items.isEmpty {
        var directions: PopoverArrowDirection = []
        for (index, item) in items.enumerated() {
          if let direction = reader.choice(
            item, at: "\(directionsPath)[\(index)]", PopoverSpec.directions, what: "direction")
          {
            directions.insert(direction)
          }
        }
        spec.permittedArrowDirections = directions.isEmpty ? .any : directions
      } else if case .array = value {
        reader.problem(
          directionsPath, "Expected at least one direction ('up', 'down', 'left', 'right').")
      } else {
        reader.problem(
          directionsPath,
          "Expected an array of 'up', 'down', 'left', 'right', found \(value.kindDescription).")
      }
    }
    if style != .popover {
      for key in PopoverSpec.keys where members[key] != nil {
        reader.problem(
          "\(path).\(key)",
          "'\(key)' applies to popovers only: use the style 'popover' (style "
            + "'\(style.rawValue)' has no popover presentation controller).")
      }
    }
    return reader.problems.count == before ? spec : nil
  }

  /// A non-empty array of `"medium"`, `"large"` or `{"height": points}`.
  private func detents(_ value: JSONValue, at path: String) -> [SheetSpec.Detent]? {
    guard case .array(let items) = value else {
      reader.problem(path, "Expected an array of detents, found \(value.kindDescription).")
      return nil
    }
    guard !items.isEmpty else {
      reader.problem(path, "Expected at least one detent ('medium', 'large' or {\"height\": n}).")
      return nil
    }
    var detents: [SheetSpec.Detent] = []
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      if case .object = item {
        guard
          let members = reader.object(
            item, at: itemPath, allowed: ["height"], required: ["height"],
            what: "a custom detent")
        else { continue }
        if let height = reader.number(members["height"], at: "\(itemPath).height", minimum: 0) {
          detents.append(.height(height))
        }
      } else if let detent = reader.choice(
        item, at: itemPath, [("medium", SheetSpec.Detent.medium), ("large", .large)],
        what: "detent")
      {
        detents.append(detent)
      }
    }
    return detents.count == items.count ? detents : nil
  }
}
