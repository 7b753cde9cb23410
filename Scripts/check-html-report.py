#!/usr/bin/env python3
"""Checks the HTML report (safearea-sim run SCENE --html FILE) in headless Chromium.

Scripts/test-html-report.sh writes the inputs into a work directory: report.html (the page),
report.json and report.txt (the same run's JSON and text reports) and svg/step-N.svg (the
standalone pictures). For a few steps this script opens the page at `#step=N&hover=ID`, reads
the DOM Chromium dumps after the page's script ran, and checks:

- the step shown (body data-step, the one visible article, the current timeline button);
- the step's title against the text report's "Step N: ..." line;
- every controller's row and numbers (frame, safe area, additional, margins) and every
  view's, against the JSON report;
- the highlighted id: its row and its shapes in the picture carry class "hl", nothing else.

Then it takes screenshots: the page without a highlight, whose picture region must match,
pixel for pixel within a small tolerance, a screenshot of the standalone step-N.svg; and the
page with the highlight, whose highlighted shape's outline must show the highlight colour.
Only the standard library: PNGs are decoded with zlib.
"""

import argparse
import html.parser
import json
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

HIGHLIGHT = (0xFF, 0x2D, 0x55)
WINDOW = (1280, 1300)
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"  FAIL: {message}")
    return condition


# MARK: Chromium


def chromium(browser, profile, url, extra, size=WINDOW):
    command = [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--no-first-run", "--disable-dev-shm-usage", "--force-device-scale-factor=1",
        f"--user-data-dir={profile}", f"--window-size={size[0]},{size[1]}",
        "--virtual-time-budget=2000", *extra, url,
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        sys.exit(f"error: chromium failed ({result.returncode}):\n{result.stderr}")
    return result.stdout


def dump_dom(browser, profile, url):
    return chromium(browser, profile, url, ["--dump-dom"])


def screenshot(browser, profile, url, path, size=WINDOW):
    chromium(browser, profile, url, [f"--screenshot={path}"], size)
    return read_png(path)


# MARK: PNG


def read_png(path):
    """Returns (width, height, rows) with rows of (r, g, b) tuples' flat byte lists."""
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"error: {path} is not a PNG")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunk = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        offset += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        sys.exit(f"error: {path}: unsupported PNG (depth {depth}, colour {color})")
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def pixel(image, x, y):
    _, _, channels, rows = image
    i = x * channels
    return tuple(rows[y][i:i + 3])


def close(a, b, tolerance):
    return all(abs(p - q) <= tolerance for p, q in zip(a, b))


# MARK: DOM


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, attrs, parent, [], []

    def all(self):
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def find(self, predicate):
        return [node for node in self.all() if predicate(node)]

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def content(self):
        parts = []
        stack = [self]
        while stack:
            node = stack.pop()
            if isinstance(node, str):
                parts.append(node)
            else:
                stack.extend(reversed(node.text_and_children))
        return "".join(parts)


class DOMBuilder(html.parser.HTMLParser):
    VOID = {"meta", "br", "img", "input", "link", "hr", "col", "wbr", "source"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.root.text_and_children = []
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs), self.current)
        node.text_and_children = []
        self.current.children.append(node)
        self.current.text_and_children.append(node)
        if tag not in self.VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        node = Node(tag, dict(attrs), self.current)
        node.text_and_children = []
        self.current.children.append(node)
        self.current.text_and_children.append(node)

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text_and_children.append(data)


def parse(text):
    builder = DOMBuilder()
    builder.feed(text)
    return builder.root


# MARK: Expected numbers


def points(value):
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def rect_text(rect):
    if isinstance(rect, dict):
        rect = [rect["x"], rect["y"], rect["width"], rect["height"]]
    return "[" + ", ".join(points(v) for v in rect) + "]"


def insets_text(insets):
    if isinstance(insets, list):
        insets = dict(zip(["top", "left", "bottom", "right"], insets))
    parts = [f"{edge} {points(insets[edge])}" for edge in ("top", "left", "bottom", "right")
             if insets.get(edge, 0) != 0]
    return "{" + ", ".join(parts) + "}"


# MARK: Checks


