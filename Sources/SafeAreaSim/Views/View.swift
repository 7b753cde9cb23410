/// A rectangular area in a window, with a place in a tree of views.
///
/// Mirrors `UIView` for what the safe-area model needs: the frame and bounds, the tree of
/// subviews, the safe-area insets and layout margins with their guides and change
/// notifications, and the layout cycle (`setNeedsLayout()`, `layoutIfNeeded()`,
/// `layoutSubviews()`).
///
/// ```swift
/// let window = Window(device: .iPhone15Pro)
/// let band = View(frame: Rect(x: 0, y: 20, width: 393, height: 200), name: "band")
/// window.addSubview(band)
/// window.layoutIfNeeded()
/// band.safeAreaInsets  // {top 39}: the part of the 59-point top band it covers
/// ```
///
/// Values computed by layout (``safeAreaInsets``, ``layoutMargins`` and the guides' frames)
/// are updated by layout passes, as in UIKit: after a change, call ``layoutIfNeeded()`` (a
/// simulation's run loop does it after every action) before reading them.
///
/// Subclass to observe changes: override ``safeAreaInsetsDidChange()``,
/// ``layoutMarginsDidChange()``, ``layoutSubviews()``, ``didMoveToSuperview()`` or
/// ``didMoveToWindow()``. Views and their trees are not `Sendable`: a tree belongs to one task.
/// Independent trees share nothing and may live on different threads.
///
/// - Note: Storage: a view's geometry lives in a flat array shared by its tree, so that the
///   layout pass walks structs, not objects; the view object holds its name and its slot
///   there (its initial frame until it has one).
open class View {
  /// A stable name used in traces, reports and diagnostics instead of a memory address.
  public final var name: String

  /// Where the view's geometry is, and the fields few views use (see ``ViewPlacement``).
  ///
  /// Every access is a plain read or an assignment of the whole value (never inout, never
  /// mutated in place), so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked) private final var placement: ViewPlacement

  /// ``translatesAutoresizingMaskIntoConstraints`` of a view that has no node yet (see
  /// ``store``): its node takes the flag when it is made, so that turning the translation off
  /// before `addSubview(_:)`, as most code does, makes no throwaway store. Only read and
  /// assigned whole, so no two accesses overlap: the dynamic checks are off. (It sits in the
  /// byte after ``placement``: the object stays in its size class, `ViewObjectSizeTests`.)
  @exclusivity(unchecked) final var translatesMaskWithoutNode = true

  /// The view's store once it has a node; `nil` before (see ``store``).
  final var joinedStore: ViewStore? {
    @inline(__always) get {
      if case .joined(let store, _, _) = placement { return store.takeUnretainedValue() }
      return nil
    }
  }

  /// The view's slot in its store; 0 before it has a node.
  final var slot: Int32 {
    @inline(__always) get {
      if case .joined(_, let slot, _) = placement { return slot }
      return 0
    }
    set {
      // A node's store is set first, then its slot (``store``'s setter makes the view joined).
      guard case .joined(let store, _, let extras) = placement else {
        preconditionFailure("View '\(name)' has no store to take a slot in.")
      }
      placement = .joined(store, newValue, extras)
    }
  }

  /// The frame the view was made with: its node's frame until it has a node (see ``store``);
  /// zero once it has one.
  final var initialFrame: Rect {
    switch placement {
    case .detached(let frame): frame
    case .detachedWithExtras(let extras): extras.takeUnretainedValue().initialFrame
    case .joined: .zero
    }
  }

  /// Makes the view's placement joined to `store`, at the slot it has or 0 until its slot is
  /// set: what ``store``'s setter does.
  @inline(__always)
  final func join(_ store: ViewStore) {
    // The view's +1 on its store (see ``ViewPlacement``): taken on the new one before the
    // old one's is given back, so that joining the same store again keeps it alive.
    let joined = Unmanaged.passRetained(store)
    switch placement {
    case .detached:
      placement = .joined(joined, 0, nil)
    case .detachedWithExtras(let extras):
      placement = .joined(joined, 0, .passUnretained(extras.takeUnretainedValue()))
    case .joined(let old, let slot, let extras):
      placement = .joined(joined, slot, extras)
      old.release()
    }
  }

