//! The `damier` command line: `damier [FILE.pdn]`, `--help`, `--version`.

use std::ffi::OsString;
use std::path::PathBuf;

/// The app's id: the Wayland app id and X11 class of the window, the name of the desktop
/// entry (`packaging/linux/APP_ID.desktop`), the AppStream id and the macOS bundle id.
pub const APP_ID: &str = "org.damier.Damier";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Invocation {
    /// Start the app, opening this PDN file's first game when given.
    Run { file: Option<PathBuf> },
    /// Print this text on stdout and exit with success (`--help`, `--version`).
    Print(String),
    /// Print this message on stderr and exit with status 2.
    Usage(String),
}

/// The text of `damier --help`.
pub fn help() -> String {
    format!(
        "Damier {version}: international draughts, English checkers and Dablot Prejjesne\n\
         \n\
         Usage: damier [FILE.pdn]\n\
         \n\
         Starts the app; with FILE.pdn, opens the file's first game (as Game > Open PDN).\n\
         \n\
         Options:\n  \
           -h, --help     print this help\n  \
           -V, --version  print the version\n",
        version = env!("CARGO_PKG_VERSION")
    )
}

/// Reads the arguments after the program's name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Invocation {
    let mut file = None;
    let mut options_done = false;
    for arg in args {
        match arg.to_str() {
            Some("-h" | "--help") if !options_done => return Invocation::Print(help()),
            Some("-V" | "--version") if !options_done => {
                return Invocation::Print(format!("damier {}\n", env!("CARGO_PKG_VERSION")));
            }
            Some("--") if !options_done => options_done = true,
            Some(option) if !options_done && option.starts_with('-') && option != "-" => {
                return Invocation::Usage(format!(
                    "damier: unknown option {option}\nUsage: damier [FILE.pdn] (damier --help)"
                ));
            }
            _ if file.is_some() => {
                return Invocation::Usage(
                    "damier: one file at most\nUsage: damier [FILE.pdn] (damier --help)".into(),
                );
            }
            _ => file = Some(PathBuf::from(arg)),
        }
    }
    Invocation::Run { file }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_strs(args: &[&str]) -> Invocation {
        parse(args.iter().map(OsString::from))
    }

    #[test]
    fn no_argument_runs_the_app() {
        assert_eq!(parse_strs(&[]), Invocation::Run { file: None });
    }

    #[test]
    fn a_file_is_opened() {
        assert_eq!(parse_strs(&["game.pdn"]), Invocation::Run { file: Some("game.pdn".into()) });
        assert_eq!(parse_strs(&["--", "-odd.pdn"]), Invocation::Run { file: Some("-odd.pdn".into()) });
    }

    #[test]
    fn help_and_version_print() {
        let Invocation::Print(help) = parse_strs(&["--help"]) else { panic!("help") };
        assert!(help.contains("Usage: damier [FILE.pdn]"), "{help}");
        assert_eq!(parse_strs(&["-h"]), Invocation::Print(help));
        let version = format!("damier {}\n", env!("CARGO_PKG_VERSION"));
        assert_eq!(parse_strs(&["--version"]), Invocation::Print(version.clone()));
        assert_eq!(parse_strs(&["game.pdn", "-V"]), Invocation::Print(version));
    }

    #[test]
    fn bad_arguments_are_named() {
        let Invocation::Usage(message) = parse_strs(&["--frobnicate"]) else { panic!("usage") };
        assert!(message.contains("--frobnicate"), "{message}");
        let Invocation::Usage(message) = parse_strs(&["a.pdn", "b.pdn"]) else { panic!("usage") };
        assert!(message.contains("one file"), "{message}");
    }
}
