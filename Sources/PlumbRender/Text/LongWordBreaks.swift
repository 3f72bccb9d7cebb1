import CPlumbCairo
import PlumbLayout

/// The text Pango wraps, with a break opportunity between every two characters of a word too wide
/// for its line, so that breaking such a word costs Pango linear time, not quadratic.
///
/// UIKit's word wrapping breaks a word wider than a line between characters, with no hyphen
/// (`hyphenationFactor` is 0), after starting it on a line of its own. Pango's
/// `PANGO_WRAP_WORD_CHAR` does the same, with a hyphen unless told otherwise, but it searches
/// for every such break through the rest of the word: a 5000-character word took 1.5 s and a
/// 20 000-character one minutes. So each word is measured once, unwrapped, and one wider than
/// the line (less a margin of one font size, for kerning at its ends) is prepared:
///
/// - no hyphen is inserted where it breaks (a `insert_hyphens` attribute over the word);
/// - its first stretch, up to the first character that makes it wider than the line plus the
///   margin, stays as written: no line can hold it with text before it, so the word starts a new
///   line, and Pango breaks the stretch at the last character that fits;
/// - after that stretch, a zero-width space (U+200B) stands before every character, so Pango fills
///   each further line with as many characters as fit by ordinary word wrapping.
///
/// The zero-width spaces draw nothing and break neither kerning nor Arabic joining (the tests find
/// the lines and widths of Pango's own breaking); ``PangoTextLayout/lines`` leaves them out. In a
/// line narrower than each character of the word, a line separator stands between every two
/// instead (a zero-width space would get a line of its own there). Known limit: in a line about as
/// wide as some of the word's characters and narrower than others, Pango still breaks the word
/// itself, in quadratic time.
struct LongWordBreaks {
    /// The text handed to Pango.
    let text: String
    /// UTF-8 offsets in ``text`` of the breaks added (each three bytes long).
    let addedBreaks: Set<Int>
    /// UTF-8 ranges in ``text`` of the words broken between characters, where Pango draws no hyphen.
    let unhyphenatedWords: [Range<Int>]

