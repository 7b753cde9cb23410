public import SafeAreaSim
public import SafeAreaSimSupport

/// One controller of a declared hierarchy, with its children.
///
/// Build them with ``HierarchyBuilder`` in a few lines:
///
/// ```swift
/// let scene = Hierarchy(device: .iPhone15Pro) {
///   Container("shell") {
///     Controller("content")
///     Controller("side", frame: Rect(x: 293, y: 0, width: 100, height: 852))
///   }
/// }
/// scene["content"].view.safeAreaInsets  // {top 59, bottom 34}
/// ```
public struct HierarchyNode {
  /// The controller's name.
  public var name: String
  /// The frame of the controller's view in its parent's view; `nil` fills the parent.
  public var frame: Rect?
  /// The children.
  public var children: [HierarchyNode]
  let make: (HierarchyNode) -> ViewController
  /// How the node's controller takes its children's controllers (a split view puts each in
  /// its column); `nil` embeds them as a plain container does.
  var embedChildren:
    ((ViewController, [(node: HierarchyNode, controller: ViewController)]) -> Void)? =
      nil

  /// A plain controller.
  public static func controller(
    _ name: String, frame: Rect? = nil, additionalSafeAreaInsets: EdgeInsets = .zero
  ) -> HierarchyNode {
    HierarchyNode(name: name, frame: frame, children: []) { node in
      let controller = ViewController(name: node.name)
      controller.additionalSafeAreaInsets = additionalSafeAreaInsets
      return controller
    }
  }

  /// A plain container (``FixtureContainerController``) whose children's views fill it or
  /// take their frames.
  public static func container(
    _ name: String, frame: Rect? = nil, additionalSafeAreaInsets: EdgeInsets = .zero,
    @HierarchyBuilder children: () -> [HierarchyNode]
  ) -> HierarchyNode {
    HierarchyNode(name: name, frame: frame, children: children()) { node in
      let controller = FixtureContainerController(name: node.name)
      controller.additionalSafeAreaInsets = additionalSafeAreaInsets
      return controller
    }
  }

  /// A controller you make, with the children the builder adds to it (as a plain
  /// container would: each fills the controller's view or takes its frame).
  public static func custom(
    _ name: String, frame: Rect? = nil, make: @escaping (String) -> ViewController,
    @HierarchyBuilder children: () -> [HierarchyNode] = { [] }
  ) -> HierarchyNode {
    HierarchyNode(name: name, frame: frame, children: children()) { make($0.name) }
  }
}

/// Something the hierarchy builder accepts: a node, or one of the declarations
/// (``Controller``, ``Container``, ``Custom``, ``Split``, ``Page``, ``Navigation``, ``Tabs``).
public protocol HierarchyDeclaration {
  /// The node it declares.
  var node: HierarchyNode { get }
}

extension HierarchyNode: HierarchyDeclaration {
  public var node: HierarchyNode { self }
}

/// A plain controller in a declared hierarchy.
public struct Controller: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a plain controller; `frame` is its view's frame in the parent's view (`nil`
  /// fills the parent).
  public init(_ name: String, frame: Rect? = nil, additionalSafeAreaInsets: EdgeInsets = .zero) {
    node = .controller(name, frame: frame, additionalSafeAreaInsets: additionalSafeAreaInsets)
  }
}

/// A plain container (``FixtureContainerController``) in a declared hierarchy.
public struct Container: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a container and its children.
  public init(
    _ name: String, frame: Rect? = nil, additionalSafeAreaInsets: EdgeInsets = .zero,
    @HierarchyBuilder children: () -> [HierarchyNode]
  ) {
    node = .container(
      name, frame: frame, additionalSafeAreaInsets: additionalSafeAreaInsets,
      children: children)
  }
}

/// A controller you make (your own container), with children embedded in it.
public struct Custom: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a controller made by `make(name)`, with children.
  public init(
    _ name: String, frame: Rect? = nil, make: @escaping (String) -> ViewController,
    @HierarchyBuilder children: () -> [HierarchyNode] = { [] }
  ) {
    node = .custom(name, frame: frame, make: make, children: children)
  }
}

