import LiveUI

extension FidelityApps {
    /// The editable-list sample apps, by path (served by LiveFixtureServer under /fidelity/lists/…).
    public static var lists: [FidelityApp] {
        [
            FidelityApp("/fidelity/lists/expenses") { ExpensesView() },
            FidelityApp("/fidelity/lists/todos") { TodosView() },
            FidelityApp("/fidelity/lists/contacts") { ContactsView(store: ContactStore()) },
            FidelityApp("/fidelity/lists/mailboxes") { MailboxesView() },
            FidelityApp("/fidelity/lists/files") { FileTreeApp() },
            FidelityApp("/fidelity/lists/team") { TeamTableApp() },
            FidelityApp("/fidelity/lists/fruit") { FruitSearchApp() },
            FidelityApp("/fidelity/lists/library") { LibrarySearchApp() },
            // The scopes shown from the start, so that every check of the page (axe) sees them.
            FidelityApp("/fidelity/lists/library-scoped") { LibrarySearchApp(activation: .onSearchPresentation) },
        ]
    }
}
