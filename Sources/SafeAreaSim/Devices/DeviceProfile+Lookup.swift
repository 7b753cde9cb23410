/// The error thrown when no device of the catalog has the name asked for.
public struct DeviceLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name that matched nothing.
  public var name: String
  /// The catalog name closest to it, if one is close enough to suggest.
  public var suggestion: String?

  /// Creates the error for a name, with an optional suggestion.
  public init(name: String, suggestion: String? = nil) {
    self.name = name
    self.suggestion = suggestion
  }

  public var description: String {
    var text = "Unknown device '\(name)'."
    if let suggestion { text += " Did you mean '\(suggestion)'?" }
    return text
  }
}

extension DeviceProfile {
  /// Returns the catalog device with this name or alias, ignoring case, spaces and punctuation.
  ///
  /// `"iphone15pro"`, `"IPHONE-15 pro"` and `"iPhone 15 Pro"` all name the same device, as do
  /// `"iPhone SE (1st generation)"` and its alias `"iPhone SE 1st gen"`.
  ///
  /// - Parameters:
  ///   - name: A device name or alias.
  ///   - catalog: The devices to search; ``DeviceProfile/catalog`` by default.
  /// - Returns: The device.
  /// - Throws: ``DeviceLookupError`` naming the closest catalog name when none matches.
  public static func named(
    _ name: String, in catalog: [DeviceProfile] = catalog
  ) throws(DeviceLookupError) -> DeviceProfile {
    let key = normalizedDeviceName(name)
    if let device = catalog.first(where: { device in
      normalizedDeviceName(device.name) == key
        || device.aliases.contains { normalizedDeviceName($0) == key }
    }) {
      return device
    }
    let candidates = catalog.flatMap { [$0.name] + $0.aliases }
    let suggestion =
      closestMatch(to: name, among: candidates, normalize: normalizedDeviceName)
      ?? newestName(withEveryWordOf: name, in: catalog)
    throw DeviceLookupError(name: name, suggestion: suggestion)
  }

  /// The name of the last device in `catalog` (the catalog lists each family oldest first)
  /// whose name has every word of `name` among its words, for a shorthand too far from any
  /// name to be a misspelling: `"iPad Pro 11"` suggests `"iPad Pro 11-inch (M4)"`.
  static func newestName(withEveryWordOf name: String, in catalog: [DeviceProfile]) -> String? {
    func words(_ text: String) -> [Substring] {
      text.lowercased().split { !($0.isLetter || $0.isNumber) }
    }
    let wanted = words(name)
    guard !wanted.isEmpty else { return nil }
    return catalog.last { device in
      let have = Set(words(device.name))
      return wanted.allSatisfy(have.contains)
    }?.name
  }

  /// The form names are compared in: lowercase letters and digits only.
  static func normalizedDeviceName(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
