import SpotsFormat
import SpotsRender

/// The files of the project `spots-site init` writes: a home screen with a list, a grid and a
/// carousel; a team screen bound to a data file, with a variant (its empty state); the site's
/// settings and navigation; a `.gitignore` for `Output/`; and a README of three lines. It builds
/// with no warning and no note (a test builds it), and uses the built-in theme.
enum StarterFiles {
    package static let all: [(path: String, text: String)] = [
        ("README.md", readme), (".gitignore", "Output/\n"), ("Content/site.json", site), ("Content/data/team.json", team),
        ("Content/screens/index.json", home), ("Content/screens/team.json", teamScreen), ("Content/screens/team~empty.json", emptyTeam),
    ]

    static let readme = """
        # My screens
        Screen JSON in `Content/`, built by spots-site into a browsable site in `Output/`.
        Run `spots-site serve` to preview while you edit, and `spots-site build` to build the site.

        """

    package static let site = """
        {
          "title": "My app",
          "description": "The screens of My app, as a browsable site.",
          "language": "en",
          "navigation": [
            { "title": "Home", "action": "/" },
            { "title": "Team", "action": "team" }
          ]
        }

        """

    package static let team = """
        {
          "people": [
            { "name": "Ada Lovelace", "role": "Engineering" },
            { "name": "Grace Hopper", "role": "Design systems" },
            { "name": "Alan Kay", "role": "Research" }
          ]
        }

        """

    package static let home = """
        {
          "title": "Home",
          "description": "Start here: a list, a grid and a carousel.",
          "components": [
            {
              "kind": "list",
              "identifier": "start",
              "header": { "title": "Get started" },
              "items": [
                {
                  "title": "Edit this screen",
                  "subtitle": "It is `Content/screens/index.json`; with `spots-site serve` the page follows your edits."
                },
                {
                  "title": "Meet the team",
                  "subtitle": "A screen whose rows come from **data/team.json**.",
                  "action": "team"
                },
                {
                  "title": "The empty state",
                  "subtitle": "A *variant* of the team screen: `team~empty.json`.",
                  "action": "team~empty"
                }
              ]
            },
            {
              "kind": "grid",
              "identifier": "areas",
              "header": { "title": "Areas" },
              "layout": { "span": 3 },
              "items": [
                { "title": "Profiles", "subtitle": "Who is who." },
                { "title": "Settings", "subtitle": "Preferences and privacy." },
                { "title": "News", "subtitle": "What changed this week." }
              ]
            },
            {
              "kind": "carousel",
              "identifier": "highlights",
              "header": { "title": "Highlights" },
              "items": [
                { "title": "Release 1.0", "subtitle": "Out on Monday." },
                { "title": "Design review", "subtitle": "Thursday, 10:00." },
                { "title": "Team lunch", "subtitle": "Friday, on the roof." }
              ]
            }
          ]
        }

        """

    static let teamScreen = """
        {
          "title": "Team",
          "description": "The people behind My app.",
          "data": "data/team.json",
          "components": [
            {
              "kind": "list",
              "identifier": "people",
              "header": { "title": "Everyone" },
              "items": [
                { "titleKeyPath": "people.0.name", "subtitleKeyPath": "people.0.role" },
                { "titleKeyPath": "people.1.name", "subtitleKeyPath": "people.1.role" },
                { "titleKeyPath": "people.2.name", "subtitleKeyPath": "people.2.role" }
              ]
            }
          ]
        }

        """

    static let emptyTeam = """
        {
          "description": "The team screen before anyone has joined.",
          "components": [
            {
              "kind": "list",
              "identifier": "people",
              "header": { "title": "Everyone", "subtitle": "Nobody here yet" },
              "layout": { "show-empty-component": true },
              "items": []
            }
          ]
        }

        """
}
