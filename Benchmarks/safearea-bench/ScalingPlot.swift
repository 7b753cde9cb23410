#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A hand-written SVG plot of cost per node against the number of nodes, log-log, for the
/// deep and wide families and their kernels (`--plot FILE`).
///
/// A flat line is linear scaling; a line rising by a decade per decade is quadratic. The
/// kernels' lines show what memory alone costs as the arrays outgrow the caches.
struct ScalingPlot {
  /// One line of the plot.
  struct Series {
    var label: String
    var color: String
    var isDashed: Bool
    /// (nodes, ns per node), by nodes.
    var points: [(x: Double, y: Double)]
  }

  var series: [Series]
  var subtitle: String

  /// The series of a run's results: each family's full pass and its kernel.
  init(results: [BenchmarkResult], subtitle: String) {
    let lines: [(String, String, String, Bool)] = [
      ("Balanced tree (fan-out 8): rotation", BenchmarkSuite.WideTitle.fullPass, "#1f5fbf", false),
      ("Kernel, balanced tree", BenchmarkSuite.KernelTitle.balanced, "#1f5fbf", true),
      ("Chain: first layout (all dirty)", BenchmarkSuite.ChainTitle.layout, "#c0392b", false),
      ("Kernel, chain", BenchmarkSuite.KernelTitle.chain, "#c0392b", true),
      ("Nested chrome: rotation", BenchmarkSuite.NestedChromeTitle.fullPass, "#2e8b57", false),
      ("Nested chrome: outer insets", BenchmarkSuite.NestedChromeTitle.rootInsets, "#7fbf3f", false),
      ("Kernel, nested chrome", BenchmarkSuite.KernelTitle.nestedChrome, "#2e8b57", true),
      ("Flat (siblings): rotation", BenchmarkSuite.WideTitle.flatFullPass, "#8e44ad", false),
    ]
    series = lines.compactMap { label, name, color, isDashed in
      let points = results.filter { $0.name == name }.compactMap { row -> (x: Double, y: Double)? in
        guard let nodes = row.nodes, let perNode = row.nanosecondsPerNode else { return nil }
        return (Double(nodes), perNode)
      }.sorted { $0.x < $1.x }
      return points.isEmpty
        ? nil : Series(label: label, color: color, isDashed: isDashed, points: points)
    }
    self.subtitle = subtitle
  }

  // Canvas and plot area, in pixels.
  private static let width = 860.0
  private static let height = 470.0
  private static let left = 70.0
  private static let right = 300.0
  private static let top = 56.0
  private static let bottom = 58.0