/// Builds a list of ``HierarchyNode``s.
@resultBuilder
public enum HierarchyBuilder {
  public static func buildExpression(_ declaration: some HierarchyDeclaration) -> [HierarchyNode] {
    [declaration.node]
  }
  /// A node written with its static factories (`.controller("a")`, `.custom(...)`), which
  /// suits a node alone in its block.
  public static func buildExpression(_ node: HierarchyNode) -> [HierarchyNode] { [node] }
  public static func buildBlock(_ parts: [HierarchyNode]...) -> [HierarchyNode] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [HierarchyNode]?) -> [HierarchyNode] { part ?? [] }
  public static func buildEither(first part: [HierarchyNode]) -> [HierarchyNode] { part }
  public static func buildEither(second part: [HierarchyNode]) -> [HierarchyNode] { part }
  public static func buildArray(_ parts: [[HierarchyNode]]) -> [HierarchyNode] {
    parts.flatMap { $0 }
  }
}

/// A declared hierarchy shown in a window: the window, and its controllers by name.
public final class Hierarchy {
  /// The window holding the hierarchy.
  public let window: Window
  /// The root controller.
  public let root: ViewController
  private var controllers: [String: ViewController] = [:]

  /// Builds the hierarchy and shows it in a new window.
  ///
  /// - Parameters:
  ///   - device: The device; an iPhone 15 Pro by default.
  ///   - orientation: The orientation; portrait by default.
  ///   - visible: Whether the window is made key and visible (the root appears); `true`.
  ///   - root: The root node (the first one the builder produces).
  public init(
    device: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait,
    visible: Bool = true, @HierarchyBuilder root: () -> [HierarchyNode]
  ) {
    guard let node = root().first else {
      preconditionFailure("A hierarchy needs a root controller.")
    }
    window = Window(device: device, orientation: orientation)
    var made: [String: ViewController] = [:]
    self.root = Hierarchy.make(node, into: &made)
    controllers = made
    window.rootViewController = self.root
    if visible { window.makeKeyAndVisible() }
    // Controllers that custom containers made themselves are found by name too.
    for controller in self.root.hierarchyInPreorder() where controllers[controller.name] == nil {
      controllers[controller.name] = controller
    }
  }

  /// The controller with this name, as the type you expect.
  ///
  /// - Precondition: The hierarchy has a controller with this name, of this type.
  public subscript<Controller: ViewController>(name: String, as type: Controller.Type)
    -> Controller
  {
    guard let controller = self[name] as? Controller else {
      preconditionFailure("'\(name)' is a \(Swift.type(of: self[name])), not a \(type).")
    }
    return controller
  }

  /// The controller with this name.
  ///
  /// - Precondition: The hierarchy has a controller with this name.
  public subscript(name: String) -> ViewController {
    guard let controller = controllers[name] else {
      preconditionFailure(
        "The hierarchy has no controller named '\(name)' (it has "
          + controllers.keys.sorted().joined(separator: ", ") + ").")
    }
    return controller
  }

  /// Every controller of the hierarchy by name.
  public var allControllers: [String: ViewController] { controllers }

  /// Makes a node's controller and its children's, without recursion.
  private static func make(
    _ root: HierarchyNode, into made: inout [String: ViewController]
  )
    -> ViewController
  {
    let rootController = root.make(root)
    made[root.name] = rootController
    var pending: [(HierarchyNode, ViewController)] = [(root, rootController)]
    while let (node, controller) = pending.popLast() {
      var children: [(node: HierarchyNode, controller: ViewController)] = []
      for childNode in node.children {
        let child = childNode.make(childNode)
        precondition(made[childNode.name] == nil, "Two controllers are named '\(childNode.name)'.")
        made[childNode.name] = child
        children.append((childNode, child))
        pending.append((childNode, child))
      }
      if let embed = node.embedChildren {
        embed(controller, children)
      } else {
        for (childNode, child) in children {
          FixtureContainerController.embed(child, in: controller, frame: childNode.frame)
        }
      }
    }
    return rootController
  }
}

/// A plain container: each child's view fills the container's view, or takes the frame it
/// was embedded with. Children are embedded the canonical way (D-04): `addChild(_:)`, add the
/// view, `didMove(toParent:)`.
///
/// The frame keeping is ``FrameKeepingContainerController``'s, shared with the scenes' `custom`
/// container; a child's frame is forgotten when it leaves the container.
open class FixtureContainerController: FrameKeepingContainerController {
  /// Embeds `child` in `container` with an optional frame (`nil` fills the container).
  public static func embed(_ child: ViewController, in container: ViewController, frame: Rect?) {
    if let keeping = container as? FrameKeepingContainerController {
      keeping.embed(child, frame: frame)
      return
    }
    container.addChild(child)
    child.setViewFrame(frame ?? container.view.bounds)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
  }

  /// Changes the frame a child was embedded with (`nil` makes it fill the container).
  public static func setFrame(
    _ frame: Rect?, of child: ViewController, in container: FixtureContainerController
  ) {
    container.setFrame(frame, of: child)
  }
}
