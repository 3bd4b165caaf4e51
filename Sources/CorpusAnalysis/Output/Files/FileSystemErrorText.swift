import SystemPackage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a failed `FileManager` call says to a user: the system's reason (`Permission denied`),
/// and the path it failed on when it names one (`/data/reports: Permission denied`), rather
/// than the `CocoaError` it throws, which prints as a record of codes.
package enum FileSystemErrorText {
    package static func reason(_ error: any Error) -> String {
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        let system: String
        if let posix = cocoa.underlying as? POSIXError {
            system = Errno(rawValue: posix.code.rawValue).description
        } else {
            system = "error \(cocoa.code.rawValue)"
        }
        guard let path = cocoa.filePath else { return system }
        return "\(path): \(system)"
    }
}
