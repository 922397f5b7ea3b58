import LiveUI

/// A token you pick up with a long press and then drag to a new place, as
/// in the long-press-then-drag pattern of SwiftUI's gesture documentation.
public struct PickUpTokenView: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }

        var isActive: Bool {
            if case .inactive = self { return false }
            return true
        }

        var label: String {
            switch self {
            case .inactive: return "Resting"
            case .pressing: return "Pressing"
            case .dragging: return "Picked up"
            }
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var position = CGSize.zero

    public init() {}

    public var body: some View {
        let pickUp = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                position.width += drag.translation.width
                position.height += drag.translation.height
            }

        return VStack(spacing: 24) {
            Circle()
                .fill(Color.purple)
                .frame(width: 80, height: 80)
                .scaleEffect(dragState.isActive ? 1.2 : 1)
                .offset(x: position.width + dragState.translation.width, y: position.height + dragState.translation.height)
                .animation(.snappy, value: dragState.isActive)
                .gesture(pickUp)
                .accessibilityLabel("Token")
            Text(dragState.label)
            Text("Position: \(Int(position.width)), \(Int(position.height))")
        }
    }
}
