import SafeAreaSim

/// Reads and validates a scene document (SCENE-FORMAT.md, version 1).
///
/// Every problem is collected, each with its JSON path, before the scene is rejected: unknown
/// keys (with a did-you-mean), wrong types, duplicate or malformed ids, unknown devices and
/// orientations, negative sizes and non-finite numbers, actions on ids of the wrong kind.
public enum SceneDecoder {
  /// Options given on the command line that override the scene.
  public struct Overrides: Sendable {
    /// A device name to use instead of the scene's.
    public var device: String?
    /// An orientation to use instead of the scene's.
    public var orientation: String?

    public init(device: String? = nil, orientation: String? = nil) {
      self.device = device
      self.orientation = orientation
    }
  }

  /// Parses and validates a scene.
  ///
  /// - Throws: ``SceneError`` listing every problem.
  public static func decode(
    _ text: String, overrides: Overrides = Overrides()
  ) throws(SceneError)
    -> Scene
  {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw SceneError(problems: [SceneProblem(path: "", message: "Malformed JSON at \(error).")])
    }
    return try decode(json, overrides: overrides)
  }

  /// Validates a parsed scene.
  public static func decode(
    _ json: JSONValue, overrides: Overrides = Overrides()
  )
    throws(SceneError) -> Scene
  {
    let context = DecodingContext()
    let scene = context.scene(json, overrides: overrides)
    guard context.reader.problems.isEmpty, let scene else {
      throw SceneError(problems: context.reader.problems)
    }
    return scene
  }

  static let topLevelKeys = [
    "device", "orientation", "statusBarHidden", "window", "root", "actions",
  ]
  static let orientations: [(String, Orientation)] = Orientation.allCases.map { ($0.rawValue, $0) }
}

/// What kind of thing an id names, for checking actions.
enum IDKind: Equatable {
  case controller(ControllerKindName)
  case view(isScroll: Bool)
  case chrome
}

enum ControllerKindName: String, Equatable {
  case controller, navigation, tab, chrome, custom
}

final class DecodingContext {
  let reader = SceneReader()
  /// Every id and where it was first declared.
  var ids: [String: (path: String, kind: IDKind)] = [:]

  func scene(_ json: JSONValue, overrides: SceneDecoder.Overrides) -> Scene? {
    guard
      let top = reader.object(
        json, at: "", allowed: SceneDecoder.topLevelKeys, required: ["root"], what: "a scene")
    else { return nil }
    let device =
      overrides.device.map { deviceNamed($0, at: "--device") }
      ?? (top["device"].map { deviceValue($0, at: "device") } ?? .iPhone15Pro)
    var orientation = Orientation.portrait
    if let override = overrides.orientation {
      orientation =
        reader.choice(
          .string(override), at: "--orientation", SceneDecoder.orientations, what: "orientation")
        ?? .portrait
    } else if let value = top["orientation"] {
      orientation =
        reader.choice(value, at: "orientation", SceneDecoder.orientations, what: "orientation")
        ?? .portrait
    }
    if let device, !device.supports(orientation) {
      reader.problem(
        overrides.orientation != nil ? "--orientation" : "orientation",
        "\(device.name) does not support \(orientation.rawValue).")
    }
    let statusBarHidden = reader.bool(top["statusBarHidden"], at: "statusBarHidden") ?? false
    var windowFrame: Rect?
    if let window = top["window"],
      let members = reader.object(window, at: "window", allowed: ["frame"], what: "a window")
    {
      windowFrame = reader.rect(members["frame"], at: "window.frame")
      if let frame = windowFrame, frame.width == 0 || frame.height == 0 {
        reader.problem("window.frame", "A window needs a width and a height.")
      }
    }
    let root = top["root"].flatMap { controller($0, at: "root") }
    var actions: [ActionSpec] = []
    if let value = top["actions"] {
      if case .array(let items) = value {
        for (index, item) in items.enumerated() {
          if let action = action(item, at: "actions[\(index)]") { actions.append(action) }
        }
      } else {
        reader.problem("actions", "Expected an array of actions, found \(value.kindDescription).")
      }
    }
    guard let device, let root else { return nil }
    if let ref = root.childForStatusBarHidden, ids[ref] == nil {
      reader.problem("root.childForStatusBarHidden", "No controller has the id '\(ref)'.")
    }
    return Scene(
      device: device, orientation: orientation, statusBarHidden: statusBarHidden,
      windowFrame: windowFrame, root: root, actions: actions)
  }

