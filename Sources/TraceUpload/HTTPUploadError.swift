/// The server refused a chunk for good (or the retries ran out, `status` 0): its status and message.
public struct HTTPUploadError: Error, CustomStringConvertible {
    public var status: Int
    public var message: String

    public var description: String { "upload failed (HTTP \(status)): \(message)" }
}
