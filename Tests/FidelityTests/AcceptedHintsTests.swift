import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Modifiers a page does without (Modifiers/AcceptedWithoutEffect.swift): an app
/// that uses them compiles and renders as without them. And `AnyShapeStyle`
/// paints as the style it holds.
@MainActor @Suite struct AcceptedHintsTests {
    struct Counter: View {
        @State private var count = 0
        @Environment(\.dynamicTypeSize) private var typeSize
        let hinted: Bool

        var body: some View {
            let list = List {
                Section("Count") {
                    Text("\(count)")
                    Button("Add") { count += 1 }
                }
            }
            if hinted {
                list
                    .controlSize(.large)
                    .buttonBorderShape(.capsule)
                    .contentTransition(.numericText())
                    .sensoryFeedback(.increase, trigger: count)
                    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                    .listRowSpacing(8)
                    .listSectionSeparator(.hidden)
                    .headerProminence(.increased)
                    .accessibilityHint(typeSize.isAccessibilitySize ? "large" : "")
            } else {
                list.accessibilityHint("")
            }
        }
    }

    /// The page without its ids (the two branches are views of two types, so their ids differ).
    static func markup(_ page: TestSession) -> String {
        page.html.replacing(/\s(id|aria-labelledby)="[^"]*"/, with: "")
    }

    @Test func hintsCompileAndChangeNothingOnThePage() throws {
        let hinted = TestSession { Counter(hinted: true) }
        let plain = TestSession { Counter(hinted: false) }
        #expect(Self.markup(hinted) == Self.markup(plain))
        try hinted.button("Add").click()
        try plain.button("Add").click()
        #expect(hinted.hasText("1"))
        #expect(Self.markup(hinted) == Self.markup(plain))
    }

    @Test func anyShapeStylePaintsAsTheStyleItHolds() throws {
        struct Badge: View {
            let urgent: Bool
            var body: some View {
                Circle().fill(urgent ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.blue.opacity(0.5)))
            }
        }
        let urgent = TestSession { Badge(urgent: true) }
        let calm = TestSession { Badge(urgent: false) }
        let direct = TestSession { Circle().fill(Color.red) }
        #expect(urgent.html == direct.html)
        #expect(urgent.html != calm.html)
        #expect(calm.html.contains("background:"))
    }
}
