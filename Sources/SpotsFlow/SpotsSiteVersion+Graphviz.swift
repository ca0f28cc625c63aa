import SpotsFormat
import SpotsRender

extension SpotsSiteVersion {
    /// What `--version` prints: the version, and those of the C libraries it runs with, Graphviz
    /// among them (found on the system when it starts, not when it was built).
    package static var withLibraries: String {
        String(description.dropLast()) + ", graphviz \(Graphviz.version))"
    }
}
