//! Shows a rules text (see [`crate::i18n::Tr::rules`]) in egui.
//!
//! The texts use a small subset of markdown, which is all this module reads:
//! - `# Title` and `## Heading` (and `### Subheading`) lines;
//! - paragraphs: consecutive lines, joined with spaces, ended by a blank line or another block;
//! - list items: lines starting `- ` (a painted bullet) or `12. ` (the number as the marker);
//!   an item's following lines that do not start a new block continue it;
//! - `**bold**` inside any text;
//! - a line `[[start position]]`: the game's start position, painted as the board paints it
//!   (the Dablot source's "as in the picture", and each draughts game's set-up).
//!
//! Anything else is shown as it stands. No glyph outside egui's default fonts is drawn: the
//! bullet is painted.

use damier_rules::{AnyGame, GameOptions, Variant};
use eframe::egui::{self, Align, FontSelection, Label, RichText, Sense, TextStyle, text::LayoutJob};

use crate::i18n::{self, Tr};

/// The line that stands for the start position's diagram.
const START_POSITION: &str = "[[start position]]";
/// The diagram's width, at most (narrower in a narrow window).
const DIAGRAM_WIDTH: f32 = 340.0;

/// One block of a rules text.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Block<'a> {
    /// A heading; level 1 for `#`, 2 for `##`, 3 for `###`.
    Heading(u8, String),
    /// A paragraph, its lines joined with spaces.
    Paragraph(String),
    /// A `- ` list item.
    Bullet(String),
    /// A numbered item: its number (`"12."`) and text.
    Numbered(&'a str, String),
    /// The game's start position, drawn.
    StartPosition,
}

/// The heading level and text of a heading line.
fn heading(line: &str) -> Option<(u8, &str)> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    let text = line[hashes..].strip_prefix(' ')?;
    (1..=3).contains(&hashes).then(|| (hashes as u8, text.trim()))
}

/// The number (with its dot) and text of a numbered item line, `12. text`.
fn numbered(line: &str) -> Option<(&str, &str)> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let text = line[digits..].strip_prefix(". ")?;
    Some((&line[..=digits], text.trim()))
}

/// Splits a simple-markdown text into blocks.
fn parse(text: &str) -> Vec<Block<'_>> {
    let mut blocks = Vec::new();
    // The block being gathered: lines that continue it are appended with a space.
    let mut open: Option<Block<'_>> = None;
    for raw in text.lines() {
        let line = raw.trim();
        if line.is_empty() {
            blocks.extend(open.take());
            continue;
        }
        let new = if line == START_POSITION {
            Some(Block::StartPosition)
        } else if let Some((level, t)) = heading(line) {
            Some(Block::Heading(level, t.to_owned()))
        } else if let Some(t) = line.strip_prefix("- ") {
            Some(Block::Bullet(t.trim().to_owned()))
        } else {
            numbered(line).map(|(n, t)| Block::Numbered(n, t.to_owned()))
        };
        match (new, &mut open) {
            (Some(block), _) => {
                blocks.extend(open.take());
                if matches!(block, Block::Heading(..) | Block::StartPosition) {
                    blocks.push(block);
                } else {
                    open = Some(block);
                }
            }
            (None, Some(Block::Paragraph(s) | Block::Bullet(s) | Block::Numbered(_, s))) => {
                s.push(' ');
                s.push_str(line);
            }
            (None, _) => {
                blocks.extend(open.take());
                open = Some(Block::Paragraph(line.to_owned()));
            }
        }
    }
    blocks.extend(open);
    blocks
}

/// Splits text at `**` markers into (segment, bold) runs. An unpaired `**` is shown as it is.
fn runs(text: &str) -> Vec<(&str, bool)> {
    let parts: Vec<&str> = text.split("**").collect();
    let pairs = (parts.len() - 1) / 2 * 2; // markers that have a partner
    let mut out = Vec::new();
    let mut bold = false;
    for (i, part) in parts.iter().enumerate() {
        if i > 0 && i > pairs {
            // The unpaired last marker: keep it literally, in the current weight.
            out.push(("**", bold));
        }
        if !part.is_empty() {
            out.push((*part, bold));
        }
        if i < pairs {
            bold = !bold;
        }
    }
    out
}

