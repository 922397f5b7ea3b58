import LiveHTML

/// How text fields and editors below a view take input: the keyboard,
/// autofill, capitalization, correction and Return key, set by environment
/// modifiers (`.keyboardType(_:)`, …) and lowered to the HTML attributes
/// that steer a browser's on-screen keyboard and autofill.
struct TextInputTraits {
    var keyboard: UIKeyboardType?
    var contentType: UITextContentType?
    /// An `autocapitalize` value.
    var autocapitalize: String?
    var autocorrectionDisabled: Bool?
    var submitLabel: SubmitLabel?

    /// At most how many attributes `apply` adds (a field reserves room for them).
    var attributeCount: Int {
        (keyboard != nil ? 1 : 0) + (contentType != nil ? 1 : 0) + (autocapitalize != nil ? 1 : 0)
            + (autocorrectionDisabled != nil ? 2 : 0) + (submitLabel != nil ? 1 : 0)
    }

    /// Sets the attributes on a field (`input`) or editor (`textarea`).
    func apply(to e: inout Element) {
        if let keyboard {
            if let mode = keyboard.inputMode { e[attribute: "inputmode"] = mode }
            // `tel` only: `email` and `url` inputs trim what the user types and have no caret API.
            if keyboard.isPhone, e.tag == "input", e[attribute: "type"] == "text" { e[attribute: "type"] = "tel" }
        }
        if let token = contentType?.autocomplete { e[attribute: "autocomplete"] = token }
        if let autocapitalize { e[attribute: "autocapitalize"] = autocapitalize }
        if let disabled = autocorrectionDisabled {
            e[attribute: "autocorrect"] = disabled ? "off" : "on"
            e[attribute: "spellcheck"] = disabled ? "false" : "true"
        }
        // A text editor's Return inserts a line; its label would be a lie.
        if let submitLabel, e.tag == "input" { e[attribute: "enterkeyhint"] = submitLabel.enterKeyHint }
    }
}

/// The on-screen keyboard a field asks for (`.keyboardType(_:)`), as in UIKit.
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// The HTML `inputmode` that brings up the closest keyboard.
    var inputMode: String? {
        switch self {
        case .default, .asciiCapable, .twitter: return nil
        case .numbersAndPunctuation: return "text"
        case .URL: return "url"
        case .numberPad, .asciiCapableNumberPad: return "numeric"
        case .phonePad, .namePhonePad: return "tel"
        case .emailAddress: return "email"
        case .decimalPad: return "decimal"
        case .webSearch: return "search"
        }
    }

    var isPhone: Bool { self == .phonePad }
}