  // MARK: Devices

  func deviceNamed(_ name: String, at path: String) -> DeviceProfile? {
    do {
      return try DeviceProfile.named(name)
    } catch {
      reader.problem(path, error.description)
      return nil
    }
  }

  func deviceValue(_ value: JSONValue, at path: String) -> DeviceProfile? {
    if case .string(let name) = value { return deviceNamed(name, at: path) }
    guard
      let members = reader.object(
        value, at: path,
        allowed: [
          "name", "idiom", "size", "scale", "statusBarHeight", "safeAreaInsets", "cornerRadius",
          "sensorHousing",
        ], required: ["name", "idiom", "size", "scale"], what: "a device name or custom device")
    else { return nil }
    let name = reader.string(members["name"], at: "\(path).name")
    let idiom = reader.choice(
      members["idiom"], at: "\(path).idiom", Idiom.allCases.map { ($0.rawValue, $0) },
      what: "idiom")
    let size = reader.size(members["size"], at: "\(path).size")
    let scale = reader.number(members["scale"], at: "\(path).scale", minimum: 1)
    let statusBar =
      reader.number(members["statusBarHeight"], at: "\(path).statusBarHeight", minimum: 0) ?? 0
    let corner = reader.number(members["cornerRadius"], at: "\(path).cornerRadius", minimum: 0) ?? 0
    let housing =
      reader.choice(
        members["sensorHousing"], at: "\(path).sensorHousing",
        SensorHousing.allCases.map { ($0.rawValue, $0) }, what: "sensor housing") ?? .none
    var portrait = EdgeInsets.zero
    var landscape: EdgeInsets?
    if let insets = members["safeAreaInsets"],
      let byOrientation = reader.object(
        insets, at: "\(path).safeAreaInsets", allowed: ["portrait", "landscape"],
        what: "safe-area insets by orientation")
    {
      portrait =
        reader.insets(
          byOrientation["portrait"], at: "\(path).safeAreaInsets.portrait", nonNegative: true)
        ?? .zero
      landscape = reader.insets(
        byOrientation["landscape"], at: "\(path).safeAreaInsets.landscape", nonNegative: true)
    }
    if let size, size.width == 0 || size.height == 0 {
      reader.problem("\(path).size", "A screen needs a width and a height.")
    }
    guard let name, let idiom, let size, let scale else { return nil }
    // Missing insets are zero, as everywhere in a scene; for tv the one layout is portrait's.
    return DeviceProfile(
      name: name, idiom: idiom, size: size, scale: scale, displayCornerRadius: corner,
      statusBarHeight: statusBar, sensorHousing: housing, portraitInsets: portrait,
      landscapeInsets: landscape ?? (idiom == .tv ? portrait : .zero))
  }

  // MARK: Ids

  func declare(_ value: JSONValue?, at path: String, kind: IDKind) -> String? {
    guard let id = reader.string(value, at: path) else { return nil }
    guard !id.isEmpty, id.unicodeScalars.allSatisfy(DecodingContext.isIDCharacter) else {
      reader.problem(path, "The id '\(id)' must match [A-Za-z0-9_.-]+.")
      return nil
    }
    if let first = ids[id] {
      reader.problem(path, "Duplicate id '\(id)' (first declared at \(first.path)).")
      return nil
    }
    ids[id] = (path, kind)
    return id
  }

