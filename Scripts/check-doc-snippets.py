#!/usr/bin/env python3
"""Type-checks every Swift code block of the README and the DocC articles against the built
modules, so that the docs work when pasted.

Each ```swift block becomes a file of its own; the blocks of one document are one module,
type-checked by swiftc against the modules `swift build` already produced (nothing is built
again). In a file, the top-level declarations (types, extensions, functions, imports) stay at
file scope and the statements go into a function of their own, so each block declares its own
variables. `import SafeAreaSim`, `SafeAreaSimFixtures`, `SafeAreaSimTesting` and `Testing` are
always available, as in a test file that imports them.

An HTML comment on the line before a block (blank lines between are allowed) changes that:
  <!-- snippet: continues -->          the block goes on from the previous one (same scope)
  <!-- snippet: given STATEMENTS -->   an excerpt: STATEMENTS (Swift, `;`-separated) declare
                                       the names it uses from around it, such as `view`
  <!-- snippet: in CLASS -->           an excerpt of a subclass of CLASS (a method's body, or
                                       methods): the block goes into such a subclass, and the
                                       `given` lines become its stored properties
  <!-- snippet: manifest targets -->   a Package.swift excerpt, type-checked against the
  <!-- snippet: manifest arguments -->  toolchain's PackageDescription: a list of targets, or
                                       arguments of `Package(name:...)` after the name
  <!-- snippet: excerpt PATH -->       an excerpt of PATH (a source file CI builds): each of
                                       its lines must appear there, instead of being compiled
  <!-- snippet: skip REASON -->        not checked; give the reason (use sparingly)

Shell blocks (```sh) are run where it is cheap: their `swift run safearea-sim ...` lines, and
the shell variables they set, run with the built `safearea-sim` in a scratch folder that sees
the repository's Documentation folder; each must exit with status 0. Other commands (tests,
benchmarks, scripts) are left to CI's own steps.

Usage: python3 Scripts/check-doc-snippets.py [--modules DIR] [--keep DIR] [FILE.md ...]
       python3 Scripts/check-doc-snippets.py --self-test
DIR defaults to the Modules directory of `swift build --show-bin-path`. Prints each failing
block with its file and line and the compiler's errors, and exits 1 if any fails.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

MARKER = re.compile(r"^<!--\s*snippet:\s*(\w+)\s*(.*?)\s*-->$")
DECLARATION = re.compile(
    r"^(?:@\w+(?:\(.*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|override)\s+)*"
    r"(?:import|class|struct|enum|protocol|extension|func|typealias|actor)\b")
DEFAULT_IMPORTS = ["SafeAreaSim", "SafeAreaSimFixtures", "SafeAreaSimTesting", "Testing"]


def shell_blocks(path):
    """Yields (line number, lines) for each sh block of a Markdown file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() in ("```sh", "```shell", "```bash"):
            start = i + 1
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                i += 1
            yield start, lines[start:i]
        i += 1


def run_shell_block(path, start, lines, binary, root, work):
    """Runs a shell block's safearea-sim lines; returns (commands run, problem or None)."""
    script = []
    for line in lines:
        code = line.split(" #")[0].strip()
        if re.match(r"^\w+=\S+$", code):
            script.append(code)
        elif code.startswith("swift run safearea-sim"):
            script.append(binary + code[len("swift run safearea-sim"):] + " >/dev/null")
    commands = sum(1 for l in script if l.startswith(binary))
    if not commands:
        return 0, None
    scratch = tempfile.mkdtemp(dir=work)
    os.symlink(os.path.join(root, "Documentation"), os.path.join(scratch, "Documentation"))
    result = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", "\n".join(script)], cwd=scratch,
        capture_output=True, text=True)
    if result.returncode != 0:
        return commands, (
            f"{path}:{start}: a command failed (exit {result.returncode}):\n"
            + result.stderr.strip())
    return commands, None


def blocks(path):
    """Yields (line number, markers, lines) for each swift block of a Markdown file; markers
    maps each marker before the block to its argument."""
    lines = open(path, encoding="utf-8").read().split("\n")
    markers = {}
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        found = MARKER.match(line)
        if found:
            markers[found.group(1)] = found.group(2)
        elif line.startswith("```"):
            language = line[3:].strip()
            start = i + 1
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                i += 1
            if language == "swift":
                yield start, markers, lines[start:i]
            markers = {}
        elif line:
            markers = {}
        i += 1


