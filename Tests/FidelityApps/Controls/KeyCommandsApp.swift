import Foundation
import LiveUI

/// Keys handled by views, as iOS 17 and macOS 14 samples write them: a focusable
/// track moved with the arrow keys, a console field whose ↑ recalls the last
/// command (ignored while there is none), and a PIN field that refuses all
/// but digits.
public struct KeyCommandsApp: View {
    @State private var position = 0
    @State private var lastReleased = "none"
    @State private var command = ""
    @State private var history: [String] = []
    @State private var pin = ""

    public init() {}

    public var body: some View {
        Form {
            Section("Track") {
                Text("Position \(position)")
                    .padding(8)
                    .focusable()
                    .onKeyPress(.leftArrow) {
                        position -= 1
                        return .handled
                    }
                    .onKeyPress(.rightArrow) {
                        position += 1
                        return .handled
                    }
                    .onKeyPress(phases: .up) { press in
                        lastReleased = press.key == .leftArrow ? "left" : press.key == .rightArrow ? "right" : press.characters
                        return .ignored
                    }
                Text("Released: \(lastReleased)")
            }
            Section("Console") {
                TextField("Command", text: $command)
                    .onSubmit {
                        history.append(command)
                        command = ""
                    }
                    .onKeyPress(.upArrow) {
                        guard let last = history.last else { return .ignored }
                        command = last
                        return .handled
                    }
                ForEach(Array(history.enumerated()), id: \.offset) { entry in
                    Text("> \(entry.element)")
                }
            }
            Section("PIN") {
                TextField("PIN", text: $pin)
                    .onKeyPress(characters: CharacterSet.decimalDigits.inverted) { _ in .handled }
                Text("\(pin.count) digits")
            }
        }
    }
}
