import SafeAreaSim
import SafeAreaSimScenes
import Testing

@Suite("Device list (safearea-sim devices)")
struct DeviceListTests {
  @Test("each device is written as the contract's object")
  func contractObject() {
    let json = DeviceList.object(for: .iPhone15Pro).serialized()
    #expect(
      json
        == #"{"name": "iPhone 15 Pro", "aliases": [], "idiom": "phone", "size": [393, 852], "#
        + #""scale": 3, "statusBarHeight": 54, "sensorHousing": "dynamicIsland", "#
        + #""displayCornerRadius": 55, "safeAreaInsets": {"#
        + #""portrait": {"top": 59, "left": 0, "bottom": 34, "right": 0}, "#
        + #""portraitUpsideDown": null, "#
        + #""landscapeLeft": {"top": 0, "left": 59, "bottom": 21, "right": 59}, "#
        + #""landscapeRight": {"top": 0, "left": 59, "bottom": 21, "right": 59}}}"#)
  }

  @Test("home-button devices list portrait upside down with the status bar at the top")
  func upsideDown() {
    let json = DeviceList.object(for: .iPhone8).serialized()
    #expect(
      json.contains(#""portraitUpsideDown": {"top": 20, "left": 0, "bottom": 0, "right": 0}"#))
    #expect(
      DeviceList.object(for: .iPhoneSE1).serialized().contains(#""aliases": ["iPhone SE 1st gen"]"#)
    )
  }

  @Test("the JSON array has one object per catalog device")
  func wholeCatalog() {
    guard case .array(let items) = DeviceList.json() else {
      Issue.record("not an array")
      return
    }
    #expect(items.count == DeviceProfile.catalog.count)
  }

  @Test("the table lists every device with its insets")
  func table() {
    let table = DeviceList.table()
    let lines = table.split(separator: "\n")
    #expect(lines.count == DeviceProfile.catalog.count + 2)
    #expect(
      lines.contains {
        $0.hasPrefix("iPhone X ") && $0.contains("(44, 0, 34, 0)") && $0.contains("(0, 44, 21, 44)")
      })
  }

  @Test("JSON strings are escaped and numbers use at most three decimals")
  func jsonWriter() {
    let value = JSONValue.object([
      ("s", .string("a\"b\\c\n\u{1}")), ("n", .number(53.66666)), ("i", .number(20)),
      ("nan", .number(.nan)), ("b", .bool(true)), ("z", .null), ("e", .array([])),
    ])
    #expect(
      value.serialized()
        == #"{"s": "a\"b\\c\n\u0001", "n": 53.667, "i": 20, "nan": null, "b": true, "z": null, "e": []}"#
    )
    #expect(
      JSONValue.array([.number(1), .object([("a", .number(2))])]).serialized(pretty: true)
        == "[\n  1,\n  {\n    \"a\": 2\n  }\n]")
  }
}

@Suite("Command line")
struct CommandLineToolTests {
  @Test("without arguments it runs the demo scene; tour prints the device tour")
  func demoAndTour() {
    let result = CommandLineTool.run([])
    #expect(result.code == 0)
    #expect(
      result.stdout.hasPrefix("iPhone 15 Pro: 393x852 points @3x, phone\n\nStep 0: initial display")
    )
    #expect(result.stdout.contains("Step 3: rotate to landscapeLeft"))
    #expect(result.stderr.isEmpty)
    let tour = CommandLineTool.run(["tour"])
    #expect(tour.stdout.contains("(59, 0, 34, 0)"))
    #expect(tour.stdout.contains("(0, 59, 21, 59)"))
  }

  @Test("devices prints a table, or JSON with --format json in any position")
  func devices() {
    #expect(CommandLineTool.run(["devices"]).stdout.contains("Landscape safe area"))
    for arguments in [["devices", "--format", "json"], ["devices", "--format=json"]] {
      let result = CommandLineTool.run(arguments)
      #expect(result.code == 0)
      #expect(result.stdout.hasPrefix("[\n  {\n    \"name\": \"iPhone SE (1st generation)\""))
    }
  }

  @Test("help is available everywhere")
  func help() {
    #expect(CommandLineTool.run(["--help"]).stdout.hasPrefix("USAGE: safearea-sim"))
    #expect(CommandLineTool.run(["devices", "-h"]).stdout.hasPrefix("USAGE: safearea-sim devices"))
  }

  @Test(
    "bad usage exits 2 with a message on stderr",
    arguments: [
      (["devics"], "Did you mean 'devices'?"),
      (["devices", "--format", "xml"], "Unknown format 'xml'"),
      (["devices", "--format"], "--format needs a value"),
      (["devices", "--verbose"], "Unexpected argument '--verbose'"),
    ])
  func badUsage(arguments: [String], message: String) {
    let result = CommandLineTool.run(arguments)
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message))
  }
}