  static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", ".", "-": true
    default: false
    }
  }

  // MARK: Controllers

  static let commonControllerKeys = [
    "id", "type", "additionalSafeAreaInsets", "edgesForExtendedLayout",
    "extendedLayoutIncludesOpaqueBars", "hidesBottomBarWhenPushed", "prefersStatusBarHidden",
    "viewRespectsSystemMinimumLayoutMargins", "view", "childForStatusBarHidden",
    "modalPresentationStyle", "definesPresentationContext",
  ]
  static let kindKeys: [ControllerKindName: [String]] = [
    .controller: [],
    .navigation: ["viewControllers", "navigationBar", "toolbar"],
    .tab: ["viewControllers", "selectedIndex", "tabBar"],
    .chrome: ["content", "chrome"],
    .custom: ["children"],
  ]
  static let controllerTypes: [(String, ControllerKindName)] = [
    ("controller", .controller), ("navigation", .navigation), ("tab", .tab),
    ("chrome", .chrome), ("custom", .custom),
  ]

  /// A controller object. `extraKeys` are allowed besides the type's (a custom child's
  /// `frame`).
  func controller(_ value: JSONValue, at path: String, extraKeys: [String] = []) -> ControllerSpec?
  {
    // The type decides the allowed keys: read it first.
    var kindName: ControllerKindName?
    if let type = value["type"] {
      kindName = reader.choice(
        type, at: "\(path).type", DecodingContext.controllerTypes, what: "controller type")
    }
    let allowed =
      DecodingContext.commonControllerKeys + extraKeys
      + (kindName.map { DecodingContext.kindKeys[$0] ?? [] }
        ?? DecodingContext.kindKeys.values.flatMap { $0 })
    guard
      let members = reader.object(
        value, at: path, allowed: allowed, required: ["id", "type"], what: "a controller")
    else { return nil }
    let id = declare(members["id"], at: "\(path).id", kind: .controller(kindName ?? .controller))
    var spec = ControllerSpec(id: id ?? "?", kind: .plain, path: path)
    if let insets = reader.insets(
      members["additionalSafeAreaInsets"], at: "\(path).additionalSafeAreaInsets")
    {
      spec.additionalSafeAreaInsets = insets
    }
    if let edges = members["edgesForExtendedLayout"] {
      spec.edgesForExtendedLayout = rectEdges(edges, at: "\(path).edgesForExtendedLayout") ?? .all
    }
    spec.extendedLayoutIncludesOpaqueBars =
      reader.bool(
        members["extendedLayoutIncludesOpaqueBars"], at: "\(path).extendedLayoutIncludesOpaqueBars")
      ?? false
    spec.hidesBottomBarWhenPushed =
      reader.bool(members["hidesBottomBarWhenPushed"], at: "\(path).hidesBottomBarWhenPushed")
      ?? false
    spec.prefersStatusBarHidden =
      reader.bool(members["prefersStatusBarHidden"], at: "\(path).prefersStatusBarHidden") ?? false
    spec.viewRespectsSystemMinimumLayoutMargins =
      reader.bool(
        members["viewRespectsSystemMinimumLayoutMargins"],
        at: "\(path).viewRespectsSystemMinimumLayoutMargins") ?? true
    spec.childForStatusBarHidden = reader.string(
      members["childForStatusBarHidden"], at: "\(path).childForStatusBarHidden")
    spec.modalPresentationStyle = reader.choice(
      members["modalPresentationStyle"], at: "\(path).modalPresentationStyle",
      ModalPresentationStyle.allCases.map { ($0.rawValue, $0) }, what: "presentation style")
    spec.definesPresentationContext =
      reader.bool(members["definesPresentationContext"], at: "\(path).definesPresentationContext")
      ?? false
    if let view = members["view"] {
      spec.view = self.view(view, at: "\(path).view", isRoot: true)
    }
    switch kindName {
    case .navigation:
      let stack = controllerList(members["viewControllers"], at: "\(path).viewControllers")
      for (index, child) in stack.enumerated() where child.isTabController {
        reader.problem(
          "\(path).viewControllers[\(index)].type",
          "A tab bar controller cannot be pushed on a navigation stack.")
      }
      let bar = barSpec(
        members["navigationBar"], at: "\(path).navigationBar", hiddenByDefault: false,
        allowsLargeTitles: true)
      let toolbar = barSpec(members["toolbar"], at: "\(path).toolbar", hiddenByDefault: true)
      spec.kind = .navigation(stack: stack, bar: bar, toolbar: toolbar)
    case .tab:
      let children = controllerList(members["viewControllers"], at: "\(path).viewControllers")
      var selected = 0
      if let value = members["selectedIndex"],
        let index = reader.integer(value, at: "\(path).selectedIndex", minimum: 0)
      {
        if index < max(children.count, 1) {
          selected = index
        } else {
          reader.problem(
            "\(path).selectedIndex",
            "Index \(index) is out of range: the tab bar controller has \(children.count) tabs."
          )
        }
      }
      let bar = barSpec(members["tabBar"], at: "\(path).tabBar", hiddenByDefault: false)
      spec.kind = .tab(children: children, selectedIndex: selected, bar: bar)
    case .chrome:
      let content = members["content"].flatMap { controller($0, at: "\(path).content") }
      if members["content"] == nil {
        reader.problem("\(path).content", "Missing required key 'content' in a chrome container.")
      }
      var chrome: [ChromeSpec] = []
      if let value = members["chrome"] {
        if case .array(let items) = value {
          for (index, item) in items.enumerated() {
            if let spec = chromeSpec(item, at: "\(path).chrome[\(index)]") { chrome.append(spec) }
          }
        } else {
          reader.problem(
            "\(path).chrome", "Expected an array of chrome views, found \(value.kindDescription).")
        }
      }
      guard let content else { return nil }
      spec.kind = .chrome(content: content, chrome: chrome)
    case .custom:
      var children: [CustomChildSpec] = []
      if let value = members["children"] {
        if case .array(let items) = value {
          for (index, item) in items.enumerated() {
            let childPath = "\(path).children[\(index)]"
            if let child = controller(item, at: childPath, extraKeys: ["frame"]) {
              children.append(
                CustomChildSpec(
                  controller: child, frame: reader.rect(item["frame"], at: "\(childPath).frame")))
            }
          }
        } else {
          reader.problem(
            "\(path).children", "Expected an array of controllers, found \(value.kindDescription).")
        }
      }
      spec.kind = .custom(children: children)
    case .controller, nil:
      break
    }
    return id == nil ? nil : spec
  }

  func controllerList(_ value: JSONValue?, at path: String) -> [ControllerSpec] {
    guard let value else { return [] }
    guard case .array(let items) = value else {
      reader.problem(path, "Expected an array of controllers, found \(value.kindDescription).")
      return []
    }
    return items.enumerated().compactMap { index, item in controller(item, at: "\(path)[\(index)]")
    }
  }

  func barSpec(
    _ value: JSONValue?, at path: String, hiddenByDefault: Bool, allowsLargeTitles: Bool = false
  ) -> BarSpec {
    var bar = BarSpec(hidden: hiddenByDefault)
    guard let value,
      let members = reader.object(
        value, at: path,
        allowed: ["hidden", "translucent"] + (allowsLargeTitles ? ["prefersLargeTitles"] : []),
        what: "a bar")
    else { return bar }
    bar.hidden = reader.bool(members["hidden"], at: "\(path).hidden") ?? hiddenByDefault
    bar.translucent = reader.bool(members["translucent"], at: "\(path).translucent") ?? true
    bar.prefersLargeTitles =
      reader.bool(members["prefersLargeTitles"], at: "\(path).prefersLargeTitles") ?? false
    return bar
  }

  func chromeSpec(_ value: JSONValue, at path: String) -> ChromeSpec? {
    guard
      let members = reader.object(
        value, at: path, allowed: ["id", "edge", "size", "insideSafeArea", "hidden"],
        required: ["id", "edge", "size"], what: "a chrome view")
    else { return nil }
    let id = declare(members["id"], at: "\(path).id", kind: .chrome)
    let edge = reader.choice(
      members["edge"], at: "\(path).edge", Edge.allCases.map { ($0.rawValue, $0) }, what: "edge")
    let size = reader.number(members["size"], at: "\(path).size", minimum: 0)
    guard let id, let edge, let size else { return nil }
    return ChromeSpec(
      id: id, edge: edge, size: size,
      insideSafeArea: reader.bool(members["insideSafeArea"], at: "\(path).insideSafeArea") ?? false,
      hidden: reader.bool(members["hidden"], at: "\(path).hidden") ?? false)
  }

  func rectEdges(_ value: JSONValue, at path: String) -> RectEdge? {
    if case .string(let word) = value {
      switch word {
      case "all": return .all
      case "none": return []
      default:
        reader.problem(path, "Expected \"all\", \"none\" or an array of edges, found \"\(word)\".")
        return nil
      }
    }
    guard case .array(let items) = value else {
      reader.problem(
        path, "Expected \"all\", \"none\" or an array of edges, found \(value.kindDescription).")
      return nil
    }
    var edges: RectEdge = []
    let names: [(String, RectEdge)] = [
      ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
    for (index, item) in items.enumerated() {
      if let edge = reader.choice(item, at: "\(path)[\(index)]", names, what: "edge") {
        edges.insert(edge)
      }
    }
    return edges
  }

  // MARK: Views

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

extension ControllerSpec {
  var isTabController: Bool {
    if case .tab = kind { return true }
    return false
  }

  /// The kind's name in a scene.
  var kindName: ControllerKindName {
    switch kind {
    case .plain: .controller
    case .navigation: .navigation
    case .tab: .tab
    case .chrome: .chrome
    case .custom: .custom
    }
  }
}
