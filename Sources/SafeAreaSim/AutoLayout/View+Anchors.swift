extension View {
  /// The leading edge of the view.
  ///
  /// Mirrors `UIView.leadingAnchor`.
  public final var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.view(self), .leading) }

  /// The trailing edge of the view.
  ///
  /// Mirrors `UIView.trailingAnchor`.
  public final var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.view(self), .trailing) }

  /// The left edge of the view.
  ///
  /// Mirrors `UIView.leftAnchor`.
  public final var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.view(self), .left) }

  /// The right edge of the view.
  ///
  /// Mirrors `UIView.rightAnchor`.
  public final var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.view(self), .right) }

  /// The top edge of the view.
  ///
  /// Mirrors `UIView.topAnchor`.
  public final var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.view(self), .top) }

  /// The bottom edge of the view.
  ///
  /// Mirrors `UIView.bottomAnchor`.
  public final var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.view(self), .bottom) }

  /// The width of the view.
  ///
  /// Mirrors `UIView.widthAnchor`.
  public final var widthAnchor: LayoutDimension { LayoutDimension(.view(self), .width) }

  /// The height of the view.
  ///
  /// Mirrors `UIView.heightAnchor`.
  public final var heightAnchor: LayoutDimension { LayoutDimension(.view(self), .height) }

  /// The horizontal centre of the view.
  ///
  /// Mirrors `UIView.centerXAnchor`.
  public final var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.view(self), .centerX) }

  /// The vertical centre of the view.
  ///
  /// Mirrors `UIView.centerYAnchor`.
  public final var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.view(self), .centerY) }
}
