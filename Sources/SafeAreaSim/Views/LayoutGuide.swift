/// A rectangle in a view's coordinate space that constraints can refer to.
///
/// A view's own guides follow a rectangle it derives from its bounds: the safe area, the
/// margins, the readable area, the keyboard. A guide made with ``init()`` and added with
/// `View.addLayoutGuide(_:)` is placed by constraints, like a view that draws nothing.
///
/// Mirrors `UILayoutGuide`: `UIView.safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`, `keyboardLayoutGuide` and guides added by the app. A view returns
/// the same guide object every time, so guides can be compared by identity.
public final class LayoutGuide {
  /// Which rectangle of its view a guide follows.
  public enum Kind: String, Hashable, Sendable {
    /// The bounds inset by the safe-area insets.
    case safeArea
    /// The bounds inset by the effective layout margins.
    case layoutMargins
    /// The margins guide, narrowed to a readable line length in regular width.
    case readableContent
    /// The part of the view the keyboard covers, or the bottom safe-area band when no
    /// keyboard shows.
    case keyboard
    /// The band from the view's top to its safe area's top: a view controller's
    /// `topLayoutGuide`.
    case topLayoutSupport
    /// The band from its safe area's bottom to the view's bottom: a view controller's
    /// `bottomLayoutGuide`.
    case bottomLayoutSupport
    /// A guide the app added, placed by constraints.
    case custom
  }

  /// The rectangle the guide follows.
  public let kind: Kind

  /// A name for the guide in diagnostics and reports.
  ///
  /// Mirrors `UILayoutGuide.identifier`.
  public var identifier: String

  /// The view the guide belongs to.
  ///
  /// Mirrors `UILayoutGuide.owningView`.
  public var owningView: View? { view }

  /// The owning view. Not weak, so that the view has no side table (every retain of it would
  /// take the runtime's slow path): the view clears it as it goes away, and
  /// `removeLayoutGuide(_:)` when it lets the guide go.
  unowned(unsafe) var view: View?
  /// The reference constraints hold to the guide, made on first use.
  private var storedReference: LayoutItemReference?
  /// A custom guide's frame as the constraint engine last solved it.
  var solvedFrame = Rect.zero

  init(kind: Kind, view: View) {
    self.kind = kind
    self.view = view
    self.identifier = LayoutGuide.defaultIdentifier(of: kind)
  }

  /// Creates a guide to add to a view with `View.addLayoutGuide(_:)`.
  ///
  /// Mirrors `UILayoutGuide.init()`.
  public init() {
    self.kind = .custom
    self.identifier = ""
  }

  deinit {
    storedReference?.clear()
  }

  /// The reference constraints hold to the guide (see ``LayoutItemReference``).
  var itemReference: LayoutItemReference {
    if let storedReference { return storedReference }
    let reference = LayoutItemReference(guide: self)
    storedReference = reference
    return reference
  }

  /// UIKit's identifiers of a view's own guides, as its console messages print them.
  static func defaultIdentifier(of kind: Kind) -> String {
    switch kind {
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .layoutMargins: "UIViewLayoutMarginsGuide"
    case .readableContent: "UIViewReadableContentGuide"
    case .keyboard: "UIKeyboardLayoutGuide"
    case .topLayoutSupport: "_UIViewControllerTopLayoutGuide"
    case .bottomLayoutSupport: "_UIViewControllerBottomLayoutGuide"
    case .custom: ""
    }
  }

  /// The width of a readable line at the default Dynamic Type size: the readable content
  /// guide is never wider in a regular-width environment (C-23, measured on iOS 16.2).
  public static let readableWidth: Double = 664

  /// The guide's rectangle in its view's coordinate space, as of the last layout pass.
  ///
  /// Outside a window the safe-area guide equals the view's bounds (C-01).
  ///
  /// Mirrors `UILayoutGuide.layoutFrame`.
  public var layoutFrame: Rect {
    guard let view else { return .zero }
    let bounds = view.bounds
    switch kind {
    case .safeArea:
      return bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins:
      return bounds.inset(by: view.layoutMargins)
    case .readableContent:
      var frame = bounds.inset(by: view.layoutMargins)
      let regular = view.window?.traits.horizontal == .regular
      if regular && frame.width > LayoutGuide.readableWidth {
        frame.origin.x += (frame.width - LayoutGuide.readableWidth) / 2
        frame.size.width = LayoutGuide.readableWidth
      }
      return frame
    case .keyboard:
      return keyboardFrame(in: view)
    case .topLayoutSupport:
      return Rect(
        x: bounds.minX, y: bounds.minY, width: bounds.width, height: view.safeAreaInsets.top)
    case .bottomLayoutSupport:
      let height = view.safeAreaInsets.bottom
      return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    case .custom:
      return solvedFrame
    }
  }

