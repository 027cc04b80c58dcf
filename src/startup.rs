//! `DAMIER_TRACE_STARTUP=1 damier`: the app says on stderr when it reaches each step of its
//! start, in milliseconds since `main` began and as Unix time (which `scripts/footprint`
//! subtracts its own start from), up to the second frame, which begins only once the first
//! is painted and on screen. Without the variable (and in tests, which never call [`begin`])
//! every call here does nothing.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use eframe::egui;

/// When `main` began, set only when tracing.
static START: OnceLock<Instant> = OnceLock::new();
/// The second frame has begun: nothing more to say.
static DONE: AtomicBool = AtomicBool::new(false);

/// Starts tracing if `DAMIER_TRACE_STARTUP` is set: the first thing `main` does.
pub fn begin() {
    if std::env::var_os("DAMIER_TRACE_STARTUP").is_some() {
        let _ = START.set(Instant::now());
        mark("main begins");
    }
}

/// Says that the start has reached `step`.
pub fn mark(step: &str) {
    if let Some(start) = START.get() {
        let unix = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        eprintln!("damier startup: {ms:8.1} ms  {step} (unix {:.3})", unix.as_secs_f64());
    }
}

/// Called as each pass of a frame begins (egui may lay a frame out twice): marks those of
/// the first frame, and asks for a second frame (eframe draws one only when asked), which
/// begins once the first is painted and shown.
pub fn frame_begins(ctx: &egui::Context) {
    if START.get().is_none() || DONE.load(Ordering::Relaxed) {
        return;
    }
    if ctx.cumulative_frame_nr() == 0 {
        mark(&format!("first frame, pass {} begins", ctx.current_pass_index() + 1));
        ctx.request_repaint();
    } else {
        DONE.store(true, Ordering::Relaxed);
        mark("second frame begins: the first is painted and shown");
    }
}

/// Called as each pass of a frame has been laid out: marks those of the first frame.
pub fn frame_laid_out(ctx: &egui::Context) {
    if START.get().is_some() && ctx.cumulative_frame_nr() == 0 {
        mark(&format!("first frame, pass {} laid out", ctx.current_pass_index() + 1));
    }
}
