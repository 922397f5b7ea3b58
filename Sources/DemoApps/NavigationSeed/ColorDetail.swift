// From the second seed (Apple's NavigationLink reference), as written; only
// the import changed.
import LiveUI

struct ColorDetail: View {
    var color: Color

    var body: some View {
        color
            .frame(width: 200, height: 200)
            .navigationTitle(color.description.capitalized)
    }
}
