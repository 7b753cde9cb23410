extension LayoutGuide {
  /// The leading edge of the guide.
  ///
  /// Mirrors `UILayoutGuide.leadingAnchor`.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.guide(self), .leading) }

  /// The trailing edge of the guide.
  ///
  /// Mirrors `UILayoutGuide.trailingAnchor`.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.guide(self), .trailing) }

  /// The left edge of the guide.
  ///
  /// Mirrors `UILayoutGuide.leftAnchor`.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.guide(self), .left) }

  /// The right edge of the guide.
  ///
  /// Mirrors `UILayoutGuide.rightAnchor`.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.guide(self), .right) }

  /// The top edge of the guide.
  ///
  /// Mirrors `UILayoutGuide.topAnchor`.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.guide(self), .top) }

  /// The bottom edge of the guide.
  ///
  /// Mirrors `UILayoutGuide.bottomAnchor`.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.guide(self), .bottom) }

  /// The width of the guide.
  ///
  /// Mirrors `UILayoutGuide.widthAnchor`.
  public var widthAnchor: LayoutDimension { LayoutDimension(.guide(self), .width) }

  /// The height of the guide.
  ///
  /// Mirrors `UILayoutGuide.heightAnchor`.
  public var heightAnchor: LayoutDimension { LayoutDimension(.guide(self), .height) }

  /// The horizontal centre of the guide.
  ///
  /// Mirrors `UILayoutGuide.centerXAnchor`.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.guide(self), .centerX) }

  /// The vertical centre of the guide.
  ///
  /// Mirrors `UILayoutGuide.centerYAnchor`.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.guide(self), .centerY) }
}
