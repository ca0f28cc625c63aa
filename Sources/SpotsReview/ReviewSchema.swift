import SpotsBuild
import SpotsFormat
import SpotsRender

/// A JSON Schema (draft 2020-12) of `spots-site diff --format json`: `spots-site schema diff`.
/// Within a `version`, keys may be added but none is renamed or removed.
package enum ReviewSchema {
    /// The schema's text.
    package static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://spots-site.invalid/diff.schema.json",
          "title": "spots-site diff",
          "description": "What a change does to a site: its screens, what all pages share, and its output files. Keys are sorted; a value that is absent is left out.",
          "type": "object",
          "required": ["version", "identical", "semantic", "summary", "site", "screens", "files"],
          "additionalProperties": false,
          "properties": {
            "version": { "const": 1, "description": "The schema's version." },
            "identical": { "type": "boolean", "description": "Whether the two sides are the same (the exit status is then 0)." },
            "semantic": {
              "type": "boolean",
              "description": "Whether screens were compared field by field: false when a side is an output folder, which keeps no JSON."
            },
            "summary": {
              "type": "object",
              "description": "Counts: screens by what happened to them, site-wide changes, output files, the screens' new dangling actions and other new warnings (newDanglingActions, newWarnings), and their changes to the app versions they need (clientNeedsRaised, clientNeedsLowered).",
              "additionalProperties": { "type": "integer", "minimum": 0 },
              "required": ["added", "removed", "renamed", "changed", "siteChanges", "filesAdded", "filesRemoved", "filesChanged"]
            },
            "site": {
              "type": "array",
              "description": "Changes to what many pages share: site.json's settings and navigation, data files, catalog.json's keys, templates, assets.",
              "items": { "$ref": "#/$defs/change" }
            },
            "screens": { "type": "array", "description": "The screens that changed, by route.", "items": { "$ref": "#/$defs/screen" } },
            "fileGroups": {
              "type": "array",
              "description": "The output files that are no screen's page, counted by what made them: a feature's (catalog), the assets, the site's own files (site files). The text and markdown print these lines; files lists every path.",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name", "added", "removed", "changed"],
                "properties": {
                  "name": { "type": "string", "description": "catalog, assets or site files." },
                  "added": { "type": "integer", "minimum": 0 },
                  "removed": { "type": "integer", "minimum": 0 },
                  "changed": { "type": "integer", "minimum": 0 }
                }
              }
            },
            "flow": {
              "type": "object",
              "description": "What the change does to the app's navigation graph (spots-site flow): the screens it leaves orphaned or unreachable, or makes reachable, and the edges added and removed. Absent when it changes nothing there.",
              "additionalProperties": false,
              "required": ["screens", "edgesAdded", "edgesRemoved"],
              "properties": {
                "screens": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["id", "title", "change", "now"],
                    "properties": {
                      "id": { "type": "string", "description": "The node's id, as spots-site flow names it (/people/)." },
                      "title": { "type": "string" },
                      "change": { "enum": ["orphaned", "unreachable", "now reachable"] },
                      "was": { "enum": ["orphaned", "unreachable", "reachable"], "description": "Absent for a new screen." },
                      "now": { "enum": ["orphaned", "unreachable", "reachable"] }
                    }
                  }
                },
                "edgesAdded": { "$ref": "#/$defs/flowEdges" },
                "edgesRemoved": { "$ref": "#/$defs/flowEdges" }
              }
            },
            "files": {
              "type": "object",
              "description": "Output files (paths under the output folder) by what happened to them, each list sorted.",
              "additionalProperties": false,
              "required": ["added", "removed", "changed"],
              "properties": {
                "added": { "$ref": "#/$defs/paths" },
                "removed": { "$ref": "#/$defs/paths" },
                "changed": { "$ref": "#/$defs/paths" }
              }
            }
          },
          "$defs": {
            "paths": { "type": "array", "items": { "type": "string" } },
            "flowEdges": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["from", "to", "kind"],
                "properties": {
                  "from": { "type": "string" },
                  "to": { "type": "string" },
                  "kind": { "enum": ["action", "navigation"] },
                  "label": { "type": "string", "description": "The first action's item title, when short." }
                }
              }
            },
            "screen": {
              "type": "object",
              "additionalProperties": false,
              "required": ["status", "route", "page", "changes", "causes"],
              "properties": {
                "status": {
                  "enum": ["added", "removed", "renamed", "changed"],
                  "description": "renamed: a removed and an added screen at least half alike, as git finds renames."
                },
                "route": { "type": "string", "description": "The page's route (the old one for a removed screen): /team/." },
                "oldRoute": { "type": "string", "description": "For a renamed screen, the route it had." },
                "page": { "type": "string", "description": "Its page file under the output folder: team/index.html." },
                "source": { "type": "string", "description": "Its screen file as pages name it: Content/screens/team.json." },
                "oldSource": { "type": "string", "description": "For a renamed screen, the file it had." },
                "title": { "type": "string" },
                "similarity": { "type": "number", "minimum": 0, "maximum": 1, "description": "For a renamed screen, how alike the two are." },
                "changes": { "type": "array", "items": { "$ref": "#/$defs/change" }, "description": "The changes to its JSON, top to bottom." },
                "causes": {
                  "type": "array",
                  "items": { "type": "string" },
                  "description": "The changed templates and data files that reach this page (the subjects of site changes)."
                },
                "htmlDiff": { "type": "string", "description": "The unified diff of its page's HTML; absent when the HTML is the same." },
                "newDanglingActions": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "The dangling actions its page has and did not have (same message, wherever they are)."
                },
                "newWarnings": { "type": "integer", "minimum": 0, "description": "Its page's other new warnings." },
                "newProblems": {
                  "type": "array",
                  "description": "Each new warning of its page (the dangling actions among them); absent when there is none.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["rule", "message"],
                    "properties": {
                      "rule": { "type": "string", "description": "The rule id (dangling-action), as site.json's diagnostics.ignore names it." },
                      "path": { "type": "string", "description": "The JSON path of the value in the screen." },
                      "message": { "type": "string" }
                    }
                  }
                },
                "clientNeeds": {
                  "type": "array",
                  "description": "Each platform whose app version the screen needs changed: its floor (site.json's clients, raised by its own) or, when newer, the newest since (catalog.json) of the kinds and fields it uses. A new screen has one when it needs more than site.json's clients; site.json's clients changing alone is a site change. Absent when there is none.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["platform", "direction", "now", "subjects", "message"],
                    "properties": {
                      "platform": { "type": "string", "description": "As clients names it: ios, android." },
                      "direction": { "enum": ["raised", "lowered"] },
                      "was": { "type": "string", "description": "The version it needed before; absent for a new screen." },
                      "now": { "type": "string", "description": "The version it needs now." },
                      "siteFloor": { "type": "string", "description": "For a new screen: site.json's clients on the platform, which it needs more than." },
                      "subjects": {
                        "type": "array",
                        "items": { "type": "string" },
                        "description": "Raised: what needs now; lowered: what needed was (item kind 'badge-card', field 'meta.badge' of item kind 'card')."
                      },
                      "message": {
                        "type": "string",
                        "description": "As the text and markdown say it: now needs iOS 3.4, was 3.0: uses item kind 'badge-card'."
                      }
                    }
                  }
                },
                "screenshots": {
                  "type": "array",
                  "description": "With --screenshots: one entry per window width, its images as paths under the report folder.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["width"],
                    "properties": {
                      "width": { "type": "integer", "description": "The window's width in CSS pixels (390 or 1280)." },
                      "ratio": { "type": "number", "minimum": 0, "maximum": 1, "description": "The share of pixels that changed beyond --threshold." },
                      "before": { "type": "string" },
                      "after": { "type": "string" },
                      "diff": { "type": "string", "description": "The changed pixels in red over a faded copy of the page after." }
                    }
                  }
                }
              }
            },
            "change": {
              "type": "object",
              "additionalProperties": false,
              "required": ["kind", "subject"],
              "properties": {
                "kind": { "enum": ["added", "removed", "moved", "changed"] },
                "subject": {
                  "type": "string",
                  "description": "What changed, in words: person “Ada” in grid #people, Content/site.json, Templates/items/person.mustache."
                },
                "path": { "type": "string", "description": "Its JSON path in the new version (the old one when removed): components[0].items[2]." },
                "oldPath": { "type": "string", "description": "For one that moved, its JSON path in the old version." },
                "field": { "type": "string", "description": "The field that changed: title, subtitle, action, meta.team, layout.span; of site.json or catalog.json, its key path (clients.ios, items.stat.since.ios)." },
                "old": { "type": "string", "description": "The value before, as text." },
                "new": { "type": "string", "description": "The value after, as text." },
                "json": {
                  "type": "boolean",
                  "description": "Whether old and new are JSON text (a meta value; a number or flag of layout, as layout.span), shown as they are; otherwise text, shown quoted."
                },
                "words": {
                  "type": "array",
                  "description": "For subtitle and text: the two values word by word.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["kind", "text"],
                    "properties": { "kind": { "enum": ["same", "removed", "added"] }, "text": { "type": "string" } }
                  }
                },
                "note": { "type": "string", "description": "Where an action leads now, that it dangles, how far a member moved." },
                "pages": {
                  "type": "array",
                  "items": { "type": "string" },
                  "description": "For a site change: the routes of the pages it affects."
                }
              }
            }
          }
        }
        """#
}
