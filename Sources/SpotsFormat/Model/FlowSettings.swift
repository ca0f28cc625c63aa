/// `site.json`'s `flow`: whether the build draws the app's map (`flow/`) and which checks of the
/// navigation graph it runs. `"flow": false` leaves the map out and keeps the checks;
/// `{ "map": true, "orphan": true, "unreachable": true, "deadEnd": false }` chooses each.
package struct FlowSettings: Sendable, Equatable {
    /// Whether the build makes the map at `flow/` (`--no-flow` also leaves it out).
    package var map = true
    /// Whether a screen nothing leads to is reported (`orphan-screen`).
    package var orphan = true
    /// Whether a screen with no path from the home screen is reported (`unreachable-screen`).
    package var unreachable = true
    /// Whether a screen with no way out is noted (`dead-end-screen`).
    package var deadEnd = true

    package init() {}

    /// The keys of the object form, in the order the docs list them.
    package static let keys = ["map", "orphan", "unreachable", "deadEnd"]
}
