#!/usr/bin/env python3
"""Measure how many top-level items of MLIR's own dialect test files tessera accepts and prints
byte-identically to mlir-opt (custom form and generic form).

Each corpus file is split into items: at `// -----` lines (the way `--split-input-file` does) when
the file has such separators, otherwise into the top-level operations of its body (brace/bracket/
paren depth tracking; comment lines skipped; `#alias = ...` / `!alias = ...` definitions are copied
into every item). Every item becomes its own small file. For each item:

  mlir-opt ITEM                        -> rejected?  then "rejected by mlir-opt", not counted further
  tessera opt ITEM                     -> compared byte for byte with mlir-opt's stdout
  mlir-opt --mlir-print-op-generic ITEM vs tessera opt --generic ITEM

`--allow-unregistered-dialect` is passed to mlir-opt when the file's RUN line uses it.
Every command gets a timeout (10 s by default).

Usage: scripts/mlir-dialect-tests.py [OUTDIR] [--tessera PATH] [--mlir-opt PATH] [--timeout S]
                                     [--jobs N] [FILE...]
Per-item details go to OUTDIR (default /tmp/mlir-dialect-tests): items/, out/, details.tsv,
errors.txt, summary.txt.
"""
import argparse
import collections
import concurrent.futures as cf
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, 'tests', 'corpus', 'mlir-dialects')
SPLIT_RE = re.compile(r'^\s*// -----')
OP_START_RE = re.compile(
    r'^\s*(?:(?:%[\w$.#:-]+\s*,\s*)*%[\w$.#:-]+\s*=\s*)?'  # optional results
    r'(?:"[A-Za-z_][\w$.]*"|module\b|[A-Za-z_][\w$]*\.[\w$.]+)')
SYMDEF_RE = re.compile(r'^\s*(?:"[\w.]+"|[\w.]+)[^@\n(]*?(@[\w$.]+|@"[^"]*")')
SYMREF_RE = re.compile(r'(@[\w$.]+|@"[^"]*")')
ALIAS_RE = re.compile(r'^\s*[#!][\w$.-]+\s*=')


def strip_comment(line):
    """The line without a trailing `//` comment (strings respected)."""
    in_str = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_str:
            if c == '\\':
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == '/' and line.startswith('//', i):
            return line[:i]
        i += 1
    return line


def depth_delta(code):
    d = 0
    in_str = False
    i = 0
    while i < len(code):
        c = code[i]
        if in_str:
            if c == '\\':
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in '([{':
            d += 1
        elif c in ')]}':
            d -= 1
        i += 1
    return d


def is_blank_or_comment(line):
    s = line.strip()
    return not s or s.startswith('//')


def split_top_level(text):
    """Top-level operations of `text`: returns (aliases, [item text])."""
    aliases, items = [], []
    cur = None          # list of lines of the current item
    cur_is_alias = False
    depth = 0
    for line in text.split('\n'):
        if depth == 0:
            if is_blank_or_comment(line):
                if cur is not None and not cur_is_alias:
                    # keep blank/comment lines only inside an item; they end nothing
                    pass
                continue
            if ALIAS_RE.match(line):
                cur, cur_is_alias = [line], True
                aliases.append(cur)
            elif OP_START_RE.match(line) or cur is None:
                cur, cur_is_alias = [line], False
                items.append(cur)
            else:  # continuation of a multi-line op header (`(%a: ...)`, `-> ...`, `{`)
                cur.append(line)
        else:
            cur.append(line)
        depth += depth_delta(strip_comment(line))
        if depth < 0:
            depth = 0
    return ['\n'.join(a) + '\n' for a in aliases], ['\n'.join(i) + '\n' for i in items]


def split_chunks(text):
    chunks, cur = [], []
    for line in text.split('\n'):
        if SPLIT_RE.match(line):
            chunks.append('\n'.join(cur) + '\n')
            cur = []
        else:
            cur.append(line)
    chunks.append('\n'.join(cur) + '\n')
    return [c for c in chunks if any(not is_blank_or_comment(l) for l in c.split('\n'))]


def split_file(text):
    if any(SPLIT_RE.match(l) for l in text.split('\n')):
        return 'chunks', split_chunks(text)
    aliases, items = split_top_level(text)
    # A file that is one `module { ... }` (or `module attributes {...} { ... }`) whose body holds
    # everything: split the body, and keep the module's attributes out of it. Only done when the
    # module carries no attributes (an attributed module, e.g. gpu.container_module, stays whole).
    if len(items) == 1 and re.match(r'^\s*module\s*\{', items[0]):
        body = items[0][items[0].index('{') + 1:items[0].rindex('}')]
        a2, inner = split_top_level(body)
        aliases += a2
        items = inner
    prefix = ''.join(aliases)
    # An item that refers to a symbol another top-level item defines (`llvm.call @foo`,
    # `llvm.mlir.addressof @g`, a personality function...) gets those items prepended
    # (transitively, in file order), so that mlir-opt's symbol verification passes.
    defs = {}
    for k, it in enumerate(items):
        m = SYMDEF_RE.match(it)
        if m:
            defs.setdefault(m.group(1), k)
    out = []
    for k, it in enumerate(items):
        need, todo = set(), [k]
        while todo:
            j = todo.pop()
            for sym in SYMREF_RE.findall(items[j]):
                d = defs.get(sym)
                if d is not None and d != k and d not in need:
                    need.add(d)
                    todo.append(d)
        out.append(prefix + ''.join(items[j] for j in sorted(need)) + it)
    return 'ops', out


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', ('timeout after %ss' % timeout).encode()


