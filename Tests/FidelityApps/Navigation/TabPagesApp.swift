import LiveUI

// MARK: - Page style

/// An onboarding carousel: `TabView { ForEach(pages) { ... } }` with the page
/// style, no selection and no tags.
public struct OnboardingApp: View {
    struct Page: Identifiable {
        let id: Int
        let title: String
        let detail: String
        let symbol: String
    }

    let pages = [
        Page(id: 1, title: "Plan your week", detail: "Put every errand on a calendar.", symbol: "calendar"),
        Page(id: 2, title: "Track your habits", detail: "Check them off as you go.", symbol: "checkmark.circle"),
        Page(id: 3, title: "Celebrate streaks", detail: "Keep the flame alive.", symbol: "flame"),
    ]

    public init() {}

    public var body: some View {
        TabView {
            ForEach(pages) { page in
                OnboardingPageView(page: page)
            }
        }
        .tabViewStyle(.page)
    }
}

private struct OnboardingPageView: View {
    let page: OnboardingApp.Page

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .font(.largeTitle)
                .accessibilityHidden(true)
            Text(page.title)
                .font(.largeTitle)
            Text(page.detail)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// A setup walkthrough: `TabView(selection:)` over tagged indexes with
/// `PageTabViewStyle(indexDisplayMode: .never)`, moved through with Back and
/// Next buttons below it.
public struct SetupPagesApp: View {
    private let steps = [
        ("Choose a language", "English, Français or Deutsch"),
        ("Connect to Wi-Fi", "Pick your home network"),
        ("Turn on backups", "Your photos stay safe"),
    ]

    @State private var step = 0
    @State private var finished = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            TabView(selection: $step) {
                ForEach(0..<steps.count, id: \.self) { index in
                    VStack(spacing: 8) {
                        Text(steps[index].0)
                            .font(.headline)
                        Text(steps[index].1)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))

            Text("Step \(step + 1) of \(steps.count)")
            HStack {
                Button("Back") { step -= 1 }
                    .disabled(step == 0)
                if step < steps.count - 1 {
                    Button("Next") { step += 1 }
                } else {
                    Button("Finish") { finished = true }
                }
            }
            if finished {
                Text("All set")
            }
        }
        .padding()
    }
}
