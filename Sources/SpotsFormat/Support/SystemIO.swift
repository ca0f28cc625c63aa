#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)` and `write(2)` by names that Swift methods called `read` and `write` do not hide,
/// on Linux and macOS alike.
#if canImport(Glibc)
package let systemRead = Glibc.read
package let systemWrite = Glibc.write
#elseif canImport(Darwin)
package let systemRead = Darwin.read
package let systemWrite = Darwin.write
#endif
