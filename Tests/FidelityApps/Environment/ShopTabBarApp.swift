import LiveUI

/// A shop with a tab bar of its own, built the way tutorials build one with
/// preference keys: every page says which tab it is (`.preference`), the
/// container learns the tabs from them (`.onPreferenceChange`) and draws the bar;
/// the pages lie on top of each other and only the selected one is opaque. The
/// cart page checks its form with a preference that every field sets (all
/// valid: `&&`), and the profile page shows a count its rows report, drawn
/// by `.overlayPreferenceValue`.
public struct ShopTabBarApp: View {
    @State private var selection: ShopTab = .home
    @State private var cartCount = 0

    public init() {}

    public var body: some View {
        ShopTabContainer(selection: $selection) {
            ShopHomePage(cartCount: $cartCount)
                .shopTabItem(.home, selection: selection)
            ShopSearchPage()
                .shopTabItem(.search, selection: selection)
            ShopCartPage(cartCount: cartCount)
                .shopTabItem(.cart, selection: selection)
            ShopProfilePage()
                .shopTabItem(.profile, selection: selection)
        }
    }
}

enum ShopTab: String, Hashable, Sendable {
    case home, search, cart, profile

    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .cart: "cart"
        case .profile: "person"
        }
    }
}

struct ShopTabItemsKey: PreferenceKey {
    static let defaultValue: [ShopTab] = []
    static func reduce(value: inout [ShopTab], nextValue: () -> [ShopTab]) {
        value += nextValue()
    }
}

extension View {
    func shopTabItem(_ tab: ShopTab, selection: ShopTab) -> some View {
        opacity(selection == tab ? 1 : 0)
            .preference(key: ShopTabItemsKey.self, value: [tab])
    }
}

struct ShopTabContainer<Content: View>: View {
    @Binding var selection: ShopTab
    let content: Content
    @State private var tabs: [ShopTab] = []

    init(selection: Binding<ShopTab>, @ViewBuilder content: () -> Content) {
        _selection = selection
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            ZStack { content }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            HStack {
                ForEach(tabs, id: \.self) { tab in
                    Button {
                        selection = tab
                    } label: {
                        VStack(spacing: 4) {
                            Image(systemName: tab.symbol)
                            Text(tab.title).font(.caption).fontWeight(selection == tab ? .bold : .regular)
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .foregroundStyle(selection == tab ? Color.primary : Color.secondary)
                    .accessibilityIdentifier("tab-\(tab.rawValue)")
                }
            }
            .padding(.vertical, 8)
            .background(.bar)
            .accessibilityIdentifier("tab-bar")
        }
        .onPreferenceChange(ShopTabItemsKey.self) { tabs = $0 }
    }
}

struct ShopHomePage: View {
    @Binding var cartCount: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("Featured").font(.largeTitle)
            Text("Linen shirt, 39 €")
            Button("Add to cart") { cartCount += 1 }
                .buttonStyle(.borderedProminent)
        }
    }
}

struct ShopSearchPage: View {
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search the shop", text: $query)
                .textFieldStyle(.roundedBorder)
            Text(query.isEmpty ? "Type to search" : "Results for \(query)")
        }
        .padding()
    }
}

/// Whether every field of a form is valid: each field sets it, and one
/// invalid field makes the whole form invalid.
struct ShopFormValidKey: PreferenceKey {
    static let defaultValue = true
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value && nextValue()
    }
}

struct ShopCheckedField: View {
    let title: String
    @Binding var text: String
    let isValid: (String) -> Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextField(title, text: $text)
                .textFieldStyle(.roundedBorder)
            if !text.isEmpty && !isValid(text) {
                Text("\(title) is not valid").font(.caption).foregroundStyle(.red)
            }
        }
        .preference(key: ShopFormValidKey.self, value: isValid(text))
    }
}

struct ShopCartPage: View {
    let cartCount: Int
    @State private var name = ""
    @State private var postcode = ""
    @State private var formIsValid = false
    @State private var ordered = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Items in cart: \(cartCount)")
            ShopCheckedField(title: "Name", text: $name) { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            ShopCheckedField(title: "Postcode", text: $postcode) { $0.count == 5 && $0.allSatisfy(\.isNumber) }
            Button("Place order") { ordered = true }
                .disabled(!formIsValid || cartCount == 0)
            if ordered {
                Text("Order placed for \(name)")
            }
        }
        .padding()
        .onPreferenceChange(ShopFormValidKey.self) { formIsValid = $0 }
    }
}

struct ShopUnreadKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ShopMessageRow: View {
    let subject: String
    @State private var unread = true

    var body: some View {
        HStack {
            Text(subject)
            Spacer()
            Button(unread ? "Mark read" : "Read") { unread = false }
                .disabled(!unread)
        }
        .preference(key: ShopUnreadKey.self, value: unread ? 1 : 0)
    }
}

struct ShopProfilePage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Messages").font(.headline)
            ShopMessageRow(subject: "Your order shipped")
            ShopMessageRow(subject: "Spring sale")
            ShopMessageRow(subject: "Review your purchase")
        }
        .padding()
        .overlayPreferenceValue(ShopUnreadKey.self, alignment: .topTrailing) { unread in
            if unread > 0 {
                Text("\(unread) unread")
                    .font(.caption)
                    .padding(4)
                    .background(.red, in: .capsule)
                    .foregroundStyle(.white)
                    .accessibilityIdentifier("unread-badge")
            }
        }
    }
}
