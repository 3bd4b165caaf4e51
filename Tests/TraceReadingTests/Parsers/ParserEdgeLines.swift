/// Hand-written lines where the two parsers (the strict walk's tape and json-c) could most easily
/// disagree: numbers at the limits of 64-bit integers and of Double, escaped strings and member
/// names, free fields of unknown types, `null` members, and texts the strict walk rejects.
enum ParserEdgeLines {
    /// Number tokens, each used as `x`, `id`, `t`, a free field and a header value.
    static let numbers = [
        "0", "-0", "1", "-1", "0.0", "-0.0", "3.0", "1e3", "1E2", "1e+2", "1.5E-3", "-2.5e-3",
        "123456789012345678", "9223372036854775806", "9223372036854775807", "9223372036854775808",
        "-9223372036854775807", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "99999999999999999999", "9.3e18", "1e19", "9223372036854775807.0",
        "1e308", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e309",
        "-1e309", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400", "-1e-400",
        "2.2250738585072011e-308", "2.2250738585072014e-308", "0.1", "0.30000000000000004",
        "0.1000000000000000055511151231257827021181583404541015625",
        "1" + String(repeating: "0", count: 400), "0." + String(repeating: "0", count: 300) + "1",
        "1." + String(repeating: "9", count: 500), "4503599627370496.5", "9007199254740993",
        "1e-7", "123.456e2", "01", "1.", ".5", "+1", "NaN", "Infinity", "-Infinity", "0x10", "1e", "-",
    ]