def chunks(lines):
    """Splits a block into top-level chunks: a chunk ends where braces and brackets close."""
    current, depth, result = [], 0, []
    for line in lines:
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0]) if '"""' not in line else ""
        current.append(line)
        depth += code.count("{") + code.count("(") + code.count("[")
        depth -= code.count("}") + code.count(")") + code.count("]")
        if depth <= 0 and line.strip() and not line.strip().startswith(("//", "@")):
            result.append(current)
            current, depth = [], 0
    if current:
        result.append(current)
    return result


def is_declaration(chunk):
    """Whether a chunk declares something: its first line of code past comments and
    attributes on lines of their own (`@Test("...")`)."""
    for line in chunk:
        text = line.strip()
        if not text or text.startswith("//"):
            continue
        if re.match(r"^@\w+(?:\(.*\))?$", text):
            continue
        return bool(DECLARATION.match(text))
    return False


def swift_file(programs, host=None, members=()):
    """The text of one file from a program (a list of (line, lines) parts); with a host
    class, inside a subclass of it that has `members`."""
    imports, declarations, statements = set(DEFAULT_IMPORTS), list(members), []
    for start, lines in programs:
        for chunk in chunks(lines):
            first = next((l.strip() for l in chunk if l.strip()), "")
            if first.startswith("import "):
                imports.add(first.split()[1])
            elif is_declaration(chunk):
                declarations += chunk
            else:
                statements += chunk
    text = "".join(f"import {name}\n" for name in sorted(imports)) + "\n"
    if host:
        text += f"final class SnippetHost: {host} {{\n"
    text += "\n".join(declarations) + "\n\n"
    text += "func snippet() async throws {\n" + "\n".join("  " + l for l in statements) + "\n}\n"
    if host:
        text += "}\n"
    return text


def check_excerpt(path, start, lines, argument, root):
    """Checks that each line of an excerpt appears in the file it quotes."""
    source = os.path.join(root, argument)
    if not os.path.isfile(source):
        return f"{path}:{start}: the excerpted file {argument} does not exist"
    have = {l.strip() for l in open(source, encoding="utf-8")}
    missing = [l.strip() for l in lines if l.strip() and l.strip() not in have]
    if missing:
        return f"{path}:{start}: lines not in {argument}:\n  " + "\n  ".join(missing)
    return None


def check_manifest(path, start, lines, kind, work):
    """Type-checks a Package.swift excerpt inside a manifest; returns the problem, if any."""
    if kind == "targets":
        opening, closing = 'let package = Package(name: "Snippet", targets: [', "])"
    elif kind == "arguments":
        opening, closing = 'let package = Package(name: "Snippet",', ")"
    else:
        return f"{path}:{start}: `snippet: manifest` takes `targets` or `arguments`"
    source = os.path.join(work, f"manifest-line{start}.swift")
    text = "import PackageDescription\n" + opening + "\n" + "\n".join(lines) + "\n" + closing
    open(source, "w", encoding="utf-8").write(text + "\n")
    swift = os.path.realpath(shutil.which("swiftc") or "swiftc")
    api = os.path.join(os.path.dirname(os.path.dirname(swift)), "lib/swift/pm/ManifestAPI")
    result = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", "-package-description-version", "6.2",
         "-I", api, source], capture_output=True, text=True)
    if result.returncode != 0:
        errors = [l for l in result.stderr.splitlines() if "error:" in l]
        return f"{path}:{start}: the manifest excerpt does not compile:\n  " + "\n  ".join(errors)
    return None


SELF_TEST = """
```swift
let window = Window(device: .iPhone15Pro)
```

<!-- snippet: continues -->
```swift
window.layoutIfNeeded()
```

```swift
window.layoutIfNeeded()
```

<!-- snippet: in ViewController -->
<!-- snippet: given let content = View(name: "content") -->
```swift
view.addSubview(content)
```

<!-- snippet: skip -->
```swift
not Swift
```

<!-- snippet: excerpt README.md -->
```swift
# SafeAreaSim
a line the README does not have
```

<!-- snippet: manifest targets -->
```swift
.target(nam: "X")
```

```sh
swift run safearea-sim devices
swift run safearea-sim no-such-command
```
"""


