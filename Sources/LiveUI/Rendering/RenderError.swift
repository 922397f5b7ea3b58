/// A problem found while rendering one view. The view shows the message in
/// place of its content; the session and the server carry on.
enum RenderError: Error, CustomStringConvertible {
    case missingEnvironmentObject(type: String, view: String)
    /// `@Environment(Model.self)` with no `.environment(model)` above (SwiftUI traps here).
    case missingObservable(type: String, view: String)

    var description: String {
        switch self {
        case .missingEnvironmentObject(let type, let view):
            return "No ObservableObject of type \(type) found for \(view). "
                + "A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
        case .missingObservable(let type, let view):
            return "No Observable object of type \(type) found for \(view). "
                + "A View.environment(_:) for \(type) may be missing as an ancestor of this view."
        }
    }
}
