import SafeAreaSim
import SafeAreaSimUIKit
import Testing

@Suite("UIView.animate and performWithoutAnimation")
struct ViewAnimationTests {
  @Test("the changes are made before the call returns, then the completion runs with true")
  func runsAtOnce() {
    let window = Window(device: .iPhone15Pro)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    window.addSubview(bar)
    var log: [String] = []
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseOut],
      animations: {
        bar.frame.origin.y = 808
        log.append("animations")
      },
      completion: { log.append("completion(\($0))") })
    #expect(log == ["animations", "completion(true)"])
    #expect(bar.frame.minY == 808)
    #expect(!window.hasPendingTransitions)
    window.layoutIfNeeded()
    #expect(bar.safeAreaInsets == EdgeInsets(bottom: 34))

    UIView.animate(withDuration: 0.2) { bar.frame.origin.y = 0 }
    UIView.animate(withDuration: 0.2, animations: { log.append("short") }, completion: nil)
    UIView.performWithoutAnimation { log.append("plain") }
    #expect(bar.frame.minY == 0)
    #expect(log.suffix(2) == ["short", "plain"])
  }
}
