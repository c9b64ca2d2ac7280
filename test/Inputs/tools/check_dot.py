"""A tiny Graphviz DOT parser (the grammar of graphviz.org/doc/info/lang.html,
without HTML strings): exits 1 with a message on a syntax error; otherwise
prints one line per graph: `digraph NAME nodes=N edges=E`, and checks that
every edge endpoint is a declared node."""
import re
import sys

TOKEN = re.compile(r'''
    (?P<ws>\s+|//[^\n]*|/\*.*?\*/|^\#[^\n]*)
  | (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<edge>->|--)
  | (?P<id>[A-Za-z_\x80-\uffff][A-Za-z_0-9\x80-\uffff]*|-?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?))
  | (?P<punct>[{}\[\];,=:])
''', re.S | re.X | re.M)


def tokens(text):
    pos, out = 0, []
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            sys.exit("error: bad character %r at offset %d" % (text[pos], pos))
        pos = m.end()
        if m.lastgroup != "ws":
            out.append((m.lastgroup, m.group()))
    return out


class Parser:
    def __init__(self, toks):
        self.t, self.i = toks, 0

    def peek(self, k=0):
        return self.t[self.i + k] if self.i + k < len(self.t) else (None, None)

    def take(self, value=None, kind=None):
        tk = self.peek()
        if (value is not None and tk[1] != value) or (kind is not None and tk[0] not in kind):
            sys.exit("error: expected %s, got %r (token %d)" % (value or kind, tk[1], self.i))
        self.i += 1
        return tk[1]

    def is_id(self, k=0):
        return self.peek(k)[0] in ("id", "str")

    def graph(self):
        if self.peek()[1] == "strict":
            self.take()
        kind = self.take(kind=("id",))
        if kind not in ("graph", "digraph"):
            sys.exit("error: expected graph or digraph, got %r" % kind)
        name = self.take(kind=("id", "str")) if self.is_id() else ""
        g = {"kind": kind, "name": name.strip('"'), "nodes": set(), "edges": []}
        self.take("{")
        self.stmts(g)
        self.take("}")
        return g

    def stmts(self, g):
        while self.peek()[1] != "}":
            if self.peek()[1] is None:
                sys.exit("error: unexpected end of input")
            self.stmt(g)
            if self.peek()[1] == ";":
                self.take()

    def attrs(self):
        while self.peek()[1] == "[":
            self.take("[")
            while self.peek()[1] != "]":
                self.take(kind=("id", "str"))
                if self.peek()[1] == "=":
                    self.take("=")
                    self.take(kind=("id", "str"))
                if self.peek()[1] in (",", ";"):
                    self.take()
            self.take("]")

    def node_id(self):
        n = self.take(kind=("id", "str"))
        if self.peek()[1] == ":":
            self.take(":")
            self.take(kind=("id", "str"))
        return n

    def stmt(self, g):
        tk = self.peek()
        if tk[1] in ("graph", "node", "edge") and self.peek(1)[1] == "[":
            self.take()
            self.attrs()
            return
        if tk[1] in ("subgraph", "{"):
            self.subgraph(g)
        elif self.is_id() and self.peek(1)[1] == "=":
            self.take()
            self.take("=")
            self.take(kind=("id", "str"))
            return
        else:
            src = self.node_id()
            if self.peek()[0] != "edge":
                g["nodes"].add(src)
                self.attrs()
                return
        while self.peek()[0] == "edge":
            op = self.take()
            if (op == "->") != (g["kind"] == "digraph"):
                sys.exit("error: %s in a %s" % (op, g["kind"]))
            if self.peek()[1] in ("subgraph", "{"):
                self.subgraph(g)
                dst = None
            else:
                dst = self.node_id()
            if tk[0] in ("id", "str") and dst is not None:
                g["edges"].append((src, dst))
                src = dst
        self.attrs()

    def subgraph(self, g):
        if self.peek()[1] == "subgraph":
            self.take()
            if self.is_id():
                self.take()
        self.take("{")
        self.stmts(g)
        self.take("}")


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    p = Parser(tokens(text))
    graphs = []
    while p.peek()[1] is not None:
        graphs.append(p.graph())
    if not graphs:
        sys.exit("error: no graph")
    for g in graphs:
        for a, b in g["edges"]:
            for n in (a, b):
                if n not in g["nodes"]:
                    sys.exit("error: edge endpoint %s not declared in %s" % (n, g["name"]))
        print("%s %s nodes=%d edges=%d" % (g["kind"], g["name"], len(g["nodes"]),
                                          len(g["edges"])))


main()