/// A wrapping text with its `**bold**` runs strong, in the body style.
fn rich_job(ui: &egui::Ui, text: &str) -> LayoutJob {
    let mut job = LayoutJob::default();
    for (run, bold) in runs(text) {
        let rich = if bold { RichText::new(run).strong() } else { RichText::new(run) };
        rich.append_to(&mut job, ui.style(), FontSelection::Default, Align::Min);
    }
    job
}

/// Renders `text`, the rules of `variant` in the simple markdown described in the module
/// documentation, into `ui`, top to bottom, wrapping to the available width; `tr` names the
/// diagrams for screen readers. Put it in a scroll area for long texts; it adds none itself.
pub fn show_rules(ui: &mut egui::Ui, text: &str, variant: Variant, tr: &Tr) {
    let body = ui.text_style_height(&TextStyle::Body);
    let mut first = true;
    // Bullets right after a numbered item belong to it: they sit under its text, not left of it.
    let mut in_numbered = false;
    for block in parse(text) {
        if !first {
            ui.add_space(body * 0.35);
        }
        first = false;
        let block_kind = match &block {
            Block::Numbered(..) => Kind::Numbered,
            Block::Bullet(_) => Kind::Bullet,
            _ => Kind::Other,
        };
        match block {
            Block::Heading(level, t) => {
                let plain: String = runs(&t).into_iter().map(|(s, _)| s).collect();
                let size = match level {
                    1 => ui.text_style_height(&TextStyle::Heading) * 1.15,
                    2 => body * 1.35,
                    _ => body * 1.15,
                };
                if level > 1 {
                    ui.add_space(body * 0.5);
                }
                ui.add(Label::new(RichText::new(plain).size(size).strong()).wrap());
            }
            Block::Paragraph(t) => {
                ui.add(Label::new(rich_job(ui, &t)).wrap());
            }
            Block::Bullet(t) => item(ui, None, in_numbered, &t),
            Block::Numbered(n, t) => item(ui, Some(n), false, &t),
            Block::StartPosition => {
                let pieces = AnyGame::start(variant, GameOptions::default()).pieces_at(0);
                let label = tr.fmt("rules-start-position", &[("game", i18n::game(variant))]);
                let width = ui.available_width().min(DIAGRAM_WIDTH);
                ui.add_space(body * 0.3);
                crate::board::diagram(ui, variant, &pieces, width, &label);
            }
        }
        in_numbered = match block_kind {
            Kind::Numbered => true,
            Kind::Bullet => in_numbered,
            Kind::Other => false,
        };
    }
}

/// What a block is, for the nesting of bullets under a numbered item.
enum Kind {
    Numbered,
    Bullet,
    Other,
}

/// The width of a numbered item's number, in lines of body text.
const NUMBER_MARGIN: f32 = 2.0;

/// A list item: a painted bullet, or the item's number, in a hanging margin, then the text;
/// `nested`: a bullet under a numbered item, indented by the number's margin.
fn item(ui: &mut egui::Ui, number: Option<&str>, nested: bool, text: &str) {
    let body = ui.text_style_height(&TextStyle::Body);
    let margin = if number.is_some() { NUMBER_MARGIN * body } else { body * 1.4 };
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        if nested {
            ui.add_space(NUMBER_MARGIN * body);
        }
        let (rect, _) = ui.allocate_exact_size(egui::vec2(margin, body), Sense::hover());
        let color = ui.visuals().text_color();
        match number {
            None => {
                let center = egui::pos2(rect.left() + margin * 0.45, rect.center().y);
                ui.painter().circle_filled(center, body * 0.15, color);
            }
            Some(n) => {
                let font = TextStyle::Body.resolve(ui.style());
                let at = egui::pos2(rect.right() - body * 0.4, rect.top());
                ui.painter().text(at, egui::Align2::RIGHT_TOP, n, font, color);
            }
        }
        ui.add(Label::new(rich_job(ui, text)).wrap());
    });
}

#[cfg(test)]
mod tests {
    use damier_rules::Variant;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    use super::*;
    use crate::i18n::{Language, Tr};

