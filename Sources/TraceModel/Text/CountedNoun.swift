/// A count and its noun, the noun plural unless the count is one: "1 trace", "2 traces",
/// "0 traces". For the counts in console lines; the nouns it is given take a plain "s".
package func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
