//! Translations: the interface in English, French, Walloon and Croatian, switchable at run time,
//! and the rules of each game in each language.
//!
//! Every catalogue is a [Fluent](https://projectfluent.org) resource, `i18n/<code>.ftl`, embedded
//! in the binary and parsed once, the first time a [`Tr`] needs it. A message takes named
//! arguments ([`Tr::fmt`]); a count picks its plural form by the language's CLDR rules (Croatian
//! one/few/other, French and Walloon with 0 and 1 singular), and a colour, a game or a level is
//! passed as a selector ([`color`], [`game`], `$level`) so that each language words the whole
//! sentence itself. Numbers are written in each language's form by [`numbers`] (a decimal comma
//! in French, Walloon and Croatian), in messages and out of them ([`Tr::decimal`]).
//!
//! A message missing in a language falls back to English, then to its id; a catalogue with a
//! syntax error keeps the messages that parse and reports the rest once on stderr, never panics.
//! A message kept to be shown later (the status line) is kept as a [`Message`], its id and
//! arguments, and worded when it is shown, in the language of that moment.
//!
//! The rules texts are simple markdown files, `i18n/rules/<variant>.<code>.md`, shown by
//! [`crate::rules_view::show_rules`]. Each one starts with the source document it is taken from.

pub mod kinds;
mod message;
pub mod numbers;
#[cfg(test)]
mod tests;

use std::sync::OnceLock;

use damier_rules::{Color, Variant};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

use crate::packed::{self, packed};

pub use fluent_bundle::FluentValue as Arg;
pub use message::{Message, MessageArg};

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

    /// The language of the first of `locales` (BCP 47 tags such as `fr-BE`, or POSIX ones such
    /// as `hr_HR.UTF-8`, in the user's order of preference) that Damier speaks; English when
    /// none is.
    pub fn from_locales<S: AsRef<str>>(locales: impl IntoIterator<Item = S>) -> Language {
        locales
            .into_iter()
            .find_map(|locale| {
                let code = locale.as_ref().split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
                Language::ALL.into_iter().find(|l| l.code() == code)
            })
            .unwrap_or_default()
    }

    /// The language the system's settings ask for ([`Language::from_locales`] of the user's
    /// preferred locales), for the first start.
    pub fn from_system() -> Language {
        Language::from_locales(sys_locale::get_locales())
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

    /// The embedded catalogue source, `i18n/<code>.ftl` (inflated on first use).
    fn catalogue_source(self) -> &'static str {
        static SOURCES: [OnceLock<String>; 4] = [const { OnceLock::new() }; 4];
        SOURCES[self.index()].get_or_init(|| {
            packed::inflate_text(match self {
                Language::English => packed!("en.ftl"),
                Language::French => packed!("fr.ftl"),
                Language::Walloon => packed!("wa.ftl"),
                Language::Croatian => packed!("hr.ftl"),
            })
        })
    }

    /// The language's identifier, which picks the plural rules.
    fn langid(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }
}

/// The rules texts (deflated), indexed by variant (international, English, Dablot) then
/// language (in [`Language::ALL`] order).
const RULES: [[&[u8]; 4]; Variant::ALL.len()] = [
    [
        packed!("international.en.md"),
        packed!("international.fr.md"),
        packed!("international.wa.md"),
        packed!("international.hr.md"),
    ],
    [packed!("english.en.md"), packed!("english.fr.md"), packed!("english.wa.md"), packed!("english.hr.md")],
    [packed!("dablot.en.md"), packed!("dablot.fr.md"), packed!("dablot.wa.md"), packed!("dablot.hr.md")],
];

/// One language's messages.
type Bundle = FluentBundle<FluentResource>;

