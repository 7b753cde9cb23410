import LayoutSolver
@testable import SafeAreaSim
import Testing

/// The engine installs a view's own guides' ties directly (``LayoutEngine/installTies(of:guide:in:)``)
/// instead of through the general ``LayoutEngine/relation(of:in:using:)``, for speed: the two
/// must give the solver the same relation, term for term.
@MainActor
@Suite("A guide's ties, installed directly, are the general relation")
struct GuideTieRelationTests {
  @Test("every tie of the safe-area, margins, readable and keyboard guides, in both orientations")
  func tiesMatchTheGeneralRelation() throws {
    let window = Window(device: .iPhone15Pro, orientation: .portrait)
    let root = View(frame: window.bounds, name: "root")
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    let guides = [
      root.safeAreaLayoutGuide, root.layoutMarginsGuide, root.readableContentGuide,
      root.keyboardLayoutGuide,
    ]
    for (index, guide) in guides.enumerated() {
      let child = View(name: "child\(index)")
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 4),
        child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        child.topAnchor.constraint(equalTo: guide.topAnchor),
        child.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
      ])
    }
    for orientation in [Orientation.portrait, .landscapeLeft] {
      window.rotate(to: orientation)
      window.layoutIfNeeded()
      let engine = try #require(root.store.engine as? LayoutEngine)
      for guide in guides {
        let item = try #require(engine.items[ObjectIdentifier(guide)])
        // Made again from the guide's frame now: a tie's later constant changes go to the
        // solver as edits, not into the expression it was added with.
        engine.translate(item)
        #expect(item.translated.count == 4, "\(guide.identifier)")
        for tie in item.translated {
          var used = EngineItemList()
          let (expected, base) = engine.relation(of: tie, using: &used)
          let installation = try #require(tie.installation)
          let installed = try #require(installation.solverConstraint).expression
          let what = "\(orientation) \(tie)"
          #expect(installed.terms.count == expected.terms.count, "\(what)")
          for (have, want) in zip(installed.terms, expected.terms) {
            #expect(have.variable === want.variable, "\(what)")
            #expect(have.coefficient == want.coefficient, "\(what)")
          }
          #expect(installed.constant == expected.constant, "\(what)")
          #expect(installation.baseConstant == base, "\(what)")
          // `relation` retained the items it named: give them back.
          for record in used { engine.release(record) }
        }
      }
    }
  }
}
