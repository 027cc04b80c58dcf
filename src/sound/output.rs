//! The system's sound output, through cpal: the default output device's stream, which mixes
//! the sounds asked for into whatever it plays. Opened on the sound thread, never on the UI
//! thread.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};

use super::{Play, Sound, SoundError, synth};

/// Opens the default output device and returns what plays a sound on it.
pub fn open() -> Result<Play, SoundError> {
    let device = cpal::default_host().default_output_device().ok_or(SoundError::NoDevice)?;
    let supported = device.default_output_config().map_err(|_| SoundError::NoDevice)?;
    let format = supported.sample_format();
    let config: StreamConfig = supported.into();
    let (voices, incoming) = mpsc::channel();
    let stream = match format {
        SampleFormat::F32 => stream::<f32>(&device, &config, incoming),
        SampleFormat::I16 => stream::<i16>(&device, &config, incoming),
        SampleFormat::U16 => stream::<u16>(&device, &config, incoming),
        SampleFormat::I32 => stream::<i32>(&device, &config, incoming),
        _ => return Err(SoundError::Unsupported),
    }
    .map_err(|_| SoundError::Stream)?;
    stream.play().map_err(|_| SoundError::Stream)?;
    let table: Vec<Arc<[f32]>> =
        Sound::ALL.iter().map(|&s| synth::samples(s, config.sample_rate).into()).collect();
    Ok(Box::new(move |sound: Sound| {
        // The stream plays as long as this is kept.
        let _playing = &stream;
        // The stream is gone only with this closure.
        let _ = voices.send(Arc::clone(&table[sound as usize]));
    }))
}

/// A stream of samples of type `T` mixing the buffers that arrive on `incoming`.
fn stream<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: &StreamConfig,
    incoming: Receiver<Arc<[f32]>>,
) -> Result<cpal::Stream, cpal::Error> {
    let channels = usize::from(config.channels).max(1);
    let mut mixer = Mixer::default();
    device.build_output_stream(
        *config,
        move |data: &mut [T], _: &cpal::OutputCallbackInfo| {
            mixer.voices.extend(incoming.try_iter().map(|samples| (samples, 0)));
            for frame in data.chunks_mut(channels) {
                frame.fill(T::from_sample(mixer.next()));
            }
        },
        // A device lost while playing: the game goes on, silent.
        |_error| {},
        None,
    )
}

/// The sounds playing, each with the index of its next sample.
#[derive(Default)]
struct Mixer {
    voices: Vec<(Arc<[f32]>, usize)>,
}

impl Mixer {
    /// The next sample of all the sounds together, within ±1; sounds that ended are dropped.
    fn next(&mut self) -> f32 {
        let mut sum = 0.0;
        for (samples, at) in &mut self.voices {
            sum += samples.get(*at).copied().unwrap_or(0.0);
            *at += 1;
        }
        self.voices.retain(|(samples, at)| *at < samples.len());
        sum.clamp(-1.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mixer_adds_the_sounds_playing_and_drops_those_that_ended() {
        let mut mixer = Mixer::default();
        mixer.voices.push((Arc::from(vec![0.25, 0.25, 0.25]), 0));
        mixer.voices.push((Arc::from(vec![0.5]), 0));
        assert_eq!(mixer.next(), 0.75);
        assert_eq!(mixer.voices.len(), 1);
        mixer.voices.push((Arc::from(vec![0.9, 0.9]), 0));
        assert_eq!(mixer.next(), 1.0, "0.25 + 0.9, clamped");
        assert_eq!(mixer.next(), 1.0);
        assert!(mixer.voices.is_empty());
        assert_eq!(mixer.next(), 0.0);
    }
}
