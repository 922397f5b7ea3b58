import Foundation

#if Jemalloc
    import CJemalloc
#endif

/// Which `malloc` the process runs on, for `server.start` and the tests.
///
/// With the package trait `Jemalloc` (on by default) a server links Debian's
/// jemalloc, and its `malloc` and `free` stand in for glibc's in every
/// library of the process: the Swift runtime, libwebsockets, SQLite.
///
/// Why: each event builds a page's nodes and frees the last ones. At 1,000
/// sessions that is ≈ 9 % of the server's CPU in glibc's `malloc`/`free`
/// (`perf`, 2026-12-06). Linked with jemalloc the same server did 10.5 % more
/// events a second (23,076 against 20,880, medians of 5 alternating runs;
/// server CPU 43.5 against 48.0 µs an event) and, preloaded, held less memory
/// a session at 10,000 (15.1 against 15.6 KB idle, 18.3 against 19.1 logged
/// in); `make bench` then read 15.4 → 15.1 and 19.2 → 18.0 KB. Linked, not preloaded, so a user's server gets it
/// without a setting; Debian's Redis links the same library.
///
/// A package that depends on LiveUI turns it off with `traits: []` in its
/// dependency; this then reports glibc's.
enum Allocator {
    /// The library whose `malloc` the process calls, and jemalloc's version when that is jemalloc.
    static func describe() -> String {
        switch providerOfMalloc() {
        case .jemalloc:
            #if Jemalloc
                if let version = jemallocVersion() { return "jemalloc \(version)" }
            #endif
            return "jemalloc"
        case .glibc: return "glibc"
        case .other: return "other"
        }
    }

    /// Whether jemalloc is linked in but some other library's `malloc` won
    /// (a library that defines `malloc` loaded before it): worth a warning.
    static var jemallocShadowed: Bool {
        #if Jemalloc
            return providerOfMalloc() != .jemalloc
        #else
            return false
        #endif
    }

    enum Provider { case jemalloc, glibc, other }

    /// Whose `malloc` every call resolves to (the first definition in the
    /// process's lookup order), compared with each library's own.
    static func providerOfMalloc() -> Provider {
        let used = dlsym(nil, "malloc")
        for (file, provider) in [("libjemalloc.so.2", Provider.jemalloc), ("libc.so.6", .glibc)] {
            // RTLD_NOLOAD: only a library already loaded; this never loads one.
            guard let handle = dlopen(file, RTLD_NOW | RTLD_NOLOAD) else { continue }
            defer { dlclose(handle) }
            if let own = dlsym(handle, "malloc"), own == used { return provider }
        }
        return .other
    }

    #if Jemalloc
        /// jemalloc's version string, e.g. "5.3.0-0-g54eaed1d8b56…", cut at its build hash.
        private static func jemallocVersion() -> String? {
            var text: UnsafePointer<CChar>?
            var size = MemoryLayout<UnsafePointer<CChar>?>.size
            guard mallctl("version", &text, &size, nil, 0) == 0, let text else { return nil }
            let version = String(cString: text)
            return version.split(separator: "-").first.map(String.init) ?? version
        }
    #endif
}