/// Parses `source`, a catalogue of `language`, into a bundle that writes numbers in the
/// language's form and puts no Unicode isolation marks around arguments (egui would draw them).
/// Returns the problems found too: syntax errors (the entries around them are dropped, the rest
/// kept) and messages defined twice.
fn parse_bundle(language: Language, source: &str) -> (Bundle, Vec<String>) {
    let mut problems = Vec::new();
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, errors)| {
        problems.extend(errors.iter().map(|e| format!("{e:?}")));
        resource
    });
    let mut bundle = FluentBundle::new_concurrent(vec![language.langid()]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(numbers::formatter(language)));
    if let Err(errors) = bundle.add_resource(resource) {
        problems.extend(errors.iter().map(|e| format!("{e:?}")));
    }
    (bundle, problems)
}

/// The bundle of `language`, parsed on first use; its problems are reported once on stderr.
fn bundle(language: Language) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 4] = [const { OnceLock::new() }; 4];
    BUNDLES[language.index()].get_or_init(|| {
        let (bundle, problems) = parse_bundle(language, language.catalogue_source());
        for problem in problems {
            eprintln!("damier: i18n/{}.ftl: {problem}", language.code());
        }
        bundle
    })
}

/// A colour as a message argument: the selector `white` or `black` (`$color` in the catalogues).
pub fn color(color: Color) -> Arg<'static> {
    Arg::from(match color {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// A game as a message argument: the selector `international`, `english` or `dablot`
/// (`$game` in the catalogues).
pub fn game(variant: Variant) -> Arg<'static> {
    Arg::from(variant.name())
}

/// The translator: formats one language's messages.
///
/// Cheap to create (the catalogues are parsed once per process) and to copy: the app holds one
/// and replaces it when the user picks another language.
#[derive(Clone, Copy)]
pub struct Tr {
    language: Language,
    texts: &'static Bundle,
    english: &'static Bundle,
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tr").field("language", &self.language).finish_non_exhaustive()
    }
}

impl Tr {
    /// A translator for `language`.
    pub fn new(language: Language) -> Tr {
        Tr { language, texts: bundle(language), english: bundle(Language::English) }
    }

    /// The language this translator speaks.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id`, which takes no arguments ([`Tr::fmt`]).
    pub fn get(&self, id: &str) -> String {
        self.fmt(id, &[])
    }

    /// The message `id` with its arguments (`("name", value)` pairs: text, numbers, or the
    /// selectors of [`color`] and [`game`]), in this language; in English if this language
    /// lacks it; the id itself if English lacks it too. An argument the message needs but is not
    /// given shows as `{$name}`.
    pub fn fmt(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        for bundle in [self.texts, self.english] {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
            }
        }
        id.to_owned()
    }

    /// "White" or "Black".
    pub fn color_name(&self, c: Color) -> String {
        self.fmt("color-name", &[("color", color(c))])
    }

    /// The name of a game: "International draughts".
    pub fn game_name(&self, variant: Variant) -> String {
        self.fmt("game-name", &[("game", game(variant))])
    }

    /// `value` with `decimals` digits after the decimal separator, in this language's form
    /// (`0.25`, `0,25`): see [`numbers::decimal`].
    pub fn decimal(&self, value: f64, decimals: usize) -> String {
        numbers::decimal(self.language, value, decimals)
    }

    /// As [`Tr::decimal`], the sign always written: `+0.25`, `+0,25`.
    pub fn signed(&self, value: f64, decimals: usize) -> String {
        numbers::signed(self.language, value, decimals)
    }

    /// The rules of `variant` in this language: simple markdown, shown by
    /// [`crate::rules_view::show_rules`].
    pub fn rules(&self, variant: Variant) -> &'static str {
        // RULES lists the games in the order of Variant::ALL; each text is inflated on first use.
        static TEXTS: [[OnceLock<String>; 4]; Variant::ALL.len()] =
            [const { [const { OnceLock::new() }; 4] }; Variant::ALL.len()];
        let v = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        let l = self.language.index();
        TEXTS[v][l].get_or_init(|| packed::inflate_text(RULES[v][l]))
    }
}
