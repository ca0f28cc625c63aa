/// The attributes the checks read, in any case: an element's `id`, the address of an `href` or
/// `src`, and the other addresses a browser follows (`xlink:href`, whatever its prefix).
enum CheckedAttribute {
    case id, reference, source, sourceList, sourceWords

    /// The attribute named `name`, or nil for one the checks do not read; `prefixed` when its
    /// prefix has no namespace declared (`xlink:href` in an `svg` without `xmlns:xlink`).
    init?(_ name: UnsafePointer<UInt8>, prefixed: Bool) {
        // Every attribute of every page comes here: compared in place, any case, no copy.
        func named(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            for index in 0..<count where name[index] | 0x20 != text.utf8Start[index] { return false }
            return name[count] == 0
        }
        if prefixed {
            guard named("href") else { return nil }
            self = .source
            return
        }
        switch name[0] | 0x20 {
        case UInt8(ascii: "i"):
            if named("id") {
                self = .id
            } else if named("icon") {
                self = .source
            } else if named("imagesrcset") {
                self = .sourceList
            } else {
                return nil
            }
        case UInt8(ascii: "h"): if named("href") { self = .reference } else { return nil }
        case UInt8(ascii: "s"):
            if named("src") { self = .reference } else if named("srcset") { self = .sourceList } else { return nil }
        case UInt8(ascii: "p"):
            if named("poster") { self = .source } else if named("ping") { self = .sourceWords } else { return nil }
        case UInt8(ascii: "d"): if named("data") { self = .source } else { return nil }
        case UInt8(ascii: "a"): if named("action") { self = .source } else { return nil }
        case UInt8(ascii: "f"): if named("formaction") { self = .source } else { return nil }
        case UInt8(ascii: "b"): if named("background") { self = .source } else { return nil }
        case UInt8(ascii: "c"): if named("cite") { self = .source } else { return nil }
        case UInt8(ascii: "l"): if named("longdesc") { self = .source } else { return nil }
        case UInt8(ascii: "m"): if named("manifest") { self = .source } else { return nil }
        default: return nil
        }
    }
}
