#!/usr/bin/env python3
"""The lazy-list figures of docs/performance.md (issue #14): the first page's
bytes and the server's memory per session for 10,000 rows, lazy (LazyVStack,
List) against the same rows in a plain VStack. Release build of
LiveFixtureServer on core 0, LiveLoad (idle sessions joined to the page) on
core 1. Prints a Markdown table. Standard library only."""
import gzip, json, os, re, subprocess, sys, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = subprocess.check_output(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, text=True).strip()
PAGE = os.sysconf("SC_PAGE_SIZE")
PAGES = [("LazyVStack, 10,000 contacts", "/fidelity/scrolling/contacts", 1000),
         ("List, 10,000 messages", "/fidelity/scrolling/inbox", 1000),
         ("VStack (not lazy), 10,000 contacts", "/fidelity/scrolling/eager", 20)]


def start():
    env = dict(os.environ, PORT="0", HOST="127.0.0.1", LIVEUI_LOG="off",
               LIVEUI_MAX_SESSIONS_PER_ADDRESS="1000000", LIVEUI_MAX_CONNECTIONS_PER_ADDRESS="1000000",
               LIVEUI_MAX_SESSIONS="20000", LIVEUI_MAX_UNJOINED_SESSIONS="20000")
    cmd = "ulimit -n $(ulimit -Hn); exec taskset -c 0 %s/LiveFixtureServer" % BIN
    p = subprocess.Popen(["bash", "-c", cmd], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = int(re.search(r":(\d+)", p.stdout.readline()).group(1))
    return p, port


def rss_kb(pid):
    with open("/proc/%d/statm" % pid) as f:
        return int(f.read().split()[1]) * PAGE // 1024


def main():
    rows = []
    for name, path, n in PAGES:
        server, port = start()
        try:
            time.sleep(0.3)
            body = urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path)).read()
            time.sleep(0.5)
            base = rss_kb(server.pid)
            hold = 30 if n < 100 else 15
            load = subprocess.Popen(["taskset", "-c", "1", "%s/LiveLoad" % BIN, "idle", str(port), str(n), str(hold), path],
                                    stdout=subprocess.PIPE, text=True)
            # Sessions join during the first seconds; measure just before the generator lets go.
            time.sleep(hold - 1.5)
            held = rss_kb(server.pid)
            out = load.communicate()[0]
            figures = json.loads(out.strip().splitlines()[-1])
            joined = figures.get("connected", n)
            if joined != n:
                print("%s: only %s of %d sessions joined: %s" % (path, joined, n, out.strip()), file=sys.stderr)
            rows.append((name, n, len(body), len(gzip.compress(body)), (held - base) / max(joined, 1)))
        finally:
            server.terminate()
            server.wait()
    print("| page | first page (HTML) raw / gzip | sessions | server RSS per session |")
    print("|---|---:|---:|---:|")
    for name, n, raw, gz, kb in rows:
        print("| %s | %d / %d bytes | %d | %.1f KB |" % (name, raw, gz, n, kb))


if __name__ == "__main__":
    main()
