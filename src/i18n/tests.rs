//! The catalogues checked against each other and against the code: the same messages with the
//! same arguments in every language, every message the code names defined, every message
//! rendered in every language, plurals and numbers in each language's form.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// The messages of a catalogue source, by id; panics on a syntax error.
fn messages(language: Language) -> BTreeMap<&'static str, ast::Message<&'static str>> {
    let resource = match fluent_syntax::parser::parse(language.catalogue_source()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("i18n/{}.ftl does not parse: {errors:?}", language.code()),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let id = m.id.name;
                assert!(out.insert(id, m).is_none(), "{language:?}: {id} is defined twice");
            }
            ast::Entry::Term(t) => {
                panic!("{language:?}: term -{} (the catalogues use messages only)", t.id.name)
            }
            _ => {}
        }
    }
    out
}

/// What a pattern uses: the variables it prints or selects on, with the keys each is selected
/// by, and the messages it references.
#[derive(Default, Debug)]
struct Uses<'s> {
    variables: BTreeMap<&'s str, BTreeSet<Key<'s>>>,
    references: BTreeSet<&'s str>,
}

/// A select expression's variant key.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Key<'s> {
    Name(&'s str),
    Number(&'s str),
}

impl<'s> Uses<'s> {
    fn pattern(&mut self, pattern: &ast::Pattern<&'s str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &ast::Expression<&'s str>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                self.inline(selector);
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = self.variables.entry(id.name).or_default();
                    keys.extend(variants.iter().map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => Key::Name(name),
                        ast::VariantKey::NumberLiteral { value } => Key::Number(value),
                    }));
                }
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
            ast::Expression::Inline(inline) => self.inline(inline),
        }
    }

    fn inline(&mut self, inline: &ast::InlineExpression<&'s str>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                self.variables.entry(id.name).or_default();
            }
            ast::InlineExpression::MessageReference { id, .. } => {
                self.references.insert(id.name);
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    self.inline(argument);
                }
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression),
            _ => {}
        }
    }
}

/// What message `id` of `all` uses, through the messages it references too.
fn uses<'s>(all: &BTreeMap<&'s str, ast::Message<&'s str>>, id: &'s str) -> Uses<'s> {
    let mut out = Uses::default();
    let mut todo = vec![id];
    let mut seen = BTreeSet::new();
    while let Some(id) = todo.pop() {
        if !seen.insert(id) {
            continue;
        }
        let Some(pattern) = all.get(id).and_then(|m| m.value.as_ref()) else { continue };
        let mut direct = Uses::default();
        direct.pattern(pattern);
        for (name, keys) in direct.variables {
            out.variables.entry(name).or_default().extend(keys);
        }
        todo.extend(direct.references.iter().copied());
        out.references.extend(direct.references);
    }
    out
}

