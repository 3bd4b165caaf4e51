/// Which parser turns a line or element into the values the decoders read
/// (`TraceReadOptions.parser`). Both check the text with `StrictJSONParser` first, and both
/// give the same events and the same diagnostics for every input (`ParserDifferentialTests`).
package enum TraceJSONParser: Sendable, Hashable {
    /// The strict walk's own tape (`JSONTape`): one pass over the bytes. The default.
    case strictWalk
    /// The strict walk, then json-c's parse and DOM (`JSONCTokener`): two passes. Kept as the
    /// reference the differential test and the reader fuzz target compare against.
    case jsonc
}

/// One parser of either kind, created once per reader and reused for every line or element.
enum JSONParserInstance {
    case strictWalk(StrictJSONParser)
    case jsonc(JSONCTokener)

    /// Returns nil when json-c cannot allocate a tokener.
    init?(_ choice: TraceJSONParser) {
        switch choice {
        case .strictWalk: self = .strictWalk(StrictJSONParser())
        case .jsonc:
            guard let tokener = JSONCTokener() else { return nil }
            self = .jsonc(tokener)
        }
    }
}
