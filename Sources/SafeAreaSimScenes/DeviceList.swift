public import SafeAreaSim

/// The device list of `safearea-sim devices`: the catalog as JSON or as a table.
///
/// The JSON form is part of the scene contract (SCENE-FORMAT.md, "Device list"): one object
/// per device with its window safe area in each orientation, the status bar in its default
/// state, and `null` for an orientation the device does not support.
public enum DeviceList {
  /// The catalog as the contract's JSON array.
  public static func json(_ devices: [DeviceProfile] = DeviceProfile.catalog) -> JSONValue {
    .array(devices.map(object(for:)))
  }

  /// One device as the contract's JSON object.
  public static func object(for device: DeviceProfile) -> JSONValue {
    let insets: [(String, JSONValue)] = Orientation.allCases.map { orientation in
      guard device.supports(orientation) else { return (orientation.rawValue, .null) }
      return (orientation.rawValue, .insets(device.windowSafeAreaInsets(in: orientation)))
    }
    return .object([
      ("name", .string(device.name)),
      ("aliases", .array(device.aliases.map(JSONValue.string))),
      ("idiom", .string(device.idiom.rawValue)),
      ("size", .size(device.size)),
      ("scale", .number(device.scale)),
      ("statusBarHeight", .number(device.statusBarHeight)),
      ("sensorHousing", .string(device.sensorHousing.rawValue)),
      ("displayCornerRadius", .number(device.displayCornerRadius)),
      ("safeAreaInsets", .object(insets)),
    ])
  }

  /// The catalog as an aligned text table: name, idiom, size, scale, status bar, and the
  /// safe area (top, left, bottom, right) in portrait and landscape.
  public static func table(_ devices: [DeviceProfile] = DeviceProfile.catalog) -> String {
    let header = [
      "Device", "Idiom", "Size", "Scale", "Status bar", "Housing", "Portrait safe area",
      "Landscape safe area",
    ]
    let rows = devices.map { device -> [String] in
      [
        device.name, device.idiom.rawValue, device.size.description,
        "@\(formatPoints(device.scale))x", formatPoints(device.statusBarHeight),
        device.sensorHousing.rawValue,
        tuple(device.windowSafeAreaInsets(in: .portrait)),
        tuple(device.windowSafeAreaInsets(in: .landscapeLeft)),
      ]
    }
    return TextTable(header: header, rows: rows).rendered
  }

  /// Insets as `(top, left, bottom, right)`.
  static func tuple(_ insets: EdgeInsets) -> String {
    "("
      + [insets.top, insets.left, insets.bottom, insets.right].map(formatPoints)
      .joined(separator: ", ") + ")"
  }
}

/// A plain text table with columns padded to their widest cell.
struct TextTable {
  var header: [String]
  var rows: [[String]]

  var rendered: String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let isLast = column == cells.count - 1
        text +=
          isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      return text
    }
    let rule = widths.enumerated().map { column, width in
      String(repeating: "-", count: width) + (column == widths.count - 1 ? "" : "  ")
    }.joined()
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}
