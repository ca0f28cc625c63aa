/// One named step of a build, run in order over the build's state.
struct BuildStep: Sendable {
    let name: String
    let body: @Sendable (inout BuildContext) throws -> String
}

/// What the steps share while a site builds.
struct BuildContext {
    let options: BuildOptions
    var content = LoadedContent()
    var templates = TemplateSet()
    var site = RenderedSite()
    var diagnostics: [Diagnostic] = []
}
