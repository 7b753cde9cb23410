internal import LayoutSolver

extension LayoutEngine {
  /// Makes the translated constraints of every item that asked for it, without recursion:
  /// a mask that follows the superview brings the superview in, whose own mask is queued.
  ///
  /// Returns at once when ``hasPendingTranslation`` says nothing is queued: each activation
  /// calls it, and a read of the list would be checked for exclusivity at run time.
  ///
  /// A translated mask fixes a view's frame from outside, which is its container's business
  /// during layout; outside the layout pass (`inPass` false) the engine does not judge
  /// conflicts on it yet. A view without a superview (the top view, such as a controller's
  /// root view in `viewDidLoad`) gets no mask then: its frame enters as its bounds in the
  /// pass. A window is the exception: its frame is the screen's, a real input already (and
  /// installing it first keeps the solver's choice among equally good layouts). A view that
  /// joined a superview since its last translation keeps its old translation until the pass;
  /// there, a guide owner the walk is about to lay out waits for its pause
  /// (``viewWasLaidOut(_:)``), where its guides follow its new safe area first. Items left
  /// waiting stay queued.
  func flushTranslations(inPass: Bool = false) {
    guard hasPendingTranslation else { return }
    var waiting: [EngineItem] = []
    while let item = pendingTranslation.popLast() {
      guard item.uses > 0, items[item.subjectID] === item else { continue }
      switch translationTiming(of: item, inPass: inPass) {
      case .now:
        item.awaitsLayoutPass = false
        translate(item)
      case .withoutMaskNow:
        translate(item, includingMask: false)
        item.awaitsLayoutPass = true
        waiting.append(item)
      case .later:
        waiting.append(item)
      }
    }
    if waiting.isEmpty {
      hasPendingTranslation = false
    } else {
      pendingTranslation = waiting.reversed()
      // Another round comes if no pause of the walk makes them.
      if inPass { hasPendingWork = true }
    }
  }

  /// When ``flushTranslations(inPass:)`` makes an item's translated constraints.
  enum TranslationTiming {
    /// Made now.
    case now
    /// Made now without the view's mask, which waits for the layout pass.
    case withoutMaskNow
    /// Left as they are until the layout pass (or the view's pause in it).
    case later
  }

  /// When an item's translated constraints are made (see ``flushTranslations(inPass:)``).
  func translationTiming(of item: EngineItem, inPass: Bool) -> TranslationTiming {
    guard let view = item.view, view.translatesAutoresizingMaskIntoConstraints else {
      return .now
    }
    if !inPass {
      // A window's frame is the screen's, an input already; any other view without a
      // superview is yet to be placed by its container.
      if view.superview == nil && !view.node.flags.contains(.isWindowRoot) {
        return .withoutMaskNow
      }
      return item.awaitsLayoutPass ? .later : .now
    }
    guard item.awaitsLayoutPass else { return .now }
    // Its guides are refreshed at its pause in this round's walk, before its mask is made.
    let flags = view.node.flags
    return flags.isSuperset(of: [.ownsEngineGuides, .isDirty, .isInWindow]) ? .later : .now
  }

  /// Replaces an item's translated constraints with what its view or guide says now.
  /// Without `includingMask`, a view's translated mask is left out (it waits for the layout
  /// pass).
  func translate(_ item: EngineItem, includingMask: Bool = true) {
    var released: [EngineItem] = []
    for constraint in item.translated {
      released.append(contentsOf: detach(constraint).filter { $0 !== item })
      item.noteRemoved()
    }
    item.translated = []
    var made: [LayoutConstraint]
    if let view = item.view {
      made =
        view.translatesAutoresizingMaskIntoConstraints && includingMask
        ? maskConstraints(of: view) : []
      // Most views have no intrinsic size: nothing to append.
      let sizes = contentSizeConstraints(of: view)
      if !sizes.isEmpty { made += sizes }
    } else if let guide = item.guide, let owner = guide.owningView, guide.kind != .custom {
      // Made from the view's geometry now: the next refresh looks at every guide again, and
      // the walk stops at the view for it.
      owner.guides?.refreshedInputs = nil
      if let store = owner.storeIfJoined {
        store.nodes[Int(owner.slot)].flags.remove(.hasCurrentEngineGuides)
      }
      made = installTies(of: item, guide: guide, in: owner)
      item.translated = made
      for other in released { release(other) }
      return
    } else {
      made = []
    }
    for constraint in made {
      let sequence = install(constraint)
      // An item's own constraints do not keep it in the engine (counted without an array:
      // a view's guides make four constraints each). The installation is changed in place,
      // not copied.
      let selfUses = constraint.installation?.items.removeAll { $0 === item } ?? 0
      item.uses = item.uses - selfUses
      item.noteInstalled(constraint, sequence: sequence)
    }
    item.translated = made
    for other in released { release(other) }
  }

