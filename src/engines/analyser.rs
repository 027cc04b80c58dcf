//! An added engine as the analyser: its program analyses the position shown without end
//! (`level infinite`, `go analyze`) on a thread of its own, and its `info` lines come back as
//! [`AnalyserEvent`]s. A new position stops the search (`stop`, answered by `done`) and starts
//! another; dropping the [`HubAnalyser`] stops it and quits the program. The Hub protocol has
//! no multi-PV: the engine gives one line.
//!
//! A program that cannot start, ends, hangs (silent, and no `pong` to a `ping`) or answers
//! nonsense (values that cannot be read, a line of play the rules refuse) ends the thread with
//! [`AnalyserEvent::Failed`]; the analysis then goes back to Damier's own engine.

use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::Duration;

use damier_engine::hub_client::{Analysed, HubError};
use damier_engine::search::Info;
use damier_rules::{AnyGame, with_game};

use super::{EngineEntry, Running, spawn};

/// How long the thread waits for a line before it looks for a new position.
const POLL: Duration = Duration::from_millis(40);

/// What the analyser's thread tells.
#[derive(Debug)]
pub enum AnalyserEvent {
    /// The engine's line for the position asked with this serial number.
    Info { serial: u64, info: Info },
    /// The engine failed and was stopped.
    Failed(HubError),
}

/// A position to analyse, with its serial number.
struct Order {
    serial: u64,
    game: AnyGame,
}

/// An added engine analysing on its own thread.
pub struct HubAnalyser {
    /// The engine's id and the options it was started with.
    id: u32,
    options: Vec<(String, String)>,
    orders: Sender<Order>,
    events: Receiver<AnalyserEvent>,
    next: u64,
}

impl HubAnalyser {
    /// The engine `entry` ready to analyse (its program starts with the first position);
    /// `notify` is called after each event (a repaint).
    pub fn new(entry: &EngineEntry, notify: Arc<dyn Fn() + Send + Sync>) -> HubAnalyser {
        let (orders, orders_rx) = mpsc::channel();
        let (events_tx, events) = mpsc::channel();
        let options = entry.chosen();
        let send = move |event| {
            // The analysis may be over: nothing left to tell.
            if events_tx.send(event).is_ok() {
                notify();
            }
        };
        let (path, started_with) = (entry.path.clone(), options.clone());
        let failed = send.clone();
        if let Err(error) =
            spawn("damier-analyser", move || run_analyser(&path, &started_with, &orders_rx, &send))
        {
            failed(AnalyserEvent::Failed(error));
        }
        HubAnalyser { id: entry.id, options, orders, events, next: 0 }
    }

    /// Whether this is the engine `entry` with its options as they are now.
    pub fn is(&self, entry: &EngineEntry) -> bool {
        self.id == entry.id && self.options == entry.chosen()
    }

    pub fn id(&self) -> u32 {
        self.id
    }

    /// Analyses `game`'s position in place of the one before; its serial number.
    pub fn analyse(&mut self, game: &AnyGame) -> u64 {
        self.next += 1;
        // A thread that has ended has said why already (its Failed event).
        let _ = self.orders.send(Order { serial: self.next, game: game.clone() });
        self.next
    }

    /// The events so far.
    pub fn poll(&self) -> Vec<AnalyserEvent> {
        self.events.try_iter().collect()
    }
}

/// The analyser's thread: each position in turn (the newest when several wait), its lines sent
/// back, until the orders end (the search then stops, and the program quits) or it fails.
fn run_analyser(
    path: &Path,
    options: &[(String, String)],
    orders: &Receiver<Order>,
    send: &impl Fn(AnalyserEvent),
) {
    if let Err(error) = analyse_orders(path, options, orders, send) {
        send(AnalyserEvent::Failed(error));
    }
}

fn analyse_orders(
    path: &Path,
    options: &[(String, String)],
    orders: &Receiver<Order>,
    send: &impl Fn(AnalyserEvent),
) -> Result<(), HubError> {
    let mut running = None;
    // The position being searched, and its serial number.
    let mut current: Option<Order> = None;
    loop {
        let order = match (&current, orders.try_recv()) {
            (_, Ok(order)) => Some(order),
            (Some(_), Err(TryRecvError::Empty)) => None,
            // Nothing searched: wait for a position.
            (None, Err(TryRecvError::Empty)) => match orders.recv() {
                Ok(order) => Some(order),
                Err(_) => break,
            },
            (_, Err(TryRecvError::Disconnected)) => break,
        };
        if let Some(order) = order {
            let order = orders.try_iter().last().unwrap_or(order);
            let variant = order.game.variant();
            let hub = Running::ensure(&mut running, path, variant, options)?;
            if current.take().is_some() {
                hub.stop_analysis()?;
            }
            with_game!(&order.game, g => hub.analyse(g))?;
            current = Some(order);
            continue;
        }
        let (Some(order), Some(r)) = (&current, running.as_mut()) else { continue };
        let hub = &mut r.hub;
        match with_game!(&order.game, g => hub.analysis_line(g, POLL))? {
            Analysed::Info(info) => send(AnalyserEvent::Info { serial: order.serial, info }),
            // The engine ended its search (the game is over for it): wait for another position.
            Analysed::Done => current = None,
            Analysed::Nothing => {}
        }
    }
    if let (Some(_), Some(r)) = (current, running.as_mut()) {
        r.hub.stop_analysis()?;
    }
    Ok(())
}
