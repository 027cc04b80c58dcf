//! The files the app embeds, deflated by build.rs: the fonts ([`crate::theme::fonts`]), the
//! catalogues and the rules texts ([`crate::i18n`]). Inflated when first needed (the fonts and
//! one catalogue at start-up, some 700 kB in a few milliseconds).

/// The deflated bytes of `$file`, a file name of assets/fonts, i18n or i18n/rules, as build.rs
/// wrote them.
macro_rules! packed {
    ($file:literal) => {
        include_bytes!(concat!(env!("OUT_DIR"), "/", $file, ".deflate"))
    };
}
pub(crate) use packed;

/// The most an embedded file may inflate to (the largest, a font, is 362 kB).
const LIMIT: usize = 4 << 20;

/// `packed` inflated. Empty, and said on stderr, if it cannot be (a test inflates every
/// embedded file and compares it with its source).
pub fn inflate(packed: &[u8]) -> Vec<u8> {
    miniz_oxide::inflate::decompress_to_vec_with_limit(packed, LIMIT).unwrap_or_else(|e| {
        eprintln!("damier: an embedded file cannot be inflated: {e}");
        Vec::new()
    })
}

/// `packed`, a text, inflated (a byte that is not UTF-8, which a test rules out, becomes U+FFFD).
pub fn inflate_text(packed: &[u8]) -> String {
    String::from_utf8_lossy(&inflate(packed)).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every embedded file, by its path in the source tree, and its deflated bytes.
    const EMBEDDED: [(&str, &[u8]); 18] = [
        ("assets/fonts/Ubuntu-Light.ttf", packed!("Ubuntu-Light.ttf")),
        ("assets/fonts/Hack-Regular-Latin.ttf", packed!("Hack-Regular-Latin.ttf")),
        ("i18n/en.ftl", packed!("en.ftl")),
        ("i18n/fr.ftl", packed!("fr.ftl")),
        ("i18n/wa.ftl", packed!("wa.ftl")),
        ("i18n/hr.ftl", packed!("hr.ftl")),
        ("i18n/rules/international.en.md", packed!("international.en.md")),
        ("i18n/rules/international.fr.md", packed!("international.fr.md")),
        ("i18n/rules/international.wa.md", packed!("international.wa.md")),
        ("i18n/rules/international.hr.md", packed!("international.hr.md")),
        ("i18n/rules/english.en.md", packed!("english.en.md")),
        ("i18n/rules/english.fr.md", packed!("english.fr.md")),
        ("i18n/rules/english.wa.md", packed!("english.wa.md")),
        ("i18n/rules/english.hr.md", packed!("english.hr.md")),
        ("i18n/rules/dablot.en.md", packed!("dablot.en.md")),
        ("i18n/rules/dablot.fr.md", packed!("dablot.fr.md")),
        ("i18n/rules/dablot.wa.md", packed!("dablot.wa.md")),
        ("i18n/rules/dablot.hr.md", packed!("dablot.hr.md")),
    ];

    #[test]
    fn every_embedded_file_inflates_to_its_source_and_is_smaller_packed() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut sizes = (0, 0);
        for (path, packed) in EMBEDDED {
            let source = std::fs::read(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(inflate(packed) == source, "{path} does not inflate to its source");
            assert!(
                packed.len() < source.len(),
                "{path}: {} packed, {} as it is",
                packed.len(),
                source.len()
            );
            sizes = (sizes.0 + packed.len(), sizes.1 + source.len());
        }
        // What the packing is for: the fonts (415 kB) and the texts (163 kB) in well under half.
        assert!(sizes.0 * 2 < sizes.1, "{} packed, {} as they are", sizes.0, sizes.1);
        let texts = ["ftl", "md"];
        for (path, packed) in EMBEDDED {
            if texts.iter().any(|t| path.ends_with(t)) {
                assert!(String::from_utf8(inflate(packed)).is_ok(), "{path} is not UTF-8");
            }
        }
    }

    #[test]
    fn every_file_of_the_embedded_folders_is_embedded() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for (folder, extension) in [("assets/fonts", "ttf"), ("i18n", "ftl"), ("i18n/rules", "md")] {
            let entries = std::fs::read_dir(root.join(folder)).unwrap_or_else(|e| panic!("{folder}: {e}"));
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == extension) {
                    let name = format!("{folder}/{}", entry.file_name().to_string_lossy());
                    assert!(EMBEDDED.iter().any(|(p, _)| *p == name), "{name} is not in EMBEDDED");
                }
            }
        }
    }

    #[test]
    fn damaged_bytes_inflate_to_nothing_rather_than_panic() {
        assert!(inflate(&[0xff, 0xff, 0xff]).is_empty());
        assert_eq!(inflate_text(&[]), "");
    }
}
