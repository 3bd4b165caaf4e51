#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of files the process may open (`RLIMIT_NOFILE`), which bounds its connections and
/// open sessions (`EndpointLimits.fitted(toDescriptors:)`).
package enum DescriptorLimit {
    /// Raises the soft limit to the hard one where allowed, and returns the soft limit then in force.
    package static func raised() -> Int {
        #if os(Linux)
        let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var wanted = limit
            wanted.rlim_cur = min(limit.rlim_max, 1 << 20)
            if setrlimit(resource, &wanted) == 0 { limit = wanted }
        }
        return Int(min(limit.rlim_cur, 1 << 20))
    }
}