    /// The zero-width space, in UTF-8: a break opportunity that draws nothing.
    static let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B]
    /// The line separator (U+2028), in UTF-8: a line break within a paragraph that draws nothing.
    static let lineSeparator: [UInt8] = [0xE2, 0x80, 0xA8]

    /// The text unchanged.
    init(unchanged text: String) {
        self.init(text: text, addedBreaks: [], unhyphenatedWords: [])
    }

    /// The text unchanged, with no hyphen where Pango breaks a word between characters: Pango's own
    /// character wrapping, which the prepared text must reproduce (the tests compare the two).
    init(unhyphenated text: String) {
        self.init(text: text, addedBreaks: [], unhyphenatedWords: [0..<text.utf8.count])
    }

    private init(text: String, addedBreaks: Set<Int>, unhyphenatedWords: [Range<Int>]) {
        self.text = text
        self.addedBreaks = addedBreaks
        self.unhyphenatedWords = unhyphenatedWords
    }

    /// Prepares `text` for wrapping at `width` Pango units in `font` (the layout's own settings).
    ///
    /// Text whose longest run without white space could not be wider than the line even at two
    /// font sizes a character is left as it is without measuring: ordinary text costs no extra
    /// Pango layout.
    init(text: String, font: FontDescriptor, pangoWidth width: Int32, session: FontSession) {
        let line = Double(width) / Double(PANGO_SCALE)
        guard Double(Self.longestUnbrokenRun(in: text)) * 2 * font.size > line else {
            self.init(unchanged: text)
            return
        }
        let margin = font.size * Double(PANGO_SCALE)
        let measured = MeasuredCharacters(text: text, font: font, session: session)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(measured.bytes.count)
        var added = Set<Int>()
        var words: [Range<Int>] = []
        for word in measured.words {
            let wordWidth = measured.width(of: word.start..<word.contentEnd)
            guard wordWidth > Double(width) - margin else {
                bytes += measured.bytes[measured.byteOffsets[word.start]..<measured.byteOffsets[word.end]]
                continue
            }
            let graphemes = measured.graphemes(in: word.start..<word.contentEnd)
            let advances = graphemes.map { measured.width(of: $0) }
            // A character's advance on a line of its own may differ from its advance beside others by
            // its kerning: an eighth of the font size is more than any.
            let kerning = margin / 8
            let wordStart = bytes.count
            func append(_ characters: Range<Int>) {
                bytes += measured.bytes[measured.byteOffsets[characters.lowerBound]..<measured.byteOffsets[characters.upperBound]]
            }
            func appendBreak(_ separator: [UInt8]) {
                added.insert(bytes.count)
                bytes += separator
            }
            if advances.allSatisfy({ $0 > Double(width) + kerning }) {
                // A line narrower than every character holds one character: Pango would squeeze each
                // onto its line only after searching the rest of the word for a better break.
                for (index, grapheme) in graphemes.enumerated() {
                    if index > 0 { appendBreak(Self.lineSeparator) }
                    append(grapheme)
                }
            } else if advances.allSatisfy({ $0 < Double(width) - kerning }) {
                var stretchEnd = 0
                var stretchWidth = 0.0
                while stretchEnd < graphemes.count && stretchWidth <= Double(width) + margin {
                    stretchWidth += advances[stretchEnd]
                    stretchEnd += 1
                }
                for (index, grapheme) in graphemes.enumerated() {
                    if index >= stretchEnd { appendBreak(Self.zeroWidthSpace) }
                    append(grapheme)
                }
            } else {
                // Characters about as wide as the line, or some wider and some narrower: Pango breaks
                // the word itself (in time growing with the square of its length, but only in such a
                // line, narrower than a character or two).
                append(word.start..<word.contentEnd)
            }
            words.append(wordStart..<bytes.count)
            bytes += measured.bytes[measured.byteOffsets[word.contentEnd]..<measured.byteOffsets[word.end]]
        }
        self.init(text: String(decoding: bytes, as: UTF8.self), addedBreaks: added, unhyphenatedWords: words)
    }

    /// Sets the prepared text on `layout`, with its no-hyphen attributes.
    func apply(to layout: OpaquePointer) {
        pango_layout_set_text(layout, text, -1)
        guard !unhyphenatedWords.isEmpty, let attributes = pango_attr_list_new() else { return }
        for word in unhyphenatedWords {
            guard let attribute = pango_attr_insert_hyphens_new(0) else { continue }
            attribute.pointee.start_index = UInt32(word.lowerBound)
            attribute.pointee.end_index = UInt32(word.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// `bytes` of ``text`` without the zero-width spaces added.
    func original(_ range: Range<Int>, of bytes: [UInt8]) -> String {
        guard !addedBreaks.isEmpty else { return String(decoding: bytes[range], as: UTF8.self) }
        var kept: [UInt8] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            if addedBreaks.contains(offset) {
                offset += 3
            } else {
                kept.append(bytes[offset])
                offset += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The most characters (grapheme clusters) in a row without white space.
    static func longestUnbrokenRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character.isWhitespace ? 0 : run + 1
            longest = max(longest, run)
        }
        return longest
    }
}

/// A text's characters (Unicode scalars, as Pango counts them) with their advances when laid out
/// on one line, and Pango's break opportunities between them.
private struct MeasuredCharacters {
    /// A stretch between two line-break opportunities: a word and the white space after it.
    struct Word {
        var start: Int
        /// Where the trailing white space starts.
        var contentEnd: Int
        var end: Int
    }

    let bytes: [UInt8]
    /// The UTF-8 offset of each character, and the text's length last.
    let byteOffsets: [Int]
    /// Each character's advance in Pango units: the glyphs of a cluster count for its first character.
    let advances: [Double]
    let isLineBreak: [Bool]
    let isCharBreak: [Bool]
    let isWhite: [Bool]

    init(text: String, font: FontDescriptor, session: FontSession) {
        bytes = Array(text.utf8)
        var offsets: [Int] = []
        var characterAt = [Int](repeating: -1, count: bytes.count + 1)
        for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
            characterAt[offset] = offsets.count
            offsets.append(offset)
        }
        characterAt[bytes.count] = offsets.count
        offsets.append(bytes.count)
        byteOffsets = offsets
        let count = offsets.count - 1

        let layout = pango_layout_new(session.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_auto_dir(layout, 1)
        if let description = font.makePangoDescription() {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_text(layout, text, -1)

        var advances = [Double](repeating: 0, count: count)
        var lineNode = pango_layout_get_lines_readonly(layout)
        while let node = lineNode {
            let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var runNode = line.pointee.runs
            while let run = runNode {
                let glyphItem = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let itemOffset = Int(glyphItem.pointee.item.pointee.offset)
                let glyphs = glyphItem.pointee.glyphs.pointee
                for index in 0..<Int(glyphs.num_glyphs) {
                    let offset = itemOffset + Int(glyphs.log_clusters[index])
                    if offset >= 0, offset <= bytes.count, characterAt[offset] >= 0, characterAt[offset] < count {
                        advances[characterAt[offset]] += Double(glyphs.glyphs[index].geometry.width)
                    }
                }
                runNode = run.pointee.next
            }
            lineNode = node.pointee.next
        }
        self.advances = advances

        var attributeCount: Int32 = 0
        let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount)
        var lineBreaks = [Bool](repeating: false, count: count + 1)
        var charBreaks = [Bool](repeating: true, count: count + 1)
        var white = [Bool](repeating: false, count: count + 1)
        if let attributes {
            for index in 0..<min(count + 1, Int(attributeCount)) {
                lineBreaks[index] = attributes[index].is_line_break != 0 || attributes[index].is_mandatory_break != 0
                charBreaks[index] = attributes[index].is_char_break != 0
                white[index] = attributes[index].is_white != 0
            }
        }
        isLineBreak = lineBreaks
        isCharBreak = charBreaks
        isWhite = white
    }

    /// The words, each from one line-break opportunity to the next.
    var words: [Word] {
        let count = advances.count
        var words: [Word] = []
        var start = 0
        for index in 1...max(1, count) where index == count || isLineBreak[index] {
            var contentEnd = index
            while contentEnd > start && isWhite[contentEnd - 1] { contentEnd -= 1 }
            words.append(Word(start: start, contentEnd: contentEnd, end: index))
            start = index
        }
        return count == 0 ? [] : words
    }

    func width(of characters: Range<Int>) -> Double {
        advances[characters].reduce(0, +)
    }

    /// The characters from one character break (grapheme cluster boundary) to the next in `characters`.
    func graphemes(in characters: Range<Int>) -> [Range<Int>] {
        var graphemes: [Range<Int>] = []
        var start = characters.lowerBound
        for index in characters.dropFirst() where isCharBreak[index] {
            graphemes.append(start..<index)
            start = index
        }
        if start < characters.upperBound { graphemes.append(start..<characters.upperBound) }
        return graphemes
    }
}
