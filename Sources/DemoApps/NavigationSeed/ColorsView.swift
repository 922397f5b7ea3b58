// The second seed's NavigationView example, as written, inside a view; the
// Purple link uses the seed's `isActive:` form, bound to the seed's
// `shouldShowPurple` state, so "setting it elsewhere" can be tried too.
import LiveUI

struct ColorsView: View {
    @State private var shouldShowPurple = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink(
                    "Purple",
                    destination: ColorDetail(color: .purple),
                    isActive: $shouldShowPurple)
                NavigationLink("Pink", destination: ColorDetail(color: .pink))
                NavigationLink("Orange", destination: ColorDetail(color: .orange))
            }
            .navigationTitle("Colors")

            Text("Select a Color")  // A placeholder to show before selection.
        }
    }
}
