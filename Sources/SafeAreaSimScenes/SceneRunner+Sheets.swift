import SafeAreaSim

extension SceneRunner {
  /// Selects a presented sheet's detent by its index in the sheet's detents. UIKit ignores
  /// an identifier that is not among the detents, and a controller shown in no sheet has no
  /// sheet presentation controller: both leave the sheet as it is, with a `detentIgnored`
  /// diagnostic.
  func selectDetent(_ index: Int, on id: String, _ action: ActionSpec) throws(SceneError) {
    let controller = try controller(id, at: action.path("on"))
    guard let sheet = presentedSheet(of: controller) else {
      extraDiagnostics.append(
        Diagnostic(
          severity: .warning, code: "detentIgnored", subject: id,
          message: "<\(id)> is not presented as a sheet: it has no detent to select."))
      return
    }
    guard sheet.detents.indices.contains(index) else {
      extraDiagnostics.append(
        Diagnostic(
          severity: .warning, code: "detentIgnored", subject: id,
          message: "<\(id)> has \(sheet.detents.count) "
            + "\(sheet.detents.count == 1 ? "detent" : "detents"): index \(index) selects "
            + "none, and the sheet stays at its detent."))
      return
    }
    let identifier = sheet.detents[index].identifier
    if action.animated {
      sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
    } else {
      sheet.selectedDetentIdentifier = identifier
    }
  }
}

extension SceneRunner {
  /// The sheet presentation controller that lays out a presented controller: a page or form
  /// sheet's, or a popover's adaptive one while the popover is a sheet (it then has no
  /// arrow); `nil` for the other styles and for a controller not presented.
  func presentedSheet(of controller: ViewController) -> SheetPresentationController? {
    guard controller.presentingViewController != nil else { return nil }
    if let sheet = controller.sheetPresentationController { return sheet }
    guard let popover = controller.popoverPresentationController, popover.arrowTip == nil
    else { return nil }
    return popover.adaptiveSheetPresentationController
  }

  /// The report's sheet state of a controller presented as a page or form sheet, or as a
  /// popover adapted to a sheet.
  func sheetState(of controller: ViewController) -> SceneReport.SheetState? {
    guard let sheet = presentedSheet(of: controller) else { return nil }
    return SceneReport.SheetState(
      mode: sheet.layoutMode, detent: sheet.detentInEffect?.description,
      grabber: sheet.prefersGrabberVisible, modalInPresentation: controller.isModalInPresentation)
  }
}

extension SceneRunner {
  /// The report's popover state of a controller shown in a popover (not adapted to a sheet).
  func popoverState(
    of controller: ViewController, screenOffset: Point
  ) -> SceneReport.PopoverState? {
    guard controller.presentingViewController != nil,
      let popover = controller.popoverPresentationController, let tip = popover.arrowTip,
      let direction = PopoverSpec.directions.first(where: { $0.1 == popover.arrowDirection })
    else { return nil }
    return SceneReport.PopoverState(
      arrowDirection: direction.0,
      arrowTip: Point(x: tip.x + screenOffset.x, y: tip.y + screenOffset.y))
  }
}
