import SafeAreaSim
import Testing

@Suite("Appearance state machine")
struct AppearanceStateMachineTests {
  @Test("a balanced appearance and disappearance make the four callbacks")
  func balanced() {
    var machine = AppearanceStateMachine()
    #expect(machine.begin(appearing: true) == .viewWillAppear)
    #expect(machine.state == .appearing)
    #expect(machine.end() == .viewDidAppear)
    #expect(machine.begin(appearing: false) == .viewWillDisappear)
    #expect(machine.end() == .viewDidDisappear)
    #expect(machine.state == .disappeared)
  }

  @Test("reversing a transition in progress is a cancellation (D-09)")
  func cancellation() {
    // The controller being revealed by a cancelled interactive pop.
    var below = AppearanceStateMachine()
    #expect(below.begin(appearing: true) == .viewWillAppear)
    #expect(below.begin(appearing: false) == .viewWillDisappear)
    #expect(below.end() == .viewDidDisappear)
    // The top controller of the same pop.
    var top = AppearanceStateMachine(state: .appeared)
    #expect(top.begin(appearing: false) == .viewWillDisappear)
    #expect(top.begin(appearing: true) == .viewWillAppear)
    #expect(top.end() == .viewDidAppear)
  }

  @Test("unbalanced calls make no callback and keep the state")
  func unbalanced() {
    for state in AppearanceState.allCases {
      var machine = AppearanceStateMachine(state: state)
      let toward = state == .appeared || state == .appearing
      #expect(machine.begin(appearing: toward) == nil)
      #expect(machine.state == state)
    }
    var settled = AppearanceStateMachine(state: .appeared)
    #expect(settled.end() == nil)
  }

  @Test(
    "thousands of random begin/end sequences never reach an impossible state",
    arguments: 0..<4)
  func randomSequences(batch: UInt64) {
    for seed in batch * 1000..<(batch + 1) * 1000 {
      var random = SplitMix64(seed: seed)
      var machine = AppearanceStateMachine()
      var willCount = 0
      var didCount = 0
      for _ in 0..<50 {
        let before = machine.state
        if Bool.random(using: &random) {
          let appearing = Bool.random(using: &random)
          let callback = machine.begin(appearing: appearing)
          if let callback {
            willCount += 1
            #expect(callback == (appearing ? .viewWillAppear : .viewWillDisappear))
            #expect(machine.state == (appearing ? .appearing : .disappearing))
          } else {
            #expect(machine.state == before, "seed \(seed)")
          }
        } else {
          if machine.end() != nil {
            didCount += 1
            #expect(machine.state == .appeared || machine.state == .disappeared)
          } else {
            #expect(before == .appeared || before == .disappeared, "seed \(seed)")
          }
        }
        // A "did" always follows a "will": never more dids than wills.
        #expect(didCount <= willCount)
      }
    }
  }
}
