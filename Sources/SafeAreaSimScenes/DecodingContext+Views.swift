import SafeAreaSim

extension DecodingContext {
  static let viewKeys = [
    "id", "type", "frame", "subviews", "hidden", "layoutMargins", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "constraints",
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
    if members["constraints"] != nil {
      reader.problem(
        "\(path).constraints",
        "Auto Layout constraints are not supported by this version of safearea-sim; give the view a frame."
      )
    }
    spec.hidden = reader.bool(members["hidden"], at: "\(path).hidden") ?? false
    spec.layoutMargins = reader.insets(members["layoutMargins"], at: "\(path).layoutMargins")
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
}
