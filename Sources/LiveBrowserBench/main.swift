// Client-side benchmark: the served login app in headless Chromium with
// LOGIN_DELAY_MS=0. Times click → "Hello …" inside the page with
// performance.now() and a MutationObserver (WebDriver round trips would add
// milliseconds), over `cycles` Login/Logout cycles.
// `swift run -c release LiveBrowserBench [cycles]`
import Foundation
import LiveServerTesting

let cycles = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100
// A benchmark clicks far faster than a person: lift the per-connection rate limit.
let server = try ServerProcess(environment: ["LOGIN_DELAY_MS": "0", "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000"])
let browser = try WebDriver()
defer { browser.quit() }

/// Navigation timing of the page just loaded: response end, DOMContentLoaded, socket joined (ms).
@MainActor func pageTiming() throws -> [Double] {
    guard try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)") else { fatalError("page did not join") }
    return try browser.execute(
        """
        const t = performance.getEntriesByType('navigation')[0];
        return [t.responseEnd, t.domContentLoadedEventEnd, LiveUI.state.joinedAt];
        """) as? [Double] ?? []
}
// The first load pays for a cold browser; the next ones are what a visitor
// sees, each from a page that has settled (a quarter second after it went
// live), not one still connecting.
try browser.navigate("http://127.0.0.1:\(server.port)/")
let cold = try pageTiming()
var warm: [[Double]] = []
for _ in 0..<10 {
    usleep(250_000)
    try browser.navigate("http://127.0.0.1:\(server.port)/")
    warm.append(try pageTiming())
}
let timing = (0..<3).map { i in warm.map { $0[i] }.sorted()[warm.count / 2] }

/// Click → "Hello" over `cycles` Login/Logout cycles; `settled` waits before
/// each click until no animation runs (as a person would), otherwise clicks
/// as soon as the button is there (exit animations still playing).
@MainActor func clickToHello(cycles: Int, settled: Bool) throws -> [Double] {
    try browser.execute(
        """
        window.__bench = { done: false, samples: [] };
        const cycles = arguments[0], settled = arguments[1];
        const calm = () => new Promise((resolve) => {
          const check = () => (document.getAnimations().length === 0 ? setTimeout(resolve, 20) : setTimeout(check, 5));
          check();
        });
        const root = () => document.getElementById('root');
        const waitFor = (test) => new Promise((resolve) => {
          if (test()) return resolve();
          const mo = new MutationObserver(() => { if (test()) { mo.disconnect(); resolve(); } });
          mo.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        });
        // For state with no DOM change (an acknowledgement), poll instead.
        const poll = (test) => new Promise((resolve) => {
          const tick = () => (test() ? resolve() : setTimeout(tick, 1));
          tick();
        });
        const button = (text) => [...document.querySelectorAll('#root button')].find((b) => b.textContent.trim() === text);
        (async () => {
          for (let i = 0; i < cycles; i++) {
            const field = document.querySelector('input[aria-label=Username]');
            field.value = 'alice';
            field.dispatchEvent(new Event('input', { bubbles: true }));
            await poll(() => LiveUI.state.pending.length === 0);
            await waitFor(() => button('Login') && !button('Login').disabled);
            if (settled) await calm();
            const t0 = performance.now();
            button('Login').click();
            await waitFor(() => root().textContent.includes('Hello alice!'));
            window.__bench.samples.push(performance.now() - t0);
            button('Logout').click();
            await waitFor(() => !!document.querySelector('input[aria-label=Username]') && !root().textContent.includes('Hello'));
          }
          window.__bench.done = true;
        })();
        """, [cycles, settled])
    guard try browser.waitUntil("return window.__bench.done", timeout: 300) else {
        let state = try browser.execute(
            "return [window.__bench.samples.length, document.getElementById('root').textContent, LiveUI.state.pending.length, LiveUI.state.joined]"
        )
        fatalError("benchmark did not finish: \(state ?? "")")
    }
    return (try browser.execute("return window.__bench.samples") as? [Double] ?? []).sorted()
}

func pct(_ samples: [Double], _ p: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * p))] }
let settled = try clickToHello(cycles: cycles, settled: true)
let rushed = try clickToHello(cycles: cycles, settled: false)
let js = Data(try server.get("/liveui.js").body.utf8)
print(
    String(
        format: "click → \"Hello\" in Chromium (LOGIN_DELAY_MS=0, %d cycles, page settled before each click): p50 %.2f ms, p90 %.2f ms",
        settled.count, pct(settled, 0.5), pct(settled, 0.9)))
print(
    String(
        format: "click → \"Hello\", back to back (clicks while the last transition still plays): p50 %.2f ms, p90 %.2f ms",
        pct(rushed, 0.5), pct(rushed, 0.9)))
if timing.count == 3, cold.count == 3 {
    print(
        String(
            format:
                "page (median of 10 warm loads): response end %.1f ms, DOMContentLoaded %.1f ms, socket joined (interactive) %.1f ms after navigation start; cold first load joined at %.1f ms",
            timing[0], timing[1], timing[2], cold[2]))
}
print("liveui.js as served: \(js.count) bytes raw")
server.stop()
