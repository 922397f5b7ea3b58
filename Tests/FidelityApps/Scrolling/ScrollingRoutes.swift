import LiveUI

extension FidelityApps {
    /// The scrolling sample apps, by path (served by LiveFixtureServer under /fidelity/scrolling/…).
    public static var scrolling: [FidelityApp] {
        [
            FidelityApp("/fidelity/scrolling/photos") { PhotoGridApp() },
            FidelityApp("/fidelity/scrolling/contacts") { ContactsApp() },
            FidelityApp("/fidelity/scrolling/carousel") { CarouselApp() },
            FidelityApp("/fidelity/scrolling/standings") { StandingsApp() },
            FidelityApp("/fidelity/scrolling/inbox") { InboxApp() },
            FidelityApp("/fidelity/scrolling/chat-inset") { ChatInsetApp() },
            FidelityApp("/fidelity/scrolling/log-inset") { LogInsetApp() },
            FidelityApp("/fidelity/scrolling/chat-anchor") { ChatAnchorApp() },
            FidelityApp("/fidelity/scrolling/travel-feed") { TravelFeedApp() },
        ]
    }

    /// Served by LiveFixtureServer for measurements, not a sample: the contacts'
    /// 10,000 rows in a plain VStack, what the lazy figures are compared with
    /// (docs/performance.md). Not in `all`: rendering it takes seconds in a debug build.
    public static var comparisons: [FidelityApp] {
        [FidelityApp("/fidelity/scrolling/eager") { EagerContactsApp() }] + reviews
    }

    /// Served by LiveFixtureServer for a review's regression tests, not samples
    /// (Tests/FidelityApps/Scrolling/InsetShareReviewApps.swift).
    public static var reviews: [FidelityApp] {
        [
            FidelityApp("/fidelity/scrolling/rv-nested") { RvNestedInsetsApp() },
            FidelityApp("/fidelity/scrolling/rv-nested-list") { RvNestedInsetsListApp() },
            FidelityApp("/fidelity/scrolling/rv-tab") { RvTabInsetApp() },
            FidelityApp("/fidelity/scrolling/rv-nav-scroll") { RvNavScrollInsetApp() },
            FidelityApp("/fidelity/scrolling/rv-share") { RvShareApp() },
            FidelityApp("/fidelity/scrolling/rv-path") { RvPathApp() },
        ]
    }
}
