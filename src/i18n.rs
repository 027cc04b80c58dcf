//! Translations: the interface in English, French, Walloon and Croatian, switchable at run time,
//! and the rules of each game in each language.
//!
//! Every catalogue is a RON map `{ "key": "text", ... }` in `i18n/<code>.ron`, embedded in the
//! binary and parsed once, the first time a [`Tr`] needs it. A key missing in a language falls
//! back to English, then to the key itself; a catalogue that does not parse is treated as empty
//! (so everything falls back to English) and never panics. Texts may hold `{name}` placeholders,
//! filled in by [`Tr::fmt`].
//!
//! The rules texts are simple markdown files, `i18n/rules/<variant>.<code>.md`, shown by
//! [`crate::rules_view::show_rules`]. Each one starts with the source document it is taken from.

use std::collections::HashMap;
use std::sync::OnceLock;

use damier_rules::Variant;

/// A language of the interface.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize)]
pub enum Language {
    #[default]
    English,
    French,
    Walloon,
    Croatian,
}

impl Language {
    /// Every language, in the order a menu lists them.
    pub const ALL: [Language; 4] =
        [Language::English, Language::French, Language::Walloon, Language::Croatian];

    /// The ISO 639-1 code, which also names the catalogue file: `en`, `fr`, `wa`, `hr`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Walloon => "wa",
            Language::Croatian => "hr",
        }
    }

    /// The language's name in itself, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Walloon => "Walon",
            Language::Croatian => "Hrvatski",
        }
    }

    /// Position in [`Language::ALL`].
    fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::French => 1,
            Language::Walloon => 2,
            Language::Croatian => 3,
        }
    }

    /// The embedded catalogue source, `i18n/<code>.ron`.
    fn catalogue_source(self) -> &'static str {
        match self {
            Language::English => include_str!("../i18n/en.ron"),
            Language::French => include_str!("../i18n/fr.ron"),
            Language::Walloon => include_str!("../i18n/wa.ron"),
            Language::Croatian => include_str!("../i18n/hr.ron"),
        }
    }
}

/// The rules texts, indexed by variant (international, English, Dablot) then language
/// (in [`Language::ALL`] order).
const RULES: [[&str; 4]; Variant::ALL.len()] = [
    [
        include_str!("../i18n/rules/international.en.md"),
        include_str!("../i18n/rules/international.fr.md"),
        include_str!("../i18n/rules/international.wa.md"),
        include_str!("../i18n/rules/international.hr.md"),
    ],
    [
        include_str!("../i18n/rules/english.en.md"),
        include_str!("../i18n/rules/english.fr.md"),
        include_str!("../i18n/rules/english.wa.md"),
        include_str!("../i18n/rules/english.hr.md"),
    ],
    [
        include_str!("../i18n/rules/dablot.en.md"),
        include_str!("../i18n/rules/dablot.fr.md"),
        include_str!("../i18n/rules/dablot.wa.md"),
        include_str!("../i18n/rules/dablot.hr.md"),
    ],
];

/// One language's texts by key.
type Catalogue = HashMap<String, String>;

/// Parses a catalogue source: a RON map from keys to texts.
fn parse_catalogue(source: &str) -> Result<Catalogue, ron::error::SpannedError> {
    ron::from_str(source)
}

/// The parsed catalogue of `language`, parsed on first use. A catalogue that does not parse is
/// empty (every key then falls back to English); the error is reported once on stderr.
fn catalogue(language: Language) -> &'static Catalogue {
    static CATALOGUES: [OnceLock<Catalogue>; 4] = [const { OnceLock::new() }; 4];
    CATALOGUES[language.index()].get_or_init(|| {
        parse_catalogue(language.catalogue_source()).unwrap_or_else(|e| {
            eprintln!(
                "damier: the {} catalogue i18n/{}.ron does not parse: {e}",
                language.native_name(),
                language.code()
            );
            Catalogue::new()
        })
    })
}

