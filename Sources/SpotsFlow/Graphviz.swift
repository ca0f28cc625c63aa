import CGraphviz
import Foundation
import SpotsFormat

/// Graphviz, the one file that calls it: lays out a graph in DOT with `dot` and gives the layout
/// as Graphviz's JSON (`-Tjson0`: every node's `pos`, every edge's spline and label position,
/// every cluster's `bb`). Graphviz is not thread-safe: one layout at a time.
///
/// The DOT it is given has no text for Graphviz to measure (`FlowDot` gives every node and label a
/// fixed size), so the layout does not depend on the fonts a machine has, and it is read with names
/// that do not depend on memory (`GraphvizReading`): the same graph gives the same bytes on any
/// machine with the same Graphviz, from run to run.
package enum Graphviz {
    /// Why a layout failed.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    private static let lock = NSLock()

    /// The one Graphviz context, made on first use and kept for the process: Graphviz 2.43 can free
    /// a pointer it does not own when contexts are made and freed again and again.
    nonisolated(unsafe) private static var shared: OpaquePointer?

    /// The shared context (the lock held).
    private static func context() -> OpaquePointer? {
        if shared == nil { shared = gvContext() }
        return shared
    }

    /// The layout of `dot` as JSON.
    static func layout(_ dot: String) -> Result<[UInt8], Failure> {
        lock.lock()
        defer { lock.unlock() }
        // Warnings and errors are not printed: the DOT is spots-site's own, and a failure is returned.
        agseterr(AGMAX)
        guard let context = context() else { return .failure(Failure(description: "Graphviz could not start")) }
        guard let graph = GraphvizReading.graph(dot) else {
            return .failure(Failure(description: "Graphviz could not read the graph"))
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else {
            return .failure(Failure(description: "Graphviz's dot could not lay out the graph (is its dot layout plugin installed?)"))
        }
        defer { gvFreeLayout(context, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "json0", &data, &length) == 0, let data else {
            return .failure(Failure(description: "Graphviz could not write the layout as JSON (is its core plugin installed?)"))
        }
        defer { gvFreeRenderData(data) }
        return .success(data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) })
    }

    /// The version of the Graphviz it runs with (`2.43.0`), for `--version`.
    static let version: String = {
        lock.lock()
        defer { lock.unlock() }
        guard let context = context() else { return "unknown" }
        return gvcVersion(context).map { String(cString: $0) } ?? "unknown"
    }()
}