  // MARK: Autoresizing masks

  /// One equation of a view's translated mask: `attribute == multiplier × superview's
  /// dimension + constant`, or `attribute == constant` when it does not follow the superview.
  struct MaskEquation {
    var attribute: LayoutAttribute
    var dimension: LayoutAttribute
    var followsSuperview: Bool
    var multiplier: Double
    var constant: Double
  }

  /// The four equations of a view's autoresizing mask: its frame now, following the
  /// superview's size along the mask's flexible parts (`minX`, `minY`, `width`, `height`),
  /// held inline: a rotation compares them with the mask's constraints of every autoresized
  /// view the engine translates.
  func maskEquations(of view: View) -> InlineArray<4, MaskEquation> {
    let frame = view.frame
    let superview = view.superview
    let superSize = superview?.bounds.size ?? .zero
    let shares =
      superview == nil
      ? (x: 0.0, width: 0.0, y: 0.0, height: 0.0)
      : view.autoresizingMask.shares(of: frame, in: superSize)
    func make(
      _ attribute: LayoutAttribute, value: Double, share: Double, dimension: LayoutAttribute,
      superLength: Double
    ) -> MaskEquation {
      let follows = share != 0 && superview != nil
      return MaskEquation(
        attribute: attribute, dimension: dimension, followsSuperview: follows,
        multiplier: follows ? share : 1, constant: value - (follows ? share * superLength : 0))
    }
    return [
      make(
        .left, value: frame.minX, share: shares.x, dimension: .width, superLength: superSize.width),
      make(
        .top, value: frame.minY, share: shares.y, dimension: .height, superLength: superSize.height),
      make(
        .width, value: frame.width, share: shares.width, dimension: .width,
        superLength: superSize.width),
      make(
        .height, value: frame.height, share: shares.height, dimension: .height,
        superLength: superSize.height),
    ]
  }

  /// The four constraints of a view's autoresizing mask (see ``maskEquations(of:)``).
  ///
  /// Mirrors `NSAutoresizingMaskLayoutConstraint`: `minX`, `minY`, `width` and `height`.
  func maskConstraints(of view: View) -> [LayoutConstraint] {
    let superview = view.superview
    let notation = view.autoresizingMask.notation
    let equations = maskEquations(of: view)
    var made: [LayoutConstraint] = []
    made.reserveCapacity(equations.count)
    for index in equations.indices {
      let equation = equations[index]
      let constraint = LayoutConstraint(
        first: .view(view), attribute: equation.attribute, relation: .equal,
        second: equation.followsSuperview ? superview.map { .view($0) } : nil,
        attribute: equation.dimension, multiplier: equation.multiplier,
        constant: equation.constant)
      constraint.origin = .autoresizingMask(notation)
      constraint.carriesUIKitName = true
      made.append(constraint)
    }
    return made
  }

  // MARK: Intrinsic content size

  /// A view hugs its intrinsic size at its hugging priority and resists compression below it
  /// at its compression resistance priority, on each axis that has a size.
  ///
  /// Mirrors `NSContentSizeLayoutConstraint`.
  func contentSizeConstraints(of view: View) -> [LayoutConstraint] {
    let size = view.intrinsicContentSize
    func hasMetric(_ value: Double) -> Bool { value != View.noIntrinsicMetric && value >= 0 }
    // Most views have no intrinsic size: no list of axes is made for them.
    guard hasMetric(size.width) || hasMetric(size.height) else { return [] }
    var made: [LayoutConstraint] = []
    for (axis, value) in [(LayoutConstraintAxis.horizontal, size.width), (.vertical, size.height)]
    where hasMetric(value) {
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let hugging = LayoutConstraint(
        first: .view(view), attribute: attribute, relation: .lessThanOrEqual, second: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: value)
      hugging.priority = view.contentHuggingPriority(for: axis)
      let resistance = LayoutConstraint(
        first: .view(view), attribute: attribute, relation: .greaterThanOrEqual, second: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: value)
      resistance.priority = view.contentCompressionResistancePriority(for: axis)
      hugging.origin = .contentSize
      resistance.origin = .contentSize
      made += [hugging, resistance]
    }
    return made
  }