def check_dom(dom, step, hover, report, titles, listed):
    body = dom.find(lambda n: n.tag == "body")[0]
    check(body.attrs.get("data-step") == str(step), f"step {step}: body data-step")
    check(body.attrs.get("data-highlight") == (hover or ""), f"step {step}: data-highlight")
    current = dom.find(lambda n: n.attrs.get("aria-current") == "step")
    check([n.attrs.get("data-step") for n in current] == [str(step)],
          f"step {step}: the current timeline button")
    visible = dom.find(lambda n: n.tag == "article" and "hidden" not in n.attrs)
    if not check(len(visible) == 1, f"step {step}: one visible step, got {len(visible)}"):
        return
    article = visible[0]
    check(article.attrs.get("data-step") == str(step), f"step {step}: the visible article")
    title = article.find(lambda n: n.tag == "h3")[0].content().strip()
    check(title == titles[step], f"step {step}: title {title!r}, expected {titles[step]!r}")

    expected = report["steps"][step]
    rows = article.find(lambda n: n.tag == "tr" and "data-sim-id" in n.attrs
                        and "controllers" in n.parent.parent.classes())
    ids = [r.attrs.get("data-sim-id") for r in rows]
    check(sorted(ids) == sorted(expected["controllers"].keys()),
          f"step {step}: the controllers listed")
    check(ids == listed[step], f"step {step}: the controllers in the text report's order")
    for row in rows:
        state = expected["controllers"].get(row.attrs.get("data-sim-id"))
        if state is None:
            continue
        cells = {c.attrs.get("class"): c.content() for c in row.children if c.tag == "td"}
        for name, value in [
            ("frame", rect_text(state["frame"])),
            ("safe-area", insets_text(state["safeAreaInsets"])),
            ("additional", insets_text(state["additionalSafeAreaInsets"])),
            ("margins", insets_text(state["layoutMargins"])),
            ("appearance", state["appearance"]),
        ]:
            shown = cells.get(name, "")
            check(shown.startswith(value),
                  f"step {step}: {row.attrs['data-sim-id']} {name} {shown!r}, expected {value!r}")
    view_rows = article.find(lambda n: n.tag == "tr" and "data-sim-id" in n.attrs
                             and "views" in n.parent.parent.classes())
    for row in view_rows:
        state = expected["views"].get(row.attrs.get("data-sim-id"))
        if not check(state is not None, f"step {step}: view {row.attrs.get('data-sim-id')}"):
            continue
        cells = {c.attrs.get("class"): c.content() for c in row.children if c.tag == "td"}
        check(cells.get("frame") == rect_text(state["frame"]), f"step {step}: view frame")
    events = article.find(lambda n: n.tag == "ol" and "events" in n.classes())
    count = len(events[0].find(lambda n: n.tag == "li")) if events else 0
    check(count == len(expected["events"]), f"step {step}: {count} callbacks listed")

    highlighted = dom.find(lambda n: "hl" in n.classes())
    if hover is None:
        check(not dom.find(lambda n: "hl-outline" in n.classes()), f"step {step}: no outline")
    ids = {n.attrs.get("data-sim-id") for n in highlighted}
    if hover is None:
        check(not highlighted, f"step {step}: nothing highlighted")
        return
    check(ids == {hover}, f"step {step}: only {hover} highlighted, got {sorted(map(str, ids))}")
    in_article = [n for n in highlighted if article in ancestors(n)]
    check(any(n.tag == "tr" for n in in_article), f"step {step}: {hover}'s row highlighted")
    check(any(n.tag == "g" for n in in_article), f"step {step}: {hover}'s shape highlighted")
    outlines = [n for n in article.all() if "hl-outline" in n.classes()]
    check(len(outlines) == 1 and outlines[0].attrs.get("data-outline-of") == hover,
          f"step {step}: one outline, of {hover}, drawn above the picture")


def ancestors(node):
    while node is not None:
        yield node
        node = node.parent


def box_of(dom, name):
    body = dom.find(lambda n: n.tag == "body")[0]
    values = (body.attrs.get(name) or "").split()
    return [float(v) for v in values] if len(values) == 4 else None


def check_picture(page, picture_box, svg_image, step, final=True):
    """The page's picture region against the standalone SVG's screenshot.

    With `final` false, a picture that differs is not a failure yet: the function returns
    False so that the caller can take both screenshots again (see `main`)."""
    x0, y0 = round(picture_box[0]), round(picture_box[1])
    width, height = svg_image[0], svg_image[1]
    check(abs(picture_box[2] - width) <= 1 and abs(picture_box[3] - height) <= 1,
          f"step {step}: picture {picture_box[2:]} vs SVG {width}x{height}")
    if not check(x0 + width <= page[0] and y0 + height <= page[1],
                 f"step {step}: the picture is inside the screenshot"):
        return True  # recorded; another screenshot would not move the box
    # Every pixel: a missing swatch of the legend is a few hundred pixels of a whole picture.
    different = 0
    colours = set()
    for y in range(height):
        for x in range(width):
            a, b = pixel(page, x0 + x, y0 + y), pixel(svg_image, x, y)
            if y % 4 == 0 and x % 4 == 0:
                colours.add(b)
            different += not close(a, b, 24)
    total = width * height
    print(f"  step {step}: picture vs SVG: {different} of {total} pixels differ; "
          f"{len(colours)} colours")
    if not final and different > total // 100000:
        return False
    check(len(colours) > 20, f"step {step}: the SVG screenshot is not blank")
    check(different <= total // 100000,
          f"step {step}: {different} pixels of the picture differ from the SVG's")
    hits = sum(close(pixel(page, x0 + x, y0 + y), HIGHLIGHT, 40)
               for y in range(0, height, 3) for x in range(0, width, 3))
    check(hits == 0, f"step {step}: no highlight colour without a highlight ({hits})")
    return True


