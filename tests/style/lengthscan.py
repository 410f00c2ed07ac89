# SPDX-License-Identifier: MIT
"""The C/C++ scanner behind length_check.py: finds every function body and its lines.

It is not a compiler. It blanks comments, string and character literals (raw strings
included) and preprocessor lines, then follows the braces: a `{` outside any function opens a
function body when the text before it (since the previous `;`, `{` or `}`) ends in a
parameter list, optionally followed by qualifiers (const, noexcept, override, ...), a trailing
return type, a requires clause or a constructor's member-initializer list. Lambdas, local
classes and blocks inside a function are part of it; a lambda outside any function (a
namespace-scope or member initializer, a default argument) is a function of its own. Of an
#if/#else group every branch is read, each starting from the state at the #if, so a function
head written once per platform is one function; `#if 0` parts are skipped.
"""

import re

# Words before a parenthesis that never name a function: the paren group is theirs.
NOT_A_NAME = {
    "if", "for", "while", "switch", "catch", "return", "sizeof", "alignof", "alignas",
    "decltype", "noexcept", "throw", "requires", "static_assert", "__attribute__",
    "__declspec", "typeid", "co_await", "co_return", "co_yield", "new", "delete",
}
# Heads that open a block which is not a function body.
BLOCK_KEYWORDS = {"namespace", "if", "for", "while", "switch", "catch", "do", "else", "try"}
# What may stand between a parameter list and the body.
QUALIFIERS = {
    "const", "volatile", "&", "&&", "noexcept", "override", "final", "mutable", "constexpr",
    "consteval", "throw", "__attribute__", "try", "Q_DECL_OVERRIDE", "Q_DECL_NOTHROW",
}
RAW_PREFIX = re.compile(r'(?:u8|[uUL])?R"([^ ()\\\t\v\f\n]{0,16})\(')
TOKEN = re.compile(
    r"\s+|(?P<id>[A-Za-z_]\w*)|(?P<num>\.?\d[\w.']*)|(?P<op>::|->|&&|\|\||<<=|>>=|<=>|"
    r"[-+*/%^&|<>!=]=?|\.\.\.|[()\[\]{}<>,;:?~.#])|(?P<other>.)")


def blank(text, start, end, out):
    """Replaces text[start:end] in `out` by spaces, keeping newlines."""
    for k in range(start, end):
        if text[k] != "\n":
            out[k] = " "


def clean(text):
    """The text with comments, literals and preprocessor lines blanked (same length, same
    line breaks), and the preprocessor conditionals found: {line: 'if'|'if0'|'else'|'endif'}."""
    out = list(text)
    directives = {}
    i, n = 0, len(text)
    line_start = True  # only blanks since the last newline
    line = 1
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            line_start = True
            i += 1
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if line_start and c == "#":
            j = i
            while j < n:  # to the end of the logical line, comments inside skipped
                if text[j] == "\n":
                    if j > 0 and text[j - 1] == "\\":
                        j += 1
                        continue
                    break
                if text.startswith("/*", j):
                    e = text.find("*/", j + 2)
                    j = n if e < 0 else e + 2
                    continue
                if text.startswith("//", j):
                    e = text.find("\n", j)
                    j = n if e < 0 else e
                    continue
                j += 1
            word = re.match(r"#\s*(\w+)\s*(\S*)", text[i:j])
            if word:
                kind = word.group(1)
                if kind in ("if", "ifdef", "ifndef"):
                    directives[line] = "if0" if (kind == "if" and word.group(2) == "0") else "if"
                elif kind in ("else", "elif", "elifdef", "elifndef"):
                    directives[line] = "else"
                elif kind == "endif":
                    directives[line] = "endif"
            blank(text, i, j, out)
            line += text.count("\n", i, j)
            i = j
            continue
        line_start = False
        if text.startswith("//", i):
            e = text.find("\n", i)
            e = n if e < 0 else e
            blank(text, i, e, out)
            i = e
            continue
        if text.startswith("/*", i):
            e = text.find("*/", i + 2)
            e = n if e < 0 else e + 2
            blank(text, i, e, out)
            line += text.count("\n", i, e)
            i = e
            continue
        if c == "R" or (c in "uUL" and i + 1 < n and text[i + 1] in 'R8"\''):
            m = RAW_PREFIX.match(text, i)
            if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
                close = ")" + m.group(1) + '"'
                e = text.find(close, m.end())
                e = n if e < 0 else e + len(close)
                blank(text, i, e, out)
                line += text.count("\n", i, e)
                i = e
                continue
        if c == '"' or (c == "'" and not in_number(text, i)):
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(text, i, min(j + 1, n), out)
            i = j + 1
            continue
        i += 1
    return "".join(out), directives


