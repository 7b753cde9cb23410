import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the churn results.
  enum ChurnTitle {
    static let pushPop = "Lifecycle churn: push and pop (navigation controller)"
    static let tabSwitch = "Lifecycle churn: select another tab (tab bar, 4 tabs)"
    static let presentFullScreen = "Lifecycle churn: present and dismiss (fullScreen)"
    static let presentPageSheet = "Lifecycle churn: present and dismiss (pageSheet)"
    static let pushPopFloor = "Lifecycle churn: callback floor, push and pop"
    static let tabSwitchFloor = "Lifecycle churn: callback floor, tab switch"
    static let presentFullScreenFloor =
      "Lifecycle churn: callback floor, present and dismiss (full screen)"
    static let presentPageSheetFloor =
      "Lifecycle churn: callback floor, present and dismiss (page sheet)"
  }

  /// Controller lifecycles repeated ``churnCycles`` times on a visible window, none animated:
  /// a new controller pushed on a navigation controller and popped, a tab bar controller
  /// switching tabs, and a new controller presented from the root and dismissed, full screen
  /// and as a page sheet. Each sample is one cycle, so the percentiles show the slow cycles
  /// and the trend (last tenth of the cycles against the first) shows a cost that grows with
  /// repetition. A note gives the resident set's growth over all the cycles: a controller
  /// kept alive by mistake shows there.
  mutating func addLifecycleChurnBenchmarks() {
    let cycles = churnCycles

    let pushPop = ChurnRecord()
    add(
      Benchmark(
        title: ChurnTitle.pushPop, size: cycles, samples: cycles, warmups: 100,
        setup: {
          let window = Window(device: FixtureGeometry.device, name: "churn")
          let nav = NavigationController(
            rootViewController: ViewController(name: "root"), name: "nav")
          window.rootViewController = nav
          window.makeKeyAndVisible()
          pushPop.start(window)
          return nav
        },
        run: { nav in
          let pushed = ViewController(name: "pushed")
          nav.pushViewController(pushed, animated: false)
          nav.popViewController(animated: false)
          blackHole(pushed.appearanceState)
        },
        notes: {
          pushPop.finish(ChurnTitle.pushPop, cycles: cycles) { window in
            let nav = window.rootViewController as? NavigationController
            return nav?.viewControllers.count == 1 && nav?.children.count == 1
          }
        }))

    let tabs = ChurnRecord()
    add(
      Benchmark(
        title: ChurnTitle.tabSwitch, size: cycles, samples: cycles, warmups: 100,
        setup: {
          let window = Window(device: FixtureGeometry.device, name: "churn")
          let tabBar = TabBarController(name: "tabs")
          tabBar.setViewControllers(
            (0..<4).map { ViewController(name: "tab\($0)") }, animated: false)
          window.rootViewController = tabBar
          window.makeKeyAndVisible()
          tabs.start(window)
          return tabBar
        },
        run: { tabBar in
          tabBar.selectedIndex = (tabBar.selectedIndex + 1) % 4
          blackHole(tabBar.selectedViewController)
        },
        notes: {
          tabs.finish(ChurnTitle.tabSwitch, cycles: cycles) { window in
            guard let tabBar = window.rootViewController as? TabBarController else { return false }
            return tabBar.viewControllers.filter { $0.appearanceState == .appeared }.count == 1
          }
        }))

    for style in [ModalPresentationStyle.fullScreen, .pageSheet] {
      let record = ChurnRecord()
      let title = style == .fullScreen ? ChurnTitle.presentFullScreen : ChurnTitle.presentPageSheet
      add(
        Benchmark(
          title: title,
          size: cycles, samples: cycles, warmups: 100,
          setup: {
            let window = Window(device: FixtureGeometry.device, name: "churn")
            let root = ViewController(name: "root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            record.start(window)
            return root
          },
          run: { root in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = style
            root.present(presented, animated: false)
            root.dismiss(animated: false)
            blackHole(presented.appearanceState)
          },
          notes: {
            record.finish(title, cycles: cycles) { window in
              guard let root = window.rootViewController else { return false }
              return root.presentedViewController == nil && root.appearanceState == .appeared
                && window.subviews.count == 1
            }
          }))
    }
    addLifecycleChurnFloors()
  }

  /// The floors under the churn cycles: per cycle, only the callbacks one real cycle
  /// delivers (counted by a lifecycle recorder on two real cycles of a window set up as the
  /// churn's), made directly on that window's controllers and views with the same
  /// arguments. A controller the cycle makes anew is stood in for by one made once.
  private mutating func addLifecycleChurnFloors() {
    let cycles = churnCycles

    addChurnFloor(title: ChurnTitle.pushPopFloor, cycles: cycles) {
      let window = Window(device: FixtureGeometry.device, name: "churn")
      let root = ViewController(name: "root")
      let nav = NavigationController(rootViewController: root, name: "nav")
      window.rootViewController = nav
      window.makeKeyAndVisible()
      let controllers = ["nav": nav, "root": root, "pushed": ViewController(name: "pushed")]
      return ChurnCallbacks(window: window, controllers: controllers) {
        let pushed = ViewController(name: "pushed")
        nav.pushViewController(pushed, animated: false)
        nav.popViewController(animated: false)
      }
    }

    addChurnFloor(title: ChurnTitle.tabSwitchFloor, cycles: cycles) {
      let window = Window(device: FixtureGeometry.device, name: "churn")
      let tabBar = TabBarController(name: "tabs")
      let tabs = (0..<4).map { ViewController(name: "tab\($0)") }
      tabBar.setViewControllers(tabs, animated: false)
      window.rootViewController = tabBar
      window.makeKeyAndVisible()
      var controllers: [String: ViewController] = ["tabs": tabBar]
      for tab in tabs { controllers[tab.name] = tab }
      return ChurnCallbacks(
        window: window, controllers: controllers,
        roles: {
          let leaving = tabBar.selectedIndex
          return ["tab\(leaving)": "leaving", "tab\((leaving + 1) % 4)": "arriving"]
        },
        cycle: { tabBar.selectedIndex = (tabBar.selectedIndex + 1) % 4 })
    }

    for style in [ModalPresentationStyle.fullScreen, .pageSheet] {
      let title =
        style == .fullScreen ? ChurnTitle.presentFullScreenFloor : ChurnTitle.presentPageSheetFloor
      addChurnFloor(title: title, cycles: cycles) {
        let window = Window(device: FixtureGeometry.device, name: "churn")
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let standIn = ViewController(name: "presented")
        standIn.modalPresentationStyle = style
        let controllers = ["root": root, "presented": standIn]
        return ChurnCallbacks(window: window, controllers: controllers) {
          let presented = ViewController(name: "presented")
          presented.modalPresentationStyle = style
          root.present(presented, animated: false)
          root.dismiss(animated: false)
        }
      }
    }
  }

  /// One floor row: `record` sets up a churn window and records its cycle's callbacks.
  private mutating func addChurnFloor(
    title: String, cycles: Int, record: @escaping () -> ChurnCallbacks
  ) {
    let recorded = FloorRecord()
    add(
      Benchmark(
        title: title, size: cycles, samples: cycles, warmups: 100,
        setup: {
          let callbacks = record()
          recorded.callbacks = callbacks
          return callbacks
        },
        run: { callbacks in callbacks.run() },
        notes: {
          guard let callbacks = recorded.callbacks else {
            preconditionFailure("The churn floor did not record.")
          }
          recorded.callbacks = nil
          return Benchmark.Notes(
            metrics: [("calls_per_cycle", Double(callbacks.calls.count))],
            text: "\(title), per cycle (recorded): \(callbacks.calls.count) calls, "
              + "\(callbacks.summary).")
        }))
  }
}