/// The translator: looks texts up in one language's catalogue.
///
/// Cheap to create (the catalogues are parsed once per process) and to keep: the app holds one
/// and replaces it when the user picks another language.
#[derive(Clone, Debug)]
pub struct Tr {
    language: Language,
    texts: &'static Catalogue,
    english: &'static Catalogue,
}

impl Tr {
    /// A translator for `language`.
    pub fn new(language: Language) -> Tr {
        Tr { language, texts: catalogue(language), english: catalogue(Language::English) }
    }

    /// The language this translator speaks.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of `key` in this language; the English text if this language lacks it; the
    /// key itself if English lacks it too.
    pub fn get<'a>(&'a self, key: &'a str) -> &'a str {
        self.texts.get(key).or_else(|| self.english.get(key)).map_or(key, String::as_str)
    }

    /// The text of `key` (as [`Tr::get`]) with every `{name}` placeholder replaced by its value
    /// from `args` (`("name", value)` pairs). Placeholders without a value are left as they are.
    pub fn fmt(&self, key: &str, args: &[(&str, &str)]) -> String {
        fill(self.get(key), args)
    }

    /// The rules of `variant` in this language: simple markdown, shown by
    /// [`crate::rules_view::show_rules`].
    pub fn rules(&self, variant: Variant) -> &str {
        // RULES lists the games in the order of Variant::ALL.
        let v = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        RULES[v][self.language.index()]
    }
}

