import Testing
import TraceModel

@Suite("Trailing spaces of a text line")
struct TrailingSpacesTests {
    @Test(
        "only trailing U+0020 goes; inner spaces, tabs and other characters stay",
        arguments: [
            ("legacy   fluid    ", "legacy   fluid"), ("   ", ""), ("", ""), ("no spaces", "no spaces"),
            ("tab\t ", "tab\t"), ("  lead", "  lead"), ("café  ", "café"), ("e\u{301} ", "e\u{301}"),
            ("nbsp\u{00A0}", "nbsp\u{00A0}"), ("🧑‍💻 x  ", "🧑‍💻 x"),
        ])
    func removed(text: String, expected: String) {
        #expect(text.trailingSpacesRemoved == expected)
        // As the character-by-character rule gives it.
        var slow = text
        while slow.last == " " { slow.removeLast() }
        #expect(text.trailingSpacesRemoved == slow)
    }
}
