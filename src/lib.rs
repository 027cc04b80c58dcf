//! Damier, the desktop app: international draughts, English checkers and Dablot Prejjesne
//! against the computer or a friend.
//!
//! State and view are kept apart: [`model`] (the game record, whose turn, review, take-back)
//! and [`clock`] know nothing of egui; [`board`] is the board widget; [`app`] puts the panels
//! together and talks to the engine's worker by messages.

pub mod app;
pub mod board;
pub mod clock;
pub mod dialogs;
pub mod files;
pub mod i18n;
pub mod model;
pub mod panels;
pub mod rules_view;
pub mod settings;
pub mod storage;
pub mod theme;

pub use app::DamierApp;

/// egui allocates and frees the frame's shapes and meshes every frame; the system allocator
/// hands that memory back to the kernel and faults it in again each time (half the UI
/// thread's time in `benches/frame_time.rs`), mimalloc keeps it.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
