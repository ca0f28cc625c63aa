import SpotsBuild

extension BuildPurpose {
    /// One side of `diff`: built to be compared with the other, its content folder named as
    /// `pageName` on its pages, so that two folders of different names differ only in what they hold.
    package static func review(pageName: String) -> BuildPurpose {
        BuildPurpose(name: "review", contentPageName: pageName)
    }
}