/// The CLDR plural categories a key may name.
const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Sample values for a variable selected by `keys`: one per key (a plural category by numbers
/// that fall in it in any of the four languages), or a number and a word when nothing selects
/// on it.
fn samples(keys: &BTreeSet<Key<'_>>) -> Vec<Arg<'static>> {
    if keys.is_empty() {
        return vec![Arg::from(3), Arg::from("x")];
    }
    let mut out = Vec::new();
    for key in keys {
        match *key {
            Key::Number(value) => out.push(Arg::from(value.parse::<f64>().unwrap_or(0.0))),
            Key::Name(name) if PLURAL_CATEGORIES.contains(&name) => {
                out.extend([0, 1, 2, 5, 11, 21, 22, 25, 101].map(Arg::from));
            }
            Key::Name(name) => out.push(Arg::from(name.to_owned())),
        }
    }
    out
}

/// Every message of `language` formatted with every sample of each of its arguments in turn.
fn every_rendering(language: Language) -> Vec<(String, String)> {
    let all = messages(language);
    let tr = Tr::new(language);
    let mut out = Vec::new();
    for &id in all.keys() {
        let used = uses(&all, id);
        let defaults: Vec<(&str, Arg<'static>)> =
            used.variables.iter().map(|(&name, keys)| (name, samples(keys).remove(0))).collect();
        out.push((id.to_owned(), tr.fmt(id, &defaults)));
        for (i, (_, keys)) in used.variables.iter().enumerate() {
            for sample in samples(keys) {
                let mut args = defaults.clone();
                args[i].1 = sample;
                out.push((id.to_owned(), tr.fmt(id, &args)));
            }
        }
    }
    out
}

#[test]
fn every_catalogue_parses_without_a_problem_and_is_not_small() {
    for language in Language::ALL {
        let (_, problems) = parse_bundle(language, language.catalogue_source());
        assert!(problems.is_empty(), "{language:?}: {problems:?}");
        assert!(messages(language).len() > 100, "{language:?}");
    }
}

#[test]
fn every_language_has_exactly_the_english_messages() {
    let english: BTreeSet<&str> = messages(Language::English).into_keys().collect();
    for language in Language::ALL {
        let ids: BTreeSet<&str> = messages(language).into_keys().collect();
        let missing: Vec<_> = english.difference(&ids).collect();
        let extra: Vec<_> = ids.difference(&english).collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        assert!(extra.is_empty(), "{language:?} has messages English lacks: {extra:?}");
    }
}

#[test]
fn every_message_takes_the_english_arguments_and_selects_only_on_known_keys() {
    let english = messages(Language::English);
    for language in Language::ALL {
        let all = messages(language);
        for &id in all.keys() {
            let mine = uses(&all, id);
            let want = uses(&english, id);
            let mine_names: BTreeSet<&str> = mine.variables.keys().copied().collect();
            let want_names: BTreeSet<&str> = want.variables.keys().copied().collect();
            assert_eq!(mine_names, want_names, "{language:?} {id}: the arguments differ from English");
            assert!(all.get(id).is_some_and(|m| m.value.is_some()), "{language:?} {id} has no value");
            for reference in &mine.references {
                assert!(all.contains_key(reference), "{language:?} {id} references {reference}, undefined");
            }
            // A word selector (a colour, a game, a piece) is chosen among the same words as in
            // English; a count by plural categories or numbers.
            for (name, keys) in &mine.variables {
                let words = |keys: &BTreeSet<Key<'_>>| -> BTreeSet<String> {
                    keys.iter()
                        .filter_map(|k| match k {
                            Key::Name(n) if !PLURAL_CATEGORIES.contains(n) => Some((*n).to_owned()),
                            _ => None,
                        })
                        .collect()
                };
                let english_words = words(&want.variables[name]);
                if !english_words.is_empty() {
                    assert_eq!(words(keys), english_words, "{language:?} {id}: ${name}'s variants");
                }
            }
        }
    }
}

#[test]
fn every_message_renders_in_every_language_without_an_error_mark_or_untrimmed() {
    for language in Language::ALL {
        for (id, text) in every_rendering(language) {
            assert!(!text.trim().is_empty(), "{language:?} {id}");
            assert_eq!(text.trim(), text, "{language:?} {id}");
            assert!(!text.contains("{$"), "{language:?} {id}: {text}");
            // No Unicode isolation marks (egui has no glyph for them).
            assert!(!text.contains(['\u{2068}', '\u{2069}']), "{language:?} {id}");
        }
    }
}

#[test]
fn every_message_and_literal_has_glyphs_in_the_shipped_fonts() {
    let mut texts: Vec<String> =
        Language::ALL.into_iter().flat_map(every_rendering).map(|(_, text)| text).collect();
    // The app's own literals beyond ASCII ("…", "−∞", "×"): drawn beside the catalogues'.
    let literals: Vec<String> = app_literals()
        .into_iter()
        .map(|(literal, _)| literal)
        .filter(|literal| !literal.is_ascii())
        .collect();
    assert!(literals.iter().any(|l| l.contains('∞')), "the scores' infinity is found: {literals:?}");
    texts.extend(literals);
    // Croatian, French and Walloon letters, in the messages.
    let all = texts.concat();
    assert!("đćčšžéèêçœû".chars().all(|c| all.contains(c)), "the catalogues' letters are checked");
    // The harness panics on a character the app's fonts (not egui's: this build has none)
    // cannot draw, in either family.
    let mut harness =
        egui_kittest::Harness::builder().with_size(eframe::egui::vec2(1200.0, 800.0)).build_ui(|ui| {
            crate::theme::install_fonts(ui.ctx());
            eframe::egui::ScrollArea::vertical().show(ui, |ui| {
                for t in &texts {
                    ui.label(t.as_str());
                    ui.label(eframe::egui::RichText::new(t.as_str()).monospace());
                }
            });
        });
    harness.run();
}

#[test]
fn the_glyph_check_fails_on_what_the_shipped_fonts_lack() {
    // An arrow egui writes for a shortcut key, a warning sign: in neither font, so the harness
    // panics, as it would on such a character in a message.
    for missing in ["\u{23f4}", "\u{26a0}"] {
        let drawn = std::panic::catch_unwind(move || {
            let mut harness = egui_kittest::Harness::new_ui(move |ui| {
                crate::theme::install_fonts(ui.ctx());
                ui.label(missing);
            });
            harness.run();
        });
        let why = drawn.err().and_then(|e| e.downcast::<String>().ok()).map(|s| *s).unwrap_or_default();
        assert!(why.starts_with("No glyph for"), "{missing:?}: {why:?}");
    }
}

/// The string literals of a Rust source (comments, char literals and lifetimes skipped; raw
/// strings read whole): enough of Rust's lexer to find message ids.
fn string_literals(source: &str) -> Vec<&str> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = source[i + 2..].find("*/").map_or(bytes.len(), |n| i + 2 + n + 2);
            }
            b'\'' => {
                // A char literal ('x', '\'', '"'), else a lifetime or a label.
                let rest = &source[i + 1..];
                let len = if let Some(escaped) = rest.strip_prefix('\\') {
                    escaped.find('\'').map(|n| n + 2)
                } else {
                    rest.chars()
                        .next()
                        .filter(|_| rest[1..].chars().next().is_some())
                        .and_then(|c| rest[c.len_utf8()..].starts_with('\'').then_some(c.len_utf8() + 1))
                };
                i += 1 + len.unwrap_or(0);
            }
            b'r' if bytes.get(i + 1).is_some_and(|&b| b == b'"' || b == b'#')
                && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')) =>
            {
                let hashes = source[i + 1..].bytes().take_while(|&b| b == b'#').count();
                let open = i + 1 + hashes;
                if bytes.get(open) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let end = source[open + 1..].find(&close).map_or(bytes.len(), |n| open + 1 + n);
                out.push(&source[open + 1..end]);
                i = end + close.len();
            }
            b'"' => {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                out.push(&source[i + 1..j.min(bytes.len())]);
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

#[test]
fn string_literals_are_found_past_comments_chars_and_raw_strings() {
    let source = "let a = \"x-y\"; // \"not-this\"\nlet c = '\"'; let d = '\\''; fn f<'a>(s: &'a str) {}\n\
                  /* \"nor-this\" */ let r = r#\"raw-\"-x\"#; let e = \"esc\\\"aped\"; let l = 'a';";
    assert_eq!(string_literals(source), ["x-y", "raw-\"-x", "esc\\\"aped"]);
}

/// The string literals of the app's sources (outside its tests), with the file they are in.
fn app_literals() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("tests.rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                // The tests at the end of a file name no messages the app shows.
                let end = text
                    .match_indices("\n#[cfg(test)]\n")
                    .map(|(at, _)| at)
                    .find(|&at| text[at..].lines().nth(2).is_some_and(|l| l.ends_with("mod tests {")))
                    .unwrap_or(text.len());
                let path_text = path.display().to_string();
                out.extend(
                    string_literals(&text[..end]).into_iter().map(|l| (l.to_owned(), path_text.clone())),
                );
            }
        }
    }
    let mut out = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// The string literals of the app's sources that look like message ids (lower-case words
