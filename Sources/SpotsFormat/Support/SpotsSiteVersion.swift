/// spots-site's version: printed by `--version`, and part of what every page is made with
/// (`PageInputs`), so an upgrade renders every page again.
public enum SpotsSiteVersion {
    public static let current = "0.1.0"

}
