import SpotsFormat

extension PageRenderer {
    /// Puts the item's image into `context` when it resolves, reporting one that does not or has
    /// no text alternative; returns the image's text alternative (meta's `alt`, else the title).
    func addImage(of item: Item, to context: inout ItemContext, pass: inout RenderPass) -> String {
        // Templates that show the title beside the image use `altBesideTitle`, empty then, so the
        // title is not read out twice.
        let authoredAlt = MetaKeys.alt.lazy.compactMap { item.meta?[$0]?.value.string }.first
        let isDecorative = item.meta?[MetaKeys.decorative]?.value == .bool(true)
        let alt = isDecorative ? "" : authoredAlt ?? item.title ?? ""
        guard let image = item.image else { return alt }
        let altBesideTitle = isDecorative ? "" : authoredAlt ?? (item.title == nil ? alt : "")
        switch links.resolve(image: image) {
        case .success(let source):
            context.image = ItemContext.Image(src: links.src(for: source, on: pass.screen.route), alt: alt, altBesideTitle: altBesideTitle)
            if alt.isEmpty && !isDecorative {
                pass.report(
                    .warning, .imageAlt, at: item.imageLocation, path: item.path + ".image",
                    "this image has no text alternative: the item has no title and its meta no 'alt'",
                    hint: "add \"alt\": \"what the image shows\" to the item's meta, or \"decorative\": true if it only decorates")
            }
        case .failure(let problem):
            pass.report(problem.severity, problem.rule, at: item.imageLocation, path: item.path + ".image", problem.message, hint: problem.hint)
            // The box the app keeps for the picture stays, blank, with its text alternative.
            context.image = ItemContext.Image(
                src: pass.screen.route.relativeLink(toFile: Self.blankPicture), alt: alt, altBesideTitle: altBesideTitle)
        }
        return alt
    }

    /// The theme's picture for an image the page cannot show (`{image url}`, a missing file).
    package static let blankPicture = "assets/image-placeholder.svg"

    /// The `src` of an image a value names, on the page at `route`; nil when it is not one the
    /// page can show.
    func imageSource(_ value: String, on route: Route) -> String? {
        guard case .success(let source) = links.resolve(image: value) else { return nil }
        return links.src(for: source, on: route)
    }

    /// Puts where the item's action leads into `context`; an action to a route with no screen
    /// leaves the item without a link, and is reported.
    func addAction(of item: Item, to context: inout ItemContext, pass: inout RenderPass) {
        guard let action = item.action else { return }
        let resolved = links.resolve(action: action)
        if case .success(let target) = resolved { context.href = links.href(for: target, on: pass.screen.route) }
        switch resolved {
        case .success(.page(let route)):
            context.isCurrent = route == pass.screen.route
        case .success(.external):
            context.isExternal = true
        case .success(.dangling(let route)):
            context.dangling = route.path
            pass.danglingActions.append(action)
            pass.report(
                .warning, .danglingAction, at: item.actionLocation, path: item.path + ".action",
                wording: DanglingAction(action: action, shared: sharedLinks))
        case .failure(let problem):
            pass.report(problem.severity, problem.rule, at: item.actionLocation, path: item.path + ".action", problem.message, hint: problem.hint)
        }
    }
}
