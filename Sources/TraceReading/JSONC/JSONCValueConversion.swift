import TraceModel

extension JSONReadableValue {
    /// The value as a `JSONValue`, objects keeping their keys in file order; integers become
    /// `Double`s. A NaN or infinite number anywhere inside is rejected (`notFinite`), since it
    /// could not be written back as JSON; `path` names the value in that message.
    func jsonValue(subject: String, path: String) throws(FieldError) -> JSONValue {
        switch kind {
        case .null: return .null
        case .bool: return .bool(bool)
        case .integer:
            let n = int64
            if n == Int64.max, uint64 > UInt64(Int64.max) { return .number(Double(uint64)) }
            return .number(Double(n))
        case .double:
            let d = double
            guard d.isFinite else {
                throw FieldError(
                    .notFinite, field: path,
                    "\(subject): field \"\(path)\": expected a finite number, found \(numberText(d))")
            }
            return .number(d)
        case .string: return .string(string)
        case .array:
            var items: [JSONValue] = []
            items.reserveCapacity(arrayCount)
            try forEachElement { (element: Self) throws(FieldError) in
                items.append(try element.jsonValue(subject: subject, path: "\(path)[\(items.count)]"))
            }
            return .array(items)
        case .object:
            return .object(try members(subject: subject, pathPrefix: path + ".", excluding: { _ in false }))
        }
    }

    /// The members of an object in file order, as `JSONMember`s, leaving out the keys
    /// `excluding` names (for example an event's `type` and `t`).
    func members(
        subject: String, pathPrefix: String,
        excluding: (UnsafeRawBufferPointer) -> Bool
    ) throws(FieldError) -> [JSONMember] {
        var members: [JSONMember] = []
        try forEachMember { (name: UnsafeRawBufferPointer, value: Self) throws(FieldError) in
            guard !excluding(name) else { return }
            let key = String(decoding: name, as: UTF8.self)
            members.append(
                JSONMember(
                    key, try value.jsonValue(subject: subject, path: pathPrefix + MessageQuoting.pathComponent(key))))
        }
        return members
    }
}
