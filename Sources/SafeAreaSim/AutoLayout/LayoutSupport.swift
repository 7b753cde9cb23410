/// A band at the top or bottom of a view controller's view that bars cover.
///
/// Mirrors `UILayoutSupport`, the type of the deprecated `topLayoutGuide` and
/// `bottomLayoutGuide`. Since iOS 11 they follow the safe area: `topLayoutGuide.bottomAnchor`
/// is where `safeAreaLayoutGuide.topAnchor` is (E-08), and `length` is the safe area's top
/// (or bottom) inset.
public protocol LayoutSupport: AnyObject {
  /// The band's height.
  var length: Double { get }
  /// The band's top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The band's bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The band's height.
  var heightAnchor: LayoutDimension { get }
}

extension LayoutGuide: LayoutSupport {
  /// The guide's height: for a controller's `topLayoutGuide`, its view's top safe-area inset.
  ///
  /// Mirrors `UILayoutSupport.length`.
  public var length: Double { layoutFrame.height }
}