  /// Makes the view's placement joined to `store` at `slot`, in one assignment: what setting
  /// ``store`` and then ``slot`` does.
  @inline(__always)
  final func join(_ store: ViewStore, at slot: Int32) {
    // The view's +1 on its store, as in ``join(_:)``.
    let joined = Unmanaged.passRetained(store)
    switch placement {
    case .detached:
      placement = .joined(joined, slot, nil)
    case .detachedWithExtras(let extras):
      placement = .joined(joined, slot, .passUnretained(extras.takeUnretainedValue()))
    case .joined(let old, _, let extras):
      placement = .joined(joined, slot, extras)
      old.release()
    }
  }

  /// The view's slot when its node is in `store`, else -1: one read of the placement, where
  /// ``joinedStore`` and ``slot`` read it once each.
  @inline(__always)
  final func slot(in store: ViewStore) -> Int32 {
    if case .joined(let joined, let slot, _) = placement,
      joined.toOpaque() == Unmanaged.passUnretained(store).toOpaque()
    {
      return slot
    }
    return -1
  }

  /// Whether the view has its rarely used fields yet.
  private final var hasExtras: Bool {
    switch placement {
    case .detached: false
    case .detachedWithExtras: true
    case .joined(_, _, let extras): extras != nil
    }
  }

  /// Reads the view's rarely used fields, or returns `nil` while it has none. The view holds
  /// them, so `read` borrows them without a retain.
  @inline(__always)
  private final func readExtras<Value>(_ read: (ViewExtras) -> Value?) -> Value? {
    switch placement {
    case .detached: nil
    case .detachedWithExtras(let extras): extras._withUnsafeGuaranteedRef { read($0) }
    case .joined(_, _, let extras): extras?._withUnsafeGuaranteedRef { read($0) }
    }
  }

  /// The view's rarely used fields, made on first use; the view holds them until it ends.
  private final func makeExtras() -> ViewExtras {
    switch placement {
    case .detached(let frame):
      let extras = DetachedViewExtras(initialFrame: frame)
      placement = .detachedWithExtras(.passRetained(extras))
      return extras
    case .detachedWithExtras(let extras):
      return extras.takeUnretainedValue()
    case .joined(let store, let slot, let extras):
      if let extras { return extras.takeUnretainedValue() }
      let made = ViewExtras()
      placement = .joined(store, slot, .passRetained(made))
      return made
    }
  }

  /// The view's change handlers and streams, once it has any.
  final var observation: ViewObservation? {
    get { readExtras { $0.observation } }
    set {
      if newValue == nil && !hasExtras { return }
      makeExtras().observation = newValue
    }
  }

  /// The view's guides and the reference constraints hold to it, once it has any.
  final var guides: ViewGuides? {
    get { readExtras { $0.guides } }
    set {
      if newValue == nil && !hasExtras { return }
      makeExtras().guides = newValue
    }
  }

  /// The controller whose root view this is (UIKit's view controller as next responder).
  ///
  /// Not a weak reference, which would give every controller a side table and send each
  /// retain and release of it down the runtime's slow path. It never dangles: the owner
  /// holds the view as its root view while it is set, and clears it when it ends.
  final var owner: (any ViewOwner)? {
    @inline(__always) get { readExtras { $0.owner } }
    set {
      if newValue == nil && !hasExtras { return }
      makeExtras().owner = newValue
      // A view without a node yet gets the flag with its node (`hasHooksWithoutStore`).
      if newValue != nil, let store = joinedStore {
        store.nodes[Int(slot)].flags.insert(.hasHooks)
      }
    }
  }

  /// Creates a view with a frame in its future superview's coordinate space.
  ///
  /// - Parameters:
  ///   - frame: The frame; zero by default.
  ///   - name: The name used in traces and diagnostics; `"View"` by default.
  public init(frame: Rect = .zero, name: String? = nil) {
    self.placement = .detached(frame)
    self.name = name ?? "View"
  }

