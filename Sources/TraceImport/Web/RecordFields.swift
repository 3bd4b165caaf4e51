import TraceModel

/// Reads the fields of one web log record, throwing an `ImportError` that names the record's
/// line, the field's column (where its key appears on that line) and what was expected.
struct RecordFields {
    var record: JSONRecord
    var file: String
    /// A path in front of field names in messages (`touchPoints[1].`).
    var prefix = ""
    /// The object read (the record itself, or one of its members).
    var object: JSONValue

    init(_ record: JSONRecord, file: String) {
        self.record = record
        self.file = file
        self.object = record.value
    }

    /// The fields of a member object (`params`, a touch point), named `path` in messages.
    func nested(_ value: JSONValue, path: String) -> RecordFields {
        var fields = self
        fields.object = value
        fields.prefix = path + "."
        return fields
    }

    func error(_ key: String, _ message: String) -> ImportError {
        var column = record.column
        if let range = record.text.firstRange(of: "\"\(key)\"") {
            column += record.text.distance(from: record.text.startIndex, to: range.lowerBound)
        }
        return ImportError(file: file, line: record.line, column: column, message: message)
    }

    func has(_ key: String) -> Bool { object[key] != nil && object[key] != .null }

    func string(_ key: String) throws(ImportError) -> String {
        guard let value = object[key] else { throw error(key, "missing field `\(prefix)\(key)` (a string)") }
        guard let string = value.stringValue else {
            throw error(key, "`\(prefix)\(key)` must be a string, found \(value.summary)")
        }
        return string
    }

    func number(_ key: String) throws(ImportError) -> Double {
        guard let value = object[key] else { throw error(key, "missing field `\(prefix)\(key)` (a number)") }
        guard let number = value.numberValue, number.isFinite else {
            throw error(key, "`\(prefix)\(key)` must be a finite number, found \(value.summary)")
        }
        return number
    }

    func optionalNumber(_ key: String) throws(ImportError) -> Double? {
        has(key) ? try number(key) : nil
    }

    /// A coordinate, force or radius: a number within the trace format's range (|v| <= 1e6).
    func coordinate(_ key: String) throws(ImportError) -> Double {
        let value = try number(key)
        guard ImportRanges.isCoordinate(value) else {
            throw error(
                key,
                "`\(prefix)\(key)` must be within -1e6 to 1e6 (the trace format's range), found "
                    + JSONValue.number(value).summary)
        }
        return value
    }

    func optionalCoordinate(_ key: String) throws(ImportError) -> Double? {
        has(key) ? try coordinate(key) : nil
    }

    func integer(_ key: String) throws(ImportError) -> Int {
        let value = try number(key)
        guard value == value.rounded(), abs(value) < 9e15 else {
            throw error(key, "`\(prefix)\(key)` must be an integer, found \(JSONValue.number(value).summary)")
        }
        return Int(value)
    }

    /// A time field as integer microseconds (its value x `perUnit`, rounded), so that
    /// differences carry no floating-point noise. The time must be from 0 to the trace format's
    /// 4e12 ms (about 126 years: every Unix-epoch time until 2096), which also keeps it in Int64.
    func microseconds(_ key: String, perUnit: Double, unit: String) throws(ImportError) -> Int64 {
        let value = try number(key)
        let largest = ImportRanges.maximumAbsoluteTimeMilliseconds * 1000 / perUnit
        guard value >= 0, value <= largest else {
            throw error(
                key,
                "`\(prefix)\(key)` must be a time from 0 to \(JSONValue.number(largest).summary) \(unit) "
                    + "(the trace format's range), found \(JSONValue.number(value).summary)")
        }
        return Int64((value * perUnit).rounded())
    }
}