/// The recorded callbacks a churn floor keeps for its note.
private final class FloorRecord {
  var callbacks: ChurnCallbacks?
}

/// What a churn benchmark keeps beside its state: its window, and the resident set when the
/// cycles began.
final class ChurnRecord {
  private var window: Window?
  private var residentAtStart = 0

  /// Remembers the window, and the resident set before the cycles.
  func start(_ window: Window) {
    self.window = window
    residentAtStart = ProcessMemory.current()?.resident ?? 0
  }

  /// Checks that the window ended as it began (stops the program if not), releases it, and
  /// returns the resident set's growth over the cycles as a note.
  func finish(_ title: String, cycles: Int, settled: (Window) -> Bool) -> Benchmark.Notes {
    guard let window else { preconditionFailure("The churn benchmark did not start.") }
    precondition(settled(window), "The churn left window '\(window.name)' unsettled.")
    precondition(window.takeDiagnostics().isEmpty, "The churn made diagnostics.")
    let growth = (ProcessMemory.current()?.resident ?? 0) - residentAtStart
    self.window = nil
    return Benchmark.Notes(
      metrics: [("rss_delta_bytes", Double(growth))],
      text: "\(title): RSS +\(mebibytes(growth)) over \(grouped(cycles)) cycles.")
  }
}
