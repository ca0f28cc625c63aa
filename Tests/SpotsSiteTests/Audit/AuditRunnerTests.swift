import Testing

@testable import SpotsAudit
@testable import SpotsRender

/// The order a page's contexts are measured in: each context once, and a colour scheme changed as
/// and a direction seldom as they can be (each change makes the browser recalculate every element's style).
@Suite struct AuditRunnerTests {
    @Test func eachRunOfAWidthAndDirectionStartsWithTheSchemeTheLastEndedWith() {
        let contexts = AuditContext.everyDefault.filter { $0.text == .pseudo }
        let order = AuditRunner.visitingOrder(contexts)
        #expect(order.sorted() == Array(contexts.indices), "each context once")
        let visited = order.map { contexts[$0] }
        let schemes = visited.map(\.scheme.rawValue)
        #expect(
            schemes.prefix(9) == ["light", "dark", "high-contrast", "high-contrast", "dark", "light", "light", "dark", "high-contrast"])
        let changes = zip(visited, visited.dropFirst()).count { $0.scheme != $1.scheme }
        #expect(changes == 12, "two changes in each of the six runs of a width and direction, none between them")
        // Widths stay in their order; each width's directions start with the one the last ended with.
        #expect(visited.map(\.width) == contexts.map(\.width))
        let directions = zip(visited, visited.dropFirst()).count { $0.direction != $1.direction }
        #expect(directions == 3, "right to left, back at 768 px, right to left again at 1280 px")
        let layouts = zip(visited, visited.dropFirst()).count { ($0.width, $0.direction) != ($1.width, $1.direction) }
        #expect(layouts == 5)
    }

    @Test func chosenContextsAreTakenAsTheyCome() {
        let one = [AuditContext(width: 375, scheme: .dark)]
        #expect(AuditRunner.visitingOrder(one) == [0])
        #expect(AuditRunner.visitingOrder([]) == [])
        // Light and dark only: the second run starts with dark.
        let two = AuditContext.all(widths: [375, 768], schemes: [.light, .dark], directions: [.asWritten], texts: [.asWritten])
        #expect(AuditRunner.visitingOrder(two).map { two[$0].scheme } == [.light, .dark, .dark, .light])
    }
}