/// joined by hyphens), with the file they are in.
fn id_like_literals() -> Vec<(String, String)> {
    app_literals()
        .into_iter()
        .filter(|(literal, _)| {
            literal.contains('-')
                && literal.starts_with(|c: char| c.is_ascii_lowercase())
                && literal
                    .split('-')
                    .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
        })
        .collect()
}

/// Literals of the sources that look like message ids and are not: egui ids, thread names,
/// selector values, test folders.
const NOT_MESSAGES: &[&str] = &[
    // egui ids
    "move-list",
    "side-top",
    "damier-board",
    "damier-setup-board",
    "damier-setup-carried",
    "editor-player",
    "engines-window",
    "new-game-body-height",
    "pick-game",
    "pick-grid",
    "rules-window",
    "eval-bar",
    "game-graph",
    "marks-list",
    "move-tree",
    "engine-option",
    "engine-options",
    "engine-option-text",
    "analyser-choice",
    // thread names
    "damier-sync",
    "damier-saver",
    "damier-open-pdn",
    "damier-engine",
    "damier-engine-probe",
    "damier-analyser",
    "damier-choose-program",
    "damier-save-file",
    "damier-open-file",
    "damier-save-pdn",
    "damier-sound",
    "damier-egdb",
    // selector values: the Dablot king ($piece), file operations ($op)
    "dablot-king",
    "create-folder",
    "follow-link",
    // a Dablot move, as the move field's example
    "e5-f6",
];