  /// Creates a view with a frame, named after its class: the initializer UIKit subclasses
  /// override (`override init(frame: CGRect)`).
  ///
  /// A subclass `PlayerBar` gets the name `"PlayerBar"`, a plain view `"View"`; set ``name``
  /// to tell instances apart in traces.
  ///
  /// - Parameter frame: The frame, in its future superview's coordinate space.
  ///
  /// Mirrors `UIView.init(frame:)`.
  public init(frame: Rect) {
    self.placement = .detached(frame)
    self.name = "View"
    if type(of: self) != View.self { name = String(describing: type(of: self)) }
  }

  deinit {
    // A view released before it had a node has nothing in any store.
    joinedStore?.tearDown(slot, of: self)
    // Guides and constraints hold the view unowned: they see it gone from here.
    if let guides {
      guides.clear()
      for guide in guides.own where guide.view === self { guide.view = nil }
      for guide in guides.added where guide.view === self { guide.view = nil }
    }
    // The store and the extras the placement holds (unmanaged: see ``ViewPlacement``).
    switch placement {
    case .detached: break
    case .detachedWithExtras(let extras): extras.release()
    case .joined(let store, _, let extras):
      extras?.release()
      store.release()
    }
  }

  // MARK: Stored node access

  final var node: ViewNode {
    @inline(__always) _read { yield store.nodes[Int(slot)] }
    @inline(__always) _modify { yield &store.nodes[Int(slot)] }
  }

  // MARK: Hooks

  /// Called before the view moves to a new superview (`nil` when it is removed).
  ///
  /// Mirrors `UIView.willMove(toSuperview:)`.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to a new superview or was removed from one.
  ///
  /// Mirrors `UIView.didMoveToSuperview()`.
  open func didMoveToSuperview() {}

  /// Called before the view (or an ancestor) moves to another window or out of one.
  ///
  /// Mirrors `UIView.willMove(toWindow:)`.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view (or an ancestor) moved to another window or out of one.
  ///
  /// Mirrors `UIView.didMoveToWindow()`.
  open func didMoveToWindow() {}

  /// Lays out subviews. Called by the layout pass for views marked with ``setNeedsLayout()``,
  /// after the view's own safe area and margins are final; the default does nothing.
  ///
  /// Mirrors `UIView.layoutSubviews()`. Frames set here are laid out in the same pass.
  open func layoutSubviews() {}

  /// The library's own reaction to a change of safe area or size (a scroll view's adjusted
  /// insets); runs after `safeAreaInsetsDidChange()` and before `layoutSubviews()`, whatever
  /// overrides of them do.
  func geometryDidUpdate() {}

  /// Called when the view's safe-area insets changed, during the layout pass.
  ///
  /// Mirrors `UIView.safeAreaInsetsDidChange()`.
  open func safeAreaInsetsDidChange() {}

  /// Called when the view's effective layout margins changed, during the layout pass.
  ///
  /// Mirrors `UIView.layoutMarginsDidChange()`.
  open func layoutMarginsDidChange() {}

  // MARK: Intrinsic content size

  /// The size the view's content needs, or ``View/noIntrinsicMetric`` on an axis where it has
  /// none (a plain view has none on both).
  ///
  /// Override in a subclass, and call ``invalidateIntrinsicContentSize()`` when it changes. A
  /// view taking part in Auto Layout gets two constraints per axis with a size: it hugs the
  /// size at its content hugging priority and resists compression below it at its
  /// compression resistance priority.
  ///
  /// Mirrors `UIView.intrinsicContentSize`.
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The value of an axis of ``intrinsicContentSize`` that has no size.
  ///
  /// Mirrors `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: Double = -1

  /// Tells the layout engine that ``intrinsicContentSize`` changed.
  ///
  /// Mirrors `UIView.invalidateIntrinsicContentSize()`.
  public final func invalidateIntrinsicContentSize() {
    if node.flags.contains(.isInEngine) { store.engine?.viewConstraintInputsDidChange(self) }
  }

