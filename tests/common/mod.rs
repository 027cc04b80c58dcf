//! What the app's kittest files share: stepping in real time until the app is done, and
//! clicking by label.

use std::time::{Duration, Instant};

use damier::DamierApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Steps (in real time: the engines think on their own threads) until `done` or `limit`.
pub fn step_until(
    h: &mut Harness<'_, DamierApp>,
    limit: Duration,
    done: impl Fn(&DamierApp) -> bool,
) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        h.step();
        if done(h.state()) {
            h.run_steps(2);
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

pub fn click(h: &mut Harness<'_, DamierApp>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(2);
}
