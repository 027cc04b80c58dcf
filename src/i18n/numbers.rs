//! Numbers in each language's form: the one place that knows the decimal separator (a point in
//! English, a comma in French, Walloon and Croatian). Messages get it through the Fluent
//! formatter ([`formatter`]) for every number argument and `NUMBER()`; the rest of the app
//! through [`decimal`] and [`signed`] (clocks, scores, the New game dialog's numbers).
//!
//! No digit grouping: the numbers Damier shows (moves, points, seconds, games in a file) stay
//! under five digits, which all four languages write without a separator.

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use intl_memoizer::concurrent::IntlLangMemoizer;

use super::Language;

/// The decimal separator of `language`.
pub fn separator(language: Language) -> char {
    match language {
        Language::English => '.',
        Language::French | Language::Walloon | Language::Croatian => ',',
    }
}

/// `value` rounded to `decimals` digits after the separator: `9.8`, `9,8`.
pub fn decimal(language: Language, value: f64, decimals: usize) -> String {
    localise(format!("{value:.decimals$}"), separator(language))
}

/// As [`decimal`], with the sign always written: `+0.25`, `-1,50`, `+0,00`.
pub fn signed(language: Language, value: f64, decimals: usize) -> String {
    localise(format!("{value:+.decimals$}"), separator(language))
}

/// `value` with at most `max_decimals` digits after the separator, trailing zeros dropped:
/// `3`, `1.5`, `1,5` (the one style of the New game dialog's numbers).
pub fn number(language: Language, value: f64, max_decimals: usize) -> String {
    let options =
        FluentNumberOptions { maximum_fraction_digits: Some(max_decimals), ..FluentNumberOptions::default() };
    localise(fluent_number(&FluentNumber::new(value, options)), separator(language))
}

/// Reads a number typed in `language`'s form (or with a point, as everyone may type it):
/// `1,5` and `1.5` are one and a half. Spaces around are ignored.
pub fn parse(text: &str) -> Option<f64> {
    text.trim().replace(',', ".").parse().ok()
}

/// `text`, a number written with a point, with `separator` instead.
fn localise(text: String, separator: char) -> String {
    if separator == '.' { text } else { text.replace('.', &separator.to_string()) }
}

/// A Fluent number as its options ask (fraction digits; NUMBER's other options do not apply
/// to the numbers Damier passes), with a point.
fn fluent_number(number: &FluentNumber) -> String {
    let options = &number.options;
    let min = options.minimum_fraction_digits.unwrap_or(0);
    match options.maximum_fraction_digits {
        Some(max) => {
            let max = max.max(min);
            let text = format!("{:.max$}", number.value);
            // Trailing zeros beyond the minimum go, and the point with them.
            let Some(point) = text.find('.') else { return text };
            let keep = text.trim_end_matches('0').len().max(point + 1 + min);
            text[..keep].trim_end_matches('.').to_owned()
        }
        None => {
            let mut text = number.value.to_string();
            let digits = text.find('.').map_or(0, |point| text.len() - point - 1);
            if digits < min {
                if digits == 0 {
                    text.push('.');
                }
                text.push_str(&"0".repeat(min - digits));
            }
            text
        }
    }
}

/// The formatter of `language`'s bundle: numbers with its separator, everything else as Fluent
/// writes it.
pub(super) fn formatter(language: Language) -> fn(&FluentValue, &IntlLangMemoizer) -> Option<String> {
    fn point(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        match value {
            FluentValue::Number(n) => Some(fluent_number(n)),
            _ => None,
        }
    }
    fn comma(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        match value {
            FluentValue::Number(n) => Some(localise(fluent_number(n), ',')),
            _ => None,
        }
    }
    match separator(language) {
        '.' => point,
        _ => comma,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fluent(value: f64, min: Option<usize>, max: Option<usize>) -> String {
        let options = FluentNumberOptions {
            minimum_fraction_digits: min,
            maximum_fraction_digits: max,
            ..FluentNumberOptions::default()
        };
        fluent_number(&FluentNumber::new(value, options))
    }

    #[test]
    fn french_walloon_and_croatian_write_a_decimal_comma() {
        for language in [Language::French, Language::Walloon, Language::Croatian] {
            assert_eq!(signed(language, 0.25, 2), "+0,25");
            assert_eq!(signed(language, -1.5, 2), "-1,50");
            assert_eq!(decimal(language, 9.8, 1), "9,8");
            assert_eq!(decimal(language, 10.0, 0), "10");
        }
        assert_eq!(signed(Language::English, 0.25, 2), "+0.25");
        assert_eq!(decimal(Language::English, 9.8, 1), "9.8");
        assert_eq!(number(Language::French, 1.5, 1), "1,5");
        assert_eq!(number(Language::French, 3.0, 1), "3");
        assert_eq!(number(Language::English, 1.5, 1), "1.5");
        assert_eq!(number(Language::Croatian, 12.0, 0), "12");
    }

    #[test]
    fn typed_numbers_read_with_a_comma_or_a_point() {
        assert_eq!(parse("1,5"), Some(1.5));
        assert_eq!(parse(" 1.5 "), Some(1.5));
        assert_eq!(parse("12"), Some(12.0));
        assert_eq!(parse("x"), None);
    }

    #[test]
    fn fluent_numbers_follow_their_fraction_options() {
        assert_eq!(fluent(5.0, None, None), "5");
        assert_eq!(fluent(0.25, None, None), "0.25");
        assert_eq!(fluent(2.0, Some(2), None), "2.00");
        assert_eq!(fluent(2.5, Some(2), None), "2.50");
        assert_eq!(fluent(2.125, None, Some(1)), "2.1");
        assert_eq!(fluent(2.0, None, Some(2)), "2");
        assert_eq!(fluent(2.5, Some(1), Some(3)), "2.5");
        assert_eq!(fluent(2.0, Some(1), Some(3)), "2.0");
        let comma = formatter(Language::French);
        let memoizer = IntlLangMemoizer::new(Language::French.langid());
        assert_eq!(comma(&FluentValue::from(0.25), &memoizer).as_deref(), Some("0,25"));
        assert_eq!(comma(&FluentValue::from("x"), &memoizer), None);
    }
}