  // MARK: A view's own guides

  /// How a guide's four edges follow its view's size: `edge == share × size + constant`.
  struct GuideEquation: Equatable {
    var attribute: LayoutAttribute
    var dimension: LayoutAttribute
    var share: Double
    var constant: Double
  }

  /// The guide's frame now, as four equations in its view's size (`left`, `top`, `width`,
  /// `height`), held inline: the engine asks for them at every guide it ties and refreshes.
  func guideEquations(of guide: LayoutGuide, in view: View) -> InlineArray<4, GuideEquation> {
    let frame = guide.layoutFrame
    let size = view.bounds.size
    var shares = (x: 0.0, width: 1.0, y: 0.0, height: 1.0)
    switch guide.kind {
    case .readableContent:
      let margins = view.bounds.inset(by: view.layoutMargins)
      if frame.width < margins.width { shares = (0.5, 0, 0, 1) }
    case .keyboard:
      let bottomBand = frame.minY >= view.bounds.maxY - view.safeAreaInsets.bottom
      shares = bottomBand ? (0, 1, 1, 0) : (0, 1, 0, 1)
    case .topLayoutSupport:
      shares = (0, 1, 0, 0)
    case .bottomLayoutSupport:
      shares = (0, 1, 1, 0)
    case .safeArea, .layoutMargins, .custom:
      break
    }
    return [
      GuideEquation(
        attribute: .left, dimension: .width, share: shares.x,
        constant: frame.minX - shares.x * size.width),
      GuideEquation(
        attribute: .top, dimension: .height, share: shares.y,
        constant: frame.minY - shares.y * size.height),
      GuideEquation(
        attribute: .width, dimension: .width, share: shares.width,
        constant: frame.width - shares.width * size.width),
      GuideEquation(
        attribute: .height, dimension: .height, share: shares.height,
        constant: frame.height - shares.height * size.height),
    ]
  }

  /// Makes and installs the four constraints that tie a view's own guide to the view
  /// (`edge == share × size + constant`, in `left`, `top`, `width`, `height` order); returns
  /// them.
  ///
  /// Each tie's relation is made here, as ``relation(of:in:using:)`` would make it
  /// (`guide.edge - share × view.size - constant`, the guide's term first), without that
  /// function's general work: a tie names the guide's own variable and, when it follows the
  /// view, the view's size, both in the view's coordinate space. The guide's item records
  /// each tie but is not kept in the engine by them; the view's item is, as by any
  /// constraint.
  func installTies(
    of item: EngineItem, guide: LayoutGuide, in view: View
  ) -> [LayoutConstraint] {
    let equations = guideEquations(of: guide, in: view)
    // A guide's ties keep markers when its view's frame is set by code (a translated mask).
    let allowingChanges = view.translatesAutoresizingMaskIntoConstraints
    var made: [LayoutConstraint] = []
    made.reserveCapacity(equations.count)
    // The view's item, once a tie has retained it: the next ties count one use more each, as
    // ``retain(_:)-(View)`` would without looking the item up again.
    var viewItem: EngineItem?
    // The references the ties hold to the guide and the view, each looked up once.
    let guideReference = guide.itemReference
    let viewReference = view.itemReference
    for index in equations.indices {
      let equation = equations[index]
      let follows = equation.share != 0
      let constraint = LayoutConstraint(
        first: guideReference, attribute: equation.attribute, relation: .equal,
        second: follows ? viewReference : nil, attribute: equation.dimension,
        multiplier: follows ? equation.share : 1, constant: equation.constant)
      constraint.origin = .guide
      constraint.carriesUIKitName = true
      made.append(constraint)
      let own: Variable
      switch index {
      case 0: own = item.minX
      case 1: own = item.minY
      case 2: own = item.width
      default: own = item.height
      }
      var used = EngineItemList()
      let terms: [Term]
      if follows {
        let target: EngineItem
        if let viewItem {
          target = viewItem
          target.uses = target.uses + 1
        } else {
          target = retain(view)
          viewItem = target
        }
        used.append(target)
        let size = equation.dimension == .width ? target.width : target.height
        terms = [Term(own, coefficient: 1), Term(size, coefficient: -equation.share)]
      } else {
        terms = [Term(own, coefficient: 1)]
      }
      // `0 - constant`, as the relation's `base - constant` with no offsets (not `-constant`,
      // which differs for a zero constant).
      let expression = Expression(terms, constant: 0 - equation.constant)
      install(
        constraint, expression: expression, base: 0, using: used, for: item,
        allowingChanges: allowingChanges)
    }
    return made
  }

