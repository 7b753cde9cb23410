import SafeAreaSim

extension DecodingContext {
  static let viewKeys = [
    "id", "type", "frame", "subviews", "hidden", "layoutMargins", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "constraints", "autoresizingMask",
    "directionalLayoutMargins",
    "semanticContentAttribute",
  ]
  static let scrollKeys = [
    "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical",
    "alwaysBounceHorizontal",
  ]

  func view(_ value: JSONValue, at path: String, isRoot: Bool = false) -> ViewSpec? {
    let isScroll =
      value["type"].flatMap {
        reader.choice(
          $0, at: "\(path).type", [("view", false), ("scroll", true)], what: "view type")
      } ?? false
    let allowed =
      DecodingContext.viewKeys.filter { !(isRoot && $0 == "id") }
      + (isScroll ? DecodingContext.scrollKeys : [])
    guard let members = reader.object(value, at: path, allowed: allowed, what: "a view") else {
      return nil
    }
    var spec = ViewSpec(isScroll: isScroll)
    if members["id"] != nil {
      spec.id = declare(members["id"], at: "\(path).id", kind: .view(isScroll: isScroll))
    }
    spec.frame = reader.rect(members["frame"], at: "\(path).frame")
    if let value = members["constraints"] {
      (spec.constraints, spec.constraintIndices) = constraints(value, at: "\(path).constraints")
    }
    if let value = members["autoresizingMask"] {
      spec.autoresizingMask = autoresizingMask(value, at: "\(path).autoresizingMask") ?? []
    }
    spec.hidden = reader.bool(members["hidden"], at: "\(path).hidden") ?? false
    spec.layoutMargins = reader.insets(members["layoutMargins"], at: "\(path).layoutMargins")
    if let value = members["directionalLayoutMargins"] {
      if members["layoutMargins"] != nil {
        reader.problem(
          "\(path).directionalLayoutMargins",
          "Give either 'layoutMargins' or 'directionalLayoutMargins', not both.")
      }
      spec.directionalLayoutMargins = reader.directionalInsets(
        value, at: "\(path).directionalLayoutMargins")
    }
    spec.semanticContentAttribute = members["semanticContentAttribute"].flatMap {
      reader.choice(
        $0, at: "\(path).semanticContentAttribute",
        SemanticContentAttribute.allCases.map { ($0.rawValue, $0) },
        what: "semantic content attribute")
    }
    spec.insetsLayoutMarginsFromSafeArea = reader.bool(
      members["insetsLayoutMarginsFromSafeArea"], at: "\(path).insetsLayoutMarginsFromSafeArea")
    spec.preservesSuperviewLayoutMargins = reader.bool(
      members["preservesSuperviewLayoutMargins"], at: "\(path).preservesSuperviewLayoutMargins")
    spec.contentSize = reader.size(members["contentSize"], at: "\(path).contentSize")
    spec.contentInset = reader.insets(members["contentInset"], at: "\(path).contentInset")
    spec.contentInsetAdjustmentBehavior = reader.choice(
      members["contentInsetAdjustmentBehavior"], at: "\(path).contentInsetAdjustmentBehavior",
      ContentInsetAdjustmentBehavior.allCases.map { ($0.rawValue, $0) },
      what: "content inset adjustment behavior")
    spec.alwaysBounceVertical =
      reader.bool(members["alwaysBounceVertical"], at: "\(path).alwaysBounceVertical") ?? false
    spec.alwaysBounceHorizontal =
      reader.bool(members["alwaysBounceHorizontal"], at: "\(path).alwaysBounceHorizontal") ?? false
    if let subviews = members["subviews"] {
      if case .array(let items) = subviews {
        spec.subviews = items.enumerated().compactMap { index, item in
          view(item, at: "\(path).subviews[\(index)]")
        }
      } else {
        reader.problem(
          "\(path).subviews", "Expected an array of views, found \(subviews.kindDescription).")
      }
    }
    return spec
  }

  /// The masks a scene names, by UIKit's names.
  static let autoresizingMasks: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// An autoresizing mask: an array of UIKit's names.
  func autoresizingMask(_ value: JSONValue, at path: String) -> AutoresizingMask? {
    guard case .array(let items) = value else {
      reader.problem(
        path, "Expected an array of autoresizing masks, found \(value.kindDescription).")
      return nil
    }
    var mask: AutoresizingMask = []
    var valid = true
    for (index, item) in items.enumerated() {
      if let option = reader.choice(
        item, at: "\(path)[\(index)]", DecodingContext.autoresizingMasks,
        what: "autoresizing mask")
      {
        mask.insert(option)
      } else {
        valid = false
      }
    }
    return valid ? mask : nil
  }

  /// A view's constraints: an array of strings, each read by ``ConstraintParser``. What they
  /// name is checked once the controller's view tree is read.
  func constraints(
    _ value: JSONValue, at path: String
  ) -> (constraints: [ConstraintSpec], indices: [Int]) {
    guard case .array(let items) = value else {
      reader.problem(
        path, "Expected an array of constraint strings, found \(value.kindDescription).")
      return ([], [])
    }
    var result: [ConstraintSpec] = []
    var indices: [Int] = []
    for (index, item) in items.enumerated() {
      guard let text = reader.string(item, at: "\(path)[\(index)]") else { continue }
      switch ConstraintParser.parse(text) {
      case .success(let constraint):
        result.append(constraint)
        indices.append(index)
      case .failure(let failure): reader.problem("\(path)[\(index)]", failure.message)
      }
    }
    return (result, indices)
  }
}