    #[test]
    fn parses_headings_paragraphs_lists_and_numbers() {
        let text = "# Title\n\nSource: a\nbook.\n## Part **one**\n- an item\n  going on\n- another\n\
                    12. Rule twelve\nstill twelve\n13. Rule thirteen\n\nLast words.\n#not a heading\n\
                    [[start position]]\nThe caption.";
        assert_eq!(
            parse(text),
            vec![
                Block::Heading(1, "Title".into()),
                Block::Paragraph("Source: a book.".into()),
                Block::Heading(2, "Part **one**".into()),
                Block::Bullet("an item going on".into()),
                Block::Bullet("another".into()),
                Block::Numbered("12.", "Rule twelve still twelve".into()),
                Block::Numbered("13.", "Rule thirteen".into()),
                Block::Paragraph("Last words. #not a heading".into()),
                Block::StartPosition,
                Block::Paragraph("The caption.".into()),
            ]
        );
        assert!(parse("").is_empty());
        assert_eq!(parse("2024 was. 1.5 x"), vec![Block::Paragraph("2024 was. 1.5 x".into())]);
    }

    #[test]
    fn bold_runs() {
        assert_eq!(runs("a **b** c"), vec![("a ", false), ("b", true), (" c", false)]);
        assert_eq!(runs("**b**"), vec![("b", true)]);
        assert_eq!(runs("plain"), vec![("plain", false)]);
        assert_eq!(runs("a ** b"), vec![("a ", false), ("**", false), (" b", false)]);
        assert_eq!(runs("**x** y **z"), vec![("x", true), (" y ", false), ("**", false), ("z", false)]);
    }

    #[test]
    fn renders_every_rules_text_and_finds_its_title() {
        for language in Language::ALL {
            let tr = Tr::new(language);
            for variant in Variant::ALL {
                let text = tr.rules(variant).to_owned();
                let title = match parse(&text).first() {
                    Some(Block::Heading(1, t)) => t.clone(),
                    other => panic!("{variant:?} {language:?} starts with {other:?}"),
                };
                // The harness panics on a glyph the app's fonts lack.
                let mut harness = Harness::builder().with_size(egui::vec2(700.0, 5000.0)).build_ui(|ui| {
                    crate::theme::install_fonts(ui.ctx());
                    egui::ScrollArea::vertical().show(ui, |ui| show_rules(ui, &text, variant, &tr));
                });
                harness.run();
                harness.get_by_label(&title);
                // Each text shows its game's start position once, drawn.
                assert_eq!(parse(&text).iter().filter(|b| **b == Block::StartPosition).count(), 1);
                let diagram = tr.fmt("rules-start-position", &[("game", i18n::game(variant))]);
                let rect = harness.get_by_label(&diagram).rect();
                assert!(rect.width() >= 200.0, "{variant:?} {language:?}: {rect:?}");
            }
        }
    }

    #[test]
    fn renders_a_heading_bold_text_and_a_bullet() {
        let text = "# Rules\n\n## Moves\n\nA man moves **one** square.\n\n- a bullet\n1. a number";
        let tr = Tr::new(Language::English);
        let mut harness = Harness::new_ui(|ui| {
            crate::theme::install_fonts(ui.ctx());
            show_rules(ui, text, Variant::International, &tr);
        });
        harness.run();
        harness.get_by_label("Moves");
        harness.get_by_label("A man moves one square.");
        harness.get_by_label("a bullet");
        harness.get_by_label("a number");
    }

    #[test]
    fn bullets_under_a_numbered_item_sit_under_its_text() {
        let text = "1. Two kinds of move:\n\n- nested\n\nA paragraph.\n\n- plain";
        let tr = Tr::new(Language::English);
        let mut harness = Harness::new_ui(|ui| {
            crate::theme::install_fonts(ui.ctx());
            show_rules(ui, text, Variant::International, &tr);
        });
        harness.run();
        let nested = harness.get_by_label("nested").rect().left();
        let plain = harness.get_by_label("plain").rect().left();
        let number_text = harness.get_by_label("Two kinds of move:").rect().left();
        assert!(nested > plain, "{nested} > {plain}");
        assert!(nested >= number_text, "{nested} >= {number_text}");
    }
}
