import SpotsFormat

extension [Diagnostic] {
    /// These problems, each given the name of the step that found them (those given it already,
    /// as a page's problems are on the core that rendered the page, are not copied again).
    package func tagged(_ step: String) -> [Diagnostic] {
        guard contains(where: { $0.step != step }) else { return self }
        var tagged = self
        for index in tagged.indices where tagged[index].step != step { tagged[index].step = step }
        return tagged
    }
}
