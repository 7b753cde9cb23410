extension View {
  /// The storage of the view's tree, made on first use for a view that has not joined one.
  ///
  /// A new view has no node: it keeps its initial frame, and the first `addSubview(_:)` that
  /// takes it writes its node straight into the superview's store. Anything else that needs
  /// the node first (reading or setting a property, a layout pass, becoming a window's root)
  /// gives the view a one-node store of its own here, as every view had before; the first
  /// join then absorbs that store. Either way every public API sees the same node.
  final var store: ViewStore {
    @inline(__always) get {
      if let joinedStore { return joinedStore }
      return makeOwnStore()
    }
    @inline(__always) set { join(newValue) }
  }

  /// The view's store if it has a node, without making one.
  final var storeIfJoined: ViewStore? {
    @inline(__always) get { joinedStore }
  }

  /// Gives a view without a node a store of its own, holding its node at slot 0.
  @inline(never)
  private final func makeOwnStore() -> ViewStore {
    let store = ViewStore()
    store.adopt(self, frame: initialFrame)
    return store
  }

  /// Makes the node of a view that has none as a root of `store`: no parent, outside any
  /// window, and held by no reference of the store (a root's view is not owned).
  ///
  /// For a controller's root view loaded for a window: its node is made where its container
  /// (or the window) will insert it, so that the insertion links it in place instead of
  /// absorbing and freeing a one-node store made for it (a store, three slot arrays and their
  /// buffers, about 3,000 instructions per loaded view).
  final func makeNodeIfNeeded(in store: ViewStore) {
    guard joinedStore == nil else { return }
    store.adopt(self, frame: initialFrame)
  }

  /// Whether the view's node gets ``ViewNode/Flags/hasHooks`` when it is made: a subclass
  /// may override callbacks, and a controller's root view calls its owner. (Observing a view
  /// flags its node, which makes one.)
  final var hasHooksWithoutStore: Bool {
    type(of: self) != View.self || owner != nil
  }
}
