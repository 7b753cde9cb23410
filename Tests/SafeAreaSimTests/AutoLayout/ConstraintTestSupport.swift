import SafeAreaSim

/// A window with a full-screen root view that follows it, as a controller's view does.
func makeWindow(_ device: DeviceProfile = .iPhone15Pro) -> (Window, View) {
  let window = Window(device: device)
  let root = View(frame: window.bounds, name: "root")
  root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  window.addSubview(root)
  return (window, root)
}

/// A view made for constraints.
func constrained(_ name: String, in superview: View) -> View {
  let view = View(name: name)
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}
