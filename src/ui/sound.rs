//! 소리: the effects of `model::sound`, synthesised with the Web Audio API (no sound file is
//! downloaded), played only while the setting is on. The audio context is made at the
//! first sound, or when the player turns sound on (a click, which browsers ask for before
//! they let a page make a sound); a context that is still suspended is asked to resume.

use std::cell::RefCell;

use leptos::prelude::*;
use web_sys::{AudioContext, OscillatorType};

use super::ctx::GameCtx;
use super::model::sound::{Sound, Tone, Wave};

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `sound` if sound is on (never fails the game: without audio it says nothing).
pub fn play(ctx: GameCtx, sound: Sound) {
    if ctx.settings.with_untracked(|s| s.sound) {
        with_audio(|ac| {
            let now = ac.current_time();
            for t in sound.tones() {
                let _ = tone(ac, t, now);
            }
        });
    }
}

/// The setting was just switched (by a click): on, the context is made or resumed and a
/// card's knock says that sound works.
pub fn switched(on: bool) {
    if on {
        with_audio(|ac| {
            let now = ac.current_time();
            for t in Sound::Play.tones() {
                let _ = tone(ac, t, now);
            }
        });
    }
}

/// Runs `f` with the page's audio context, made at the first call.
fn with_audio(f: impl FnOnce(&AudioContext)) {
    AUDIO.with_borrow_mut(|audio| {
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        if let Some(ac) = audio.as_ref() {
            let _ = ac.resume();
            f(ac);
        }
    });
}

/// Schedules one tone `t` from `now`.
fn tone(ac: &AudioContext, t: &Tone, now: f64) -> Option<()> {
    let (at, end) = (now + f64::from(t.at), now + f64::from(t.at + t.len));
    let osc = ac.create_oscillator().ok()?;
    osc.set_type(match t.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
        Wave::Sawtooth => OscillatorType::Sawtooth,
        Wave::Square => OscillatorType::Square,
    });
    let freq = osc.frequency();
    freq.set_value_at_time(t.from, at).ok()?;
    freq.exponential_ramp_to_value_at_time(t.to, end).ok()?;
    let gain = ac.create_gain().ok()?;
    let vol = gain.gain();
    vol.set_value_at_time(0.0001, at).ok()?;
    vol.exponential_ramp_to_value_at_time(t.vol, at + 0.01)
        .ok()?;
    vol.exponential_ramp_to_value_at_time(0.0001, end).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ac.destination()).ok()?;
    osc.start_with_when(at).ok()?;
    osc.stop_with_when(end + 0.02).ok()
}
