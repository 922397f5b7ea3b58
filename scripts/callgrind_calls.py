#!/usr/bin/env python3
"""Sums the calls to chosen functions in a callgrind output file (issue #16 item 2).

    scripts/callgrind_calls.py callgrind.out.N swift_retain swift_release malloc

Prints each function's total call count and the program's total instructions
(the `summary:`/`totals:` line), so two runs (N events and M events) give
per-event figures by difference, as docs/performance.md describes.
"""
import re
import sys


def main():
    path, names = sys.argv[1], set(sys.argv[2:])
    ids = {}
    calls = {name: 0 for name in names}
    total = 0
    target = None
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith(("summary:", "totals:")):
                total = max(total, int(line.split()[1]))
            m = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line)
            if m:
                fid, name = m.group(1), m.group(2)
                if name:
                    ids[fid] = name.strip()
                if line.startswith("cfn="):
                    target = ids.get(fid)
                continue
            if line.startswith("calls=") and target is not None:
                if target in calls:
                    calls[target] += int(line[6:].split()[0])
                target = None
    print("instructions %d" % total)
    for name in sorted(names):
        print("%s %d" % (name, calls[name]))


if __name__ == "__main__":
    main()
