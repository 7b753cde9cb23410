@testable import SafeAreaSim
import Testing

/// A window keeps the few screen values the bar layouts read (``Window/barInputs``) with its
/// screen: they must follow every change of the screen.
@MainActor
@Suite("The window's bar inputs follow its screen")
struct WindowBarInputsTests {
  @Test("on every device, through every rotation it supports and a resize")
  func followTheScreen() {
    for device in DeviceProfile.catalog {
      let window = Window(device: device, orientation: .portrait)
      for orientation in Orientation.allCases where device.supports(orientation) {
        window.rotate(to: orientation)
        let inputs = window.barInputs
        let screen = window.screen
        #expect(inputs.idiom == device.idiom, "\(device.name)")
        #expect(inputs.orientation == screen.orientation, "\(device.name) \(orientation)")
        #expect(inputs.sizeClasses == screen.sizeClasses, "\(device.name) \(orientation)")
        let island = inputs.dynamicIsland
        #expect((island != nil) == (device.sensorHousing == .dynamicIsland), "\(device.name)")
        if let island {
          #expect(island.portraitTop == device.portraitHardwareInsets.top)
          #expect(island.statusBarHeight == device.statusBarHeight)
          #expect(island.scale == device.scale)
        }
      }
      // A window resized for multitasking keeps its screen's inputs (the bars read the
      // screen's orientation and idiom; the window's own size classes come from its size).
      if device.idiom == .pad {
        let before = window.barInputs
        window.resize(to: Rect(x: 0, y: 0, width: 320, height: window.screen.bounds.height))
        #expect(window.barInputs.orientation == before.orientation, "\(device.name)")
        #expect(window.barInputs.sizeClasses == window.screen.sizeClasses, "\(device.name)")
      }
    }
  }
}
