#!/usr/bin/env python3
"""Fails when a lower layer of the SafeAreaSim library names a type of a higher one.

The layers are the folders of Sources/SafeAreaSim, in the order of LAYERS: a file may name the
types declared in its own layer and in the layers before it, never those after it. Diagnostics
is a leaf every layer may use, so it comes first and names nothing of the others.

Usage: python3 Scripts/check-layers.py [SOURCES_DIR]
       python3 Scripts/check-layers.py --self-test
Prints each upward reference as `file:line: Layer names Type (declared in Higher)` and exits 1
if there is any. --self-test checks the checker on a small tree with and without an upward
reference.
"""
import os
import re
import sys

# Lowest first. A folder missing from the tree is simply empty.
LAYERS = [
    "Diagnostics", "Geometry", "Devices", "SafeArea", "Views", "AutoLayout", "Controllers",
    "Containers", "Windows",
]

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
IDENTIFIER = re.compile(r"\b[A-Z]\w*\b")
# A declaration of a member or a function at any depth (locals and cases included), and an
# extension at the top level.
ANY_MEMBER = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|static|class|override|"
    r"mutating|nonmutating|lazy|weak|unowned|dynamic|convenience|required|indirect)"
    r"(?:\([^)]*\))?\s+)*"
    r"(?:func|var|let|case)\s+`?([a-z_]\w*)", re.M)
EXTENSION = re.compile(r"^(?:(?:public|package|internal|fileprivate|private)\s+)?extension\s+(\w+)")
# A member used: after a dot, or called by name.
MEMBER_USE = re.compile(r"(?:\.\s*([a-z_]\w*))|(?:\b([a-z_]\w*)\s*\()")


def strip_comments_and_strings(text):
    """Blanks out comments and string literals, keeping line breaks so line numbers hold."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def swift_files(folder):
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(root, name)


def self_test():
    import contextlib
    import io
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        def write(relative, text):
            path = os.path.join(root, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
        write("Views/View.swift", "/// Not a ViewController.\nopen class View {}\n")
        write("Controllers/ViewController.swift",
              "open class ViewController {\n  let label = \"ViewController\"\n  var v: View?\n}\n")
        with contextlib.redirect_stdout(io.StringIO()):
            clean = check(root)
        write("Controllers/View+Controller.swift",
              "extension View {\n  func enclosingController() -> ViewController? { nil }\n}\n"
              "func controllerCount() -> Int { 0 }\n")
        write("Views/View+Use.swift",
              "extension View {\n  func own() {}\n  func use() {\n    own()\n  }\n}\n")
        with contextlib.redirect_stdout(io.StringIO()):
            clean_with_extension = check(root)
        write("Views/View+Owner.swift",
              "extension View {\n  var c: ViewController? { nil }\n"
              "  var d: Int { self.enclosingController() == nil ? controllerCount() : 1 }\n}\n")
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            dirty = check(root)
    expected = [
        "View+Owner.swift:2: Views names ViewController (declared in Controllers)",
        "View+Owner.swift:3: Views calls controllerCount (added in Controllers)",
        "View+Owner.swift:3: Views calls enclosingController (added in Controllers)",
    ]
    clean = clean or clean_with_extension
    if clean != 0 or dirty != 1 or any(line not in output.getvalue() for line in expected):
        print(f"self-test failed: clean={clean} dirty={dirty}\n{output.getvalue()}")
        return 1
    print("self-test passed: comments and strings are ignored; naming a higher layer's type, or"
          " calling what a higher layer adds to a lower type, fails")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    return check(sys.argv[1] if len(sys.argv) > 1 else None)


def check(sources):
    sources = sources or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "SafeAreaSim")
    unknown = [d for d in os.listdir(sources)
               if os.path.isdir(os.path.join(sources, d)) and d not in LAYERS]
    if unknown:
        print(f"error: folders with no layer: {', '.join(sorted(unknown))}; add them to LAYERS")
        return 1
    texts = {}
    declared_in = {}
    member_layers = {}
    reaching_up = []  # (layer, extended type or None, text) to read once types are known
    for layer in LAYERS:
        for path in swift_files(os.path.join(sources, layer)):
            text = strip_comments_and_strings(open(path, encoding="utf-8").read())
            texts[path] = (layer, text)
            for name in DECLARATION.findall(text):
                declared_in.setdefault(name, layer)
            for name in ANY_MEMBER.findall(text):
                member_layers.setdefault(name, set()).add(layer)
            reaching_up.append((layer, text))
    rank = {layer: index for index, layer in enumerate(LAYERS)}
    # What a layer adds to lower layers' types (members of `extension LowerType`) and its free
    # functions: a lower layer that calls one of them depends on this layer.
    added_above = {}
    for layer, text in reaching_up:
        extended = None
        for line in text.split("\n"):
            if line and not line[0].isspace():
                match = EXTENSION.match(line)
                extended = match.group(1) if match else None
                free = ANY_MEMBER.match(line)
                if free and line.lstrip().startswith(("func", "public func", "package func")):
                    added_above.setdefault(free.group(1), set()).add(layer)
                continue
            owner = declared_in.get(extended) if extended else None
            if owner is None or rank[owner] >= rank[layer] or not line.startswith("  "):
                continue
            if line.startswith("   "):
                continue
            member = ANY_MEMBER.match(line)
            if member:
                added_above.setdefault(member.group(1), set()).add(layer)
    problems = 0
    for path, (layer, text) in texts.items():
        relative = os.path.relpath(path)
        for number, line in enumerate(text.split("\n"), start=1):
            for name in sorted(set(IDENTIFIER.findall(line))):
                owner = declared_in.get(name)
                if owner is not None and rank[owner] > rank[layer]:
                    problems += 1
                    print(f"{relative}:{number}: {layer} names {name} (declared in {owner})")
            used = {dotted or called for dotted, called in MEMBER_USE.findall(line)}
            for name in sorted(used):
                adders = added_above.get(name, set())
                higher = [owner for owner in adders if rank[owner] > rank[layer]]
                declared_here_or_below = any(
                    rank[owner] <= rank[layer] for owner in member_layers.get(name, ()))
                if higher and not declared_here_or_below:
                    problems += 1
                    owner = min(higher, key=rank.get)
                    print(f"{relative}:{number}: {layer} calls {name} (added in {owner})")
    if problems:
        print(f"{problems} upward reference(s): a lower layer must not name a higher one's types"
              " (see Documentation/Architecture.md)")
        return 1
    print(f"layers: {len(texts)} files, no upward reference")
    return 0


if __name__ == "__main__":
    sys.exit(main())