def first_error(stderr):
    lines = stderr.decode('utf-8', 'replace').splitlines()
    for l in lines:
        if 'error' in l:
            return l.strip()
    return lines[0].strip() if lines else '(no message)'


def first_diff(a, b):
    la = a.decode('utf-8', 'replace').split('\n')
    lb = b.decode('utf-8', 'replace').split('\n')
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else '<EOF>'
        y = lb[i] if i < len(lb) else '<EOF>'
        if x != y:
            return i + 1, x, y
    return 0, '', ''


LOC_RE = re.compile(r'^(?P<path>[^:]+):(?P<line>\d+):(?P<col>\d+): (?:error: )?(?P<msg>.*)$')
OPNAME_RE = re.compile(r'"?\b([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*)\b"?')


def op_at(item_text, lineno):
    lines = item_text.split('\n')
    if not (1 <= lineno <= len(lines)):
        return None
    m = re.search(r'(?:=\s*)?"?\b([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*)\b', lines[lineno - 1])
    return m.group(1) if m else None


def classify(mlir, tessera, item_path, extra, timeout):
    rc, out, err = run([mlir] + extra + [item_path], timeout)
    if rc != 0:
        return {'status': 'mlir-rejects', 'mlir_err': first_error(err)}
    res = {'status': 'ok'}
    trc, tout, terr = run([tessera, 'opt', item_path], timeout)
    base = item_path[:-5]
    with open(base + '.mlir-opt.out', 'wb') as f:
        f.write(out)
    if trc != 0:
        res['custom'] = 'tessera-rejects'
        res['err'] = first_error(terr)
        res['generic'] = 'tessera-rejects'
        return res
    with open(base + '.tessera.out', 'wb') as f:
        f.write(tout)
    if tout == out:
        res['custom'] = 'identical'
    else:
        res['custom'] = 'differs'
        res['diff'] = first_diff(out, tout)
    grc, gout, gerr = run([mlir] + extra + ['--mlir-print-op-generic', item_path], timeout)
    tgrc, tgout, tgerr = run([tessera, 'opt', '--generic', item_path], timeout)
    with open(base + '.mlir-opt.generic', 'wb') as f:
        f.write(gout)
    with open(base + '.tessera.generic', 'wb') as f:
        f.write(tgout)
    if tgrc != 0:
        res['generic'] = 'tessera-rejects'
        res['gerr'] = first_error(tgerr)
    elif grc != 0:
        res['generic'] = 'mlir-rejects'
    elif tgout == gout:
        res['generic'] = 'identical'
    else:
        res['generic'] = 'differs'
        res['gdiff'] = first_diff(gout, tgout)
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('outdir', nargs='?', default='/tmp/mlir-dialect-tests')
    ap.add_argument('files', nargs='*')
    ap.add_argument('--tessera', default=os.path.join(ROOT, 'target', 'release', 'tessera'))
    ap.add_argument('--mlir-opt', default='/usr/lib/llvm-22/bin/mlir-opt')
    ap.add_argument('--timeout', type=float, default=10.0)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    args = ap.parse_intermixed_args()
    # `scripts/mlir-dialect-tests.sh FILE.mlir` without an OUTDIR: treat it as a file.
    if args.outdir.endswith('.mlir'):
        args.files.insert(0, args.outdir)
        args.outdir = '/tmp/mlir-dialect-tests'
    files = args.files
    if not files:
        files = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(CORPUS)
                       for f in fs if f.endswith('.mlir'))
    for tool in (args.tessera, args.mlir_opt):
        if not os.access(tool, os.X_OK):
            sys.exit('not executable: %s' % tool)
    os.makedirs(os.path.join(args.outdir, 'items'), exist_ok=True)

    jobs = []  # (file label, dialect, index, item path, item text, extra)
    modes = {}
    for path in files:
        text = open(path, encoding='utf-8').read()
        rel = os.path.relpath(os.path.abspath(path), CORPUS)
        if rel.startswith('..'):
            rel = os.path.basename(path)
        label = rel[:-5] if rel.endswith('.mlir') else rel
        dialect = label.split('/')[0] if '/' in label else '-'
        run_lines = ' '.join(l for l in text.split('\n') if 'RUN:' in l)
        extra = ['--allow-unregistered-dialect'] if 'allow-unregistered-dialect' in run_lines else []
        mode, items = split_file(text)
        modes[label] = mode
        d = os.path.join(args.outdir, 'items', label.replace('/', '__'))
        os.makedirs(d, exist_ok=True)
        for i, it in enumerate(items):
            p = os.path.join(d, '%03d.mlir' % i)
            with open(p, 'w', encoding='utf-8') as f:
                f.write(it)
            jobs.append((label, dialect, i, p, it, extra))

    results = [None] * len(jobs)
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = {ex.submit(classify, args.mlir_opt, args.tessera, j[3], j[5], args.timeout): k
                for k, j in enumerate(jobs)}
        for fut in cf.as_completed(futs):
            results[futs[fut]] = fut.result()

    # Table.
    stats = collections.OrderedDict()
    for (label, _, _, _, _, _), r in zip(jobs, results):
        s = stats.setdefault(label, collections.Counter())
        s['items'] += 1
        if r['status'] == 'ok':
            s['mlir'] += 1
            if r['custom'] != 'tessera-rejects':
                s['tessera'] += 1
            if r['custom'] == 'identical':
                s['custom'] += 1
            if r.get('generic') == 'identical':
                s['generic'] += 1
    hdr = ('file', 'split', 'items', 'mlir-opt ok', 'tessera ok', 'identical', 'identical generic')
    rows = [(l, modes[l], s['items'], s['mlir'], s['tessera'], s['custom'], s['generic'])
            for l, s in stats.items()]
    tot = collections.Counter()
    for s in stats.values():
        tot.update(s)
    rows.append(('TOTAL', '', tot['items'], tot['mlir'], tot['tessera'], tot['custom'], tot['generic']))
    w = [max(len(str(r[i])) for r in rows + [hdr]) for i in range(len(hdr))]
    fmt = lambda r: '  '.join(str(c).ljust(w[i]) if i < 2 else str(c).rjust(w[i]) for i, c in enumerate(r))
    table = [fmt(hdr), '  '.join('-' * x for x in w)] + [fmt(r) for r in rows]

    # Details.
    with open(os.path.join(args.outdir, 'details.tsv'), 'w') as f:
        f.write('file\titem\tmlir-opt\tcustom\tgeneric\tdetail\n')
        for (label, _, i, p, _, _), r in zip(jobs, results):
            if r['status'] != 'ok':
                f.write('%s\t%03d\trejects\t-\t-\t%s\n' % (label, i, r['mlir_err']))
                continue
            det = ''
            if r['custom'] == 'tessera-rejects':
                det = r['err']
            elif r['custom'] == 'differs':
                n, a, b = r['diff']
                det = 'line %d: mlir-opt %r | tessera %r' % (n, a, b)
            elif r.get('generic') == 'differs':
                n, a, b = r['gdiff']
                det = 'generic line %d: mlir-opt %r | tessera %r' % (n, a, b)
            elif r.get('generic') == 'tessera-rejects':
                det = 'generic: ' + r.get('gerr', '')
            f.write('%s\t%03d\taccepts\t%s\t%s\t%s\n' % (label, i, r['custom'], r.get('generic', '-'), det))

    # Error groups (tessera rejections of items mlir-opt accepts), per dialect.
    groups = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, collections.Counter(), []]))
    for (label, dialect, i, p, text, _), r in zip(jobs, results):
        if r['status'] != 'ok' or r['custom'] != 'tessera-rejects':
            continue
        e = r['err']
        m = LOC_RE.match(e)
        msg = m.group('msg') if m else e
        msg = re.sub(r'^error: ', '', msg)
        ops = set(OPNAME_RE.findall(msg))
        if m:
            o = op_at(text, int(m.group('line')))
            if o:
                ops.add(o)
        key = re.sub(r'\d+', 'N', msg) if not ops else msg
        g = groups[dialect][key]
        g[0] += 1
        g[1].update(ops)
        g[2].append('%s#%03d' % (label, i))
    err_lines = []
    for dialect in sorted(groups):
        err_lines.append('== %s: tessera errors on items mlir-opt accepts (most common first)' % dialect)
        for key, (n, ops, where) in sorted(groups[dialect].items(), key=lambda kv: -kv[1][0]):
            opstr = ', '.join(o for o, _ in ops.most_common(6))
            err_lines.append('%4d  %s%s   [%s]' % (n, key, ('   ops: ' + opstr) if opstr else '',
                                                   ' '.join(where[:4]) + (' ...' if len(where) > 4 else '')))
    with open(os.path.join(args.outdir, 'errors.txt'), 'w') as f:
        f.write('\n'.join(err_lines) + '\n')
    with open(os.path.join(args.outdir, 'summary.txt'), 'w') as f:
        f.write('\n'.join(table) + '\n')
    print('\n'.join(table))
    print('\nper-item details: %s/details.tsv; error groups: %s/errors.txt; items and outputs: %s/items/'
          % (args.outdir, args.outdir, args.outdir))


if __name__ == '__main__':
    main()
