/// A name a template looks up (`title`, a part of `page.title`), with its place among the names
/// the renderer's own contexts answer, found once: when a template is compiled. The contexts a
/// page is made of switch on `known`, a small integer, instead of comparing strings for every tag
/// of every item; any other name (a row's own field, a key of `meta`) is looked up by its text.
package struct TemplateName: Sendable {
    /// The names the renderer's contexts answer themselves.
    package enum Known: String, Sendable {
        case alt
        case altBesideTitle
        case attributes
        case breadcrumbs
        case catalog
        case cellID
        case children
        case classes
        case components
        case count
        case current
        case currentCrumb
        case dangling
        case description
        case direction
        case entries
        case fallback
        case flow
        case footer
        case footnote
        case full
        case generator
        case hasBreadcrumbs
        case hasComponents
        case hasItems
        case hasNavigation
        case hasStates
        case header
        case heading
        case home
        case href
        case html
        case id
        case image
        case isCurrent
        case isEmpty
        case isBlank
        case isExternal
        case isPlaceholder
        case isHome
        case isSticky
        case items
        case kind
        case kindClass
        case label
        case labels
        case language
        case level
        case linkLabel
        case meta
        case navigation
        case number
        case page
        case pageIndicator
        case pageStart
        case pages
        case paginate
        case position
        case relations
        case root
        case route
        case rows
        case sectionLabel
        case site
        case size
        case source
        case src
        case states
        case style
        case stylesheet
        case subtitle
        case target
        case text
        case title
        case value
        case variant
    }

    package let text: String
    package let known: Known?

    package init(_ text: String) {
        self.text = text
        known = Known(rawValue: text)
    }
}
