import Foundation
import LiveUI
import Testing

/// `NavigationSplitViewVisibility` is Codable, as in SwiftUI, so a `@State` of it
/// survives a restart; a stored name that is not one of the four is refused.
@Suite struct SplitViewVisibilityCodingTests {
    @Test func roundTripsAndRefusesOtherNames() throws {
        for visibility in [NavigationSplitViewVisibility.automatic, .all, .doubleColumn, .detailOnly] {
            let data = try JSONEncoder().encode(visibility)
            #expect(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == visibility)
        }
        #expect(String(decoding: try JSONEncoder().encode(NavigationSplitViewVisibility.detailOnly), as: UTF8.self) == "\"detailOnly\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data("\"sideways\"".utf8)) }
    }
}
