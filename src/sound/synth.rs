//! The app's sounds, made here from sine waves and a little noise: no recorded samples. Each
//! [`Sound`] is a short mono buffer at the output's sample rate, peaks within ±1.

use std::f32::consts::TAU;

use super::Sound;

/// How loud the sounds are at their peak (1 is full scale); the warning louder still.
const PEAK: f32 = 0.5;
const WARNING_PEAK: f32 = 0.8;

/// One note of a sound: a frequency (its overtones added at half and a quarter), when it
/// starts, how long it rings and how fast it fades.
struct Note {
    hz: f32,
    start_s: f32,
    length_s: f32,
    /// The exponential fade's time constant; `None`: held, with short soft edges (a beep).
    decay_s: Option<f32>,
    /// The share of noise, for the click of wood on wood.
    noise: f32,
}

const fn knock(hz: f32, start_s: f32) -> Note {
    Note { hz, start_s, length_s: 0.09, decay_s: Some(0.018), noise: 0.35 }
}

const fn chime(hz: f32, start_s: f32, length_s: f32) -> Note {
    Note { hz, start_s, length_s, decay_s: Some(length_s / 3.0), noise: 0.0 }
}

const fn beep(hz: f32, start_s: f32, length_s: f32) -> Note {
    Note { hz, start_s, length_s, decay_s: None, noise: 0.0 }
}

/// The notes of each sound.
fn notes(sound: Sound) -> Vec<Note> {
    match sound {
        // A piece set down: one knock.
        Sound::Move => vec![knock(620.0, 0.0)],
        // A piece taken: a lower knock, and the taken piece lifted off.
        Sound::Capture => vec![knock(440.0, 0.0), knock(700.0, 0.07)],
        // A man crowned: a rising fifth.
        Sound::Crowning => vec![knock(620.0, 0.0), chime(659.3, 0.04, 0.25), chime(987.8, 0.16, 0.35)],
        // The inactivity warning: three insistent beeps, twice.
        Sound::Warning => {
            [0.0, 0.18, 0.36, 0.75, 0.93, 1.11].into_iter().map(|t| beep(880.0, t, 0.12)).collect()
        }
        // Under ten seconds left: two quick high ticks.
        Sound::LowTime => vec![beep(1320.0, 0.0, 0.05), beep(1320.0, 0.1, 0.05)],
        // The game is over: a falling arpeggio (G, E, C).
        Sound::GameEnd => vec![chime(784.0, 0.0, 0.3), chime(659.3, 0.18, 0.3), chime(523.3, 0.36, 0.6)],
    }
}

/// `sound` at `rate` samples a second: as long as its last note, scaled to its peak.
pub fn samples(sound: Sound, rate: u32) -> Vec<f32> {
    let rate_f = rate as f32;
    let notes = notes(sound);
    let length_s = notes.iter().map(|n| n.start_s + n.length_s).fold(0.0, f32::max);
    let mut out = vec![0.0f32; (length_s * rate_f).ceil() as usize];
    let mut noise = Noise(0x2545_f491);
    for note in &notes {
        let first = (note.start_s * rate_f) as usize;
        let count = (note.length_s * rate_f) as usize;
        for (i, sample) in out.iter_mut().skip(first).take(count).enumerate() {
            let t = i as f32 / rate_f;
            let phase = TAU * note.hz * t;
            let tone = phase.sin() + 0.5 * (2.0 * phase).sin() + 0.25 * (3.0 * phase).sin();
            let wave = tone * (1.0 - note.noise) + noise.next() * note.noise * 1.75;
            *sample += wave * envelope(note, t);
        }
    }
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let target = if sound == Sound::Warning { WARNING_PEAK } else { PEAK };
    if peak > 0.0 {
        out.iter_mut().for_each(|s| *s *= target / peak);
    }
    out
}

/// A note's loudness `t` seconds into it: a 3 ms attack, then its fade, and never a click at
/// its end.
fn envelope(note: &Note, t: f32) -> f32 {
    const EDGE_S: f32 = 0.003;
    let attack = (t / EDGE_S).min(1.0);
    let release = ((note.length_s - t) / EDGE_S).clamp(0.0, 1.0);
    let body = note.decay_s.map_or(1.0, |d| (-t / d).exp());
    attack * release * body
}

/// White noise from a xorshift generator: the same every time, no dependency.
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rms(s: &[f32]) -> f32 {
        (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt()
    }

    #[test]
    fn every_sound_is_heard_within_range_and_as_long_as_its_notes() {
        for rate in [44_100, 48_000] {
            for sound in Sound::ALL {
                let s = samples(sound, rate);
                let seconds = s.len() as f32 / rate as f32;
                let expected = notes(sound).iter().map(|n| n.start_s + n.length_s).fold(0.0, f32::max);
                assert!((seconds - expected).abs() < 1.0 / rate as f32 + 1e-6, "{sound:?}: {seconds} s");
                assert!(s.iter().all(|x| x.is_finite() && x.abs() <= 1.0), "{sound:?} clips");
                assert!(rms(&s) > 0.02, "{sound:?} is silent: rms {}", rms(&s));
                let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
                let target = if sound == Sound::Warning { WARNING_PEAK } else { PEAK };
                assert!((peak - target).abs() < 1e-3, "{sound:?} peaks at {peak}");
                // No click: it starts and ends near silence.
                assert!(s[0].abs() < 0.05 && s[s.len() - 1].abs() < 0.05, "{sound:?} clicks");
            }
        }
    }

    #[test]
    fn the_sounds_differ_and_the_warning_is_the_longest_and_loudest() {
        let all: Vec<Vec<f32>> = Sound::ALL.iter().map(|&s| samples(s, 48_000)).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        let warning = samples(Sound::Warning, 48_000);
        assert!(all.iter().all(|s| s.len() <= warning.len()));
        assert!(warning.len() as f32 / 48_000.0 > 1.0, "the warning lasts over a second");
        assert_eq!(samples(Sound::Move, 48_000), samples(Sound::Move, 48_000), "deterministic");
    }
}
