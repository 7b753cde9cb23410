import SafeAreaSim

extension DecodingContext {
  static let commonControllerKeys = [
    "id", "type", "additionalSafeAreaInsets", "edgesForExtendedLayout",
    "extendedLayoutIncludesOpaqueBars", "hidesBottomBarWhenPushed", "prefersStatusBarHidden",
    "viewRespectsSystemMinimumLayoutMargins", "view", "childForStatusBarHidden",
    "modalPresentationStyle", "definesPresentationContext", "largeTitleDisplayMode",
    "supportedInterfaceOrientations", "navigationItem",
  ]
  static let kindKeys: [ControllerKindName: [String]] = [
    .controller: [],
    .navigation: ["viewControllers", "navigationBar", "toolbar", "hidesBarsOnSwipe"],
    .tab: ["viewControllers", "selectedIndex", "tabBar", "mode"],
    .chrome: ["content", "chrome"],
    .custom: ["children"],
    .split: DecodingContext.splitKeys,
    .page: ["viewControllers", "index", "navigationOrientation", "interPageSpacing"],
  ]
  static let controllerTypes: [(String, ControllerKindName)] = [
    ("controller", .controller), ("navigation", .navigation), ("tab", .tab),
    ("chrome", .chrome), ("custom", .custom), ("split", .split), ("page", .page),
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
    if let id, let style = spec.modalPresentationStyle { declaredPresentationStyles[id] = style }
    spec.definesPresentationContext =
      reader.bool(members["definesPresentationContext"], at: "\(path).definesPresentationContext")
      ?? false
    spec.largeTitleDisplayMode =
      members["largeTitleDisplayMode"].flatMap {
        largeTitleDisplayMode($0, at: "\(path).largeTitleDisplayMode")
      } ?? .automatic
    if let value = members["supportedInterfaceOrientations"] {
      spec.supportedInterfaceOrientations = orientationMask(
        value, at: "\(path).supportedInterfaceOrientations")
    }
    if let item = members["navigationItem"] {
      spec.navigationItem = navigationItem(item, at: "\(path).navigationItem")
    }
    if let view = members["view"] {
      spec.view = self.view(view, at: "\(path).view", isRoot: true)
      if let root = spec.view, let id {
        validator.constraints(inTreeOf: root, controller: id, at: "\(path).view")
      }
    }
    switch kindName {
    case .navigation:
      let stack = controllerList(members["viewControllers"], at: "\(path).viewControllers")
      validator.navigationStack(stack, at: "\(path).viewControllers")
      let bar = barSpec(
        members["navigationBar"], at: "\(path).navigationBar", hiddenByDefault: false,
        allowsLargeTitles: true)
      let toolbar = barSpec(members["toolbar"], at: "\(path).toolbar", hiddenByDefault: true)
      spec.kind = .navigation(stack: stack, bar: bar, toolbar: toolbar)
      spec.hidesBarsOnSwipe =
        reader.bool(members["hidesBarsOnSwipe"], at: "\(path).hidesBarsOnSwipe") ?? false
    case .tab:
      let children = controllerList(members["viewControllers"], at: "\(path).viewControllers")
      var selected = 0
      if let value = members["selectedIndex"],
        let index = reader.integer(value, at: "\(path).selectedIndex", minimum: 0),
        validator.selectedIndex(index, tabs: children.count, at: "\(path).selectedIndex")
      {
        selected = index
      }
      let bar = barSpec(members["tabBar"], at: "\(path).tabBar", hiddenByDefault: false)
      spec.kind = .tab(children: children, selectedIndex: selected, bar: bar)
      spec.tabMode =
        reader.choice(
          members["mode"], at: "\(path).mode",
          TabBarController.Mode.allCases.map { ($0.rawValue, $0) }, what: "tab bar mode")
        ?? .automatic
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
    case .split:
      let split = split(members, at: path)
      spec.kind = .split(split)
      if let id { validator.splitColumnNavigations(split, of: id, at: path) }
    case .page:
      let pages = controllerList(members["viewControllers"], at: "\(path).viewControllers")
      var page = PageSpec(pages: pages)
      if let value = members["index"],
        let index = reader.integer(value, at: "\(path).index", minimum: 0)
      {
        page.index = index
      }
      page.navigationOrientation =
        reader.choice(
          members["navigationOrientation"], at: "\(path).navigationOrientation",
          PageViewController.NavigationOrientation.allCases.map { ($0.rawValue, $0) },
          what: "navigation orientation") ?? .horizontal
      page.interPageSpacing =
        reader.number(members["interPageSpacing"], at: "\(path).interPageSpacing", minimum: 0)
        ?? 0
      validator.pages(page, at: path)
      spec.kind = .page(page: page)
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

  /// A navigation item: `searchBar`, `hidesSearchBarWhenScrolling`, `prompt`.
  func navigationItem(_ value: JSONValue, at path: String) -> NavigationItemSpec? {
    guard
      let members = reader.object(
        value, at: path, allowed: NavigationItemSpec.keys, what: "a navigation item")
    else { return nil }
    var item = NavigationItemSpec()
    item.searchBar = reader.bool(members["searchBar"], at: "\(path).searchBar") ?? false
    item.hidesSearchBarWhenScrolling =
      reader.bool(
        members["hidesSearchBarWhenScrolling"], at: "\(path).hidesSearchBarWhenScrolling") ?? true
    if let prompt = members["prompt"] {
      item.prompt = reader.string(prompt, at: "\(path).prompt")
    }
    return item
  }

  func chromeSpec(_ value: JSONValue, at path: String) -> ChromeSpec? {
    guard
      let members = reader.object(
        value, at: path, allowed: ["id", "edge", "size", "insideSafeArea", "hidden"],
        required: ["id", "edge", "size"], what: "a chrome view")
    else { return nil }
    let id = declare(members["id"], at: "\(path).id", kind: .chrome)
    // Leading and trailing (1.1) follow the scene's layout direction.
    let choices: [(String, (Edge, ChromeView.DirectionalEdge?))] =
      Edge.allCases.map { ($0.rawValue, ($0, nil)) }
      + [("leading", (.left, .leading)), ("trailing", (.right, .trailing))]
    let edge = reader.choice(members["edge"], at: "\(path).edge", choices, what: "edge")
    let size = reader.number(members["size"], at: "\(path).size", minimum: 0)
    guard let id, let edge, let size else { return nil }
    var spec = ChromeSpec(
      id: id, edge: edge.0, size: size,
      insideSafeArea: reader.bool(members["insideSafeArea"], at: "\(path).insideSafeArea") ?? false,
      hidden: reader.bool(members["hidden"], at: "\(path).hidden") ?? false)
    spec.directionalEdge = edge.1
    return spec
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

  /// A large-title display mode: `automatic`, `always` or `never`.
  func largeTitleDisplayMode(
    _ value: JSONValue, at path: String
  ) -> NavigationItem.LargeTitleDisplayMode? {
    reader.choice(
      value, at: path, NavigationItem.LargeTitleDisplayMode.allCases.map { ($0.rawValue, $0) },
      what: "large title display mode")
  }

  /// A non-empty array of orientation names (UIKit: "The value you return must not be 0").
  func orientationMask(_ value: JSONValue, at path: String) -> InterfaceOrientationMask? {
    guard case .array(let items) = value else {
      reader.problem(
        path, "Expected an array of orientations, found \(value.kindDescription).")
      return nil
    }
    // An empty list is the one mistake the mask itself shows: the validator words it.
    guard !items.isEmpty || validator.supportedOrientations([], at: path) else { return nil }
    var mask: InterfaceOrientationMask = []
    for (index, item) in items.enumerated() {
      if let orientation = reader.choice(
        item, at: "\(path)[\(index)]", SceneDecoder.orientations, what: "orientation")
      {
        mask.insert(InterfaceOrientationMask(orientation))
      }
    }
    return mask
  }
}
