import SafeAreaSim

extension DecodingContext {
  static let actionKeys: [String: [String]] = [
    "push": ["on", "controller"],
    "pop": ["on"],
    "popToRoot": ["on"],
    "setViewControllers": ["on", "controllers"],
    "interactivePop": ["on", "finish"],
    "selectTab": ["on", "index"],
    "scroll": ["on", "contentOffset"],
    "present": ["from", "controller", "style"] + SheetSpec.keys + PopoverSpec.keys,
    "dismiss": ["on"],
    "addChild": ["parent", "controller", "frame"],
    "removeFromParent": ["on"],
    "rotate": ["to"],
    "setStatusBarHidden": ["value"],
    "set": ["on", "property", "value"],
    "showKeyboard": ["height", "floating"],
    "hideKeyboard": [],
    "selectDetent": ["on", "index"],
    "resizeWindow": ["frame"],
    "showColumn": ["on", "column"],
    "hideColumn": ["on", "column"],
    "setPage": ["on", "index", "direction"],
    "turnPage": ["on", "direction", "finish"],
  ]
  static let actionOrder = [
    "push", "pop", "popToRoot", "setViewControllers", "interactivePop", "selectTab", "scroll",
    "present",
    "dismiss", "addChild", "removeFromParent", "rotate", "setStatusBarHidden", "set",
    "showKeyboard", "hideKeyboard", "selectDetent", "resizeWindow", "showColumn", "hideColumn",
    "setPage", "turnPage",
  ]
  static let propertyTargets: [String: PropertyChange.Target] = [
    "additionalSafeAreaInsets": .controller, "frame": .view, "hidden": .view,
    "navigationBarHidden": .navigation, "toolbarHidden": .navigation, "tabBarHidden": .tab,
    "translucent": .navigationOrTab, "size": .chrome, "contentSize": .scrollView,
    "contentInset": .scrollView, "contentInsetAdjustmentBehavior": .scrollView,
    "layoutMargins": .view, "autoresizingMask": .view, "prefersStatusBarHidden": .controller,
    "edgesForExtendedLayout": .controller, "extendedLayoutIncludesOpaqueBars": .controller,
    "prefersLargeTitles": .navigation, "largeTitleDisplayMode": .controller,
    "insetsLayoutMarginsFromSafeArea": .view, "preservesSuperviewLayoutMargins": .view,
    "directionalLayoutMargins": .view,
  ]
  static let properties = [
    "additionalSafeAreaInsets", "frame", "hidden", "navigationBarHidden", "toolbarHidden",
    "tabBarHidden", "translucent", "size", "contentSize", "contentInset",
    "contentInsetAdjustmentBehavior", "layoutMargins", "autoresizingMask", "prefersStatusBarHidden",
    "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "prefersLargeTitles",
    "largeTitleDisplayMode", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
    "directionalLayoutMargins",
  ]