/// What a field holds, for autofill (`.textContentType(_:)`), as in UIKit.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = Self("name")
    public static let namePrefix = Self("namePrefix")
    public static let givenName = Self("givenName")
    public static let middleName = Self("middleName")
    public static let familyName = Self("familyName")
    public static let nameSuffix = Self("nameSuffix")
    public static let nickname = Self("nickname")
    public static let jobTitle = Self("jobTitle")
    public static let organizationName = Self("organizationName")
    public static let location = Self("location")
    public static let fullStreetAddress = Self("fullStreetAddress")
    public static let streetAddressLine1 = Self("streetAddressLine1")
    public static let streetAddressLine2 = Self("streetAddressLine2")
    public static let addressCity = Self("addressCity")
    public static let addressState = Self("addressState")
    public static let addressCityAndState = Self("addressCityAndState")
    public static let sublocality = Self("sublocality")
    public static let countryName = Self("countryName")
    public static let postalCode = Self("postalCode")
    public static let telephoneNumber = Self("telephoneNumber")
    public static let emailAddress = Self("emailAddress")
    public static let URL = Self("URL")
    public static let creditCardNumber = Self("creditCardNumber")
    public static let creditCardName = Self("creditCardName")
    public static let creditCardGivenName = Self("creditCardGivenName")
    public static let creditCardFamilyName = Self("creditCardFamilyName")
    public static let creditCardSecurityCode = Self("creditCardSecurityCode")
    public static let creditCardExpiration = Self("creditCardExpiration")
    public static let creditCardExpirationMonth = Self("creditCardExpirationMonth")
    public static let creditCardExpirationYear = Self("creditCardExpirationYear")
    public static let creditCardType = Self("creditCardType")
    public static let username = Self("username")
    public static let password = Self("password")
    public static let newPassword = Self("newPassword")
    public static let oneTimeCode = Self("oneTimeCode")
    public static let shipmentTrackingNumber = Self("shipmentTrackingNumber")
    public static let flightNumber = Self("flightNumber")
    public static let dateTime = Self("dateTime")
    public static let birthdate = Self("birthdate")
    public static let birthdateDay = Self("birthdateDay")
    public static let birthdateMonth = Self("birthdateMonth")
    public static let birthdateYear = Self("birthdateYear")

    /// The HTML `autocomplete` token; nil where HTML has none (autofill is then left alone).
    var autocomplete: String? {
        switch rawValue {
        case "name": return "name"
        case "namePrefix": return "honorific-prefix"
        case "givenName": return "given-name"
        case "middleName": return "additional-name"
        case "familyName": return "family-name"
        case "nameSuffix": return "honorific-suffix"
        case "nickname": return "nickname"
        case "jobTitle": return "organization-title"
        case "organizationName": return "organization"
        case "fullStreetAddress": return "street-address"
        case "streetAddressLine1": return "address-line1"
        case "streetAddressLine2": return "address-line2"
        case "addressCity": return "address-level2"
        case "addressState": return "address-level1"
        case "sublocality": return "address-level3"
        case "countryName": return "country-name"
        case "postalCode": return "postal-code"
        case "telephoneNumber": return "tel"
        case "emailAddress": return "email"
        case "URL": return "url"
        case "creditCardNumber": return "cc-number"
        case "creditCardName": return "cc-name"
        case "creditCardGivenName": return "cc-given-name"
        case "creditCardFamilyName": return "cc-family-name"
        case "creditCardSecurityCode": return "cc-csc"
        case "creditCardExpiration": return "cc-exp"
        case "creditCardExpirationMonth": return "cc-exp-month"
        case "creditCardExpirationYear": return "cc-exp-year"
        case "creditCardType": return "cc-type"
        case "username": return "username"
        case "password": return "current-password"
        case "newPassword": return "new-password"
        case "oneTimeCode": return "one-time-code"
        case "birthdate": return "bday"
        case "birthdateDay": return "bday-day"
        case "birthdateMonth": return "bday-month"
        case "birthdateYear": return "bday-year"
        default: return nil
        }
    }
}

/// The pre-iOS 15 capitalization styles (`.autocapitalization(_:)`), as in UIKit.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    case none, words, sentences, allCharacters

    var html: String {
        switch self {
        case .none: return "none"
        case .words: return "words"
        case .sentences: return "sentences"
        case .allCharacters: return "characters"
        }
    }
}

/// How a field capitalizes what the user types (`.textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let html: String

    public static let never = TextInputAutocapitalization(html: "none")
    public static let words = TextInputAutocapitalization(html: "words")
    public static let sentences = TextInputAutocapitalization(html: "sentences")
    public static let characters = TextInputAutocapitalization(html: "characters")

    public init?(_ type: UITextAutocapitalizationType) { html = type.html }
    init(html: String) { self.html = html }
}

/// The label of the Return key (`.submitLabel(_:)`): HTML's `enterkeyhint`.
public struct SubmitLabel: Sendable, Hashable {
    let enterKeyHint: String

    public static let done = SubmitLabel(enterKeyHint: "done")
    public static let go = SubmitLabel(enterKeyHint: "go")
    public static let send = SubmitLabel(enterKeyHint: "send")
    public static let join = SubmitLabel(enterKeyHint: "go")
    public static let route = SubmitLabel(enterKeyHint: "go")
    public static let search = SubmitLabel(enterKeyHint: "search")
    public static let `return` = SubmitLabel(enterKeyHint: "enter")
    public static let next = SubmitLabel(enterKeyHint: "next")
    public static let `continue` = SubmitLabel(enterKeyHint: "next")
}
