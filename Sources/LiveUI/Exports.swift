// SwiftUI re-exports Foundation (CGFloat, CGRect, String.capitalized, ...);
// seed code that imported SwiftUI expects the same from LiveUI.
@_exported import Foundation