#[test]
fn every_message_the_code_names_exists_and_every_message_is_used() {
    let english = messages(Language::English);
    let literals = id_like_literals();
    let named: BTreeSet<&str> = literals.iter().map(|(id, _)| id.as_str()).collect();
    let unknown: Vec<_> = literals
        .iter()
        .filter(|(id, _)| !english.contains_key(id.as_str()) && !NOT_MESSAGES.contains(&id.as_str()))
        .collect();
    assert!(unknown.is_empty(), "named in the code but not in i18n/en.ftl: {unknown:?}");
    let referenced: BTreeSet<&str> =
        english.keys().flat_map(|&id| uses(&english, id).references.into_iter()).collect();
    let unused: Vec<_> =
        english.keys().filter(|id| !named.contains(*id) && !referenced.contains(*id)).collect();
    assert!(unused.is_empty(), "in i18n/en.ftl but never used: {unused:?}");
}

#[test]
fn get_and_fmt_translate() {
    assert_eq!(Tr::new(Language::English).get("menu-quit"), "Quit");
    assert_eq!(Tr::new(Language::French).get("menu-quit"), "Quitter");
    assert_eq!(Tr::new(Language::Croatian).color_name(Color::White), "Bijeli");
    assert_eq!(Tr::new(Language::Walloon).game_name(Variant::English), "Dames anglêses");
    assert_eq!(Tr::new(Language::Walloon).language(), Language::Walloon);
    let fr = Tr::new(Language::French);
    assert_eq!(fr.fmt("status-hint", &[("move", Arg::from("32-28"))]), "Conseil : 32-28");
    assert_eq!(fr.fmt("rules-title", &[("game", game(Variant::Dablot))]), "Règles : Dablot Prejjesne");
    let en = Tr::new(Language::English);
    assert_eq!(en.fmt("status-to-move", &[("color", color(Color::Black))]), "Black to move");
    assert_eq!(en.fmt("panel-computer", &[("level", Arg::from(3))]), "Computer (Club)");
    // A value holding braces is printed as it is; a missing argument shows its name.
    assert_eq!(en.fmt("status-hint", &[("move", Arg::from("{$move}"))]), "Hint: {$move}");
    assert_eq!(en.fmt("status-hint", &[]), "Hint: {$move}");
}

