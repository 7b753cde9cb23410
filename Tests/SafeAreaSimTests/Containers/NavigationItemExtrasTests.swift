import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// A controller whose root view is a scroll view with tall content.
final class ScrollingListController: ViewController {
  override func loadView() {
    let scroll = ScrollView(name: name)
    scroll.contentSize = Size(width: 375, height: 3000)
    view = scroll
  }

  var scrollView: ScrollView? { view as? ScrollView }
}

/// The navigation item's search bar and prompt, scrolling under the bar, and
/// `hidesBarsOnSwipe`.
@Suite("Navigation item extras")
struct NavigationItemExtrasTests {
  static func shown(
    _ device: DeviceProfile = .iPhoneX, largeTitles: Bool = false,
    configure: (NavigationController, ViewController) -> Void = { _, _ in }
  ) -> (Window, NavigationController, ScrollingListController) {
    let window = Window(device: device)
    let list = ScrollingListController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    nav.navigationBar.prefersLargeTitles = largeTitles
    configure(nav, list)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    return (window, nav, list)
  }

  @Test("a search controller adds a 52-point search row at the bottom of the bar")
  func searchBar() {
    let (window, nav, list) = Self.shown { _, list in
      list.navigationItem.searchController = SearchController()
    }
    #expect(nav.showsSearchBar)
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 96))
    expectFrame(nav.searchBar, Rect(x: 0, y: 88, width: 375, height: 52))
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
    withExtendedLifetime(window) {}
  }

  @Test("with large titles the search row comes below the large title: 44 + 52 + 52")
  func searchBarWithLargeTitle() {
    let (window, nav, list) = Self.shown(largeTitles: true) { _, list in
      list.navigationItem.searchController = SearchController()
    }
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 148))
    expectFrame(nav.searchBar, Rect(x: 0, y: 140, width: 375, height: 52))
    expectInsets(list.view, EdgeInsets(top: 192, bottom: 34))
    #expect(list.scrollView?.adjustedContentInset.top == 192)
    withExtendedLifetime(window) {}
  }

  @Test("a prompt adds 30 points above the title: a 74-point bar on iPhone, 80 on iPad")
  func prompt() {
    let (window, nav, list) = Self.shown { _, list in list.navigationItem.prompt = "Choose one" }
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 74))
    expectInsets(list.view, EdgeInsets(top: 118, bottom: 34))
    #expect(nav.searchBar.isHidden)
    let (padWindow, padNav, padList) = Self.shown(.iPad9) { _, list in
      list.navigationItem.prompt = "Choose one"
    }
    expectFrame(padNav.navigationBar, Rect(x: 0, y: 20, width: 810, height: 80))
    expectInsets(padList.view, EdgeInsets(top: 100))
    withExtendedLifetime((window, padWindow)) {}
  }

  @Test("the search bar and the prompt follow the top item: a push without them removes them")
  func followsTopItem() {
    let (window, nav, _) = Self.shown { _, list in
      list.navigationItem.searchController = SearchController()
      list.navigationItem.prompt = "Pick"
    }
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 126))
    let detail = ViewController(name: "detail")
    nav.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(nav.searchBar.isHidden)
    expectInsets(detail.view, EdgeInsets(top: 88, bottom: 34))
  }

  @Test(
    "scrolling past half the search row hides it (hidesSearchBarWhenScrolling); the top shows it")
  func searchHidesWhenScrolling() throws {
    let (window, nav, list) = Self.shown { _, list in
      list.navigationItem.searchController = SearchController()
    }
    let scroll = try #require(list.scrollView)
    // At rest the content's top meets the bar's bottom: offset -140.
    scroll.contentOffset = Point(x: 0, y: -140 + 20)
    window.layoutIfNeeded()
    #expect(nav.showsSearchBar)
    scroll.contentOffset = Point(x: 0, y: -140 + 27)
    window.layoutIfNeeded()
    #expect(!nav.showsSearchBar)
    #expect(nav.searchBar.isHidden)
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 44))
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
    // Back to the top (the collapsed bar's resting offset, -88, is the expanded one's -140
    // plus the collapsed row): the search bar shows again.
    scroll.contentOffset = Point(x: 0, y: -140)
    window.layoutIfNeeded()
    #expect(nav.showsSearchBar)
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test("with hidesSearchBarWhenScrolling false the search bar stays while scrolling")
  func searchStays() throws {
    let (window, nav, list) = Self.shown { _, list in
      list.navigationItem.searchController = SearchController()
      list.navigationItem.hidesSearchBarWhenScrolling = false
    }
    try #require(list.scrollView).contentOffset = Point(x: 0, y: 500)
    window.layoutIfNeeded()
    #expect(nav.showsSearchBar)
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test("scrolling collapses a large title past half its 52 points, and the top restores it")
  func largeTitleCollapses() throws {
    let (window, nav, list) = Self.shown(largeTitles: true)
    let scroll = try #require(list.scrollView)
    #expect(scroll.adjustedContentInset.top == 140)
    scroll.contentOffset = Point(x: 0, y: -140 + 26)
    window.layoutIfNeeded()
    #expect(nav.showsLargeTitle)
    scroll.contentOffset = Point(x: 0, y: -140 + 27)
    window.layoutIfNeeded()
    #expect(!nav.showsLargeTitle)
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 44))
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
    scroll.contentOffset = Point(x: 0, y: -140)
    window.layoutIfNeeded()
    #expect(nav.showsLargeTitle)
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test("with a search bar, the search row collapses first, then the large title")
  func searchThenLargeTitle() throws {
    let (window, nav, list) = Self.shown(largeTitles: true) { _, list in
      list.navigationItem.searchController = SearchController()
    }
    let scroll = try #require(list.scrollView)
    scroll.contentOffset = Point(x: 0, y: -192 + 52 + 20)
    window.layoutIfNeeded()
    #expect(!nav.showsSearchBar)
    #expect(nav.showsLargeTitle)
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
    scroll.contentOffset = Point(x: 0, y: -192 + 52 + 30)
    window.layoutIfNeeded()
    #expect(!nav.showsLargeTitle)
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
  }

  @Test("a collapsed large title is the scrolled controller's: a pushed controller gets it large")
  func collapseIsPerController() throws {
    let (window, nav, list) = Self.shown(largeTitles: true)
    try #require(list.scrollView).contentOffset = Point(x: 0, y: 400)
    window.layoutIfNeeded()
    #expect(!nav.showsLargeTitle)
    let detail = ViewController(name: "detail")
    nav.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(nav.showsLargeTitle)
    expectInsets(detail.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test("hidesBarsOnSwipe hides the bars on an upward scroll and shows them on a downward one")
  func hidesBarsOnSwipe() throws {
    let (window, nav, list) = Self.shown { nav, _ in
      nav.hidesBarsOnSwipe = true
      nav.setToolbarHidden(false, animated: false)
    }
    let scroll = try #require(list.scrollView)
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 78))
    scroll.contentOffset = Point(x: 0, y: 200)
    window.layoutIfNeeded()
    #expect(nav.isNavigationBarHidden)
    #expect(nav.isToolbarHidden)
    expectInsets(list.view, EdgeInsets(top: 44, bottom: 34))
    scroll.contentOffset = Point(x: 0, y: 150)
    window.layoutIfNeeded()
    #expect(!nav.isNavigationBarHidden)
    #expect(!nav.isToolbarHidden)
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 78))
  }

  @Test("without hidesBarsOnSwipe scrolling leaves the bar shown")
  func noSwipeHiding() throws {
    let (window, nav, list) = Self.shown()
    try #require(list.scrollView).contentOffset = Point(x: 0, y: 200)
    window.layoutIfNeeded()
    #expect(!nav.isNavigationBarHidden)
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
  }

  @Test("a swipe leaves a toolbar the app hid hidden when the bars come back")
  func swipeKeepsAppToolbar() throws {
    let (window, nav, list) = Self.shown { nav, _ in nav.hidesBarsOnSwipe = true }
    let scroll = try #require(list.scrollView)
    scroll.contentOffset = Point(x: 0, y: 200)
    scroll.contentOffset = Point(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(!nav.isNavigationBarHidden)
    #expect(nav.isToolbarHidden)
  }
}

