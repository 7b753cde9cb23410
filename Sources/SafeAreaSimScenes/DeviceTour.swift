public import SafeAreaSim

/// A short tour of the catalog: the window safe area of a few devices in each orientation,
/// computed by laying out a real window for each.
public enum DeviceTour {
  /// The devices the tour visits: one of each family.
  public static let devices: [DeviceProfile] = [
    .iPhoneSE1, .iPhone8, .iPhoneX, .iPhone13, .iPhone15Pro, .iPhone16Pro, .iPad9, .iPadPro11,
    .appleTV,
  ]

  /// The tour as text: per device, each supported orientation's window size, status bar and
  /// safe area, and the margins of a view pinned to the window's edges.
  public static func text(_ devices: [DeviceProfile] = devices) -> String {
    var rows: [[String]] = []
    for device in devices {
      let orientations: [Orientation] =
        device.idiom == .tv ? [.landscapeLeft] : Orientation.allCases.filter(device.supports)
      for orientation in orientations {
        let window = Window(device: device, orientation: orientation)
        let content = View(frame: window.bounds, name: "content")
        window.addSubview(content)
        window.layoutIfNeeded()
        rows.append([
          device.name, device.idiom == .tv ? "-" : orientation.rawValue,
          window.bounds.size.description,
          window.isStatusBarVisible ? formatPoints(device.statusBarHeight) : "hidden",
          DeviceList.tuple(window.safeAreaInsets), DeviceList.tuple(content.layoutMargins),
        ])
      }
    }
    let table = TextTable(
      header: ["Device", "Orientation", "Window", "Status bar", "Safe area", "Margins"],
      rows: rows)
    return """
      SafeAreaSim device tour: each window's safe area (top, left, bottom, right) and the
      layout margins of a view that fills it (8 points plus the safe area on each edge).


      """ + table.rendered
  }
}
