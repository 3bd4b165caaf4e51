/// The classes of problem a trace can have (format v1, `traces/README.md` "Errors").
package enum TraceProblemKind: String, Sendable, Hashable, CaseIterable {
    /// The file cannot be opened or read.
    case io
    /// Not strict JSON (RFC 8259): a syntax error, one of json-c's extensions (comments, single
    /// quotes, trailing commas, leading zeros), invalid UTF-8, a raw control character in a string.
    case malformedJSON
    /// A member name appears twice in one object (compared after decoding escapes).
    case duplicateMember
    /// A line (JSON Lines) or a header, element or member value (document) longer than
    /// `TraceLimits.maximumElementBytes`; reading stops there.
    case tooLong
    /// The last line has no newline and does not parse: the recording was cut off.
    case truncatedLine
    /// No header, or a header that is not an object, or the document lacks `header`/`events`.
    case missingHeader
    /// `format` is not `"gesture-trace"`.
    case wrongFormat
    /// `version` is not one this build reads.
    case unsupportedVersion
    /// A required field is absent.
    case missingField
    /// A field has the wrong JSON type.
    case wrongType
    /// A field has the right type but a value outside its domain (an unknown phase, a negative distance).
    case invalidValue
    /// A number is NaN or infinite: a `NaN` or `Infinity` literal, or a number too large for a double.
    case notFinite
    /// A number outside its valid range (`TraceLimits`, `traces/README.md` "Valid ranges"), an
    /// integer beyond 64 bits, or more touches open at once than a trace may hold.
    case outOfRange
    /// `t` is smaller than the previous event's.
    case timeWentBackwards
    /// A touch phase out of order: moved/ended before began, began twice.
    case phaseOrder
    /// An event `type` format v1 does not define (a warning unless `--strict`).
    case unknownType
    /// An `intent` event in a trace whose scene the engines do not model (`SceneKind.other`):
    /// kept, always a warning, and not scored (intents exist only on the media viewer).
    case intentOnOtherScene
}
