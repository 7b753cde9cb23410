public import SafeAreaSim

/// A container that shows a main controller with an optional side panel along its right edge.
///
/// The children's views run edge to edge, as UIKit's containers lay them out: the side panel
/// takes ``sideWidth`` points at the right, the main controller the rest. Each child reads
/// from its view's safe area where its content may go; the container does not inset them.
///
/// ```swift
/// let split = SplitContainer(
///   name: "split", main: ViewController(name: "list"), side: ViewController(name: "inspector"))
/// window.rootViewController = split
/// window.makeKeyAndVisible()
/// split.setSide(nil)   // the inspector leaves; the list takes the whole width
/// ```
public final class SplitContainer: ViewController {
  /// The controller that fills the space the side panel leaves.
  public let main: ViewController

  /// The controller shown along the right edge, if any. Change it with ``setSide(_:)``.
  public private(set) var side: ViewController?

  /// The width of the side panel, in points (at most the container's width).
  public var sideWidth: Double {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Creates a container.
  ///
  /// - Parameters:
  ///   - name: The name used in traces.
  ///   - main: The controller that fills the space the side panel leaves.
  ///   - side: The controller along the right edge; `nil` for none.
  ///   - sideWidth: The side panel's width; 320 points by default.
  public init(name: String, main: ViewController, side: ViewController?, sideWidth: Double = 320) {
    self.main = main
    self.side = side
    self.sideWidth = sideWidth
    super.init(name: name)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    embed(main)
    if let side { embed(side) }
  }

  /// Gives the children their frames: the side panel at the right, the main controller the rest.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let width = side == nil ? 0 : min(sideWidth, bounds.width)
    main.view.frame = Rect(x: 0, y: 0, width: bounds.width - width, height: bounds.height)
    side?.view.frame = Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
  }

  /// Replaces the side panel; `nil` removes it and gives the main controller the whole width.
  ///
  /// The old panel leaves and the new one joins the canonical way. While the container is on
  /// screen, the old panel disappears and the new one appears as their views move.
  public func setSide(_ newSide: ViewController?) {
    guard newSide !== side else { return }
    if isViewLoaded, let old = side { unembed(old) }
    side = newSide
    if isViewLoaded, let newSide { embed(newSide) }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Adds a child: `addChild(_:)` (which calls `willMove(toParent:)`), its view, then
  /// `didMove(toParent:)`.
  private func embed(_ child: ViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Removes a child: `willMove(toParent: nil)`, its view, then `removeFromParent()` (which
  /// calls `didMove(toParent: nil)`).
  private func unembed(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }
}