/// Replaces the `{name}` placeholders of `text` in one pass, so a value that itself contains
/// braces is never substituted again.
fn fill(text: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter().find(|(n, _)| *n == name).map(|(_, v)| (*v, close))
        });
        match value {
            Some((v, close)) => {
                out.push_str(v);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The `{name}` placeholders of `text`, sorted and without duplicates.
#[cfg(test)]
fn placeholders(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                names.push(&after[..close]);
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    names.sort_unstable();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn parsed(language: Language) -> Catalogue {
        match parse_catalogue(language.catalogue_source()) {
            Ok(c) => c,
            Err(e) => panic!("i18n/{}.ron does not parse: {e}", language.code()),
        }
    }

    #[test]
    fn every_catalogue_parses_and_is_not_empty() {
        for language in Language::ALL {
            assert!(parsed(language).len() > 100, "{language:?}");
        }
    }

    #[test]
    fn every_language_has_exactly_the_english_keys() {
        let english: BTreeSet<String> = parsed(Language::English).into_keys().collect();
        for language in Language::ALL {
            let keys: BTreeSet<String> = parsed(language).into_keys().collect();
            let missing: Vec<_> = english.difference(&keys).collect();
            let extra: Vec<_> = keys.difference(&english).collect();
            assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
            assert!(extra.is_empty(), "{language:?} has keys English lacks: {extra:?}");
        }
    }

    #[test]
    fn placeholders_match_english() {
        let english = parsed(Language::English);
        for language in Language::ALL {
            for (key, text) in parsed(language) {
                let want = placeholders(&english[&key]);
                assert_eq!(placeholders(&text), want, "{language:?} {key}: {text}");
            }
        }
    }

    #[test]
    fn no_text_is_empty_or_untrimmed() {
        for language in Language::ALL {
            for (key, text) in parsed(language) {
                assert!(!text.trim().is_empty(), "{language:?} {key}");
                assert_eq!(text.trim(), text, "{language:?} {key}");
            }
        }
    }

    #[test]
    fn the_keys_the_app_relies_on_exist() {
        let english = parsed(Language::English);
        for key in [
            "app.title",
            "menu.new",
            "status.to_move",
            "reason.arbiter",
            "rules.title",
            "board.paths",
            "level.1",
            "level.6",
            "piece.dablot_king",
        ] {
            assert!(english.contains_key(key), "{key}");
        }
    }

    #[test]
    fn get_translates() {
        assert_eq!(Tr::new(Language::English).get("menu.quit"), "Quit");
        assert_eq!(Tr::new(Language::French).get("menu.quit"), "Quitter");
        assert_eq!(Tr::new(Language::Croatian).get("color.white"), "Bijeli");
        assert_eq!(Tr::new(Language::Walloon).get("piece.man"), "pion");
        assert_eq!(Tr::new(Language::Walloon).language(), Language::Walloon);
    }

    #[test]
    fn fmt_replaces_placeholders() {
        let fr = Tr::new(Language::French);
        assert_eq!(fr.fmt("status.hint", &[("move", "32-28")]), "Conseil : 32-28");
        let en = Tr::new(Language::English);
        assert_eq!(
            en.fmt("reason.arbiter", &[("white", "40"), ("black", "22")]),
            "The arbiter's decision: White 40 points, Black 22 points"
        );
        // A value holding braces is not substituted again; unknown placeholders stay.
        assert_eq!(en.fmt("status.hint", &[("move", "{move}")]), "Hint: {move}");
        assert_eq!(en.fmt("status.hint", &[]), "Hint: {move}");
        assert_eq!(fill("{a}{b}{", &[("a", "1"), ("b", "2")]), "12{");
        assert_eq!(fill("x}{a} {", &[("a", "é")]), "x}é {");
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_the_key() {
        let mut texts = Catalogue::new();
        texts.insert("menu.quit".to_owned(), "Izlaz".to_owned());
        let texts: &'static Catalogue = Box::leak(Box::new(texts));
        let tr = Tr { language: Language::Croatian, texts, english: catalogue(Language::English) };
        assert_eq!(tr.get("menu.quit"), "Izlaz");
        assert_eq!(tr.get("menu.open"), "Open PDN…");
        assert_eq!(tr.get("no.such.key"), "no.such.key");
        assert_eq!(tr.fmt("no.such.{key}", &[("key", "k")]), "no.such.k");
    }

    #[test]
    fn a_broken_catalogue_is_an_error_not_a_panic() {
        assert!(parse_catalogue("{ \"a\": \"b\", ").is_err());
        assert!(parse_catalogue("[1, 2]").is_err());
        assert_eq!(parse_catalogue("{ \"a\": \"b\" }").map(|c| c.len()).ok(), Some(1));
    }

    #[test]
    fn every_rules_text_exists_and_starts_with_its_title_and_source() {
        let source_word = ["Source", "Source", "Sourdant", "Izvor"];
        for language in Language::ALL {
            let tr = Tr::new(language);
            for variant in Variant::ALL {
                let text = tr.rules(variant);
                assert!(text.len() > 500, "{variant:?} {language:?}");
                assert!(text.starts_with("# "), "{variant:?} {language:?}");
                let second = text.lines().skip(1).find(|l| !l.trim().is_empty()).unwrap_or_default();
                assert!(
                    second.starts_with(source_word[language.index()]),
                    "{variant:?} {language:?}: {second}"
                );
            }
        }
    }

    #[test]
    fn rules_texts_differ_by_language_and_game() {
        let mut seen = BTreeSet::new();
        for language in Language::ALL {
            for variant in Variant::ALL {
                assert!(seen.insert(Tr::new(language).rules(variant).to_owned()), "{variant:?} {language:?}");
            }
        }
    }

    #[test]
    fn every_text_has_glyphs_in_the_default_fonts() {
        let texts: Vec<String> = Language::ALL.into_iter().flat_map(|l| parsed(l).into_values()).collect();
        // The harness panics on a character the default fonts cannot draw.
        let mut harness =
            egui_kittest::Harness::builder().with_size(eframe::egui::vec2(1200.0, 800.0)).build_ui(|ui| {
                eframe::egui::ScrollArea::vertical().show(ui, |ui| {
                    for t in &texts {
                        ui.label(t.as_str());
                    }
                });
            });
        harness.run();
    }

    #[test]
    fn language_codes_and_names() {
        let codes: Vec<_> = Language::ALL.iter().map(|l| l.code()).collect();
        assert_eq!(codes, ["en", "fr", "wa", "hr"]);
        assert_eq!(Language::default(), Language::English);
        for (i, l) in Language::ALL.into_iter().enumerate() {
            assert_eq!(l.index(), i);
        }
        assert_eq!(Language::Walloon.native_name(), "Walon");
    }
}
