/// JSON Merge Patch (RFC 7396) on positioned JSON: how a variant (`home~empty.json`) is laid over
/// its screen (`home.json`). Members of an object patch are merged key by key, `null` removes a
/// key, and anything else (arrays included) replaces the target. Every node keeps the location it
/// has in the file it comes from.
package enum JSONMergePatch {
    /// `target` with `patch` applied.
    package static func apply(_ patch: JSONNode, to target: JSONNode) -> JSONNode {
        guard case .object(let patchMembers) = patch.value else { return patch }
        var members: [JSONMember]
        if case .object(let targetMembers) = target.value { members = targetMembers } else { members = [] }
        for member in patchMembers {
            let index = members.firstIndex { $0.key == member.key }
            if member.node.value == .null {
                members.removeAll { $0.key == member.key }
            } else if let index {
                members[index].node = apply(member.node, to: members[index].node)
            } else {
                let added = apply(member.node, to: JSONNode(.object([]), at: member.node.location, keyLocation: member.keyLocation))
                members.append(JSONMember(key: member.key, keyLocation: member.keyLocation, node: added))
            }
        }
        return JSONNode(.object(members), at: mergedLocation(target, patch), keyLocation: target.keyLocation)
    }

    private static func mergedLocation(_ target: JSONNode, _ patch: JSONNode) -> SourceLocation {
        if case .object = target.value { return target.location }
        return patch.location
    }

    /// The JSON paths (`components`, `data.people`) whose values come from `patch` when it is
    /// applied to `target`: everything at or under them was written in the patch.
    package static func patchedPaths(_ patch: JSONNode, over target: JSONNode?, path: String = "") -> [String] {
        guard case .object(let members) = patch.value else { return [path] }
        var paths: [String] = []
        for member in members where member.node.value != .null {
            let memberPath = joinPath(path, member.key)
            if case .object = member.node.value, let existing = target?.value[member.key], case .object = existing.value {
                paths += patchedPaths(member.node, over: existing, path: memberPath)
            } else {
                paths.append(memberPath)
            }
        }
        return paths
    }

    /// Whether `path` lies at or under one of `paths`.
    package static func isUnder(_ path: String, _ paths: [String]) -> Bool {
        paths.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
    }
}
