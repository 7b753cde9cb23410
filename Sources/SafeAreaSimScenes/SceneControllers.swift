import SafeAreaSim

/// The status-bar preferences a scene gives a controller; shared by the scene's controller
/// classes, which differ only in their base class.
final class SceneControllerOptions {
  var prefersStatusBarHidden = false
  weak var childForStatusBarHidden: ViewController?
  var rootView: ViewSpec?
}

protocol SceneControllerProtocol: ViewController {
  var options: SceneControllerOptions { get }
}

final class ScenePlainController: ViewController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var childForStatusBarHidden: ViewController? { options.childForStatusBarHidden }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
}

final class SceneNavigationController: NavigationController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var childForStatusBarHidden: ViewController? { options.childForStatusBarHidden }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
}

final class SceneTabBarController: TabBarController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var childForStatusBarHidden: ViewController? { options.childForStatusBarHidden }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
}

final class SceneChromeController: ChromeContainerController, SceneControllerProtocol {
  let options = SceneControllerOptions()
  override var prefersStatusBarHidden: Bool { options.prefersStatusBarHidden }
  override var childForStatusBarHidden: ViewController? { options.childForStatusBarHidden }
  override func loadView() {
    if let spec = options.rootView { SceneViews.install(spec, in: self) } else { super.loadView() }
  }
}

/// Builds the views a scene describes.
enum SceneViews {
  /// Makes a controller's root view; its own margins are applied after the controller
  /// adopted it (adoption gives root views their default margins).
  static func install(_ spec: ViewSpec, in controller: ViewController) {
    let view = make(spec, name: controller.name)
    controller.view = view
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
  }

  /// Makes a view tree without recursion; the root gets `name` when it has no id.
  static func make(_ spec: ViewSpec, name: String) -> View {
    let root = single(spec, name: spec.id ?? name)
    var pending: [(ViewSpec, View)] = [(spec, root)]
    while let (parentSpec, parent) = pending.popLast() {
      for childSpec in parentSpec.subviews {
        let child = single(childSpec, name: childSpec.id ?? "view")
        parent.addSubview(child)
        pending.append((childSpec, child))
      }
    }
    return root
  }

  private static func single(_ spec: ViewSpec, name: String) -> View {
    let view: View
    if spec.isScroll {
      let scroll = ScrollView(frame: spec.frame ?? .zero, name: name)
      if let size = spec.contentSize { scroll.contentSize = size }
      if let inset = spec.contentInset { scroll.contentInset = inset }
      if let behavior = spec.contentInsetAdjustmentBehavior {
        scroll.contentInsetAdjustmentBehavior = behavior
      }
      scroll.alwaysBounceVertical = spec.alwaysBounceVertical
      scroll.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
      view = scroll
    } else {
      view = View(frame: spec.frame ?? .zero, name: name)
    }
    view.isHidden = spec.hidden
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
    if let flag = spec.insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = flag
    }
    if let flag = spec.preservesSuperviewLayoutMargins {
      view.preservesSuperviewLayoutMargins = flag
    }
    return view
  }
}