    /// Strings, each used as a `target`, a marker `name`, a free field value and a phase.
    static let strings = [
        #""plain""#, #""a\"b""#, #""back\\slash""#, #""\/""#, #""\b\f\n\r\t""#, #""\u00e9""#, #""é""#,
        #""\ud83d\ude00""#, #""😀""#, #""\u0000""#, #""nul\u0000inside""#, #""\ud83d""#, #""\ude00""#,
        #""\u0062egan""#, #""began""#, #""\u0041\u0042""#, #""\x41""#, "\"tab\traw\"", #""""#,
        "\"" + String(repeating: "long ", count: 100) + "\"",
        "\"" + String(repeating: #"esc\u00e9\n\""#, count: 40) + "\"",
    ]

    /// Whole event lines.
    static let events = [
        #"{"type":"touch","t":1,"id":1,"phase":"began","x":1,"y":2}"#,
        #"{"\u0074ype":"touch","\u0074":1,"id":1,"phase":"began","x":1,"y":2}"#,
        #"{"type":"tou\u0063h","t":1,"id":1,"phase":"\u0062egan","\u0078":1,"y":2}"#,
        #"{"type":"touch","t":1,"id":1,"phase":"began","x":null,"y":2}"#,
        #"{"type":"touch","t":1,"id":1,"phase":"began","x":1,"y":2,"force":null,"target":null}"#,
        #"{"type":"touch","t":null,"id":1,"phase":"began","x":1,"y":2}"#,
        #"{"type":"touch","t":1,"id":null,"phase":"began","x":1,"y":2}"#,
        #"{"type":"touch","t":1,"id":1,"phase":"began","x":1,"y":2,"coalesced":[{"t":1}]}"#,
        #"{"type":"touch","t":1,"id":"1","phase":"began","x":"1","y":2}"#,
        #"{"type":"touch","t":1,"id":1,"phase":"began","x":1,"y":2,"predicted":"yes"}"#,
        #"{"type":"custom","t":1,"a":{"b":[1,2.5,{"c":null}],"d":"x"},"e":[],"f":{},"g":true}"#,
        #"{"type":"c\u00fcstom","t":1,"n\u00e4me":"\ud83d\ude00","k\"ey":[[[]]],"":0}"#,
        #"{"type":"custom","t":1,"a long name with an \u00e9scape in it":{"and \"another\" one, longer":1}}"#,
        #"{"type":"custom","t":1,"deep":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#,
        #"{"type":"custom","t":1,"deep":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#,
        #"{"type":"marker","t":1,"name":"m","name2":"\u0000","v":[1e308,-0,0.5]}"#,
        #"{"type":"marker","t":1,"name":null}"#,
        #"{"type":"transition","t":1,"id":"a","event":"progress","progress":1.0000000000000002}"#,
        #"{"type":"transition","t":1,"id":"a","event":"began","interactive":1}"#,
        #"{"type":"intent","t":1,"id":"i","goal":"open","target":"\u00e9"}"#,
        #"{"type":"frame","t":1,"target":1e309}"#,
        #"{"type":"header","t":1}"#, #"{"type":7,"t":1}"#, #"{"t":1}"#, #"{}"#, #"[]"#, #"[1,2]"#, "5", #""s""#,
        "null", "true", #"{"type":"touch","t":1,"t":2}"#, #"{"type":"touch","\u0074":1,"t":2}"#,
        #"{"type":"touch","t":1,}"#, #"{"type":"touch" "t":1}"#, #"{'type':"touch"}"#, #"{"type":"x","t":1} x"#,
        #"{"type":"x","t":1,"v":[1,]}"#, #"{"type":"x","t":1,"v":"\q"}"#, #"{"type":"x","t":1"#, "   ", "{",
    ]

    /// Header lines (the first line of a JSON Lines trace, or the document's `header`).
    static let headers = [
        #"{"type":"header","format":"gesture-trace","version":1}"#,
        #"{"\u0074ype":"h\u0065ader","format":"gesture-\u0074race","version":1.0}"#,
        #"{"type":"header","format":"gesture-trace","version":9223372036854775808}"#,
        #"{"type":"header","format":"gesture-trace","version":-9223372036854775808}"#,
        #"{"type":"header","format":"gesture-trace","version":1,"clock":"\u0073"}"#,
        #"{"type":"header","format":"gesture-trace","version":1,"device":{"refreshHz":1e309}}"#,
        #"{"type":"header","format":"gesture-trace","version":1,"screen":{"width":-0,"height":null}}"#,
        #"{"type":"header","format":"gesture-trace","version":1,"meta":{"a":[1,{"b":-0.0}],"\u00e9":"\u0000"}}"#,
        #"{"type":"header","format":"gesture-trace","version":1,"meta":[1]}"#,
        #"{"type":"header","format":"gesture-trace","version":1,"meta":{"v":1e309}}"#,
        #"{"type":"header","format":"gesture-trace"}"#, #"{"type":"event"}"#, "[]", "1", "{",
    ]

    /// Every line above, as the text of one JSON Lines trace each (a header, then one event).
    static var traces: [String] {
        let header = headers[0]
        var texts = headers.map { $0 + "\n" + #"{"type":"marker","t":1,"name":"m"}"# + "\n" }
        texts += events.map { header + "\n" + $0 + "\n" }
        for number in numbers {
            texts.append(
                header + "\n"
                    + #"{"type":"touch","t":\#(number),"id":\#(number),"phase":"began","x":\#(number),"y":0}"# + "\n"
                    + #"{"type":"custom","t":1e10,"v":\#(number),"w":[\#(number)]}"# + "\n")
            texts.append(
                #"{"type":"header","format":"gesture-trace","version":1,"meta":{"v":\#(number)},"#
                    + #""device":{"refreshHz":\#(number)}}"# + "\n")
        }
        for string in strings {
            texts.append(
                header + "\n" + #"{"type":"touch","t":1,"id":1,"phase":\#(string),"x":0,"y":0,"target":\#(string)}"#
                    + "\n" + #"{"type":"marker","t":2,"name":\#(string),"v":{"s":\#(string)}}"# + "\n"
                    + #"{"type":\#(string),"t":3,"v":\#(string)}"# + "\n")
        }
        return texts
    }
}