  /// The keyboard guide: from the keyboard's top (or the safe area's bottom when no keyboard
  /// shows) to the view's bottom, across the view's width (F-09).
  private func keyboardFrame(in view: View) -> Rect {
    let bounds = view.bounds
    // The safe area's bottom, or the keyboard's top where it is higher (F-09).
    var top = bounds.maxY - view.safeAreaInsets.bottom
    if let window = view.window, let keyboard = window.dockedKeyboardFrame {
      let inWindow = Rect(origin: keyboard.origin.offsetFromScreen(window), size: keyboard.size)
      let keyboardTop = view.convert(inWindow, from: nil).minY
      top = Swift.max(Swift.min(keyboardTop, top), bounds.minY)
    }
    return Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }
}

extension Point {
  /// The point, given in screen coordinates, in a window's coordinate space.
  fileprivate func offsetFromScreen(_ window: Window) -> Point {
    Point(x: x - window.frame.minX, y: y - window.frame.minY)
  }
}

extension LayoutGuide: CustomStringConvertible {
  public var description: String {
    "<LayoutGuide \(view?.name ?? "?").\(identifier); layoutFrame = \(layoutFrame)>"
  }
}

/// The guides a view has handed out, created on first use; also the reference constraints
/// hold to the view (Auto Layout state that few views have).
///
/// So a constraint that outlives its view keeps this object, and the guide objects in it,
/// until the constraint goes; the view clears the reference and the guides' links to it when
/// it ends, so nothing here reaches the view afterwards.
final class ViewGuides: LayoutItemReference {
  /// The view's own guides (safe area, margins, readable, keyboard, layout supports), in the
  /// order they were first asked for.
  var own: [LayoutGuide] = []
  /// Guides the app added, in order.
  var added: [LayoutGuide] = []
  /// What the view's own guides were last brought up to date with, or `nil` when one of
  /// them was made again since (see ``GuideInputs``).
  ///
  /// Every access is a plain read or an assignment of the whole value (never inout, never
  /// mutated in place), so no two accesses can overlap: the dynamic checks are off. A
  /// rotation reads it at every view that owns guides.
  @exclusivity(unchecked) var refreshedInputs: GuideInputs?
  /// Whether the constants of every guide in ``own`` depend only on ``GuideInputs``
  /// (``LayoutGuide/Kind/followsGuideInputsOnly``), kept as guides are added. Only read or
  /// assigned whole, like ``refreshedInputs``: unchecked.
  @exclusivity(unchecked) var ownFollowGuideInputsOnly = true
}

/// What the constants of a view's safe-area, margins and layout-support guides depend on:
/// its bounds origin, safe-area insets and layout margins (their shares of the view's size
/// never change). When these are the same as at the last refresh, the guides are too, as
/// long as the view's size leaves every guide a rectangle of positive extent (see
/// ``isRegular(at:)``).
struct GuideInputs: Equatable {
  var boundsOrigin: Point
  var outputs: SafeAreaOutputs

  /// Whether the guides' rectangles have no negative extent at this size. A rectangle that
  /// does (insets larger than the view, or a view whose constraints made its size negative)
  /// has its minimum edge at its far side, which moves with the size.
  func isRegular(at size: Size) -> Bool {
    Self.isRegular(outputs, at: size)
  }

  /// ``isRegular(at:)`` for guides brought up to date with `outputs` (the bounds origin
  /// plays no part).
  @inline(__always)
  static func isRegular(_ outputs: SafeAreaOutputs, at size: Size) -> Bool {
    func fits(_ insets: EdgeInsets) -> Bool {
      size.width - insets.left - insets.right >= 0 && size.height - insets.top - insets.bottom >= 0
    }
    return size.width >= 0 && size.height >= 0 && fits(outputs.safeAreaInsets)
      && fits(outputs.layoutMargins)
  }
}

extension LayoutGuide.Kind {
  /// Whether the guide's constants depend only on ``GuideInputs``; the readable and keyboard
  /// guides also follow the width, the traits and the keyboard.
  var followsGuideInputsOnly: Bool {
    switch self {
    case .safeArea, .layoutMargins, .topLayoutSupport, .bottomLayoutSupport: true
    case .readableContent, .keyboard, .custom: false
    }
  }
}

extension View {
  /// The view's own guide of a kind, made on first use; the same object every time.
  final func ownGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
    let guides = viewGuides
    if let guide = guides.own.first(where: { $0.kind == kind }) { return guide }
    let guide = LayoutGuide(kind: kind, view: self)
    guides.own.append(guide)
    if !kind.followsGuideInputsOnly {
      guides.ownFollowGuideInputsOnly = false
      // The guides now follow more than the node: the walk stops here again.
      if let store = storeIfJoined {
        store.nodes[Int(slot)].flags.remove(.hasCurrentEngineGuides)
      }
    }
    return guide
  }
}
