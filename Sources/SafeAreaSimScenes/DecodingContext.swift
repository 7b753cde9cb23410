import SafeAreaSim

/// One decoding of a scene: the reader that reads the JSON's shape and types and collects
/// every problem with its path, and the validator that makes the checks spanning the document
/// (ids, references, indices) as the reader goes, into the same list of problems. Its
/// extensions read each part of the format (controllers, views, actions).
final class DecodingContext {
  let reader: SceneReader
  var validator: SceneValidator
  /// The `modalPresentationStyle` of each controller declared so far that gives one, by id:
  /// a `present` action without a `style` presents the controller with its own.
  var declaredPresentationStyles: [String: ModalPresentationStyle] = [:]

  init() {
    let reader = SceneReader()
    self.reader = reader
    validator = SceneValidator(log: reader)
  }

  func scene(_ json: JSONValue, overrides: SceneDecoder.Overrides) -> Scene? {
    // A report given where a scene was expected (an example's `.report.json` beside its scene):
    // say so, instead of listing its keys as unknown.
    if case .object(let members) = json, !members.contains(where: { $0.0 == "root" }),
      members.contains(where: { $0.0 == "steps" })
    {
      reader.problem(
        "",
        "This is a report that safearea-sim wrote (it has 'steps' and no 'root'), not a "
          + "scene: run the scene it was made from.")
      return nil
    }
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
    if let device, overrides.checksOrientationSupport {
      validator.orientation(
        orientation, of: device,
        at: overrides.orientation != nil ? "--orientation" : "orientation")
    }
    let statusBarHidden = reader.bool(top["statusBarHidden"], at: "statusBarHidden") ?? false
    var windowFrame: Rect?
    if let window = top["window"],
      let members = reader.object(window, at: "window", allowed: ["frame"], what: "a window")
    {
      windowFrame = reader.rect(members["frame"], at: "window.frame")
      if let frame = windowFrame { validator.windowFrame(frame, at: "window.frame") }
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
    let layoutDirection =
      top["layoutDirection"].flatMap {
        reader.choice(
          $0, at: "layoutDirection", LayoutDirection.allCases.map { ($0.rawValue, $0) },
          what: "layout direction")
      } ?? .leftToRight
    guard let device, let root else { return nil }
    validator.statusBarChildren(of: root)
    validator.navigationItems(of: root, insideNavigation: false)
    var scene = Scene(
      device: device, orientation: orientation, statusBarHidden: statusBarHidden,
      windowFrame: windowFrame, root: root, actions: actions)
    scene.layoutDirection = layoutDirection
    return scene
  }

  // MARK: Devices

  func deviceNamed(_ name: String, at path: String) -> DeviceProfile? {
    do {
      return try DeviceProfile.named(name)
    } catch {
      reader.problem(
        path,
        error.description + " See 'safearea-sim devices' (or DeviceProfile.catalog) for the names.")
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
    if let size {
      validator.screenSize(size, at: "\(path).size")
      let insetsPath = "\(path).safeAreaInsets"
      validator.deviceInsets(portrait, fit: size, in: "portrait", at: "\(insetsPath).portrait")
      if let landscape {
        validator.deviceInsets(
          landscape, fit: Size(width: size.height, height: size.width), in: "landscape",
          at: "\(insetsPath).landscape")
      }
    }
    guard let name, let idiom, let size, let scale else { return nil }
    // Missing insets are zero, as everywhere in a scene; for tv the one layout is portrait's.
    return DeviceProfile(
      name: name, idiom: idiom, size: size, scale: scale, displayCornerRadius: corner,
      statusBarHeight: statusBar, sensorHousing: housing, portraitInsets: portrait,
      landscapeInsets: landscape ?? (idiom == .tv ? portrait : .zero))
  }

  // MARK: Ids

  /// Reads an id and declares it with the validator.
  func declare(_ value: JSONValue?, at path: String, kind: IDKind) -> String? {
    guard let id = reader.string(value, at: path),
      validator.declare(id, at: path, kind: kind)
    else { return nil }
    return id
  }
}