#[test]
fn a_message_kept_is_worded_in_the_language_it_is_shown_in() {
    use crate::problem::Problem;
    let saved = Message::new("status-saved-among").arg("path", "a.pdn").arg("game", 2).arg("games", 3);
    let too_long = Problem::PasteTooLong { kib: 64 };
    let error = Message::new("status-paste-error").said("error", Message::Problem(too_long.clone()));
    let line = Message::joined([saved.clone(), error], " — ").expect("two messages");
    for language in Language::ALL {
        let tr = Tr::new(language);
        let saved = tr.fmt(
            "status-saved-among",
            &[("path", Arg::from("a.pdn")), ("game", Arg::from(2)), ("games", Arg::from(3))],
        );
        let error = tr.fmt("status-paste-error", &[("error", Arg::from(tr.problem(&too_long)))]);
        assert_eq!(tr.message(&line), format!("{saved} — {error}"), "{language:?}");
    }
    assert_eq!(
        Tr::new(Language::French).message(&Message::new("status-hint").arg("move", "32-28")),
        "Conseil : 32-28"
    );
    // One message alone is itself; none is no message.
    assert_eq!(Message::joined([saved.clone()], " "), Some(saved));
    assert_eq!(Message::joined([], " "), None);
}

#[test]
fn croatian_points_take_their_plural_form() {
    let hr = Tr::new(Language::Croatian);
    let points = |n: i64| {
        let text = hr.fmt("reason-arbiter", &[("white", Arg::from(n)), ("black", Arg::from(0))]);
        let white = text.split(", ").next().unwrap_or_default().to_owned();
        white.rsplit(' ').next().unwrap_or_default().to_owned()
    };
    for (n, word) in [
        (1, "bod"),
        (2, "boda"),
        (5, "bodova"),
        (11, "bodova"),
        (21, "bod"),
        (22, "boda"),
        (25, "bodova"),
        (12, "bodova"),
        (14, "bodova"),
        (31, "bod"),
        (34, "boda"),
    ] {
        assert_eq!(points(n), word, "{n}");
    }
    assert_eq!(
        hr.fmt("reason-arbiter", &[("white", Arg::from(21)), ("black", Arg::from(22))]),
        "Odluka suca: Bijeli 21 bod, Crni 22 boda"
    );
}

#[test]
fn french_and_walloon_are_singular_at_zero_and_one() {
    for (language, one, many) in
        [(Language::French, "0 point", "2 points"), (Language::Walloon, "0 pwint", "2 pwints")]
    {
        let tr = Tr::new(language);
        let text = tr.fmt("reason-arbiter", &[("white", Arg::from(0)), ("black", Arg::from(2))]);
        assert!(text.contains(one) && text.contains(many), "{language:?}: {text}");
    }
    let en = Tr::new(Language::English);
    let text = en.fmt("reason-arbiter", &[("white", Arg::from(0)), ("black", Arg::from(1))]);
    assert_eq!(text, "The arbiter's decision: White 0 points, Black 1 point");
}

