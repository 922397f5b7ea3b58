// From the first seed ("一些便捷扩展"), as written; only the import changed.
import LiveUI

extension View {
    func inExpandingRectangle(_ color: Color) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 15)
                .fill(color)
            self
        }
    }

    func inFittedRectangle(_ color: Color) -> some View {
        self
            .padding(5)
            .background(
                RoundedRectangle(cornerRadius: 15)
                    .fill(color))
    }
}