def check_highlight(page, shape_box, step, hover):
    if not check(shape_box is not None, f"step {step}: a box for {hover}'s shape"):
        return
    x, y, w, h = shape_box
    samples = []
    for i in range(1, 20):
        t = i / 20
        samples += [(x + w * t, y), (x + w * t, y + h), (x, y + h * t), (x + w, y + h * t)]
    hits = 0
    for sx, sy in samples:
        near = [pixel(page, min(page[0] - 1, max(0, round(sx) + dx)),
                      min(page[1] - 1, max(0, round(sy) + dy)))
                for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
        hits += any(close(p, HIGHLIGHT, 40) for p in near)
    share = hits / len(samples)
    print(f"  step {step}: {hover}'s outline shows the highlight colour at {share:.0%}")
    check(share >= 0.6, f"step {step}: {hover}'s outline highlighted ({share:.0%})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--browser", required=True)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--steps", default="0,1,2", help="steps to check, e.g. 0,1,2")
    args = parser.parse_args()
    work = args.work.resolve()
    page_url = (work / "report.html").as_uri()
    report = json.loads((work / "report.json").read_text())
    text = (work / "report.txt").read_text()
    titles = re.findall(r"^(Step \d+: .*)$", text, re.M)
    # Each step's controllers in the text report's order (each under its parent, in preorder),
    # which the page's table follows.
    listed = []
    for block in re.split(r"^Step \d+: .*$", text, flags=re.M)[1:]:
        section = block.split("\n  controllers:\n", 1)[1].split("\n  views:", 1)[0]
        section = section.split("\n  bars:", 1)[0]
        listed.append(re.findall(r"^ {4,}(\S+)  ", section, re.M))
    profile = Path(tempfile.mkdtemp(prefix="chromium-profile-", dir=work))

    for step in [int(s) for s in args.steps.split(",")]:
        started = time.monotonic()
        controllers = report["steps"][step]["controllers"]
        parents = {c["parent"] for c in controllers.values() if c.get("parent")}
        leaves = [i for i, c in controllers.items() if c["inWindow"] and i not in parents]
        hover = leaves[-1]
        print(f"step {step}: {titles[step]} (highlighting {hover})")

        plain_url = f"{page_url}#step={step}"
        hover_url = f"{page_url}#step={step}&hover={hover}"
        plain_dom = parse(dump_dom(args.browser, profile, plain_url))
        check_dom(plain_dom, step, None, report, titles, listed)
        hover_dom = parse(dump_dom(args.browser, profile, hover_url))
        check_dom(hover_dom, step, hover, report, titles, listed)

        svg_path = work / "svg" / f"step-{step}.svg"
        size = re.search(r'width="([\d.]+)" height="([\d.]+)"', svg_path.read_text())
        svg_size = (round(float(size.group(1))), round(float(size.group(2))))
        svg_image = screenshot(args.browser, profile, svg_path.as_uri(),
                               work / f"svg-{step}.png", svg_size)
        page = screenshot(args.browser, profile, plain_url, work / f"page-{step}.png")
        picture_box = box_of(plain_dom, "data-picture-box")
        details_box = box_of(plain_dom, "data-details-box")
        if check(details_box is not None and picture_box is not None,
                 f"step {step}: the page reports its details' box"):
            # The tables get at least 560 pixels beside the picture, or go below it (wider
            # tables scroll inside their panel).
            below = details_box[1] >= picture_box[1] + picture_box[3] - 1
            check(below or details_box[2] >= 559,
                  f"step {step}: the details beside the picture are {details_box[2]} px wide")
        if check(picture_box is not None, f"step {step}: the page reports its picture's box"):
            # On a loaded machine a headless screenshot was once taken before the page had
            # settled (a few hundred pixels off, none on the next try): a difference gets
            # both screenshots taken once more, and only the second comparison can fail.
            if not check_picture(page, picture_box, svg_image, step, final=False):
                print(f"  step {step}: taking both screenshots again")
                svg_image = screenshot(args.browser, profile, svg_path.as_uri(),
                                       work / f"svg-{step}.png", svg_size)
                page = screenshot(args.browser, profile, plain_url, work / f"page-{step}.png")
                check_picture(page, picture_box, svg_image, step)
        hovered = screenshot(args.browser, profile, hover_url, work / f"page-{step}-hover.png")
        check_highlight(hovered, box_of(hover_dom, "data-highlight-box"), step, hover)
        print(f"  step {step} checked in {time.monotonic() - started:.1f}s")

    if failures:
        print(f"{len(failures)} check(s) failed", file=sys.stderr)
        sys.exit(1)
    print("HTML report: every check passed")


if __name__ == "__main__":
    main()
