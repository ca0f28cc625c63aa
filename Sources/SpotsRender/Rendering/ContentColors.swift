import Foundation
import SpotsFormat

/// Colours that come from the content (`meta`'s `background-color`, `foreground-color` and
/// `text-color`), shown as the app shows them, in the light and the dark colour scheme alike.
///
/// - A text colour and a background both authored are shown as authored, whatever their contrast:
///   a page shows what users of the app see. Under WCAG AA (4.5:1) the build warns at the line,
///   the pair carries its ratio (`authoredContrast`: the style's `--authored-contrast`, which the
///   page checks leave out of their contrast rule, and the inspect panel's badge).
/// - A background alone gets black or white text, whichever contrasts more (one of them always
///   reaches 4.5:1).
/// - A text colour without a background gets white or black behind it, whichever it was made
///   for, so it does not depend on the theme's surface in either colour scheme.
package enum ContentColors {
    /// WCAG AA's minimum contrast for body text.
    static let minimumContrast = 4.5

    /// An opaque sRGB colour.
    package struct Color: Equatable {
        package var red: Double
        var green: Double
        var blue: Double

        static let black = Color(red: 0, green: 0, blue: 0)
        package static let white = Color(red: 1, green: 1, blue: 1)

        /// `#rrggbb`.
        package var hex: String {
            "#"
                + [red, green, blue].map { channel in
                    let value = Int((channel * 255).rounded())
                    return (value < 16 ? "0" : "") + String(value, radix: 16)
                }.joined()
        }

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                channel <= 0.04045 ? channel / 12.92 : Foundation.pow((channel + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG 2's contrast ratio, from 1 to 21.
        func contrast(with other: Color) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        /// Black or white, whichever contrasts more with this colour.
        var ink: Color { contrast(with: .black) >= contrast(with: .white) ? .black : .white }
    }

    /// A colour from Spots' `"222222"`, `"#222222"`, `"#222"` or `"#222222ff"`; an alpha channel
    /// is dropped (content colours are opaque, so their contrast can be known). Nil for anything else.
    package static func parse(_ text: String?) -> Color? {
        guard var hex = text else { return nil }
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return nil }
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        let digits = Array(hex.prefix(6))
        func channel(_ index: Int) -> Double { Double(Int(String(digits[index..<index + 2]), radix: 16) ?? 0) / 255 }
        return Color(red: channel(0), green: channel(2), blue: channel(4))
    }

    /// A text colour and its background, both set.
    package struct Pair: Equatable {
        package var foreground: Color
        package var background: Color
        /// The contrast of an authored pair under WCAG AA, shown as authored; nil for one that reads.
        package var authoredContrast: Double?
    }

    /// Why an authored text colour was not used.
    package struct Problem: Equatable {
        package var message: String
        package var hint: String
    }

    /// The colours of an item or panel with `background` and `foreground` from the content; nil
    /// when neither is given. A text colour alone goes on `surrounding` (the coloured panel an
    /// item sits in) when it reads there, as Spots drew cells on their component's background.
    package static func resolve(background: Color?, foreground: Color?, surrounding: Color? = nil) -> (pair: Pair, problem: Problem?)? {
        switch (background, foreground) {
        case (nil, nil):
            return nil
        case (nil, let foreground?):
            if let surrounding, foreground.contrast(with: surrounding) >= minimumContrast {
                return (Pair(foreground: foreground, background: surrounding), nil)
            }
            return (Pair(foreground: foreground, background: foreground.ink), nil)
        case (let background?, nil):
            return (Pair(foreground: background.ink, background: background), nil)
        case (let background?, let foreground?):
            let ratio = foreground.contrast(with: background)
            if ratio >= minimumContrast { return (Pair(foreground: foreground, background: background), nil) }
            let ink = background.ink
            return (
                Pair(foreground: foreground, background: background, authoredContrast: ratio),
                Problem(
                    message: "the text colour \(foreground.hex) on the background \(background.hex) has a contrast of \(format(ratio)):1, "
                        + "below the \(format(minimumContrast)):1 that WCAG AA asks for; the page shows it as authored, as the app does",
                    hint: "choose a text colour with more contrast (\(ink.hex) has \(format(ink.contrast(with: background))):1), "
                        + "or leave it out and spots-site picks one")
            )
        }
    }

    /// `4.5`, `3.1`: one decimal, rounded down so a ratio never reads better than it is.
    package static func format(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