  /// The SVG document.
  var svg: String {
    let points = series.flatMap(\.points)
    guard !points.isEmpty else {
      return #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"# + "\n"
    }
    let xDecades = Self.decades(points.map(\.x))
    let yDecades = Self.decades(points.map(\.y))
    let plotWidth = Self.width - Self.left - Self.right
    let plotHeight = Self.height - Self.top - Self.bottom
    func px(_ x: Double) -> Double {
      Self.left + (log10(x) - xDecades.lowerBound) / (xDecades.upperBound - xDecades.lowerBound)
        * plotWidth
    }
    func py(_ y: Double) -> Double {
      Self.top + plotHeight - (log10(y) - yDecades.lowerBound)
        / (yDecades.upperBound - yDecades.lowerBound) * plotHeight
    }

    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(Self.width))" height="\(n(Self.height))" \
      viewBox="0 0 \(n(Self.width)) \(n(Self.height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(n(Self.left))" y="22" font-size="15" font-weight="bold">Cost per node against size (log-log)</text>
      <text x="\(n(Self.left))" y="40" fill="#555">\(escaped(subtitle))</text>

      """
    // Grid: decades, with 2 and 5 between them on the y axis.
    for decade in Int(xDecades.lowerBound)...Int(xDecades.upperBound) {
      let x = px(pow(10, Double(decade)))
      out += line(x, Self.top, x, Self.top + plotHeight, stroke: "#ddd")
      out +=
        #"<text x="\#(n(x))" y="\#(n(Self.top + plotHeight + 18))" text-anchor="middle">"#
        + "\(Self.sizeLabel(decade))</text>\n"
    }
    for decade in Int(yDecades.lowerBound)...Int(yDecades.upperBound) {
      let base = pow(10, Double(decade))
      let y = py(base)
      out += line(Self.left, y, Self.left + plotWidth, y, stroke: "#ddd")
      out +=
        #"<text x="\#(n(Self.left - 8))" y="\#(n(y + 4))" text-anchor="end">"#
        + "\(grouped(Int(base)))</text>\n"
      if Double(decade) < yDecades.upperBound {
        for factor in [2.0, 5.0] {
          let y = py(base * factor)
          out += line(Self.left, y, Self.left + plotWidth, y, stroke: "#f0f0f0")
        }
      }
    }
    out += """
      <rect x="\(n(Self.left))" y="\(n(Self.top))" width="\(n(plotWidth))" height="\(n(plotHeight))" \
      fill="none" stroke="#888"/>
      <text x="\(n(Self.left + plotWidth / 2))" y="\(n(Self.height - 16))" text-anchor="middle">\
      nodes in the tree (views; kernel nodes)</text>
      <text transform="translate(18 \(n(Self.top + plotHeight / 2))) rotate(-90)" text-anchor="middle">\
      ns per node (median)</text>

      """
    // The series, then the legend.
    for item in series {
      let dash = item.isDashed ? #" stroke-dasharray="6 4""# : ""
      let path = item.points.map { "\(n(px($0.x))),\(n(py($0.y)))" }.joined(separator: " ")
      out +=
        #"<polyline points="\#(path)" fill="none" stroke="\#(item.color)" stroke-width="2"\#(dash)/>"#
        + "\n"
      for point in item.points {
        out +=
          #"<circle cx="\#(n(px(point.x)))" cy="\#(n(py(point.y)))" r="3.5" "#
          + #"fill="\#(item.isDashed ? "white" : item.color)" stroke="\#(item.color)" stroke-width="1.5">"#
          + "<title>\(escaped(item.label)): \(grouped(Int(point.x))) nodes, "
          + "\(fixed(point.y, digits: 1)) ns per node</title></circle>\n"
      }
    }
    for (index, item) in series.enumerated() {
      let y = Self.top + 10 + Double(index) * 22
      let x = Self.left + plotWidth + 18
      let dash = item.isDashed ? #" stroke-dasharray="6 4""# : ""
      out +=
        #"<line x1="\#(n(x))" y1="\#(n(y))" x2="\#(n(x + 28))" y2="\#(n(y))" stroke="\#(item.color)" "#
        + #"stroke-width="2"\#(dash)/>"# + "\n"
      out += #"<text x="\#(n(x + 36))" y="\#(n(y + 4))">\#(escaped(item.label))</text>"# + "\n"
    }
    out += "</svg>\n"
    return out
  }

  /// Writes the document to `path`.
  ///
  /// - Returns: Whether it was written.
  func write(to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    let bytes = Array(svg.utf8)
    return fwrite(bytes, 1, bytes.count, file) == bytes.count
  }

  /// The decades spanning `values`, as exponents: floor of the smallest, ceiling of the
  /// largest (at least one decade).
  private static func decades(_ values: [Double]) -> ClosedRange<Double> {
    // A tree of 1,000,004 nodes belongs to the decade of 1M, not to the next one.
    let low = floor(log10(values.min() ?? 1) + 0.01)
    let high = Swift.max(ceil(log10(values.max() ?? 10) - 0.01), low + 1)
    return low...high
  }

  private static func sizeLabel(_ decade: Int) -> String {
    switch decade {
    case ..<3: grouped(Int(pow(10, Double(decade))))
    case 3..<6: "\(Int(pow(10, Double(decade - 3))))k"
    default: "\(Int(pow(10, Double(decade - 6))))M"
    }
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String)
    -> String
  {
    #"<line x1="\#(n(x1))" y1="\#(n(y1))" x2="\#(n(x2))" y2="\#(n(y2))" stroke="\#(stroke)"/>"#
      + "\n"
  }

  /// A coordinate with one decimal.
  private func n(_ value: Double) -> String { fixed(value, digits: 1) }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
