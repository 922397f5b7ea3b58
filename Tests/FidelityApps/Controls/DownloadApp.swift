import LiveUI

/// A download screen: determinate progress with a label and a value label,
/// an indeterminate spinner while "connecting", a destructive Cancel.
struct DownloadView: View {
    @State private var progress = 0.0
    @State private var connecting = false
    @State private var cancelled = false

    var body: some View {
        VStack(spacing: 20) {
            if connecting {
                ProgressView("Connecting…")
            }
            ProgressView(value: progress, total: 100) {
                Text("Downloading")
            } currentValueLabel: {
                Text("\(Int(progress))%")
            }
            HStack {
                Button("Connect") { connecting = true }
                Button("Download 25%") {
                    connecting = false
                    progress = min(progress + 25, 100)
                }
                .disabled(progress >= 100)
                Button("Cancel", role: .destructive) {
                    progress = 0
                    cancelled = true
                }
            }
            if progress >= 100 {
                Text("Download complete")
            }
            if cancelled {
                Text("Download cancelled")
            }
        }
        .padding()
    }
}