extension NavigationItemExtrasTests {
  @Test("setting and removing a search controller on the top item relays out the bar")
  func searchControllerChange() {
    let (window, nav, list) = Self.shown()
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
    list.navigationItem.searchController = SearchController(searchResultsController: nil)
    window.layoutIfNeeded()
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
    list.navigationItem.prompt = "Search"
    window.layoutIfNeeded()
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 126))
    list.navigationItem.searchController = nil
    list.navigationItem.prompt = nil
    window.layoutIfNeeded()
    #expect(nav.searchBar.isHidden)
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
  }
}

/// A controller whose root view holds a scroll view below a header.
final class HeaderAndListController: ViewController {
  let list = ScrollView(name: "list")

  override func viewDidLoad() {
    super.viewDidLoad()
    list.frame = view.bounds
    list.contentSize = Size(width: 375, height: 3000)
    view.addSubview(list)
  }
}

extension NavigationItemExtrasTests {
  @Test("a scroll view below the top controller's root view collapses the large title too")
  func nestedScrollView() {
    let window = Window(device: .iPhoneX)
    let content = HeaderAndListController(name: "content")
    let nav = NavigationController(rootViewController: content, name: "nav")
    nav.navigationBar.prefersLargeTitles = true
    window.rootViewController = nav
    window.makeKeyAndVisible()
    #expect(nav.showsLargeTitle)
    content.list.contentOffset = Point(x: 0, y: 300)
    window.layoutIfNeeded()
    #expect(!nav.showsLargeTitle)
    expectInsets(content.view, EdgeInsets(top: 88, bottom: 34))
  }

  @Test("a controller below the top scrolling changes nothing")
  func belowTopIgnored() {
    let (window, nav, list) = Self.shown(largeTitles: true)
    let detail = ViewController(name: "detail")
    nav.pushViewController(detail, animated: false)
    list.scrollView?.contentOffset = Point(x: 0, y: 500)
    window.layoutIfNeeded()
    #expect(nav.showsLargeTitle)
    expectInsets(detail.view, EdgeInsets(top: 140, bottom: 34))
  }
}
