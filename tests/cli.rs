//! The `damier` program's command line, run as a user runs it (no window is opened).

use std::process::Command;

fn damier(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_damier")).args(args).output().expect("damier runs")
}

#[test]
fn version_and_help_print_and_succeed() {
    let out = damier(&["--version"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("damier {}\n", env!("CARGO_PKG_VERSION")));
    let out = damier(&["--help"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Usage: damier [FILE.pdn]"));
}

#[test]
fn a_bad_option_is_named_with_status_2() {
    let out = damier(&["--frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown option --frobnicate"));
}
