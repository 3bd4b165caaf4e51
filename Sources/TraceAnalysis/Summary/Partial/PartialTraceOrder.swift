/// The order of traces in a summary partial and in everything merged from partials
/// (docs/scale-out.md "Order"): by path, compared component by component ("/"-separated) as
/// bytes, which is the order `analyze FOLDER` walks a folder in (`TracePathCollector`: each
/// folder's entries sorted by name, depth first). Equal paths (a trace given twice) are ordered
/// by their encoded share, so that any grouping and order of partials gives the same bytes.
package enum PartialTraceOrder {
    /// Whether the trace at `a` comes before the one at `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?):
                if x == y { continue }
                // The separator sorts before every other byte: "a/b" (in folder a) before "a-b".
                return rank(x) < rank(y)
            }
        }
    }

    private static func rank(_ byte: UInt8) -> Int { byte == UInt8(ascii: "/") ? -1 : Int(byte) }
}
