extension SheetPresentationController {
  /// A height at which a sheet rests.
  ///
  /// Mirrors `UISheetPresentationController.Detent`: `.medium()`, `.large()` and custom
  /// heights. A custom detent here takes a fixed height instead of UIKit's resolver closure.
  ///
  /// ```swift
  /// sheet.detents = [.medium(), .large(), .custom(height: 200)]
  /// ```
  public struct Detent: Hashable, Sendable, CustomStringConvertible {
    /// The name of a detent.
    ///
    /// Mirrors `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
      /// The identifier's text.
      public var rawValue: String

      /// Creates an identifier.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Creates an identifier.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The medium detent's identifier.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier("com.apple.UIKit.large")

      /// `medium`, `large`, or the raw value of a custom detent.
      public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        default: rawValue
        }
      }
    }

    enum Kind: Hashable, Sendable {
      case medium
      case large
      case custom(height: Double)
    }

    /// The detent's identifier.
    public let identifier: Identifier
    let kind: Kind

    /// Half the maximum detent value; inactive in compact height.
    ///
    /// Mirrors `UISheetPresentationController.Detent.medium()`.
    public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }

    /// The full height: the maximum detent value.
    ///
    /// Mirrors `UISheetPresentationController.Detent.large()`.
    public static func large() -> Detent { Detent(identifier: .large, kind: .large) }

    /// A detent of a fixed height, in points within the sheet's safe area (the bottom inset
    /// of an edge-attached sheet comes on top), clamped to the maximum detent value.
    ///
    /// Mirrors `UISheetPresentationController.Detent.custom(identifier:resolver:)` with a
    /// resolver that returns `height`.
    /// - Parameters:
    ///   - identifier: The detent's identifier; `custom(HEIGHT)` when `nil`.
    ///   - height: The height in points.
    public static func custom(identifier: Identifier? = nil, height: Double) -> Detent {
      Detent(
        identifier: identifier ?? Identifier("custom(\(formatPoints(height)))"),
        kind: .custom(height: height))
    }

    /// Whether the detent can be selected in this vertical size class: the medium detent is
    /// inactive in compact height (Apple).
    func isActive(compactHeight: Bool) -> Bool {
      !(compactHeight && kind == .medium)
    }

    /// The detent's height in the sheet's safe area for a maximum detent value.
    ///
    /// Mirrors `UISheetPresentationController.Detent.resolvedValue(in:)`.
    public func resolvedValue(maximumDetentValue: Double) -> Double {
      let value: Double
      switch kind {
      case .large: value = maximumDetentValue
      case .medium: value = maximumDetentValue * 0.5
      case .custom(let height): value = height
      }
      return Swift.min(Swift.max(value, 0), maximumDetentValue)
    }

    /// `medium`, `large` or `custom(HEIGHT)`.
    public var description: String {
      switch kind {
      case .medium: "medium"
      case .large: "large"
      case .custom(let height): "custom(\(formatPoints(height)))"
      }
    }
  }
}