  // MARK: Layout cycle

  /// Marks the view as needing `layoutSubviews()` in the next layout pass.
  ///
  /// Mirrors `UIView.setNeedsLayout()`.
  public final func setNeedsLayout() {
    let store = self.store
    let slot = self.slot
    // One borrow of the node array takes the request and marks the node dirty.
    let isNew = store.nodes.withUnsafeMutableBufferPointer { nodes in
      nodes[Int(slot)].flags.insert(.needsLayout)
      // A plain view's layoutSubviews() does nothing; only views with callbacks need a visit.
      guard nodes[Int(slot)].flags.contains(.hasHooks) else { return false }
      return ViewStore.markDirty(slot, in: nodes, invalidatesChildren: false)
    }
    if isNew { store.dirtySlots.append(slot) }
  }

  /// Runs a layout pass now if anything in the view's tree needs one.
  ///
  /// Mirrors `UIView.layoutIfNeeded()`. Diagnostics of the pass go to the window, if any.
  public final func layoutIfNeeded() {
    // Outside a window only an explicit call lays a tree out: its own.
    let detachedRoot = node.flags.contains(.isInWindow) ? nil : store.root(of: slot)
    if let detachedRoot { store.requeueChangesOutsideWindow(below: detachedRoot) }
    let window = detachedRoot == nil ? self.window : nil
    // A window's pass that finishes outside `viewDidAppear(_:)` ends the turn of the run loop.
    defer { window?.endTurnUnlessInDidAppear() }
    guard store.needsLayoutPass else { return }
    window?.layoutPassDepth += 1
    let diagnostics = store.runLayoutPass(detachedRoot: detachedRoot)
    window?.layoutPassDepth -= 1
    if !diagnostics.isEmpty { window?.record(diagnostics) }
  }
}

extension View: CustomStringConvertible {
  public var description: String { "<\(type(of: self)) \(name); frame = \(frame)>" }
}

/// Where a view's geometry is: its initial frame until it joins a tree, then its store and
/// slot. The two are never needed together, so they share the view object's storage, and the
/// fields few views use (a controller's root view, a view with guides, constraints or
/// observers) live in a side object made on first use.
///
/// The view object is the name, this and a flag: 66 bytes with the object's header, in glibc's
/// 80-byte size class (`ViewObjectSizeTests`).
///
/// The store and the extras are unmanaged, so that the placement is a plain value: a read
/// of a view's slot, owner or observation copies it without retaining anything (with a
/// managed store each such copy retained and released the store). The view holds +1 on its
/// store from `join(_:)` until it joins another or ends, and +1 on its extras from
/// `makeExtras()` until it ends: neither can go while the view reads them. A read of the
/// store itself (`joinedStore`) returns a strong reference, as before.
private enum ViewPlacement {
  /// A view without a node and without extras: its frame.
  case detached(Rect)
  /// A view without a node that has extras: its frame is in them.
  case detachedWithExtras(Unmanaged<DetachedViewExtras>)
  /// A view with a node: its store, its slot there, and its extras if it has any.
  case joined(Unmanaged<ViewStore>, Int32, Unmanaged<ViewExtras>?)
}

/// The fields few views use, kept out of the view object so that it stays small.
private class ViewExtras {
  /// The view's change handlers and streams (see ``View/observation``).
  final var observation: ViewObservation?
  /// The view's guides and the reference its constraints hold (see ``View/guides``).
  final var guides: ViewGuides?
  /// The controller whose root view this is (see ``View/owner``).
  final unowned(unsafe) var owner: (any ViewOwner)?
}

/// The extras of a view that had them before it joined a tree: they also keep its initial
/// frame, which the view object's storage holds only for a view without extras.
private final class DetachedViewExtras: ViewExtras {
  /// The frame the view was made with (see ``View/initialFrame``).
  let initialFrame: Rect

  init(initialFrame: Rect) {
    self.initialFrame = initialFrame
  }
}
