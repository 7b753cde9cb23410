import Foundation
import SafeAreaSim
import Testing

@Suite("Constraint misuse UIKit raises an exception for")
struct ConstraintMisuseTests {
  @Test("Activating a constraint between two hierarchies names both items")
  func noCommonAncestor() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "alpha")
      let b = View(name: "beta")
      a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("alpha.top and beta.top because they have no common ancestor"))
  }

  @Test("A leading attribute cannot be related to a left one")
  func leadingWithLeft() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      _ = LayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
        multiplier: 1, constant: 0)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("leading/trailing attribute and a right/left attribute"))
  }

  @Test("A position cannot equal a constant")
  func positionEqualToConstant() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = LayoutConstraint(
        item: View(name: "a"), attribute: .top, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("a location equal to a constant (a.top)"))
  }

  @Test("An active constraint cannot change between required and optional")
  func requiredToOptional() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "a")
      let height = a.heightAnchor.constraint(equalToConstant: 10)
      height.isActive = true
      height.priority = .defaultHigh
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Mutating a priority from required to not on an installed constraint"))
  }

  @Test("An inactive constraint may change its priority freely")
  func inactivePriorityChange() {
    let a = View(name: "a")
    let height = a.heightAnchor.constraint(equalToConstant: 10)
    height.priority = .defaultHigh
    height.isActive = true
    height.priority = .defaultLow
    #expect(height.isActive && height.priority == .defaultLow)
  }
}
