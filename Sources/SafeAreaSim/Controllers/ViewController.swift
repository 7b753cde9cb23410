/// An object that manages a view and its place among other controllers.
///
/// Mirrors `UIViewController`: the lazily loaded view (`loadView()`, `viewDidLoad()`),
/// containment (`addChild(_:)`, `removeFromParent()`), the appearance callbacks and their
/// state machine, the safe-area and margin callbacks of its view, status-bar preferences,
/// traits and size transitions, and modal presentation.
///
/// ```swift
/// final class ListController: ViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 44), name: "header"))
///   }
///   override func viewSafeAreaInsetsDidChange() {
///     super.viewSafeAreaInsetsDidChange()
///     print(view.safeAreaInsets)
///   }
/// }
/// let window = Window(device: .iPhone15Pro)
/// window.rootViewController = ListController(name: "list")
/// window.makeKeyAndVisible()   // list.viewDidLoad, viewWillAppear, ..., viewDidAppear
/// ```
///
/// Every callback is also published as a ``LifecycleEvent`` to the lifecycle observers of the
/// controller and its ancestors and window, so that tests record traces without subclassing.
open class ViewController {
  /// A stable name used in traces, reports and diagnostics instead of a memory address.
  public final var name: String

  // Only read or assigned whole, never inout or mutated in place: no access can overlap.
  @exclusivity(unchecked) private final var loadedView: View?
  final var isLoadingView = false

  /// The controller's children, in the order they were added.
  ///
  /// Mirrors `UIViewController.children`.
  // Only read or assigned whole, never inout or mutated in place (adding and removing a
  // child take the array out, change it and assign it back): no access can overlap, so the
  // dynamic checks, paid on every hierarchy walk, are off.
  @exclusivity(unchecked) public internal(set) final var children: [ViewController] = []

  /// The container the controller is a child of.
  ///
  /// Mirrors `UIViewController.parent`.
  public internal(set) final var parent: ViewController? {
    get { parentLink }
    set {
      routeParentBeforeChange = eventParent
      let oldValue = parentLink
      parentLink = newValue
      routeMayHaveChanged()
      if newValue !== oldValue { updateInheritedHorizontalSizeClass() }
    }
  }

  /// The storage of ``parent``: not a weak reference, which would give every container a
  /// side table and send each retain and release of it down the runtime's slow path.
  ///
  /// It never dangles: a controller's parent holds it among its `children` for exactly as
  /// long as the link is set (`addChild(_:)` and `removeFromParent()` change both together),
  /// and a parent that ends clears the link in each child first (see `deinit`), so a child
  /// that outlives it reads `nil`, as with UIKit's parent.
  private final unowned(unsafe) var parentLink: ViewController?

  /// The horizontal size class the containers above impose on this controller (see
  /// `updateInheritedHorizontalSizeClass()`), or `nil` for the window's.
  // Only read or assigned whole (never inout), so no two accesses can overlap: unchecked.
  @exclusivity(unchecked) final var inheritedHorizontalSizeClass: SizeClass?

  var appearance = AppearanceStateMachine()
  final var needsViewIsAppearing = false
  final var notifiedSafeAreaThisAppearance = false
  final var lastAppearanceAnimated = false
  final var movingToParent = false
  final var movingFromParent = false
  /// The container a containment callback is routed through while the controller is not
  /// its child yet (`willMove(toParent:)`) or no longer (`didMove(toParent: nil)`).
  ///
  /// A strong reference, held only during a containment change (`willMove(toParent:)` before
  /// `addChild(_:)`, `removeFromParent()` until `didMove(toParent: nil)`), while the
  /// container does not list the controller among its children: it makes no cycle, and no
  /// weak reference gives the container a side table.
  final var containmentRoute: ViewController? {
    willSet { routeParentBeforeChange = eventParent }
    didSet {
      if containmentRoute !== oldValue {
        oldValue?.containmentGuests -= 1
        containmentRoute?.containmentGuests += 1
      }
      routeMayHaveChanged()
    }
  }
  /// How many controllers have this one as their `containmentRoute`: controllers that are
  /// not among its children but may route their events through it (see
  /// ``forgetCachedRoutes()``).
  final var containmentGuests = 0

