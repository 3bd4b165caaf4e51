#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Linux `renameat2(2)` with `RENAME_NOREPLACE` or `RENAME_EXCHANGE`, looked up at run time (Swift's
/// Glibc module does not declare it). Where the C library lacks it, every call fails with `ENOSYS`,
/// and callers fall back to a plain `rename(2)` after a check (docs/output-safety.md).
package enum RenameAt2 {
    /// Fails with `EEXIST` instead of replacing an existing target.
    package static let noReplace: UInt32 = 1 << 0
    /// Swaps the two paths in one step (both must exist).
    package static let exchange: UInt32 = 1 << 1

    private typealias Function =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) ->
        Int32

    nonisolated(unsafe) private static let function: Function? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// Renames `from` to `to` with `flags`; nil on success, else the `errno` (`ENOSYS` without the call).
    package static func rename(_ from: String, _ to: String, flags: UInt32) -> Int32? {
        guard let function else { return ENOSYS }
        return function(AT_FDCWD, from, AT_FDCWD, to, flags) == 0 ? nil : errno
    }
}