  func action(_ value: JSONValue, at path: String) -> ActionSpec? {
    guard case .object = value else {
      reader.problem(path, "Expected an action (an object), found \(value.kindDescription).")
      return nil
    }
    guard let doValue = value["do"] else {
      reader.problem("\(path).do", "Missing required key 'do' in an action.")
      return nil
    }
    guard
      let name = reader.choice(
        doValue, at: "\(path).do", DecodingContext.actionOrder.map { ($0, $0) }, what: "action")
    else { return nil }
    let keys = DecodingContext.actionKeys[name] ?? []
    let required = keys.filter {
      !(["frame", "style", "finish", "height", "floating", "direction"] + SheetSpec.keys
        + PopoverSpec.keys).contains($0)
    }
    guard
      let members = reader.object(
        value, at: path, allowed: ["do", "animated"] + keys, required: required,
        what: "a '\(name)' action")
    else { return nil }
    let animated = reader.bool(members["animated"], at: "\(path).animated") ?? false
    let before = reader.problems.count
    var operation: ActionSpec.Operation?
    switch name {
    case "push":
      let on = target(
        members["on"], at: "\(path).on", expecting: [.navigation], what: "a navigation controller")
      let controller = reference(members["controller"], at: "\(path).controller")
      if let controller {
        validator.pushable(controller, at: "\(path).controller")
        navigationItems(of: controller, insideNavigation: true)
      }
      if let on, let controller { operation = .push(on: on, controller: controller) }
    case "pop", "popToRoot":
      if let on = target(
        members["on"], at: "\(path).on", expecting: [.navigation], what: "a navigation controller")
      {
        operation = name == "pop" ? .pop(on: on) : .popToRoot(on: on)
      }
    case "setViewControllers":
      let on = target(
        members["on"], at: "\(path).on", expecting: [.navigation], what: "a navigation controller")
      var list: [ControllerReference] = []
      if let value = members["controllers"] {
        if case .array(let items) = value {
          for (index, item) in items.enumerated() {
            let itemPath = "\(path).controllers[\(index)]"
            if let ref = reference(item, at: itemPath) {
              validator.pushable(ref, at: itemPath)
              navigationItems(of: ref, insideNavigation: true)
              list.append(ref)
            }
          }
        } else {
          reader.problem(
            "\(path).controllers",
            "Expected an array of controllers, found \(value.kindDescription).")
        }
      }
      if let on { operation = .setViewControllers(on: on, controllers: list) }
    case "interactivePop":
      let on = target(
        members["on"], at: "\(path).on", expecting: [.navigation], what: "a navigation controller")
      let finish = reader.bool(members["finish"], at: "\(path).finish") ?? true
      if let on { operation = .interactivePop(on: on, finish: finish) }
    case "showColumn", "hideColumn":
      let on = target(
        members["on"], at: "\(path).on", expecting: [.split], what: "a split view controller")
      let columns: [(String, SplitViewController.Column)] = [
        ("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary),
      ]
      let column = reader.choice(members["column"], at: "\(path).column", columns, what: "column")
      if let on, let column {
        operation =
          name == "showColumn"
          ? .showColumn(on: on, column: column) : .hideColumn(on: on, column: column)
      }
    case "selectTab":
      let on = target(
        members["on"], at: "\(path).on", expecting: [.tab], what: "a tab bar controller")
      let index = reader.integer(members["index"], at: "\(path).index")
      if let on, let index { operation = .selectTab(on: on, index: index) }
    case "scroll":
      let on = reader.string(members["on"], at: "\(path).on")
      let isTarget = on.map { validator.scrollTarget($0, at: "\(path).on") } ?? false
      let offset = contentOffset(members["contentOffset"], at: "\(path).contentOffset")
      if let on, isTarget, let offset { operation = .scroll(on: on, contentOffset: offset) }
    case "present":
      let from = target(members["from"], at: "\(path).from", expecting: nil, what: "a controller")
      let controller = reference(members["controller"], at: "\(path).controller")
      // Without a style, the controller keeps its own modalPresentationStyle, whether the
      // action declares it or names one declared before.
      var declaredStyle: ModalPresentationStyle?
      switch controller {
      case .new(let spec)?: declaredStyle = spec.modalPresentationStyle
      case .id(let id)?: declaredStyle = declaredPresentationStyles[id]
      case nil: break
      }
      let style =
        members["style"].flatMap {
          reader.choice(
            $0, at: "\(path).style", ModalPresentationStyle.allCases.map { ($0.rawValue, $0) },
            what: "presentation style")
        } ?? declaredStyle ?? .automatic
      let sheet = sheetSpec(members, style: style, at: path)
      let popover = popoverSpec(members, style: style, at: path)
      if let controller { navigationItems(of: controller, insideNavigation: false) }
      if let from, let controller, let sheet, let popover {
        operation = .present(
          from: from, controller: controller, style: style, sheet: sheet, popover: popover)
      }
    case "dismiss":
      if let on = target(members["on"], at: "\(path).on", expecting: nil, what: "a controller") {
        operation = .dismiss(on: on)
      }
    case "addChild":
      let parent = target(
        members["parent"], at: "\(path).parent", expecting: nil, what: "a controller")
      let controller = reference(members["controller"], at: "\(path).controller")
      let frame = reader.rect(members["frame"], at: "\(path).frame")
      if let controller { navigationItems(of: controller, insideNavigation: false) }
      if let parent, let controller {
        operation = .addChild(parent: parent, controller: controller, frame: frame)
      }
    case "removeFromParent":
      if let on = target(members["on"], at: "\(path).on", expecting: nil, what: "a controller") {
        operation = .removeFromParent(on: on)
      }
    case "rotate":
      if let to = reader.choice(
        members["to"], at: "\(path).to", SceneDecoder.orientations, what: "orientation")
      {
        operation = .rotate(to: to)
      }
    case "setStatusBarHidden":
      if let flag = reader.bool(members["value"], at: "\(path).value") {
        operation = .setStatusBarHidden(flag)
      }
    case "showKeyboard":
      let height = reader.number(members["height"], at: "\(path).height", minimum: 0)
      let floating = reader.bool(members["floating"], at: "\(path).floating") ?? false
      operation = .showKeyboard(height: height, floating: floating)
    case "hideKeyboard":
      operation = .hideKeyboard
    case "selectDetent":
      let on = target(members["on"], at: "\(path).on", expecting: nil, what: "a controller")
      let index = reader.integer(members["index"], at: "\(path).index")
      if let on, let index { operation = .selectDetent(on: on, index: index) }
    case "setPage", "turnPage":
      let on = target(
        members["on"], at: "\(path).on", expecting: [.page], what: "a page view controller")
      let direction =
        reader.choice(
          members["direction"], at: "\(path).direction",
          PageViewController.NavigationDirection.allCases.map { ($0.rawValue, $0) },
          what: "direction") ?? .forward
      if name == "setPage" {
        let index = reader.integer(members["index"], at: "\(path).index", minimum: 0)
        if let on, let index { operation = .setPage(on: on, index: index, direction: direction) }
      } else {
        let finish = reader.bool(members["finish"], at: "\(path).finish") ?? true
        if let on { operation = .turnPage(on: on, direction: direction, finish: finish) }
      }
    case "resizeWindow":
      if members["frame"] == nil {
        reader.problem("\(path).frame", "Missing required key 'frame' in a 'resizeWindow' action.")
      } else if let frame = reader.rect(members["frame"], at: "\(path).frame") {
        operation = .resizeWindow(frame: frame)
      }
    default:  // "set"
      operation = setOperation(members, at: path)
    }
    guard reader.problems.count == before, let operation else { return nil }
    return ActionSpec(operation, animated: animated, json: value, path: path)
  }

  /// A content offset `[x, y]`.
  func contentOffset(_ value: JSONValue?, at path: String) -> Point? {
    guard let value else { return nil }
    guard case .array(let items) = value, items.count == 2 else {
      reader.problem(path, "Expected a content offset [x, y], found \(value.kindDescription).")
      return nil
    }
    guard let x = reader.number(items[0], at: "\(path)[0]"),
      let y = reader.number(items[1], at: "\(path)[1]")
    else { return nil }
    return Point(x: x, y: y)
  }

  /// Checks the navigation items of a controller an action declares.
  func navigationItems(of reference: ControllerReference, insideNavigation: Bool) {
    if case .new(let spec) = reference {
      validator.navigationItems(of: spec, insideNavigation: insideNavigation)
    }
  }

  /// An id that must name a controller (of one of the kinds, if given).
  func target(
    _ value: JSONValue?, at path: String, expecting kinds: [ControllerKindName]?, what: String
  ) -> String? {
    guard let id = reader.string(value, at: path),
      validator.target(id, at: path, expecting: kinds, what: what)
    else { return nil }
    return id
  }

  /// A controller object (declared here) or the id of one declared before.
  func reference(_ value: JSONValue?, at path: String) -> ControllerReference? {
    guard let value else { return nil }
    if case .string = value {
      return target(value, at: path, expecting: nil, what: "a controller").map(
        ControllerReference.id)
    }
    return controller(value, at: path).map(ControllerReference.new)
  }

  func setOperation(_ members: [String: JSONValue], at path: String) -> ActionSpec.Operation? {
    guard let on = reader.string(members["on"], at: "\(path).on"),
      let kind = validator.settable(on, at: "\(path).on")
    else { return nil }
    guard
      let property = reader.choice(
        members["property"], at: "\(path).property", DecodingContext.properties.map { ($0, $0) },
        what: "property"),
      let value = members["value"]
    else {
      if members["value"] == nil {
        reader.problem("\(path).value", "Missing required key 'value'.")
      }
      return nil
    }
    let valuePath = "\(path).value"
    // The kind of thing first: a value for the wrong kind of thing is not worth reading.
    let target = DecodingContext.propertyTargets[property] ?? .view
    guard validator.accepts(property, target, on: on, kind: kind, at: "\(path).on") else {
      return nil
    }
    return propertyChange(property, value, at: valuePath).map { .set(on: on, change: $0) }
  }

  /// The typed value of a property, read once; `nil` (with a problem) when it is not valid.
  func propertyChange(_ property: String, _ value: JSONValue, at path: String) -> PropertyChange? {
    switch property {
    case "additionalSafeAreaInsets":
      reader.insets(value, at: path).map(PropertyChange.additionalSafeAreaInsets)
    case "frame": reader.rect(value, at: path).map(PropertyChange.frame)
    case "hidden": reader.bool(value, at: path).map(PropertyChange.hidden)
    case "navigationBarHidden": reader.bool(value, at: path).map(PropertyChange.navigationBarHidden)
    case "toolbarHidden": reader.bool(value, at: path).map(PropertyChange.toolbarHidden)
    case "tabBarHidden": reader.bool(value, at: path).map(PropertyChange.tabBarHidden)
    case "translucent": reader.bool(value, at: path).map(PropertyChange.translucent)
    case "size": reader.number(value, at: path, minimum: 0).map(PropertyChange.size)
    case "contentSize": reader.size(value, at: path).map(PropertyChange.contentSize)
    case "contentInset": reader.insets(value, at: path).map(PropertyChange.contentInset)
    case "contentInsetAdjustmentBehavior":
      reader.choice(
        value, at: path, ContentInsetAdjustmentBehavior.allCases.map { ($0.rawValue, $0) },
        what: "content inset adjustment behavior"
      ).map(PropertyChange.contentInsetAdjustmentBehavior)
    case "autoresizingMask":
      autoresizingMask(value, at: path).map(PropertyChange.autoresizingMask)
    case "prefersStatusBarHidden":
      reader.bool(value, at: path).map(PropertyChange.prefersStatusBarHidden)
    case "edgesForExtendedLayout":
      rectEdges(value, at: path).map(PropertyChange.edgesForExtendedLayout)
    case "extendedLayoutIncludesOpaqueBars":
      reader.bool(value, at: path).map(PropertyChange.extendedLayoutIncludesOpaqueBars)
    case "prefersLargeTitles": reader.bool(value, at: path).map(PropertyChange.prefersLargeTitles)
    case "largeTitleDisplayMode":
      largeTitleDisplayMode(value, at: path).map(PropertyChange.largeTitleDisplayMode)
    case "insetsLayoutMarginsFromSafeArea":
      reader.bool(value, at: path).map(PropertyChange.insetsLayoutMarginsFromSafeArea)
    case "preservesSuperviewLayoutMargins":
      reader.bool(value, at: path).map(PropertyChange.preservesSuperviewLayoutMargins)
    case "directionalLayoutMargins":
      reader.directionalInsets(value, at: path).map(PropertyChange.directionalLayoutMargins)
    default:  // layoutMargins
      reader.insets(value, at: path).map(PropertyChange.layoutMargins)
    }
  }
}
