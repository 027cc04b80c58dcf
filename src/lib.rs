//! Damier, the desktop app: international draughts, English checkers and Dablot Prejjesne
//! against the computer or a friend.
//!
//! State and view are kept apart: [`model`] (the game record, whose turn, review, take-back)
//! and [`clock`] know nothing of egui; [`board`] is the board widget. The [`panels`] and
//! [`dialogs`] read a [`view::View`] and answer with [`command::Command`]s, which [`app`]
//! carries out; [`app`] also holds what is saved ([`saved`]) apart from the link to the
//! engine's worker ([`engine_link`]), the file dialogs ([`files`]), other engines
//! ([`engines`]), the position editor ([`editor`]) and the sounds ([`sound`]). No module but
//! [`app`] imports [`app`]; none names a game: the rules crate's `Variant` facts and
//! `with_variant!` are the one dispatch over the games.

pub mod analysis;
pub mod app;
pub mod board;
pub mod cli;
pub mod clock;
pub mod command;
pub mod dialogs;
pub mod editor;
pub mod engine_link;
pub mod engines;
pub mod files;
pub mod i18n;
pub mod model;
pub mod packed;
pub mod panels;
pub mod problem;
pub mod rules_view;
pub mod saved;
pub mod settings;
pub mod sound;
pub mod startup;
pub mod storage;
pub mod tables;
pub mod theme;
pub mod view;

pub use app::DamierApp;

/// egui allocates and frees the frame's shapes and meshes every frame; the system allocator
/// hands that memory back to the kernel and faults it in again each time (half the UI
/// thread's time in `benches/frame_time.rs`), mimalloc keeps it.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
