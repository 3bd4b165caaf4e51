internal import CJSONC

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A borrowed view of one `json_object` (a NULL pointer is JSON `null`, as in json-c).
///
/// It does not own a reference: `JSONCTokener` keeps the root of its last parse and releases it
/// (`json_object_put`, which frees the whole tree) at its next parse. Members and elements stay
/// valid as long as their root. The reference source of `JSONReadableValue`.
struct JSONCObject: JSONReadableValue {
    let pointer: OpaquePointer?

    init(_ pointer: OpaquePointer?) { self.pointer = pointer }

    /// json-c represents JSON `null` as a NULL pointer.
    static var null: JSONCObject { JSONCObject(nil) }

    var kind: JSONValueKind {
        switch json_object_get_type(pointer) {
        case json_type_boolean: .bool
        case json_type_int: .integer
        case json_type_double: .double
        case json_type_string: .string
        case json_type_object: .object
        case json_type_array: .array
        default: .null
        }
    }

    /// The member `key` of an object: nil when absent (or when this is not an object); a member
    /// whose value is `null` is present, with kind `.null`. `key` must be a literal (it is passed
    /// to C as a NUL-terminated string without copying).
    @inline(__always)
    func member(_ key: StaticString) -> JSONCObject? {
        var value: OpaquePointer?
        let found = withCString(key) { json_object_object_get_ex(pointer, $0, &value) }
        return found != 0 ? JSONCObject(value) : nil
    }

    /// The number as a Double (integers converted); call only when `kind.isNumber`.
    var double: Double { json_object_get_double(pointer) }

    /// The integer, saturated by json-c to Int64's range; call only when `kind == .integer`.
    var int64: Int64 { json_object_get_int64(pointer) }

    /// The integer as json-c's unsigned reading (distinguishes 2^63-1 from larger values).
    var uint64: UInt64 { json_object_get_uint64(pointer) }

    var bool: Bool { json_object_get_boolean(pointer) != 0 }

    /// The bytes of a string (UTF-8, not NUL-terminated in the count), valid as long as the root.
    var stringBytes: UnsafeRawBufferPointer {
        guard let chars = json_object_get_string(pointer) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: chars, count: Int(json_object_get_string_len(pointer)))
    }

    /// The string as a Swift `String`; only for values that are kept as strings.
    var string: String { String(decoding: stringBytes, as: UTF8.self) }

    /// Whether this string equals `literal`, compared as bytes (no Swift `String` is created).
    @inline(__always)
    func stringEquals(_ literal: StaticString) -> Bool {
        let bytes = stringBytes
        return literal.withUTF8Buffer { expected in
            guard bytes.count == expected.count else { return false }
            guard let base = bytes.baseAddress, let expectedBase = expected.baseAddress else { return true }
            return memcmp(base, expectedBase, expected.count) == 0
        }
    }

    var arrayCount: Int { Int(json_object_array_length(pointer)) }

    func forEachElement<E: Error>(_ body: (JSONCObject) throws(E) -> Void) throws(E) {
        for index in 0..<arrayCount { try body(JSONCObject(json_object_array_get_idx(pointer, index))) }
    }

    /// Calls `body` with each member's key (UTF-8, json-c's NUL-terminated copy) and value, in file
    /// order (json-c keeps insertion order; a repeated key keeps its first position and last value,
    /// but the strict walk rejects repeated keys first).
    /// Walks json-c's entry list as its `json_object_object_foreach` macro does: no calls, no
    /// hashing.
    @inline(__always)
    func forEachMember<E: Error>(_ body: (UnsafeRawBufferPointer, JSONCObject) throws(E) -> Void) throws(E) {
        guard let pointer, json_object_get_type(pointer) == json_type_object,
            let table = json_object_get_object(pointer)
        else { return }
        var entry = lh_table_head(table)
        while let current = entry {
            if let name = lh_entry_k(current) {
                let key = UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self)))
                try body(key, JSONCObject(OpaquePointer(lh_entry_v(current))))
            }
            entry = lh_entry_next(current)
        }
    }
}

/// Calls `body` with `literal` as a NUL-terminated C string, without allocating.
///
/// A one-character literal is stored by Swift as a single Unicode scalar with no pointer, so it
/// is copied to a two-byte stack buffer; such keys must be ASCII (every key of format v1 is).
@inline(__always)
func withCString<R>(_ literal: StaticString, _ body: (UnsafePointer<CChar>) -> R) -> R {
    if literal.hasPointerRepresentation {
        // String literals are emitted NUL-terminated.
        return UnsafeRawPointer(literal.utf8Start).withMemoryRebound(
            to: CChar.self, capacity: literal.utf8CodeUnitCount + 1, body)
    }
    var pair: (UInt8, UInt8) = (UInt8(truncatingIfNeeded: literal.unicodeScalar.value), 0)
    return withUnsafeBytes(of: &pair) { body($0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
}