  // Only read or assigned whole (never inout, never mutated in place; a registration
  // assigns a new list), so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked)
  final var lifecycleObservers: [(id: Int, observe: (LifecycleEvent) -> Void)] = []
  /// The diagnostics recorded while the hierarchy was in no window (see ``report(_:)``).
  /// Only read or assigned whole (a change takes the list out and assigns it back), so no
  /// two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked) final var pendingDiagnostics: [Diagnostic] = []
  /// The window's turn in which this controller last received `viewDidAppear(_:)`.
  final var lastDidAppearTurn: Int?
  /// Whether a layout pass of the window laid the view out during the current appearance:
  /// from then on the user sees its content.
  final var laidOutThisAppearance = false
  /// Whether `appearanceAfterDidAppear` was reported during the current appearance.
  final var reportedJumpThisAppearance = false
  /// The app's additional insets last reported as `doubleCountedSafeArea`, if any.
  final var reportedDoubleCount: EdgeInsets?
  // This one and the next are only read or assigned whole (never inout), so no two
  // accesses can overlap: the checks, paid on every resize of a root view, are off.
  @exclusivity(unchecked) final var respectsSystemMinimumMargins = true
  /// The minimum margins ``refreshMinimumMargins()`` last gave the root view, or `nil` when
  /// it has given the current view none.
  @exclusivity(unchecked) final var appliedMinimumMargins: EdgeInsets?
  // This one and the next two are read by every layout of a container's child. The library
  // only reads or assigns them whole. Client code could overlap its own accesses (an inout
  // access that lays out meanwhile); for values with nothing to destroy (an option set, a
  // Bool) that is harmless, so the dynamic checks are off.
  /// Edges of the view that extend under bars; all by default (C-12).
  ///
  /// Mirrors `UIViewController.edgesForExtendedLayout`.
  @exclusivity(unchecked) public final var edgesForExtendedLayout: RectEdge = .all {
    didSet { parent?.viewIfLoaded?.setNeedsLayout() }
  }
  /// Whether the view extends under opaque bars too; `false` by default (C-11).
  ///
  /// Mirrors `UIViewController.extendedLayoutIncludesOpaqueBars`.
  @exclusivity(unchecked) public final var extendedLayoutIncludesOpaqueBars = false {
    didSet { parent?.viewIfLoaded?.setNeedsLayout() }
  }
  /// Whether the tab bar hides while this controller is on top of a navigation stack in a tab
  /// bar controller; `false` by default (C-14).
  ///
  /// Mirrors `UIViewController.hidesBottomBarWhenPushed`.
  @exclusivity(unchecked) public final var hidesBottomBarWhenPushed = false
  /// What a navigation bar shows while this controller is on its stack: the large-title mode.
  ///
  /// Mirrors `UIViewController.navigationItem`.
  public final var navigationItem: NavigationItem {
    if let navigationItemStorage { return navigationItemStorage }
    let item = NavigationItem(owner: self)
    navigationItemStorage = item
    return item
  }
  /// The navigation item if something has asked for it; `nil` means an item with every
  /// default, which a navigation bar lays out without making one (and its anchor).
  final var navigationItemIfMade: NavigationItem? { navigationItemStorage }
  // Only read or assigned whole (never inout), so no two accesses can overlap: unchecked.
  @exclusivity(unchecked) private final var navigationItemStorage: NavigationItem?
  // These three are only read or assigned whole (never inout), so no two accesses can
  // overlap: the dynamic checks, paid on every chrome layout, are off.
  @exclusivity(unchecked) final var appAdditionalSafeAreaInsets = EdgeInsets.zero
  @exclusivity(unchecked) final var chromeSafeAreaInsetsStorage = EdgeInsets.zero
  /// The share navigation and tab bar controllers add for their bars, not visible in
  /// `additionalSafeAreaInsets`.
  @exclusivity(unchecked) final var barSafeAreaInsets = EdgeInsets.zero
  final var presentationState = PresentationState() {
    willSet { routeParentBeforeChange = eventParent }
    didSet { routeMayHaveChanged() }
  }
  /// The controller events went to before a link up changed: set by the link's setter and
  /// cleared at once by `routeMayHaveChanged()`, so a strong reference that lives only
  /// during the change (a weak one would give every container a side table).
  final var routeParentBeforeChange: ViewController?
  /// Event routing caches (see ``eventRoute()``).
  // The stored caches are only read or assigned whole (never inout, never mutated in place),
  // so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked) final var routeVersion = 0 {
    // The anchor other controllers' caches hold carries the version they check.
    didSet { anchorStorage?.routeVersion = routeVersion }
  }
  final var cachedTop: ViewController? {
    get { cachedTopAnchor?.controller }
    set { cachedTopAnchor = newValue?.anchor }
  }
  @exclusivity(unchecked) final var cachedTopVersion = -1
  final var cachedObservingAncestor: ViewController? {
    get { cachedObservingAncestorAnchor?.controller }
    set { cachedObservingAncestorAnchor = newValue?.anchor }
  }
  /// Whether the cached route reaches an observer: an ancestor's or the top's window's.
  @exclusivity(unchecked) final var cachedRouteIsHeard = true
  /// The storage of the route caches: anchors, which read `nil` once their controller has
  /// ended, as weak references would, without giving the top of every hierarchy a side
  /// table (each event retains and releases it).
  @exclusivity(unchecked) private(set) final var cachedTopAnchor: ControllerAnchor?
  @exclusivity(unchecked) private final var cachedObservingAncestorAnchor: ControllerAnchor?
  /// The anchor other controllers' route caches refer to this one by, made on first use.
  // Only read or assigned whole (never inout), so no two accesses can overlap: unchecked.
  @exclusivity(unchecked) private final var anchorStorage: ControllerAnchor?
  /// The anchor objects that must not keep this controller alive hold instead of a weak
  /// reference (see ``ControllerAnchor``), made on first use.
  final var anchor: ControllerAnchor {
    if let anchorStorage { return anchorStorage }
    let anchor = ControllerAnchor(self)
    anchorStorage = anchor
    return anchor
  }

  /// The window whose root this controller is, if any.
  ///
  /// Not a weak reference, which would give the window a side table (each event retains
  /// and releases it): the window holds this controller as its root while the link is set,
  /// and clears it when it ends. Only read or assigned whole: no access can overlap.
  @exclusivity(unchecked) final unowned(unsafe) var hostWindow: Window? {
    // The routes cached below a top say whether its window hears their events.
    didSet { if hostWindow !== oldValue { routeVersion = routeVersion + 1 } }
  }

  /// Creates a controller.
  ///
  /// - Parameter name: The name used in traces; `"ViewController"` by default. The view the
  ///   default ``loadView()`` creates has the same name.
  public init(name: String? = nil) {
    self.name = name ?? "ViewController"
  }

  /// Creates a controller the way UIKit code does, named after its class.
  ///
  /// SafeAreaSim loads no nib files: `nibName` must be `nil` (a precondition otherwise), and
  /// `bundle` is typed `Never?`, which admits only `nil`. The controller is named after its
  /// dynamic type (`"SideMenuContainer"` for a subclass of that name); set ``name`` to tell
  /// instances of one class apart in traces.
  ///
  /// ```swift
  /// final class PlayerContainer: ViewController {
  ///   init() { super.init(nibName: nil, bundle: nil) }
  /// }
  /// PlayerContainer().name   // "PlayerContainer"
  /// ```
  ///
  /// - Parameters:
  ///   - nibName: Must be `nil`.
  ///   - bundle: Always `nil`.
  ///
  /// Mirrors `UIViewController.init(nibName:bundle:)` for controllers whose views are made in
  /// code.
  public init(nibName: String?, bundle: Never?) {
    self.name = "ViewController"
    precondition(
      nibName == nil,
      "init(nibName: \"\(nibName ?? "")\", bundle:): SafeAreaSim loads no nib files; pass nil "
        + "and build the view in code (loadView() or viewDidLoad()).")
    self.name = String(describing: type(of: self))
  }

  deinit {
    if let anchor = anchorStorage {
      anchor.controller = nil
      anchor.routeVersion = ControllerAnchor.ended
    }
    containmentRoute?.containmentGuests -= 1
    // Its view's link to it, which does not hold it: a view that outlives it reads `nil`
    // from now on (its children's links go with `releaseControllersBelow()`).
    if let view = loadedView, view.owner === self { view.owner = nil }
    // Releasing a child can end it, whose deinit would release its children: a deep nesting
    // would overflow the stack. The controllers below that end with this one give up their
    // own references here first, so that each ends with nothing left to release.
    var pending = releaseControllersBelow()
    while var controller = pending.popLast() {
      if isKnownUniquelyReferenced(&controller) {
        pending += controller.releaseControllersBelow()
      }
    }
  }

  /// Gives up this controller's strong references to the controllers below it (children, the
  /// presented controller, and a container's own lists) and returns them. Containers that
  /// keep more references override it and call `super`.
  func releaseControllersBelow() -> [ViewController] {
    // The children's links to this controller, which do not hold it: a child that outlives
    // it reads `nil` from now on. Done here, not in `deinit`, because a controller that
    // ends within its parent's `deinit` has given up its children before its own `deinit`.
    for child in children { child.parentLink = nil }
    var released = children
    children = []
    if let presented = presentationState.presented {
      released.append(presented)
      presentationState.presented = nil
    }
    return released
  }

  // MARK: The view

  /// The controller's root view, loaded on first access.
  ///
  /// Reading it loads the view if needed: ``loadView()``, then ``viewDidLoad()``, exactly
  /// once. Setting it replaces the view (as ``loadView()`` does).
  ///
  /// Mirrors `UIViewController.view`.
  public final var view: View {
    get {
      loadViewIfNeeded()
      guard let loadedView else {
        preconditionFailure("\(name).loadView() did not set a view.")
      }
      return loadedView
    }
    set {
      if let old = loadedView { old.owner = nil }
      loadedView = newValue
      appliedMinimumMargins = nil
      adopt(newValue)
    }
  }

  /// The root view if it is loaded, without loading it.
  ///
  /// Mirrors `UIViewController.viewIfLoaded`.
  public final var viewIfLoaded: View? { loadedView }

  /// Whether the root view is loaded.
  ///
  /// Mirrors `UIViewController.isViewLoaded`.
  public final var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded.
  ///
  /// Mirrors `UIViewController.loadViewIfNeeded()`.
  public final func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    precondition(!isLoadingView, "\(name).loadView() read the view it is loading.")
    isLoadingView = true
    loadView()
    isLoadingView = false
    precondition(loadedView != nil, "\(name).loadView() did not set a view.")
    emit(.viewDidLoad)
    viewDidLoad()
  }

  /// Creates the root view; the default creates a plain ``View`` named after the controller,
  /// as large as the window the controller is headed for (zero-sized when it has none yet).
  ///
  /// UIKit starts a view made in code at the screen's size, "because many layouts rely on a
  /// non-zero initial size" (an Apple engineer, developer forums thread 720294): constraints
  /// and autoresizing masks set up in `viewDidLoad()` then see a real size, and the container
  /// resizes the view afterwards.
  ///
  /// Mirrors `UIViewController.loadView()`. Override to set ``view`` to your own view; do not
  /// call `super`.
  open func loadView() {
    view = View(
      frame: window.map { Rect(origin: .zero, size: $0.bounds.size) } ?? .zero, name: name)
  }

  /// Called once, after the view is loaded and before it is added to a hierarchy.
  ///
  /// Mirrors `UIViewController.viewDidLoad()`.
  open func viewDidLoad() {}

  /// Built-in containers put their visible child's view in place when they begin to appear,
  /// after their own `viewWillAppear(_:)` and before it is forwarded, so that the child
  /// appears with them. Plain controllers do nothing.
  func installChildViewsForAppearance() {}

  private final func adopt(_ view: View) {
    // The margins set below give a view without a node its node. A child's view is headed
    // for its container's tree: its node is made in that tree's store, as a root of its own
    // until the container adds it (as a removed view stays), so that no one-node store is
    // made here and absorbed by the container's at the addition. (The addition's ancestry
    // check walks the smaller side: the few views of the child's, not the depth of the
    // container's.) Not while that store's layout pass runs, which must not see its arrays
    // grow between its borrows.
    if view.storeIfJoined == nil, let host = parent?.viewIfLoaded?.storeIfJoined,
      !host.isInLayoutPass
    {
      host.adopt(view, frame: view.initialFrame)
    }
    view.owner = self
    // Otherwise it gets its node in the store of the window the controller is headed for,
    // where it will be inserted (see `View.makeNodeIfNeeded(in:)`), on the same condition;
    // the margins below would otherwise give it a store of its own.
    if view.storeIfJoined == nil, let window, !window.store.isInLayoutPass {
      view.makeNodeIfNeeded(in: window.store)
    }
    // A root view's own margins: none at the top and bottom, 8 at the sides; the system
    // minimum margins and the safe area come on top (C-18..C-20).
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 8, bottom: 0, trailing: 8)
    updateAdditionalInsetsInput()
    refreshMinimumMargins()
  }

  // MARK: Appearance callbacks

  /// Called before the view is added to a view hierarchy.
  ///
  /// Mirrors `UIViewController.viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to the hierarchy and laid out by its superview, with
  /// accurate geometry, safe area and traits; before `viewDidAppear(_:)`.
  ///
  /// Mirrors `UIViewController.viewIsAppearing(_:)`.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view was added to a view hierarchy (after the transition).
  ///
  /// Mirrors `UIViewController.viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a view hierarchy.
  ///
  /// Mirrors `UIViewController.viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a view hierarchy.
  ///
  /// Mirrors `UIViewController.viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the controller forwards its appearance callbacks to the children whose views are
  /// in its view's hierarchy; `true` by default.
  ///
  /// Override to return `false` and drive children with
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` (D-16).
  ///
  /// Mirrors `UIViewController.shouldAutomaticallyForwardAppearanceMethods`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether this container shows its children under bars, so that a child's root scroll
  /// view extends its content under them with the `.automatic` adjustment behaviour.
  ///
  /// `false` here; navigation and tab bar controllers answer `true`.
  var showsChildrenUnderBars: Bool { false }

  /// A scroll view in a child's view scrolled; a navigation controller collapses or hides
  /// its bars.
  func childContentDidScroll(
    _ child: ViewController, scrollView: ScrollView, from oldOffset: Point
  ) {}

  // MARK: Containment callbacks

  /// Called before the controller is added to a container or removed from one (`nil`).
  ///
  /// Containers call it themselves before `removeFromParent()`; `addChild(_:)` calls it.
  /// Overrides must call `super`, which records the event and sets ``isMovingToParent`` or
  /// ``isMovingFromParent``.
  ///
  /// Mirrors `UIViewController.willMove(toParent:)`.
  open func willMove(toParent parent: ViewController?) {
    if parent == nil { movingFromParent = true } else { movingToParent = true }
    if self.parent == nil { containmentRoute = parent }
    emit(.willMoveToParent, naming: parent)
  }

  /// Called after the controller was added to a container or removed from one (`nil`).
  ///
  /// Containers call it themselves after adding the child's view; `removeFromParent()` calls
  /// it. Overrides must call `super`.
  ///
  /// Mirrors `UIViewController.didMove(toParent:)`.
  open func didMove(toParent parent: ViewController?) {
    emit(.didMoveToParent, naming: parent)
    if parent == nil { movingFromParent = false } else { movingToParent = false }
    containmentRoute = nil
  }

  // MARK: Layout callbacks

  /// Called during layout when the view's safe-area insets changed, and before the view
  /// first appears.
  ///
  /// Mirrors `UIViewController.viewSafeAreaInsetsDidChange()`.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called during layout when the view's effective layout margins changed.
  ///
  /// Mirrors `UIViewController.viewLayoutMarginsDidChange()`.
  open func viewLayoutMarginsDidChange() {}

  /// Called before the view lays out its subviews.
  ///
  /// Mirrors `UIViewController.viewWillLayoutSubviews()`.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  ///
  /// Mirrors `UIViewController.viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}

  /// Whether the controller would like the status bar hidden; `false` by default.
  ///
  /// Only the controller that decides the status bar is asked: the window's root, or the
  /// child it names through ``childForStatusBarHidden``, or a full-screen presented
  /// controller. Call ``setNeedsStatusBarAppearanceUpdate()`` after its answer changes.
  ///
  /// Mirrors `UIViewController.prefersStatusBarHidden`.
  open var prefersStatusBarHidden: Bool { false }

  /// The child whose preference decides the status bar instead of this controller's.
  ///
  /// Mirrors `UIViewController.childForStatusBarHidden`.
  open var childForStatusBarHidden: ViewController? { nil }

  /// The orientations the controller supports: every one on iPad, every one but upside
  /// down elsewhere (UIKit's defaults).
  ///
  /// The window asks its root controller, or the topmost presented controller that fills the
  /// window, when the device turns; it ignores a rotation to an orientation not in the
  /// answer (see ``Window/rotate(to:)``). A navigation controller answers for its top
  /// controller and a tab bar controller for its selected one unless a subclass overrides
  /// them.
  ///
  /// Mirrors `UIViewController.supportedInterfaceOrientations`.
  open var supportedInterfaceOrientations: InterfaceOrientationMask {
    window?.barInputs.idiom == .pad ? .all : .allButUpsideDown
  }

  /// The child a built-in container lets decide its orientations (a navigation controller's
  /// top controller, a tab bar controller's selected one).
  var orientationForwardingTarget: ViewController? { nil }

  /// Called after the controller's traits changed.
  ///
  /// Mirrors `UIViewController.traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The horizontal size class this controller gives a child in place of its own, or `nil`
  /// to pass its own on; the override holds for the child and every controller below it.
  ///
  /// The model of `UIViewController.setOverrideTraitCollection(_:forChild:)` that the
  /// built-in containers use (a split view's sidebar columns are compact). It must depend
  /// only on which child it is, not on state that changes without a change of children:
  /// the answer is cached in each controller below when it joins its parent.
  func horizontalSizeClassOverride(forChild child: ViewController) -> SizeClass? {
    nil
  }

  /// Called before the view's size changes with the window (rotation, a resized window).
  ///
  /// The default records the event. The window makes the call on the root controller with
  /// its new size; each controller then passes it on to its children whose views are loaded,
  /// each with the size its ``size(forChildContentContainer:withParentContainerSize:)`` gives,
  /// skipping a child whose view already has that size (UIKit's header: "If the returned size
  /// is the same as the child container's current size, viewWillTransitionToSize: will not be
  /// called"), and a presented controller hears it with the window's size. A child whose
  /// view is not in the window keeps its old frame until it returns, so it hears the call
  /// only while that frame differs from the size its container gives it. Register work with
  /// the coordinator to run alongside the change or after the new layout.
  ///
  /// - Note: UIKit's default implementation forwards the call to the children, so an
  ///   override that does not call `super` stops it there. Here the window walks the
  ///   hierarchy itself, without recursion (a hierarchy of any depth), and such an override
  ///   does not stop it.
  ///
  /// Mirrors `UIViewController.viewWillTransition(to:with:)`.
  open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    emit(.viewWillTransitionToSize, size: size)
  }

  /// Makes the size-transition call on this controller and on every loaded controller below
  /// it that the forwarding rule reaches, in preorder, with each one's new size.
  ///
  /// The sizes are read before any frame changes: the caller changes the window after this.
  final func deliverSizeTransition(
    to size: Size, with coordinator: TransitionCoordinator,
    presentedSize: (ViewController) -> Size? = { _ in nil }
  ) {
    // One stack for the whole walk: a controller's successors are pushed in order, then
    // their run is reversed in place, so that the first is visited first (no array per level).
    var pending: [(ViewController, Size)] = [(self, size)]
    while let (controller, newSize) = pending.popLast() {
      controller.viewWillTransition(to: newSize, with: coordinator)
      let start = pending.count
      for child in controller.childrenHearingSizeTransitions {
        guard let childView = child.viewIfLoaded else { continue }
        let childSize = controller.size(
          forChildContentContainer: child, withParentContainerSize: newSize)
        // The same-size rule of UIContentContainer (APPLE header comment).
        if childSize != childView.bounds.size { pending.append((child, childSize)) }
      }
      if let presented = controller.presentationState.presented {
        // A presentation forwards the size its presented view will have (a sheet's own),
        // with the same-size rule: a form sheet that keeps its size hears nothing.
        let presentedNewSize = presentedSize(presented) ?? size
        if presented.viewIfLoaded?.bounds.size != presentedNewSize {
          pending.append((presented, presentedNewSize))
        }
      }
      if pending.count - start > 1 { pending[start...].reverse() }
    }
  }

  /// The children a size change is forwarded to: every child by default (UIKit's
  /// `UIViewController`, and `UITabBarController`, which does not override the choice, F-08).
  var childrenHearingSizeTransitions: [ViewController] { children }

  /// The size a child will have when this controller's view becomes `parentSize`; the
  /// parent's size by default. Containers whose children do not fill them override it.
  ///
  /// A child whose view already has the returned size does not hear
  /// ``viewWillTransition(to:with:)``.
  ///
  /// Mirrors `UIViewController.size(forChildContentContainer:withParentContainerSize:)`.
  open func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    parentSize
  }

  // MARK: Events and diagnostics

  /// Registers a closure called with every lifecycle event of this controller and of every
  /// controller below it (children and presented controllers).
  ///
  /// - Returns: A token that removes the observer when cancelled.
  @discardableResult
  public final func addLifecycleObserver(
    _ observe: @escaping (LifecycleEvent) -> Void
  ) -> LifecycleObservationToken {
    let id = (lifecycleObservers.map(\.id).max() ?? 0) + 1
    lifecycleObservers = lifecycleObservers + [(id, observe)]
    // The routes below learn of the new observer.
    let top = eventRoute().top
    top.routeVersion = top.routeVersion + 1
    return LifecycleObservationToken(controller: self, id: id)
  }

  /// The controller events bubble up to: the parent, else the presenting controller, else
  /// the container it is moving to or from.
  final var eventParent: ViewController? {
    parent ?? presentingViewController ?? containmentRoute
  }

  /// Publishes an event to the observers of this controller, its ancestors and its window.
  ///
  /// The route to the ancestors with observers and to the top of the hierarchy is cached
  /// (``eventRoute()``), so that an event costs O(1) in a hierarchy of any depth once the
  /// route is known. With no observer on the route and none on the window, the event is
  /// not even made.
  @inline(__always)
  final func emit(
    _ kind: LifecycleEvent.Kind, animated: Bool? = nil, parent: String? = nil,
    size: Size? = nil, insets: EdgeInsets? = nil
  ) {
    // The usual case, nobody listening, decided from the cache alone, at the caller: the
    // rest is a function of its own, whose entry (it saves many registers) that case skips.
    guard eventMayBeHeard else { return }
    publishEvent(kind, animated: animated, parent: parent, size: size, insets: insets)
  }

  /// The part of ``emit(_:animated:parent:size:insets:)`` after the cached test: makes the
  /// event if someone on the route listens, and delivers it.
  @inline(never)
  private final func publishEvent(
    _ kind: LifecycleEvent.Kind, animated: Bool?, parent: String?, size: Size?,
    insets: EdgeInsets?
  ) {
    var route = eventRoute()
    let hasOwnObservers = !lifecycleObservers.isEmpty
    guard
      hasOwnObservers || route.observer != nil
        || route.top.hostWindow?.lifecycleObservers.isEmpty == false
    else { return }
    let event = LifecycleEvent(
      subject: name, kind: kind, animated: animated, parent: parent, size: size, insets: insets)
    if hasOwnObservers {
      for observer in lifecycleObservers { observer.observe(event) }
      route = eventRoute()  // an observer may have changed the hierarchy
    }
    var above = route.observer
    while let ancestor = above {
      for observer in ancestor.lifecycleObservers { observer.observe(event) }
      above = ancestor.eventRoute().observer
    }
    route.top.hostWindow?.publish(event)
  }

  /// ``emit(_:animated:parent:size:insets:)`` for a containment event, which names the
  /// parent: its name is read only when someone listens.
  final func emit(_ kind: LifecycleEvent.Kind, naming parent: ViewController?) {
    guard eventMayBeHeard else { return }
    publishEvent(kind, animated: nil, parent: parent?.name, size: nil, insets: nil)
  }

  /// Whether an event of this controller may have a listener: `false` when the cached route
  /// says that none does (the top's version is read from its anchor: no retain of the top),
  /// the test ``emit(_:animated:parent:size:insets:)`` starts with, so that a caller reads
  /// the event's values (a view's insets, a parent's name) only for an event that is made.
  final var eventMayBeHeard: Bool {
    !(lifecycleObservers.isEmpty && !cachedRouteIsHeard && hasCurrentRoute)
  }

  /// Returns the diagnostics recorded while this controller's hierarchy was in no window,
  /// and forgets them. Diagnostics of a hierarchy in a window go to the window
  /// (``Window/takeDiagnostics()``); those kept here move there when the hierarchy joins one.
  public final func takeDiagnostics() -> [Diagnostic] {
    defer { pendingDiagnostics = [] }
    return pendingDiagnostics
  }

  /// Records a diagnostic on the window of this controller's hierarchy (kept until the
  /// controller joins one if it has none).
  final func report(_ diagnostic: Diagnostic) {
    let top = eventRoute().top
    if let window = top.hostWindow {
      window.record([diagnostic])
    } else {
      // Taken out, changed and assigned back: the list is only ever read or assigned whole.
      var pending = top.pendingDiagnostics
      top.pendingDiagnostics = []
      pending.append(diagnostic)
      top.pendingDiagnostics = pending
    }
  }
}

extension ViewController: CustomStringConvertible {
  public var description: String { "<\(type(of: self)) \(name)>" }
}

/// A registration made with ``ViewController/addLifecycleObserver(_:)``.
public final class LifecycleObservationToken {
  private weak var controller: ViewController?
  private let id: Int

  init(controller: ViewController, id: Int) {
    self.controller = controller
    self.id = id
  }

  /// Stops the calls. Cancelling twice does nothing.
  public func cancel() {
    if let controller {
      controller.lifecycleObservers = controller.lifecycleObservers.filter { $0.id != id }
    }
    if let top = controller?.eventRoute().top { top.routeVersion = top.routeVersion + 1 }
  }
}
