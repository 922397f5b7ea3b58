// What `import SwiftUI` brings, `import LiveUI` brings (issue #12 item 8).
//
// SwiftUI re-exports Foundation (CGFloat, CGRect, String.capitalized, ...);
// seed code that imported SwiftUI expects the same from LiveUI.
@_exported import Foundation
// On Apple platforms `URLSession` is part of Foundation; on Linux it lives in
// FoundationNetworking (libcurl), so `URLSession.shared.data(from:)` needs it.
@_exported import FoundationNetworking
// `@Observable`, `withObservationTracking`: SwiftUI re-exports Observation.
@_exported import Observation
// `UTType` (`Transferable` representations, drag and drop): code that imports
// UniformTypeIdentifiers finds this package's module of that name.
@_exported import UniformTypeIdentifiers
