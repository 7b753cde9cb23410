/// The scene `safearea-sim` runs without arguments.
///
/// A tab bar controller holds a navigation controller (large titles, a scrolling inbox) and a
/// custom chrome container: a side panel and a "now playing" bar around a scrolling library.
/// On an iPhone 15 Pro (Dynamic Island), the inbox pushes a message, the second tab is
/// selected, and the phone turns to landscape.
public enum DemoScene {
  /// The scene as JSON.
  public static let json = """
    {
      "device": "iPhone 15 Pro",
      "orientation": "portrait",
      "root": {
        "id": "tabs",
        "type": "tab",
        "selectedIndex": 0,
        "viewControllers": [
          {
            "id": "nav",
            "type": "navigation",
            "navigationBar": {"prefersLargeTitles": true},
            "viewControllers": [
              {
                "id": "inbox",
                "type": "controller",
                "view": {"type": "scroll", "contentSize": [393, 2400]}
              }
            ]
          },
          {
            "id": "music",
            "type": "chrome",
            "content": {
              "id": "library",
              "type": "controller",
              "view": {
                "type": "scroll",
                "contentSize": [393, 3000],
                "contentInsetAdjustmentBehavior": "always",
                "subviews": [{"id": "header", "frame": [0, 0, 393, 120]}]
              }
            },
            "chrome": [
              {"id": "side", "edge": "right", "size": 88},
              {"id": "nowPlaying", "edge": "bottom", "size": 64, "insideSafeArea": true}
            ]
          }
        ]
      },
      "actions": [
        {"do": "push", "on": "nav", "controller": {"id": "message", "type": "controller"}, "animated": true},
        {"do": "selectTab", "on": "tabs", "index": 1},
        {"do": "rotate", "to": "landscapeLeft"}
      ]
    }
    """
}