#[test]
fn numbers_in_messages_take_the_languages_decimal_separator() {
    let fr = Tr::new(Language::French);
    assert_eq!(fr.fmt("status-hint", &[("move", Arg::from(0.25))]), "Conseil : 0,25");
    assert_eq!(fr.decimal(9.8, 1), "9,8");
    let hr = Tr::new(Language::Croatian);
    assert_eq!(hr.fmt("view-animation-ms", &[("ms", Arg::from(1.5))]), "1,5 ms");
    let en = Tr::new(Language::English);
    assert_eq!(en.fmt("view-animation-ms", &[("ms", Arg::from(1.5))]), "1.5 ms");
    assert_eq!(en.fmt("view-animation-ms", &[("ms", Arg::from(240))]), "240 ms");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let (croatian, problems) = parse_bundle(Language::Croatian, "menu-quit = Izlaz\n");
    assert!(problems.is_empty(), "{problems:?}");
    let texts: &'static Bundle = Box::leak(Box::new(croatian));
    let tr = Tr { language: Language::Croatian, texts, english: bundle(Language::English) };
    assert_eq!(tr.get("menu-quit"), "Izlaz");
    assert_eq!(tr.get("menu-open"), "Open PDN…");
    assert_eq!(tr.get("no-such-message"), "no-such-message");
}

#[test]
fn a_broken_catalogue_keeps_what_parses_and_never_panics() {
    let (bundle, problems) = parse_bundle(Language::French, "a = un\nb = { $x\nc = trois\na = encore\n");
    assert_eq!(problems.len(), 2, "{problems:?}");
    let texts: &'static Bundle = Box::leak(Box::new(bundle));
    let tr = Tr { language: Language::French, texts, english: texts };
    assert_eq!(tr.get("a"), "un");
    assert_eq!(tr.get("c"), "trois");
    assert_eq!(tr.get("b"), "b");
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
            assert!(second.starts_with(source_word[language.index()]), "{variant:?} {language:?}: {second}");
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
fn language_codes_names_and_the_systems_choice() {
    let codes: Vec<_> = Language::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, ["en", "fr", "wa", "hr"]);
    assert_eq!(Language::default(), Language::English);
    for (i, l) in Language::ALL.into_iter().enumerate() {
        assert_eq!(l.index(), i);
    }
    assert_eq!(Language::Walloon.native_name(), "Walon");
    assert_eq!(Language::from_locales(["fr-BE"]), Language::French);
    assert_eq!(Language::from_locales(["wa"]), Language::Walloon);
    assert_eq!(Language::from_locales(["wa_BE.UTF-8"]), Language::Walloon);
    assert_eq!(Language::from_locales(["hr_HR.UTF-8"]), Language::Croatian);
    assert_eq!(Language::from_locales(["HR"]), Language::Croatian);
    assert_eq!(Language::from_locales(["en-GB"]), Language::English);
    assert_eq!(Language::from_locales(["de-DE", "fr-FR"]), Language::French);
    assert_eq!(Language::from_locales(["de-DE"]), Language::English);
    assert_eq!(Language::from_locales(["C"]), Language::English);
    assert_eq!(Language::from_locales(Vec::<String>::new()), Language::English);
}

#[test]
fn the_words_a_speaker_corrected_stay_corrected() {
    // Forms that are not words, or not the sources' spelling, and what replaced them.
    let wrong: [(Language, &[&str]); 3] = [
        (
            Language::Walloon,
            &[
                "pronfondeû",
                "rv'nu",
                "d'ûser",
                "pasmer",
                "d'pus s'prumî",
                "grèyaedje",
                " rafe",
                "pusieûrs",
                "ossi ",
                "lådje",
                "posicion",
                "fichî",
                "tchwèzihez",
                " sans ",
                " do ",
                "Rdjwer",
            ],
        ),
        (Language::Croatian, &["Obvez", "obvez", "na daljinu", "mogućnost je", "mogućnosti su", "Sami ("]),
        (
            Language::French,
            &["cliquez-la", "Rejouer", "XIXe", "cité tel quel pour tout", "citée telle quelle"],
        ),
    ];
    for (language, forms) in wrong {
        let mut texts = vec![language.catalogue_source().to_owned()];
        texts.extend(Variant::ALL.map(|v| Tr::new(language).rules(v).to_owned()));
        for form in forms {
            for text in &texts {
                assert!(!text.contains(form), "{language:?}: “{form}”");
            }
        }
    }
}
