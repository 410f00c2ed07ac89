#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""ctest style.doc_paths: every repository path the documents name exists.

The documents are README.md and docs/*.md (or the files given). A path is looked for in:
  - inline code (`...`) and fenced code blocks: each word that starts with one of the
    repository's folders (engine/ ui/ app/ tests/ docs/ scripts/ installer/ resources/
    translations/ cmake/) must exist under the source root. A word that is a command's argument
    counts too (`bash tests/mutation/mutate.sh --list`), and so does the value of NAME=VALUE.
  - inline code only: the short paths docs/architecture.md uses, where engine/src/ (or
    engine/include/, ui/) is left out: a C/C++ file, a stem with * or a folder ending in /
    whose first folder is one directly under engine/src/, engine/include/ or ui/
    (`control/serverimpl.cpp`, `benchwire/sink.h`, `plot/chartdata.*`, `native/`) must exist
    under one of those three. Other words of that shape are not paths of the tree.
  - links, [text](target) and [name]: target: a target that is not a URL must exist relative to
    the document's own folder, as a Markdown viewer resolves it.
A trailing :LINE (or :LINE:COLUMN), #anchor, or punctuation is taken off first; anchors are not
checked. A word with * or ? is a glob and {a,b} lists alternatives (`transfer.*`,
`translations/benchwire_{de,fr}.ts`): each alternative must match at least one file. A class
named after its folder (`ui/bridge/EngineBridge`: a capitalised last part without a dot) is
checked as the folder. Words with < or $ (placeholders, variables), with ... and build outputs
(build/... is not among the folders) are not repository paths and are skipped. A path that a
line break splits inside a code span is read as two words. Existence is checked on disk, not
in git, so a file being added in the working tree right now counts.

  python3 tests/style/doc_paths_check.py [--root DIR] [FILE...]

Output: one line per missing path, `document:line: path (as written)`; exit 1 if there is any.
"""

import argparse
import glob
import os
import re
import sys

PREFIXES = ("engine/", "ui/", "app/", "tests/", "docs/", "scripts/", "installer/", "resources/",
            "translations/", "cmake/")
SHORT_BASES = ("engine/src", "engine/include", "ui")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)((?:(?!\n[ \t]*\n).)+?)(?<!`)\1(?!`)", re.S)  # within a paragraph
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
REF_DEF = re.compile(r"^\s*\[[^\]]+\]:\s*(\S+)", re.M)
URL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.I)
LINE_SUFFIX = re.compile(r"(:\d+)+$")
CLASS_NAME = re.compile(r"^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$")  # EngineBridge, not README.md
SHORT_SHAPE = re.compile(r"/$|\.(h|cpp|c|\*)$|/[^/.]*\*$")  # a folder or a C/C++ file


def split_fences(text):
    """(prose, code): the text with fenced blocks blanked out, and the blocks alone, both with
    every line kept in place so offsets still give line numbers."""
    prose, code, inside = [], [], False
    for line in text.split("\n"):
        fence = FENCE.match(line)
        if fence or inside:
            code.append("" if fence else line)
            prose.append("")
            if fence:
                inside = not inside
        else:
            prose.append(line)
            code.append("")
    return "\n".join(prose), "\n".join(code)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def clean(word):
    """The path in a word of code, or None: quotes, brackets, trailing punctuation, :LINE and
    #anchor taken off."""
    word = word.strip("\"'()[],;")
    word = word.split("#", 1)[0]
    word = LINE_SUFFIX.sub("", word)
    word = word.rstrip(".,;:")
    if not word or "<" in word or ">" in word or "$" in word or "..." in word or "…" in word:
        return None
    return word


def expand_braces(word):
    """a{b,c}d -> [abd, acd], nested and repeated groups too."""
    m = re.search(r"\{([^{}]*)\}", word)
    if not m:
        return [word]
    out = []
    for alt in m.group(1).split(","):
        out += expand_braces(word[:m.start()] + alt + word[m.end():])
    return out


def exists(base, path):
    """path (a glob where it has * or ?) names at least one file or folder under base."""
    full = os.path.join(base, path)
    if any(c in path for c in "*?["):
        return bool(glob.glob(full))
    return os.path.exists(full)


def short_dirs(root):
    """Folder names directly under the bases of the short paths: control, net, benchwire..."""
    names = set()
    for base in SHORT_BASES:
        d = os.path.join(root, base)
        if os.path.isdir(d):
            names.update(n for n in os.listdir(d) if os.path.isdir(os.path.join(d, n)))
    return names


def code_words(text, spans_only):
    """(offset, word) for each whitespace-separated word of inline code (spans_only) or of
    every line (a fenced block)."""
    if spans_only:
        for m in CODE_SPAN.finditer(text):
            for w in re.finditer(r"\S+", m.group(2)):
                yield m.start(2) + w.start(), w.group()
    else:
        for w in re.finditer(r"\S+", text):
            yield w.start(), w.group()


def code_paths(text, root, shorts, spans_only):
    """(offset, path as written, path to look for, the folders to look in) of each path in
    code."""
    for offset, word in code_words(text, spans_only):
        for piece in word.split("="):
            written = clean(piece)
            if not written:
                continue
            path = written
            first, last = path.split("/", 1)[0], path.rsplit("/", 1)[-1]
            if "/" in path and CLASS_NAME.match(last):
                path = path.rsplit("/", 1)[0]  # FOLDER/ClassName: a class; its folder
            if path.startswith(PREFIXES):
                yield offset, written, path, [root]
            elif spans_only and first in shorts and SHORT_SHAPE.search(path):
                yield offset, written, path, [os.path.join(root, b) for b in SHORT_BASES]


def link_paths(text, doc_dir, root):
    """(offset, target as written, path to look for, the folders to look in) of each link
    that is not a URL."""
    found = [(m.start(1), m.group(1)) for m in LINK.finditer(text)]
    found += [(m.start(1), m.group(1)) for m in REF_DEF.finditer(text)]
    for offset, target in found:
        if URL.match(target) or target.startswith("#"):
            continue
        path = target.split("#", 1)[0].strip("<>")
        if path:
            yield offset, target, path, [root if path.startswith("/") else doc_dir]


def found(path, bases):
    """Every alternative of path ({a,b}) is there under one of bases."""
    path = path.lstrip("/")
    return all(any(exists(b, alt) for b in bases) for alt in expand_braces(path))


def check_document(path, display, root, shorts):
    """(paths checked, one line per missing path) for one document."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    prose, code = split_fences(text)
    named = [(prose, o, w, p, b, "") for o, w, p, b in code_paths(prose, root, shorts, True)]
    named += [(code, o, w, p, b, "") for o, w, p, b in code_paths(code, root, shorts, False)]
    named += [(prose, o, w, p, b, " (link)")
              for o, w, p, b in link_paths(prose, os.path.dirname(path), root)]
    missing = sorted({(line_of(t, o), w + kind) for t, o, w, p, b, kind in named
                      if not found(p, b)})
    return len(named), ["%s:%d: %s" % (display, line, p) for line, p in missing]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.normpath(os.path.join(here, "..", "..")))
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    root = os.path.abspath(args.root)
    docs = args.files or (["README.md"] + sorted(
        os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "docs", "*.md"))))
    shorts = short_dirs(root)
    checked, problems = 0, []
    for doc in docs:
        path = doc if os.path.isabs(doc) else os.path.join(root, doc)
        if not os.path.isfile(path):
            problems.append("%s: no such document" % doc)
            continue
        count, missing = check_document(path, doc, root, shorts)
        checked += count
        problems += missing
    for p in problems:
        print(p)
    print("style.doc_paths: %d document(s), %d path(s) checked, %d missing"
          % (len(docs), checked, len(problems)))
    if checked == 0:
        print("style.doc_paths: no paths found at all: the extraction is broken")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
