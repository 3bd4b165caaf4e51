extension SummaryPartial {
    /// Reads a partial file's whole text (`encoded()`) with a `SummaryPartialDecoder`: the
    /// version, the header and every trace's block checked; `file` names it in the errors
    /// (`SummaryPartialError`: file, line, field, what was expected).
    package static func decode(_ text: String, file: String) throws(SummaryPartialError) -> SummaryPartial {
        var decoder = SummaryPartialDecoder(file: file)
        guard !text.isEmpty else { return try decoder.finish(endsWithLineFeed: false) }
        var lines = PartialFields.lines(text[...])
        let endsWithLineFeed = lines.last == ""
        if endsWithLineFeed { lines.removeLast() }
        for line in lines { try decoder.feed(line) }
        return try decoder.finish(endsWithLineFeed: endsWithLineFeed)
    }
}
