import LiveHTML
import LiveTesting
import Testing

@testable import LiveRuntime
@testable import LiveUI

@MainActor private final class Inbox: ObservableObject {
    @Published var messages: [String] = []
    @Published var checking = false

    /// A delayed answer, as an app's network call: a patch the session makes by itself.
    func check() {
        checking = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.checking = false
            self.messages.append("Message \(self.messages.count + 1)")
        }
    }
}

private struct Row: View {
    let text: String
    @State private var starred = false
    var body: some View {
        HStack {
            Text(text)
            Toggle("Star \(text)", isOn: $starred)
        }
    }
}

/// A page with what a session keeps: fields, a stored view per row, a model, a delayed change, a sheet.
private struct Mailbox: View {
    @StateObject private var inbox = Inbox()
    @State private var draft = ""
    @State private var showsHelp = false
    var body: some View {
        VStack(spacing: 8) {
            TextField("Draft", text: $draft)
            Text(draft.isEmpty ? "Nothing typed" : "Typed \(draft)")
            Button(inbox.checking ? "Checking…" : "Check") { inbox.check() }
            ForEach(inbox.messages, id: \.self) { Row(text: $0) }
            Button("Help") { showsHelp = true }
        }
        .padding()
        .sheet(isPresented: $showsHelp) {
            VStack {
                Text("Help text")
                Button("Close") { showsHelp = false }
            }
        }
    }
}

/// Hibernation (Session+Hibernate.swift, issue #16): an idle session packs its page and drops its
/// stored renders; whatever comes next must patch the page exactly as the awake session would.
@MainActor
@Suite struct SessionHibernationTests {
    /// One script, two sessions: one awake throughout, one hibernated before every step.
    /// Every message on the wire must be the same, byte for byte, and both pages must follow.
    @Test func aSessionHibernatedBeforeEveryStepSendsWhatAnAwakeOneSends() throws {
        func script(_ page: TestSession) throws {
            try page.textField("Draft").type("hi")
            try page.button("Check").click()
            page.advance(by: 1)
            try page.button("Check").click()
            page.advance(by: 1)
            try page.toggle("Star Message 2").toggle()
            try page.textField("Draft").type(" there")
            try page.button("Help").click()
            try page.button("Close").click()
            try page.toggle("Star Message 1").toggle()
        }
        let awake = TestSession { Mailbox() }
        awake.hibernatesBeforeEachStep = false
        let sleepy = TestSession { Mailbox() }
        sleepy.hibernatesBeforeEachStep = true
        try script(awake)
        try script(sleepy)
        #expect(sleepy.visibleText.contains("Typed hi there") && sleepy.visibleText.contains("Message 2"))
        #expect(awake.failures.isEmpty && sleepy.failures.isEmpty)
        #expect(sleepy.wire == awake.wire)
        #expect(sleepy.wire.count > 10)
        #expect(sleepy.hibernations == sleepy.hibernationsAsked && sleepy.hibernations >= 10, "it hibernated before every step")
        #expect(awake.hibernationsAsked == 0)
    }

    @Test func hibernatingPacksThePageAndDropsStoredRenders() throws {
        let page = TestSession { Mailbox() }
        try page.textField("Draft").type("x")
        try page.button("Check").click()
        page.advance(by: 1)
        let html = page.session.html
        #expect(page.session.storedViewCount > 0)
        #expect(page.session.hibernate())
        #expect(page.session.isHibernating)
        #expect(page.session.storedViewCount == 0)
        #expect(page.session.liveDocument.children.isEmpty)
        #expect((page.session.packedBytes ?? .max) < html.utf8.count)
        #expect(!page.session.hibernate(), "already hibernating")
        // Reading the page wakes the session, with the page as it was.
        #expect(page.session.html == html)
        #expect(!page.session.isHibernating)
    }

    @Test func aSessionWithARenderPendingDoesNotHibernate() {
        let session = Session(scheduler: ManualScheduler()) { Mailbox() }
        session.invalidate(animation: nil)
        #expect(!session.hibernate())
        #expect(!session.isHibernating)
    }

    /// A page too deep to unpack is not packed: the session stays awake with its page.
    @Test func aPageThatWouldNotUnpackIsKeptAwake() {
        let session = Session(scheduler: ManualScheduler()) { Text("Deep") }
        var deep = Element("b", id: "leaf")
        for i in 0..<600 { deep = Element("b", id: "d\(i)", children: [.element(deep)]) }
        session.document = deep
        #expect(!session.hibernate())
        #expect(session.document == deep)
    }
}
