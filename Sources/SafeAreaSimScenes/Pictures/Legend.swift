/// The key to the colours, wrapped into rows that fit the picture. The Auto Layout guides and
/// the keyboard and split view columns have entries only in the pictures that show them.
struct Legend {
  static let baseItems: [(swatch: String, text: String)] = [
    (
      swatch(
        "fill=\"\(Palette.safe)\" fill-opacity=\"0.14\" stroke=\"\(Palette.safe)\" "
          + "stroke-width=\"1.5\""), "safe area"
    ),
    (
      "<line x1=\"0\" y1=\"-3.5\" x2=\"16\" y2=\"-3.5\" stroke=\"\(Palette.safe)\" "
        + "stroke-width=\"0.75\"/>", "container's safe area"
    ),
    (
      swatch("fill=\"none\" stroke=\"\(Palette.margins)\" stroke-dasharray=\"5 3\""),
      "layout margins"
    ),
    (swatch("fill=\"url(#unsafe)\""), "unsafe band"),
    (
      swatch("fill=\"\(Palette.bar)\" stroke=\"\(Palette.barStroke)\" stroke-width=\"0.75\""),
      "UIKit bar"
    ),
    (
      swatch(
        "fill=\"\(Palette.chrome)\" stroke=\"\(Palette.chromeStroke)\" stroke-width=\"0.75\""),
      "chrome"
    ),
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.view)\" stroke-width=\"1.25\" "
          + "stroke-dasharray=\"2 2\""), "view with an id"
    ),
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.contentInset)\" stroke-width=\"1.25\" "
          + "stroke-dasharray=\"7 3\""), "scroll content inset"
    ),
  ]

  /// The entries of the guides drawn on views that Auto Layout places.
  static let guideItems: [(swatch: String, text: String)] = [
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.safe)\" stroke-width=\"0.75\" "
          + "stroke-dasharray=\"\(Drawing.safeGuideDash)\""), "view's safe-area guide"
    ),
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.margins)\" stroke-width=\"0.75\" "
          + "stroke-dasharray=\"\(Drawing.marginsGuideDash)\""), "view's margins guide"
    ),
  ]

  /// The keyboard's entry.
  static let keyboardItem: (swatch: String, text: String) = (
    swatch("fill=\"\(Palette.keyboard)\""), "keyboard"
  )

  /// The entries of a split view's columns.
  static let columnItems: [(swatch: String, text: String)] = [
    (
      swatch(
        "fill=\"none\" stroke=\"\(Palette.column)\" stroke-width=\"1.5\" "
          + "stroke-dasharray=\"\(Drawing.columnDash)\""), "split view column"
    ),
    (
      "<rect x=\"7.5\" y=\"-9\" width=\"1\" height=\"11\" fill=\"\(Palette.divider)\"/>",
      "column divider"
    ),
  ]

  /// The entries of this picture.
  let items: [(swatch: String, text: String)]

  /// A 16x11 sample rectangle with these attributes, on the text's baseline.
  private static func swatch(_ attributes: String) -> String {
    "<rect x=\"0\" y=\"-9\" width=\"16\" height=\"11\" \(attributes)/>"
  }

  static let size: Double = 11
  static let rowHeight: Double = 17

  /// Each item's offset from the legend's origin.
  let positions: [(x: Double, y: Double)]
  let height: Double

  init(
    width: Double, showsGuides: Bool = false, showsKeyboard: Bool = false,
    showsColumns: Bool = false
  ) {
    items =
      Legend.baseItems + (showsGuides ? Legend.guideItems : [])
      + (showsKeyboard ? [Legend.keyboardItem] : []) + (showsColumns ? Legend.columnItems : [])
    var positions: [(x: Double, y: Double)] = []
    var x: Double = 0
    var y: Double = Legend.rowHeight
    for item in items {
      let itemWidth =
        22 + TextMetrics.estimatedWidth(item.text, size: Legend.size, bold: false) + 14
      if x > 0 && x + itemWidth > width {
        x = 0
        y += Legend.rowHeight
      }
      positions.append((x, y))
      x += itemWidth
    }
    self.positions = positions
    height = y + 10
  }

  /// Draws the legend; `hatchID` is the id of the picture's unsafe-band pattern (prefixed in
  /// a picture inlined in a page).
  func draw(_ out: inout SVGWriter, x: Double, y: Double, hatchID: String = "unsafe") {
    for (item, position) in zip(items, positions) {
      out.beginGroup(translateX: x + position.x, y: y + position.y)
      out.raw(
        hatchID == "unsafe"
          ? item.swatch : item.swatch.replacing("url(#unsafe)", with: "url(#\(hatchID))"))
      out.text(item.text, x: 22, y: 0, size: Legend.size, weight: "400", fill: Palette.secondary)
      out.endGroup()
    }
  }
}