def self_test(modules):
    """Checks the checker on a document with one mistake of each kind."""
    work = tempfile.mkdtemp(prefix="doc-snippets-self-test-")
    document = os.path.join(work, "Test.md")
    open(document, "w", encoding="utf-8").write(SELF_TEST)
    command = [sys.executable, os.path.abspath(__file__), document]
    if modules:
        command[2:2] = ["--modules", modules]
    result = subprocess.run(command, capture_output=True, text=True)
    shutil.rmtree(work, ignore_errors=True)
    expected = [
        "Test.md:11: the block does not compile",  # `window` from another block
        "Test.md:22: `snippet: skip` needs a reason",
        "Test.md:27: lines not in README.md",
        "Test.md:33: the manifest excerpt does not compile",
        "Test.md:37: a command failed",
    ]
    errors = [l for l in result.stderr.splitlines() if l.startswith("error: ") and "Test.md:" in l]
    found = [e for e in expected if any(e in l for l in errors)]
    if result.returncode == 1 and found == expected and len(errors) == len(expected):
        print("self-test passed")
        return 0
    print(f"self-test failed (exit {result.returncode}); expected {expected}, got:")
    print(result.stdout + result.stderr)
    return 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--modules")
    parser.add_argument("--keep", help="write the generated files here and keep them")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = args.files or (
        [os.path.join(root, "README.md")]
        + sorted(glob.glob(os.path.join(root, "Documentation/SafeAreaSim.docc/Articles/*.md"))))
    if args.self_test:
        return self_test(args.modules)
    modules = args.modules
    if not modules:
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=root, check=True, capture_output=True,
            text=True).stdout.strip()
        modules = os.path.join(bin_path, "Modules")
    work = args.keep or tempfile.mkdtemp(prefix="doc-snippets-")
    os.makedirs(work, exist_ok=True)
    failures, checked, skipped = [], 0, []
    for path in files:
        name = os.path.relpath(path, root)
        programs = []  # (first line, [(line, lines)])
        for start, markers, lines in blocks(path):
            given = [l.strip() for l in markers.get("given", "").split(";") if l.strip()]
            host = markers.get("in")
            if given and not host:
                lines = given + lines
            if "skip" in markers:
                if not markers["skip"]:
                    failures.append(f"{name}:{start}: `snippet: skip` needs a reason")
                skipped.append(f"{name}:{start}: {markers['skip']}")
            elif "excerpt" in markers:
                checked += 1
                problem = check_excerpt(name, start, lines, markers["excerpt"], root)
                if problem:
                    failures.append(problem)
            elif "manifest" in markers:
                checked += 1
                problem = check_manifest(name, start, lines, markers["manifest"], work)
                if problem:
                    failures.append(problem)
            elif "continues" in markers and programs:
                programs[-1][1].append((start, given + lines if given else lines))
            else:
                programs.append((start, [(start, lines)], host, given if host else []))
        if not programs:
            continue
        module = "Snippets_" + re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
        directory = os.path.join(work, module)
        os.makedirs(directory, exist_ok=True)
        sources = []
        for index, (start, parts, host, members) in enumerate(programs):
            source = os.path.join(directory, f"line{start}.swift")
            text = swift_file(parts, host, members)
            text = text.replace("func snippet()", f"func snippet{index}()")
            text = text.replace("class SnippetHost:", f"class SnippetHost{index}:")
            open(source, "w", encoding="utf-8").write(text)
            sources.append((start, source))
        checked += sum(len(parts) for _, parts, _, _ in programs)
        result = subprocess.run(
            ["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "6",
             "-module-name", module, "-I", modules, *[s for _, s in sources]],
            capture_output=True, text=True)
        if result.returncode != 0:
            errors = [l for l in result.stderr.splitlines() if "error:" in l]
            for start, source in sources:
                mine = [l for l in errors if l.startswith(source)]
                if mine:
                    failures.append(
                        f"{name}:{start}: the block does not compile:\n  "
                        + "\n  ".join(l.replace(source, os.path.basename(source)) for l in mine))
            if not any(f.startswith(name) for f in failures):
                failures.append(f"{name}: swiftc failed:\n{result.stderr}")
    binary = os.path.join(os.path.dirname(modules), "safearea-sim")
    commands = 0
    for path in files:
        name = os.path.relpath(path, root)
        for start, lines in shell_blocks(path):
            count, problem = run_shell_block(name, start, lines, binary, root, work)
            commands += count
            if problem:
                failures.append(problem)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    for line in skipped:
        print(f"skipped {line}")
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(
        f"{checked} Swift snippets checked, {len(skipped)} skipped, {commands} safearea-sim "
        f"commands run; {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
