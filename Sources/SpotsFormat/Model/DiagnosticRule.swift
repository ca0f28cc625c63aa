/// What a diagnostic is about, as a stable id: printed with it (`[dangling-action]`), named by
/// `site.json`'s `diagnostics.ignore` and a screen's `//spots-site` to silence its warnings and
/// notes, and listed in the guide's table of rules (`docs/diagnostics.md`), which a test keeps
/// in step with this list. An id never changes once released; a new kind of problem is a new case.
public enum DiagnosticRule: String, Sendable, Hashable, CaseIterable, Comparable {
    // Reading files
    case jsonSyntax = "json-syntax"
    case fileUnreadable = "file-unreadable"
    case fileTooLarge = "file-too-large"
    case symbolicLink = "symbolic-link"
    case notAScreen = "not-a-screen"
    // The screen format
    case screenShape = "screen-shape"
    case emptyScreen = "empty-screen"
    case unknownKey = "unknown-key"
    case duplicateKey = "duplicate-key"
    case wrongType = "wrong-type"
    case unknownValue = "unknown-value"
    case controlCharacters = "control-characters"
    case legacyField = "legacy-field"
    case slots
    case variant
    case siteConfig = "site-config"
    case ignoreRule = "ignore-rule"
    case clientVersion = "client-version"
    // Data, key paths and pages from records
    case dataFile = "data-file"
    case keyPath = "key-path"
    case keyPathConflict = "key-path-conflict"
    case pagesFromData = "pages-from-data"
    // Routes and links
    case routeConflict = "route-conflict"
    case fileName = "file-name"
    case danglingAction = "dangling-action"
    case danglingLink = "dangling-link"
    case invalidURL = "invalid-url"
    case refusedScheme = "refused-scheme"
    // The app's navigation graph
    case orphanScreen = "orphan-screen"
    case unreachableScreen = "unreachable-screen"
    case deadEndScreen = "dead-end-screen"
    // Images and accessibility
    case missingImage = "missing-image"
    case placeholderImage = "placeholder-image"
    case imageAlt = "image-alt"
    case linkText = "link-text"
    case colour
    case colourContrast = "colour-contrast"
    case duplicateIdentifier = "duplicate-identifier"
    // Kinds and templates
    case unknownComponentKind = "unknown-component-kind"
    case noItemTemplate = "no-item-template"
    case likelyTypoKind = "likely-typo-kind"
    case deprecatedKind = "deprecated-kind"
    case clientSupport = "client-support"
    case catalogEntry = "catalog-entry"
    case unreadField = "unread-field"
    case templateSyntax = "template-syntax"
    case templateMissing = "template-missing"
    case templateCopy = "template-copy"
    case templateValue = "template-value"
    case templateBudget = "template-budget"
    // Pages as checked
    case pageMarkup = "page-markup"
    case pageLink = "page-link"
    case duplicateID = "duplicate-id"
    case templateAccessibility = "template-accessibility"
    // The audit: pages measured in a browser (`spots-site audit`)
    case layoutOverflow = "layout-overflow"
    case sidewaysScroll = "sideways-scroll"
    case smallText = "small-text"
    case smallTarget = "small-target"
    case targetOverlap = "target-overlap"
    case stretchedImage = "stretched-image"
    case renderedContrast = "rendered-contrast"
    case audit
    // Folders, the output and the commands
    case contentFolder = "content-folder"
    case outputFolder = "output-folder"
    case errorPage = "error-page"
    case serve
    case review
    case internalError = "internal-error"

