import CGraphviz
import Foundation

/// How Graphviz reads the DOT it lays out: from memory, with ids for names that do not depend on
/// memory.
///
/// Graphviz 2.43's own id for a named object is the address of its interned name, and it keeps a
/// graph's subgraphs in id order, so the order in which `dot` lays out clusters followed where the
/// names happened to be in memory: the same DOT, two pictures, depending on what the process had
/// allocated before. Here a name's id is its place among the names read (2, 4, 6…; unnamed objects
/// keep odd ids), so clusters are taken in the order the DOT gives them. (Graphviz's own reader,
/// `agmemread`, cannot be given a discipline; `agread` can, with a channel that reads a line at a
/// time as `agmemread`'s does.)
enum GraphvizReading {
    /// The graph in `dot`, or nil when Graphviz cannot read it. The caller closes it (`agclose`).
    static func graph(_ dot: String) -> UnsafeMutablePointer<Agraph_t>? {
        let source = Source(bytes: Array(dot.utf8))
        return withExtendedLifetime(source) { agread(Unmanaged.passUnretained(source).toOpaque(), discipline) }
    }

    /// The bytes read and how far.
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The names a graph has read, by id, and the next id of an unnamed object.
    private final class Names {
        var ids: [String: IDTYPE] = [:]
        var unnamed: IDTYPE = 1
        var names: [UnsafeMutablePointer<CChar>] = []
        deinit { names.forEach { free($0) } }
    }

    /// The discipline: Graphviz's own for memory, and these for ids and reading. Made once and kept
    /// for the process (Graphviz holds the pointer for every graph read with it).
    nonisolated(unsafe) private static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: spots_graphviz_id_discipline())
        ids.pointee.open = { _, _ in Unmanaged.passRetained(Names()).toOpaque() }
        ids.pointee.map = { state, _, string, id, create in
            guard let state, let id else { return 0 }
            let names = Unmanaged<Names>.fromOpaque(state).takeUnretainedValue()
            guard let string else {
                id.pointee = names.unnamed
                names.unnamed += 2
                return 1
            }
            let name = String(cString: string)
            if let known = names.ids[name] {
                id.pointee = known
                return 1
            }
            guard create != 0, let copy = strdup(string) else { return 0 }
            names.names.append(copy)
            let new = IDTYPE(names.names.count * 2)
            names.ids[name] = new
            id.pointee = new
            return 1
        }
        ids.pointee.free = { _, _, _ in }
        ids.pointee.print = { state, _, id in
            guard let state, id % 2 == 0, id > 0 else { return nil }
            let names = Unmanaged<Names>.fromOpaque(state).takeUnretainedValue()
            let index = Int(id / 2) - 1
            return index < names.names.count ? names.names[index] : nil
        }
        ids.pointee.close = { state in
            if let state { Unmanaged<Names>.fromOpaque(state).release() }
        }
        let reading = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        reading.initialize(to: spots_graphviz_io_discipline())
        // A line at a time (the lexer counts them), at most `size` bytes.
        reading.pointee.afread = { channel, buffer, size in
            guard let channel, let buffer, size > 0 else { return 0 }
            let source = Unmanaged<Source>.fromOpaque(channel).takeUnretainedValue()
            var count = 0
            while source.offset < source.bytes.count, count < Int(size) {
                let byte = source.bytes[source.offset]
                buffer[count] = CChar(bitPattern: byte)
                source.offset += 1
                count += 1
                if byte == UInt8(ascii: "\n") { break }
            }
            return Int32(count)
        }
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        discipline.initialize(to: spots_graphviz_discipline())
        discipline.pointee.id = ids
        discipline.pointee.io = reading
        return discipline
    }()
}
