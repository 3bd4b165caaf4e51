import GestureRecognition

/// The options of a run that change what a trace adds through recognition or replay, as a
/// summary partial's `recognition` line keeps them (docs/scale-out.md "Format"): partials made
/// with other values cannot merge into the bytes of one run, so `merge` refuses them, naming the
/// option. An unset option is empty (the trace's own profile, the default configuration).
package struct PartialRecognition: Sendable, Hashable {
    /// `--platform`, the thresholds and `--velocity` as given: the policy each trace's recognition
    /// comes from (`RecognitionPolicy`, the one every command uses).
    package var policy: RecognitionPolicy
    /// `--infer-intents`.
    package var inferIntents: Bool
    /// A digest of the engine configuration (`--config` and `--refresh-hz`, 16 hex digits); nil
    /// for the default configuration.
    package var engineConfiguration: String?

    package init(
        policy: RecognitionPolicy = RecognitionPolicy(), inferIntents: Bool = false, engineConfiguration: String? = nil
    ) {
        self.policy = policy
        self.inferIntents = inferIntents
        self.engineConfiguration = engineConfiguration
    }

    /// The line's fields after `recognition`, in this order, each `NAME=VALUE`.
    static let names = [
        "platform", "tap-slop", "pan-slop", "long-press-ms", "long-press-slop", "swipe-distance", "velocity",
        "infer-intents", "engine-config",
    ]

    /// Each option's value as the line writes it, in the order of `names`.
    var values: [String] {
        [
            policy.platform?.rawValue ?? "", PartialText.number(policy.tapSlop), PartialText.number(policy.panSlop),
            PartialText.number(policy.longPressMs), PartialText.number(policy.longPressSlop),
            PartialText.number(policy.swipeDistance), policy.velocity.rawValue, String(inferIntents),
            engineConfiguration ?? "",
        ]
    }

    /// The `recognition` line, without its line end.
    var line: String {
        (["recognition"] + zip(Self.names, values).map { "\($0)=\($1)" }).joined(separator: "\t")
    }

    /// The first option whose value differs from `other`'s: its name and both values.
    func difference(from other: PartialRecognition) -> (name: String, mine: String, theirs: String)? {
        for (name, (mine, theirs)) in zip(Self.names, zip(values, other.values)) where mine != theirs {
            return (name, mine.isEmpty ? "(unset)" : mine, theirs.isEmpty ? "(unset)" : theirs)
        }
        return nil
    }

    /// Reads the fields of a `recognition` line (after its kind).
    static func read(_ fields: ArraySlice<Substring>, _ at: PartialFields) throws(SummaryPartialError)
        -> PartialRecognition
    {
        guard fields.count == names.count else {
            throw at.fail(
                "a \"recognition\" line has \(fields.count + 1) fields; expected \(names.count + 1)"
                    + " (recognition, then \(names.joined(separator: "=, "))=)")
        }
        var values: [Substring] = []
        for (field, name) in zip(fields, names) {
            guard field.hasPrefix(name + "=") else {
                throw at.fail("expected the option \"\(name)=\", got \"\(PartialFields.shown(field))\"")
            }
            values.append(field.dropFirst(name.count + 1))
        }
        func threshold(_ index: Int) throws(SummaryPartialError) -> Double? {
            try at.number(
                values[index], names[index], in: 0...Double.greatestFiniteMagnitude, "empty or a finite number >= 0")
        }
        var recognition = PartialRecognition()
        if !values[0].isEmpty {
            guard let platform = RecognitionProfile(rawValue: String(values[0])) else {
                throw at.fail(
                    "platform: expected empty or one of \(RecognitionProfile.allCases.map(\.rawValue).joined(separator: ", ")), "
                        + "got \"\(PartialFields.shown(values[0]))\"")
            }
            recognition.policy.platform = platform
        }
        recognition.policy.tapSlop = try threshold(1)
        recognition.policy.panSlop = try threshold(2)
        recognition.policy.longPressMs = try threshold(3)
        recognition.policy.longPressSlop = try threshold(4)
        recognition.policy.swipeDistance = try threshold(5)
        guard let velocity = VelocityStrategy(rawValue: String(values[6])) else {
            throw at.fail(
                "velocity: expected one of \(VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")), "
                    + "got \"\(PartialFields.shown(values[6]))\"")
        }
        recognition.policy.velocity = velocity
        guard values[7] == "true" || values[7] == "false" else {
            throw at.fail("infer-intents: expected true or false, got \"\(PartialFields.shown(values[7]))\"")
        }
        recognition.inferIntents = values[7] == "true"
        let digest = values[8]
        if !digest.isEmpty {
            guard digest.utf8.count == 16,
                digest.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else {
                throw at.fail(
                    "engine-config: expected empty or 16 lowercase hex digits, got \"\(PartialFields.shown(digest))\"")
            }
            recognition.engineConfiguration = String(digest)
        }
        return recognition
    }

    /// The digest `engineConfiguration` holds: FNV-1a (64 bits) of `description`'s UTF-8 bytes, as
    /// 16 lowercase hex digits.
    package static func digest(_ description: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in description.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