def in_number(text, i):
    """Whether the ' at i is a digit separator (1'000'000) rather than a character literal."""
    j = i - 1
    while j >= 0 and (text[j].isalnum() or text[j] in "_'."):
        j -= 1
    return j + 1 < i and text[j + 1].isdigit()


def tokens(head):
    """(kind, text, offset) of the head's tokens; paren, bracket and brace groups are kept
    as single tokens ('group', '(...)', offset), so the head reads as a flat sequence."""
    flat = []
    for m in TOKEN.finditer(head):
        if m.group(0).isspace():
            continue
        kind = m.lastgroup
        flat.append((kind, m.group(0), m.start()))
    result, stack = [], []
    pairs = {"(": ")", "[": "]", "{": "}"}
    for tok in flat:
        t = tok[1]
        if t in pairs:
            stack.append((pairs[t], tok[2], len(result)))
            result.append(None)
        elif stack and t == stack[-1][0]:
            closing, offset, index = stack.pop()
            inner = result[index + 1:]
            del result[index + 1:]
            opener = {")": "(", "]": "[", "}": "{"}[closing]
            result[index] = ("group", opener + " ".join(x[1] for x in inner) + t, offset)
        else:
            result.append(tok)
    # An unclosed group stays an opener token: the head is inside an expression (an argument
    # list, say) and a lambda may follow it.
    for _, offset, index in stack:
        result[index] = ("op", head[offset], offset)
    return merge_operators(result), len(stack)


def merge_operators(toks):
    """`operator` and what it names become one identifier token: operator==, operator(),
    operator[], operator new, operator bool, operator const char*."""
    merged, k = [], 0
    while k < len(toks):
        kind, text, offset = toks[k]
        if kind == "id" and text == "operator" and k + 1 < len(toks):
            j = k + 1
            if toks[j][1] in ("()", "[]"):
                j += 1
            else:
                while j < len(toks) and not (toks[j][0] == "group" and toks[j][1].startswith("(")):
                    j += 1
            named = " ".join(t[1] for t in toks[k + 1:j])
            space = " " if named[:1].isalpha() or named[:1] == "_" else ""
            merged.append(("id", "operator" + space + named, offset))
            k = j
            continue
        merged.append(toks[k])
        k += 1
    return merged


def suffix_state(rest):
    """What follows a parameter list: 'body' (a function head), 'init' (a member-initializer
    list whose last item still waits for its {...}) or None (not a function head)."""
    k = 0
    while k < len(rest):
        kind, text, _ = rest[k]
        if text in QUALIFIERS or (kind == "group" and text.startswith("[[")):
            k += 1
            if k < len(rest) and rest[k][0] == "group" and rest[k][1].startswith("("):
                k += 1  # noexcept(...), throw(...), __attribute__((...))
            continue
        if text in ("->", "requires"):
            return "body"  # a trailing return type or constraint: anything may follow
        if text == ":":
            return initializer_state(rest[k + 1:])
        return None
    return "body"


def initializer_state(items):
    """Reads `a(x), b{y}, Base<T>(z)`; 'body' when complete, 'init' when the last item
    still needs its braces, None when it is not an initializer list."""
    expect_name = True
    for kind, text, _ in items:
        if expect_name:
            if kind != "id" and text not in ("::", "<", ">", ",", "...") and kind != "num":
                if kind == "group" and text[0] in "({":
                    expect_name = False
                    continue
                return None
            if kind == "group":
                return None
            continue
        if text == ",":
            expect_name = True
        elif text != "...":
            return None
    return "init" if expect_name and items else ("body" if items else None)


def classify(head):
    """('function', name, offset), ('init', ...) or None for the text before a `{`."""
    toks, open_groups = tokens(head)
    if not toks:
        return None
    words = {t[1] for t in toks if t[0] == "id"}
    if toks[0][1] in BLOCK_KEYWORDS or "namespace" in words:
        return None
    # A lambda: [captures] [(params)] [qualifiers] [-> type]
    for k, (kind, text, offset) in enumerate(toks):
        if kind == "group" and text.startswith("[") and not text.startswith("[["):
            before = toks[k - 1][1] if k > 0 else "="
            if before in ("=", ",", "return", "(") or toks[k - 1][0] == "group" and before.startswith("("):
                rest = toks[k + 1:]
                if rest and rest[0][0] == "group" and rest[0][1].startswith("("):
                    rest = rest[1:]
                if suffix_state(rest) == "body":
                    return ("function", lambda_name(toks, k), offset, open_groups > 0)
    if open_groups:
        return None  # a brace inside an unfinished expression: an initializer argument
    for k, (kind, text, offset) in enumerate(toks):
        if kind != "group" or not text.startswith("("):
            continue
        if k > 0 and toks[k - 1][0] == "id" and toks[k - 1][1] not in NOT_A_NAME:
            start = k - 1
        elif k > 0 and toks[k - 1][1] == ">":
            start = k - 1  # f<int>(...): a specialization
        else:
            continue
        prefix = toks[:start]
        if any(t[1] == "=" for t in prefix):
            continue  # a variable's initializer
        state = suffix_state(toks[k + 1:])
        if state is None:
            continue
        name = qualified_name(toks, start, k)
        return (state if state == "init" else "function", name, toks[start][2], False)
    return None


