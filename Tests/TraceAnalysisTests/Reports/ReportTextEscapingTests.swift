import Testing
import TraceAnalysis

/// The page's two escapes of user text (trace paths, targets): HTML content and attribute values,
/// and paths as shell words in the commands the page quotes.
@Suite("Report text escaping")
struct ReportTextEscapingTests {
    @Test("HTML: the five specials become entities, everything else is kept byte for byte")
    func html() {
        #expect(ReportHTML.escape("traces/a.jsonl") == "traces/a.jsonl")
        #expect(ReportHTML.escape("") == "")
        #expect(
            ReportHTML.escape("<a href=\"x\">Tom & 'Jerry'</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(ReportHTML.escape("café/日本/👍🏽.jsonl") == "café/日本/👍🏽.jsonl")
        // A combining mark after a special makes one Character of the two: the special is
        // still escaped, the mark kept.
        #expect(ReportHTML.escape("\"\u{301}<\u{301}'\u{20DD}") == "&quot;\u{301}&lt;\u{301}&#39;\u{20DD}")
    }

    @Test("shell words: safe paths as they are, others single-quoted with each quote escaped")
    func shell() {
        #expect(ReportHTML.shellQuoted("traces/open-dismiss_1.jsonl") == "traces/open-dismiss_1.jsonl")
        #expect(ReportHTML.shellQuoted("a+b,c:d=e@f.json") == "a+b,c:d=e@f.json")
        #expect(ReportHTML.shellQuoted("") == "''")
        #expect(ReportHTML.shellQuoted("my traces/a.jsonl") == "'my traces/a.jsonl'")
        #expect(ReportHTML.shellQuoted("it's.jsonl") == "'it'\\''s.jsonl'")
        #expect(ReportHTML.shellQuoted("café.jsonl") == "'café.jsonl'")
        #expect(ReportHTML.shellQuoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
        // A quote joined to a combining mark is still a quote to the shell: it is escaped.
        #expect(ReportHTML.shellQuoted("a'\u{301}b") == "'a'\\''\u{301}b'")
    }
}
