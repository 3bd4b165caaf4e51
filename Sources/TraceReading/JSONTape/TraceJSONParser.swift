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