def qualified_name(toks, start, k):
    """The name before the parameter list, with its A::B:: qualification."""
    j = start
    if j >= 1 and toks[j - 1][1] == "~":
        j -= 1
    while j >= 2 and toks[j - 1][1] == "::" and toks[j - 2][0] == "id":
        j -= 2
    return "".join(t[1] for t in toks[j:k])


def lambda_name(toks, k):
    """A lambda is named by the variable it initializes, when there is one."""
    if k >= 2 and toks[k - 1][1] == "=" and toks[k - 2][0] == "id":
        return "lambda " + toks[k - 2][1]
    return "lambda"


class Frame:
    def __init__(self, kind, line, name="", head_start=-1):
        self.kind = kind  # 'function', 'init' (member-initializer braces) or 'block'
        self.line = line
        self.name = name
        self.head_start = head_start  # >= 0: where the head this brace sits in started


def open_group(head):
    """Whether the head has an unclosed ( or [: a brace there is inside an expression."""
    return tokens(head)[1] > 0


def copy_stack(stack):
    return [Frame(f.kind, f.line, f.name, f.head_start) for f in stack]


def functions(text):
    """[(name, first_line, last_line)] of every function body in the text, and an error
    string when the braces do not balance."""
    cleaned, directives = clean(text)
    buf = list(cleaned)  # branches already read and #if 0 parts are blanked here as we go
    found = []
    stack = []
    head_start = 0
    saved = []  # per open #if: [stack, head_start, offset of the #if, in an #if 0 part]
    skip = 0
    offset = 0
    for line, row in enumerate(cleaned.split("\n"), start=1):
        d = directives.get(line)
        if d in ("if", "if0"):
            saved.append([copy_stack(stack), head_start, offset, d == "if0"])
            skip += d == "if0"
        elif d == "else" and saved:
            if saved[-1][3]:
                saved[-1][3] = False  # the #else of an #if 0: read from here
                skip -= 1
            else:
                # Every branch starts as the #if found things; the branch before is blanked
                # so that a head written once per branch reads as one head.
                stack, head_start = copy_stack(saved[-1][0]), saved[-1][1]
                blank(cleaned, saved[-1][2], offset, buf)
                saved[-1][2] = offset
        elif d == "endif" and saved:
            skip -= saved.pop()[3]
        if skip:
            blank(cleaned, offset, offset + len(row), buf)
            offset += len(row) + 1
            continue
        for col, c in enumerate(row):
            pos = offset + col
            if c == ";":
                if not any(f.kind == "init" for f in stack):
                    head_start = pos + 1
            elif c == "{":
                if any(f.kind in ("function", "init") for f in stack):
                    stack.append(Frame("init" if stack[-1].kind == "init" else "block", line))
                    continue
                head = "".join(buf[head_start:pos])
                what = classify(head)
                if what and what[0] == "function":
                    # A lambda inside an unfinished expression (an argument, a default
                    # argument): the head it sits in goes on after its body.
                    stack.append(Frame("function", line, what[1], head_start if what[3] else -1))
                    head_start = pos + 1
                elif what and what[0] == "init" or (not what and open_group(head)):
                    # Braces that belong to the head: a member initializer b{...}, or a braced
                    # value inside parentheses (f(int x = {}), g(T{1, 2})).
                    stack.append(Frame("init", line, head_start=head_start))
                else:
                    stack.append(Frame("block", line))
                    head_start = pos + 1
            elif c == "}":
                if not stack:
                    return found, "line %d: a } closes nothing" % line
                frame = stack.pop()
                if frame.kind == "function":
                    # A body closed in each #if branch is one function: keep its last close.
                    found = [f for f in found if f[:2] != (frame.name, frame.line)]
                    found.append((frame.name, frame.line, line))
                if frame.head_start >= 0 and not any(f.kind in ("init", "function") for f in stack):
                    head_start = frame.head_start  # the head goes on after b{...}
                elif not any(f.kind == "init" for f in stack):
                    head_start = pos + 1
        offset += len(row) + 1
    if stack:
        return found, "%d brace(s) opened on line(s) %s never close" % (
            len(stack), ", ".join(str(f.line) for f in stack[:5]))
    return found, None
