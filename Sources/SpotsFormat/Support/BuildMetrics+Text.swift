import Foundation

extension BuildMetrics {
    /// The metrics as three tables: steps, templates (slowest total first), slowest screens. A
    /// template's, a page's and a file's name are the project's, so each is put in on one line by
    /// the terminal's rule (`TerminalText.oneLine`): a line feed in a file's name forges no row.
    public var text: String {
        var lines = ["Steps (wall time; CPU time on all cores, how many cores that kept busy; peak memory so far):"]
        let stepWidth = max(4, steps.map(\.name.count).max() ?? 0)
        lines.append("  " + Self.pad("step", stepWidth) + "        ms    cpu ms   cores  peak MiB")
        func row(_ name: String, _ milliseconds: Double, _ cpu: Double, _ peak: Double) -> String {
            let cores = milliseconds >= 1 ? String(format: "%.2f", cpu / milliseconds) : ""
            return "  " + Self.pad(name, stepWidth) + Self.right(String(format: "%.1f", milliseconds), 10)
                + Self.right(String(format: "%.1f", cpu), 10) + Self.right(cores, 8) + Self.right(String(format: "%.0f", peak), 10)
        }
        for step in steps { lines.append(row(step.name, step.milliseconds, step.cpuMilliseconds, step.peakMebibytes)) }
        lines.append(
            row(
                "total", steps.reduce(0) { $0 + $1.milliseconds }, steps.reduce(0) { $0 + $1.cpuMilliseconds },
                steps.map(\.peakMebibytes).max() ?? 0))

        lines.append("")
        lines.append("Templates (time on all cores, children not included):")
        let sorted = templates.sorted { ($0.value.nanoseconds, $1.key) > ($1.value.nanoseconds, $0.key) }
        let total = max(1, sorted.reduce(UInt64(0)) { $0 + $1.value.nanoseconds })
        let names = sorted.map { TerminalText.oneLine($0.key) }
        let nameWidth = max(8, names.map(\.count).max() ?? 0)
        lines.append("  " + Self.pad("template", nameWidth) + "     calls    total ms     mean µs   share")
        for (name, (_, time)) in zip(names, sorted) {
            let mean = Double(time.nanoseconds) / Double(max(1, time.calls)) / 1_000
            lines.append(
                "  " + Self.pad(name, nameWidth) + Self.right(String(time.calls), 10)
                    + Self.right(String(format: "%.1f", Double(time.nanoseconds) / 1e6), 12) + Self.right(String(format: "%.1f", mean), 12)
                    + Self.right(String(format: "%.0f%%", 100 * Double(time.nanoseconds) / Double(total)), 8))
        }
        if sorted.isEmpty { lines.append("  (no template was rendered)") }

        lines.append("")
        lines.append("Slowest screens (rendered and checked):")
        let routes = slowestScreens.map { TerminalText.oneLine($0.route) }
        let routeWidth = max(4, routes.map(\.count).max() ?? 0)
        lines.append("        ms   items  " + Self.pad("page", routeWidth) + "  screen")
        for (route, screen) in zip(routes, slowestScreens) {
            lines.append(
                Self.right(String(format: "%.2f", Double(screen.nanoseconds) / 1e6), 10) + Self.right(String(screen.items), 8) + "  "
                    + Self.pad(route, routeWidth) + "  " + TerminalText.oneLine(screen.file))
        }
        if slowestScreens.isEmpty { lines.append("  (no screen was rendered)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func right(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
