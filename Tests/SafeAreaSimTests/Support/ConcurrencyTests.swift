import SafeAreaSim
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs one independent simulation and describes what it computed: windows with nested
/// containers, pushes and pops, a presentation, rotations and layout passes.
///
/// Everything it creates stays inside the call, so that simulations can run on any thread.
private func simulate(_ seed: Int) -> [String] {
  var lines: [String] = []
  let devices: [DeviceProfile] = [.iPhone15Pro, .iPhoneX, .iPhone8, .iPadPro11]
  let device = devices[seed % devices.count]
  let window = Window(device: device, name: "window\(seed)")
  var events = 0
  window.addLifecycleObserver(includingViews: true) { _ in events += 1 }
  let list = ViewController(name: "list")
  let nav = NavigationController(rootViewController: list, name: "nav")
  let shell = ChromeContainerController(content: nav, name: "shell")
  shell.addChrome(ChromeView(name: "player", edge: .bottom, size: 50 + Double(seed % 3)))
  let tabs = TabBarController(name: "tabs")
  tabs.setViewControllers([shell, ViewController(name: "settings")], animated: false)
  window.rootViewController = tabs
  window.makeKeyAndVisible()
  let band = View(frame: Rect(x: 0, y: 0, width: 200, height: 120), name: "band")
  var bandInsets: [EdgeInsets] = []
  band.onSafeAreaInsetsChange { bandInsets.append($0.safeAreaInsets) }
  list.view.addSubview(band)

  func record(_ step: String) {
    window.layoutIfNeeded()
    let top = nav.topViewController
    lines.append(
      "\(step): \(top?.name ?? "-") \(top?.view.safeAreaInsets ?? .zero) "
        + "\(shell.content?.additionalSafeAreaInsets ?? .zero) \(band.safeAreaInsets)")
  }

  record("shown")
  for depth in 0..<(3 + seed % 3) {
    nav.pushViewController(ViewController(name: "detail\(depth)"), animated: depth % 2 == 0)
    window.advance(by: TransitionDuration.navigation)
    record("push \(depth)")
  }
  let orientations: [Orientation] = [.landscapeLeft, .portrait, .landscapeRight, .portrait]
  for orientation in orientations where device.supports(orientation) {
    window.rotate(to: orientation)
    record("rotate \(orientation)")
  }
  let sheet = ViewController(name: "sheet")
  sheet.modalPresentationStyle = .fullScreen
  nav.present(sheet, animated: true)
  window.runUntilIdle()
  lines.append("sheet \(sheet.view.safeAreaInsets)")
  sheet.dismiss(animated: true)
  window.runUntilIdle()
  _ = nav.popViewController(animated: true)
  window.runUntilIdle()
  record("pop")
  tabs.selectedIndex = 1
  record("tab 1")
  lines.append("band changes \(bandInsets.count), events \(events)")

  // A second window of the same simulation: an iPad window in split view, resized.
  let split = Window(
    device: .iPadPro11, frame: Rect(x: 0, y: 0, width: 507, height: 834), name: "split\(seed)")
  let splitNav = NavigationController(rootViewController: ViewController(name: "inbox"))
  split.rootViewController = splitNav
  split.makeKeyAndVisible()
  splitNav.pushViewController(ViewController(name: "message"), animated: true)
  split.runUntilIdle()
  split.resize(to: Rect(x: 0, y: 0, width: 320 + Double(seed * 10), height: 834))
  split.rotate(to: .landscapeLeft)
  lines.append("split \(splitNav.topViewController?.view.safeAreaInsets ?? .zero)")
  return lines
}

@Suite("Concurrency: independent simulations share nothing")
struct ConcurrencyTests {
  static let seeds = Array(0..<8)

  @Test("simulations on concurrent tasks compute what they compute alone")
  func concurrentTasks() async {
    let expected = Self.seeds.map(simulate)
    let results = await withTaskGroup(of: (Int, [String]).self) { group in
      for seed in Self.seeds {
        group.addTask { (seed, simulate(seed)) }
      }
      var results = [[String]](repeating: [], count: Self.seeds.count)
      for await (seed, lines) in group { results[seed] = lines }
      return results
    }
    #expect(results == expected)
    #expect(expected.allSatisfy { $0.count > 5 })
  }

  #if canImport(Glibc)
    @Test("simulations on concurrent threads compute what they compute alone")
    func concurrentThreads() {
      let expected = Self.seeds.map(simulate)
      // POSIX threads, started and joined directly: ThreadSanitizer sees every
      // happens-before edge (it intercepts pthread_create and pthread_join).
      let runs = Self.seeds.map { SimulationThread(seed: $0) }
      var threads: [pthread_t] = []
      for run in runs {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(run).toOpaque()
        let status = pthread_create(&thread, nil, runSimulationThread, context)
        #expect(status == 0)
        if status == 0 {
          threads.append(thread)
        } else {
          Unmanaged<SimulationThread>.fromOpaque(context).release()
        }
      }
      for thread in threads { pthread_join(thread, nil) }
      #expect(runs.map(\.lines) == expected)
    }
  #endif
}

#if canImport(Glibc)
  /// A simulation run on a thread of its own; `lines` is read after the thread is joined.
  private final class SimulationThread {
    let seed: Int
    var lines: [String] = []
    init(seed: Int) { self.seed = seed }
  }

  /// The entry point of a ``SimulationThread``: takes back the reference passed to
  /// `pthread_create` and runs the simulation.
  private func runSimulationThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
  {
    guard let context else { return nil }
    let run = Unmanaged<SimulationThread>.fromOpaque(context).takeRetainedValue()
    run.lines = simulate(run.seed)
    return nil
  }
#endif
