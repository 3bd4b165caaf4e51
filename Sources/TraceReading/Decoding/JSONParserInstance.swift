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