    /// One line on what the rule finds, for the guide's table and `--format json`'s readers.
    public var summary: String {
        switch self {
        case .jsonSyntax:
            "a file is not valid JSON (a missing comma, an unclosed string), or JSON that reads one way in some parsers and another in others"
        case .fileUnreadable: "a file or folder cannot be read, or a file is not UTF-8 text"
        case .fileTooLarge: "a screen or data file is over the size limit (`--max-screen-size`)"
        case .symbolicLink: "a symbolic link leads out of its folder, loops, or leads to no file"
        case .notAScreen: "a file in `screens/` is not a `.json` file, or a folder is named like one"
        case .screenShape: "a screen is not an object with a `components` array"
        case .emptyScreen: "a screen has no components, so its page is empty"
        case .unknownKey: "a key the format does not know (often a typo), which is ignored"
        case .duplicateKey: "a key given twice in one object; the first is used"
        case .wrongType: "a value of the wrong type (a number where text belongs, text where a number does)"
        case .unknownValue: "a value that is not one of those a field takes, or out of its range"
        case .controlCharacters: "text holding control characters or noncharacters, which pages cannot carry"
        case .legacyField: "a legacy field (`title`, `span`, `type`) that disagrees with its current form"
        case .slots: "a feed's `slots` with no pattern, no contents, or content types the pattern never shows"
        case .variant: "a variant file (`name~state.json`) that varies no screen, or is not a merge patch"
        case .siteConfig: "a `site.json` value that is not valid (language, direction, base URL, navigation)"
        case .ignoreRule: "an entry of `diagnostics.ignore` or `//spots-site` that names no rule, or that silenced nothing"
        case .clientVersion:
            "a version in `clients` or `since` that is not dotted numbers (`\"3.2\"`), a platform that is not a lowercase word, or one `clients` does not name"
        case .dataFile: "a data file that does not exist, leaves the content folder, or holds the wrong shape"
        case .keyPath: "a key path that finds nothing, or a value of the wrong kind"
        case .keyPathConflict: "a field given both as a value and as a key path; the key path wins"
        case .pagesFromData: "a screen named with `[field]` whose records cannot make pages, or `each` in a screen not named so"
        case .routeConflict: "two screens, variants, records or generated files that make the same page or file"
        case .fileName: "a file name that cannot be a page address"
        case .danglingAction: "an action or navigation entry that leads to no screen of the site"
        case .danglingLink: "a markdown link that leads to no screen of the site; only its text is shown"
        case .invalidURL: "an action, link or image that is not a valid address"
        case .refusedScheme: "an action, link or image with a scheme spots-site refuses (`javascript:`)"
        case .orphanScreen: "a screen that no action, navigation entry or page from data leads to, and that is not the home screen"
        case .unreachableScreen: "a screen that something leads to, but with no path from the home screen"
        case .deadEndScreen: "a screen with no way out: no action, and a navigation that leads nowhere else"
        case .missingImage: "an image that is not in `Content/assets/`; the item shows a blank picture in its place"
        case .placeholderImage: "an image left as a placeholder (`{image url}`); the item shows a blank picture in its place"
        case .imageAlt: "an image with no text alternative, so screen readers say nothing of it"
        case .linkText: "a link with no text, so nobody can see or hear it"
        case .colour: "a colour in meta that is not a colour"
        case .colourContrast: "text and background colours in meta with too little contrast to read"
        case .duplicateIdentifier: "an identifier used twice on a screen, or one the page template keeps"
        case .unknownComponentKind: "a component kind with no template; the default component template renders it"
        case .noItemTemplate: "an item kind with no template of its own; the default item template renders it"
        case .likelyTypoKind: "a kind written once, with no template, one letter from a known kind (`carousell` for `carousel`)"
        case .deprecatedKind: "a kind that `catalog.json` marks as deprecated"
        case .clientSupport: "a kind or field newer (`since`) than an app version still served (`clients`), or a `since` every one has"
        case .catalogEntry: "a `catalog.json` entry for a kind nothing renders, or with a replacement that is no kind"
        case .unreadField: "a field set on items of a kind whose template never shows it"
        case .templateSyntax: "a template that does not parse, is not UTF-8 text, or uses what spots-site does not run (transforms, pragmas)"
        case .templateMissing: "a template the theme needs and does not have, or a partial (`{{> name}}`) that is no template"
        case .templateCopy: "a copied built-in template whose original has changed or is gone"
        case .templateValue: "a template that prints an object or a list as a value (`{{items}}`), which prints nothing"
        case .templateBudget: "a page whose templates take more than a page may (sections nested over lists); it is not written"
        case .pageMarkup: "a page that is not well-formed (a template writes broken markup)"
        case .pageLink: "a page that links to a file or anchor the site does not have"
        case .duplicateID: "a template that writes an id a page already has"
        case .templateAccessibility: "a template that writes markup screen readers or keyboards cannot use"
        case .contentFolder: "the content or templates folder is missing or is a file"
        case .outputFolder: "the output folder cannot be written, or holds files spots-site did not write"
        case .errorPage:
            "`build --keep-going` wrote a page of errors in place of a screen's page; the catalog leaves out a screen that cannot be read"
        case .layoutOverflow: "in a browser, text overflows or is cut off by its box (`spots-site audit`)"
        case .sidewaysScroll: "in a browser, an element makes the page scroll sideways (`spots-site audit`)"
        case .smallText: "in a browser, text is under 12 px (`spots-site audit`)"
        case .smallTarget: "in a browser, a link or control is under 24×24 px with others close by: WCAG 2.2's target size (`spots-site audit`)"
        case .targetOverlap: "in a browser, two links or controls overlap (`spots-site audit`)"
        case .stretchedImage: "in a browser, an image is shown at another aspect ratio than its own (`spots-site audit`)"
        case .renderedContrast:
            "in a browser, text's contrast with what is drawn behind it is under WCAG AA (AAA in high contrast) (`spots-site audit`)"
        case .audit: "the audit cannot run: no Chromium, or a page could not be measured (`spots-site audit`)"
        case .serve: "the preview server cannot listen, or listens beyond this machine"
        case .review: "the folders or revisions `spots-site diff` compares cannot be read"
        case .internalError: "a step of the build failed; please report it"
        }
    }

    public static func < (lhs: DiagnosticRule, rhs: DiagnosticRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
