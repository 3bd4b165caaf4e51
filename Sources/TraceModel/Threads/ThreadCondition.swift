#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock with a condition variable over POSIX's: the part of Foundation's `NSCondition` this
/// package uses (`ParallelMap`), without Foundation (see `ThreadLock`). As with any condition
/// variable, `wait()` may return without a signal: callers wait in a loop over their predicate.
public final class ThreadCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let variable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(variable, nil)
    }

    deinit {
        pthread_cond_destroy(variable)
        pthread_mutex_destroy(mutex)
        variable.deallocate()
        mutex.deallocate()
    }

    public func lock() {
        pthread_mutex_lock(mutex)
    }

    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Releases the lock, sleeps until signalled, and takes the lock again; call it holding the lock.
    public func wait() {
        pthread_cond_wait(variable, mutex)
    }

    /// Wakes one waiting thread.
    public func signal() {
        pthread_cond_signal(variable)
    }

    /// Wakes every waiting thread.
    public func broadcast() {
        pthread_cond_broadcast(variable)
    }
}