  /// Brings a view's own guides up to date with its safe area, margins, size and keyboard.
  ///
  /// The layout pass calls this at every view that owns guides the engine follows, and a
  /// rotation visits every such view; most keep their safe area and margins (a view inside
  /// its superview's safe area has no insets of its own). When the inputs of its guides
  /// (``GuideInputs``) are those of the last refresh, nothing is recomputed.
  ///
  /// The node's ``ViewNode/Flags/hasCurrentEngineGuides`` says afterwards whether a refresh
  /// would do nothing as long as those inputs stay and the size leaves the guides regular:
  /// the walk then goes through a plain view without pausing.
  func refreshGuides(of view: View) {
    guard let guides = view.guides else { return }
    // The node read once: what the guides follow, and the flag saying they are current.
    let store = view.store
    let slot = Int(view.slot)
    let (inputs, size, flags) = store.nodes.withUnsafeBufferPointer { nodes in
      (
        GuideInputs(boundsOrigin: nodes[slot].boundsOrigin, outputs: nodes[slot].outputs),
        nodes[slot].frame.size, nodes[slot].flags
      )
    }
    let isRegular = inputs.isRegular(at: size)
    let isCurrent = isRegular && guides.ownFollowGuideInputsOnly
    if isCurrent != flags.contains(.hasCurrentEngineGuides) {
      if isCurrent {
        store.nodes[slot].flags.insert(.hasCurrentEngineGuides)
      } else {
        store.nodes[slot].flags.remove(.hasCurrentEngineGuides)
      }
    }
    if isCurrent && guides.refreshedInputs == inputs { return }
    guides.refreshedInputs = isRegular ? inputs : nil
    for guide in guides.own {
      guard let item = items[ObjectIdentifier(guide)], item.translated.count == 4 else { continue }
      let equations = guideEquations(of: guide, in: view)
      let translated = item.translated
      let sameShape = equations.indices.allSatisfy { index in
        let constraint = translated[index]
        return (constraint.hasSecondItem ? constraint.multiplier : 0) == equations[index].share
      }
      guard sameShape else {
        translate(item)
        continue
      }
      for index in equations.indices where translated[index].constant != equations[index].constant {
        translated[index].constant = equations[index].constant
      }
    }
  }
}

extension EngineItem {
  /// The identity of the view or guide the item stands for.
  var subjectID: ObjectIdentifier {
    if let view { return ObjectIdentifier(view) }
    if let guide { return ObjectIdentifier(guide) }
    return ObjectIdentifier(self)
  }
}

extension AutoresizingMask {
  /// UIKit's notation in constraint descriptions, `h=--& v=--&`: left margin, size, right
  /// margin, `&` for flexible. A mask with no flexible part on an axis prints its last
  /// margin as flexible, as UIKit does.
  var notation: String {
    func axis(
      _ low: AutoresizingMask, _ size: AutoresizingMask, _ high: AutoresizingMask
    )
      -> String
    {
      let none = !contains(low) && !contains(size) && !contains(high)
      return (contains(low) ? "&" : "-") + (contains(size) ? "&" : "-")
        + (contains(high) || none ? "&" : "-")
    }
    return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
      + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
  }
}
