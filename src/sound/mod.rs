//! Sound: a knock for a move, another for a capture, a chime for a crowning, beeps for the
//! inactivity warning and for low time, an arpeggio at the game's end. The sounds are made in
//! [`synth`] (our own, no recordings) and played by `output` on the sound thread: the UI
//! thread only sends on a channel and never waits. Without a sound device the game plays on
//! silently; [`Sounds::failure`] says why, once.

mod output;
pub mod synth;

use std::sync::mpsc::{self, Receiver, Sender};

/// The sounds the app makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sound {
    Move,
    Capture,
    Crowning,
    /// The inactivity warning.
    Warning,
    /// The person to move has under ten seconds left.
    LowTime,
    GameEnd,
}

impl Sound {
    /// Every sound, in the order of their values.
    pub const ALL: [Sound; 6] =
        [Sound::Move, Sound::Capture, Sound::Crowning, Sound::Warning, Sound::LowTime, Sound::GameEnd];
}

/// Why no sound can be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SoundError {
    /// The system has no output device (or no sound system).
    NoDevice,
    /// The device takes no sample format Damier writes.
    Unsupported,
    /// The device refused to play.
    Stream,
}

/// What plays a sound on an open output (on the sound thread).
pub type Play = Box<dyn FnMut(Sound)>;

/// The sound thread's end of the app: [`Sounds::play`] never blocks.
pub struct Sounds {
    /// `None`: no sound thread (tests, and a thread that could not start).
    sender: Option<Sender<Sound>>,
    failure: Option<Receiver<SoundError>>,
}

impl Sounds {
    /// The system's default output device, opened on the sound thread.
    pub fn system() -> Sounds {
        Sounds::with_output(output::open)
    }

    /// No sound at all, and nothing to say about it.
    pub fn none() -> Sounds {
        Sounds { sender: None, failure: None }
    }

    /// Sounds played by what `open` returns, called on the sound thread; its error is kept
    /// for [`Sounds::failure`].
    pub fn with_output(open: impl FnOnce() -> Result<Play, SoundError> + Send + 'static) -> Sounds {
        let (sender, sounds) = mpsc::channel::<Sound>();
        let (failed, failure) = mpsc::channel();
        let started = std::thread::Builder::new().name("damier-sound".into()).spawn(move || match open() {
            Ok(play) => sounds.iter().for_each(play),
            // The app is told once; the sounds sent meanwhile are dropped with the channel.
            Err(error) => drop(failed.send(error)),
        });
        match started {
            Ok(_) => Sounds { sender: Some(sender), failure: Some(failure) },
            Err(_) => Sounds::none(),
        }
    }

    /// Plays `sound`, unless there is no sound (then nothing happens).
    pub fn play(&self, sound: Sound) {
        if let Some(sender) = &self.sender {
            // A closed channel means no output: silence, as promised.
            let _ = sender.send(sound);
        }
    }

    /// Why the output could not be opened, the first time it is asked after the sound
    /// thread found out; `None` ever after.
    pub fn failure(&mut self) -> Option<SoundError> {
        let error = self.failure.as_ref()?.try_recv().ok()?;
        self.failure = None;
        Some(error)
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;

    fn wait_for_failure(sounds: &mut Sounds) -> Option<SoundError> {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if let Some(error) = sounds.failure() {
                return Some(error);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        None
    }

    #[test]
    fn without_a_device_sounds_are_dropped_and_the_failure_said_once() {
        let mut sounds = Sounds::with_output(|| Err(SoundError::NoDevice));
        sounds.play(Sound::Move);
        assert_eq!(wait_for_failure(&mut sounds), Some(SoundError::NoDevice));
        sounds.play(Sound::GameEnd);
        assert_eq!(sounds.failure(), None, "said once");
        let mut none = Sounds::none();
        none.play(Sound::Warning);
        assert_eq!(none.failure(), None);
    }

    #[test]
    fn sounds_reach_the_output_in_order() {
        let (heard, played) = mpsc::channel();
        let mut sounds = Sounds::with_output(move || {
            Ok(Box::new(move |sound| {
                let _ = heard.send(sound);
            }) as Play)
        });
        for sound in Sound::ALL {
            sounds.play(sound);
        }
        let got: Vec<Sound> =
            (0..Sound::ALL.len()).filter_map(|_| played.recv_timeout(Duration::from_secs(5)).ok()).collect();
        assert_eq!(got, Sound::ALL);
        assert_eq!(sounds.failure(), None);
    }
}
