/// A set of interface orientations: the ones a controller supports.
///
/// ```swift
/// let mask: InterfaceOrientationMask = .allButUpsideDown
/// mask.contains(.landscapeLeft)        // true
/// mask.contains(.portraitUpsideDown)   // false
/// ```
///
/// Mirrors `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Creates the mask holding these orientations.
  public init(_ orientations: some Sequence<Orientation>) {
    self = []
    for orientation in orientations { insert(InterfaceOrientationMask(orientation)) }
  }

  /// Creates the mask of one orientation.
  public init(_ orientation: Orientation) {
    switch orientation {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeLeft
    case .landscapeRight: self = .landscapeRight
    }
  }

  /// Upright.
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape, the interface's top pointing left.
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, the interface's top pointing right.
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Both landscape orientations.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// All four orientations: the default of iPad controllers.
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but upside down: the default of iPhone controllers.
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

  /// Whether the mask holds an orientation.
  public func contains(_ orientation: Orientation) -> Bool {
    contains(InterfaceOrientationMask(orientation))
  }

  /// The orientations the mask holds, in `Orientation.allCases` order.
  public var orientations: [Orientation] {
    Orientation.allCases.filter { contains($0) }
  }
}
