import SafeAreaSimUIKit

// This file is written as UIKit code is, and must stay so: with `import UIKit` in place of the
// line above it compiles on iOS unchanged. Tests in the other files drive it.

/// A controller that remembers every safe area its view was given.
final class RecordingContentViewController: UIViewController {
  private(set) var safeAreaHistory: [UIEdgeInsets] = []
  private(set) var insetsAtDidAppear: UIEdgeInsets?
  private(set) var appearanceLog: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaHistory.append(view.safeAreaInsets)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearanceLog.append("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    insetsAtDidAppear = view.safeAreaInsets
    appearanceLog.append("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearanceLog.append("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearanceLog.append("didDisappear")
  }
}

/// The player bar: its controls stay inside its own safe area (clear of the home indicator).
final class PlayerBarView: UIView {
  let controls = UIView()
  private(set) var safeAreaChanges = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(controls)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    controls.frame = bounds.inset(by: safeAreaInsets)
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    safeAreaChanges += 1
    setNeedsLayout()
  }
}

/// A custom container with a side panel on the leading side and a player bar at the bottom,
/// drawn over its content, which fills the container.
///
/// It follows the common sample: the content's `additionalSafeAreaInsets` make room for the
/// chrome, set in `viewDidAppear(_:)`. On a device, the content first lays out without them and
/// then jumps; the tests show the same two safe areas here.
final class SidebarPlayerContainer: UIViewController {
  private(set) var content: UIViewController
  let sideView = UIView()
  let bottomView = PlayerBarView(frame: .zero)
  let sideWidth: CGFloat
  let bottomHeight: CGFloat

  init(content: UIViewController, sideWidth: CGFloat = 80, bottomHeight: CGFloat = 64) {
    self.content = content
    self.sideWidth = sideWidth
    self.bottomHeight = bottomHeight
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The room the chrome takes beyond the safe area the content already inherits.
  var chromeInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: sideWidth, bottom: bottomHeight, right: 0)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    content.view.frame = view.bounds
    view.addSubview(content.view)
    content.didMove(toParent: self)
    view.addSubview(sideView)
    view.addSubview(bottomView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let insets = view.safeAreaInsets
    content.view.frame = bounds
    sideView.frame = CGRect(
      x: bounds.minX, y: bounds.minY, width: insets.left + sideWidth, height: bounds.height)
    let barTop = bounds.maxY - insets.bottom - bottomHeight
    bottomView.frame = CGRect(
      x: bounds.minX, y: barTop, width: bounds.width, height: bounds.maxY - barTop)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    content.additionalSafeAreaInsets = chromeInsets
  }

  /// Replaces the content, cross-dissolving when animated.
  func show(_ next: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    let current = content
    addChild(next)
    current.willMove(toParent: nil)
    next.view.frame = view.bounds
    next.additionalSafeAreaInsets = chromeInsets
    transition(
      from: current, to: next, duration: animated ? 0.3 : 0,
      options: [.transitionCrossDissolve, .curveEaseInOut],
      animations: {
        self.sideView.frame.size.width = self.view.safeAreaInsets.left + self.sideWidth
      },
      completion: { _ in
        current.removeFromParent()
        next.didMove(toParent: self)
        self.content = next
        completion?()
      })
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    UIView.animate(withDuration: coordinator.transitionDuration) {
      self.view.setNeedsLayout()
      self.view.layoutIfNeeded()
    }
  }
}
