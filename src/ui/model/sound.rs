//! Which sound a move makes: the page plays it (`ui::sound`, synthesised) when 소리 is on.

use super::game::{ME, Move, Stage};
use crate::session::Match;
use engine::{ddz, guandan};

/// A short effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sound {
    /// Cards laid on the table (a tribute returned too).
    Play,
    /// A bomb, a rocket or a joker bomb.
    Bomb,
    /// 패스.
    Pass,
    /// The hand is over and my side won it.
    Won,
    /// The hand is over and my side lost it.
    Lost,
}

/// An oscillator's wave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wave {
    /// Soft.
    Sine,
    /// Round, a little bright.
    Triangle,
    /// Buzzing.
    Sawtooth,
    /// Hollow.
    Square,
}

/// One tone of an effect: a wave gliding from `from` to `to` Hz, starting `at` seconds in,
/// lasting `len` seconds, at most `vol` loud (0–1), fading in and out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tone {
    /// The wave.
    pub wave: Wave,
    /// Hz at the start.
    pub from: f32,
    /// Hz at the end.
    pub to: f32,
    /// Seconds after the effect starts.
    pub at: f32,
    /// Seconds.
    pub len: f32,
    /// Peak volume, 0–1.
    pub vol: f32,
}

const fn tone(wave: Wave, from: f32, to: f32, at: f32, len: f32, vol: f32) -> Tone {
    Tone {
        wave,
        from,
        to,
        at,
        len,
        vol,
    }
}

use Wave::{Sawtooth, Sine, Square, Triangle};

/// A card laid down: a short knock and its click.
const PLAY: &[Tone] = &[
    tone(Triangle, 520.0, 200.0, 0.0, 0.09, 0.3),
    tone(Sine, 1800.0, 900.0, 0.0, 0.03, 0.08),
];
/// A low boom with a bright crack over it.
const BOMB: &[Tone] = &[
    tone(Sawtooth, 160.0, 45.0, 0.0, 0.5, 0.3),
    tone(Square, 80.0, 30.0, 0.0, 0.45, 0.18),
    tone(Triangle, 900.0, 200.0, 0.05, 0.25, 0.15),
];
/// A quiet falling note.
const PASS: &[Tone] = &[tone(Sine, 392.0, 330.0, 0.0, 0.14, 0.15)];
/// A note of the hand's end: a round tone held at one pitch.
const fn note(hz: f32, at: f32, len: f32) -> Tone {
    tone(Triangle, hz, hz, at, len, 0.21)
}
/// A rising arpeggio, C E G C.
const WON: &[Tone] = &[
    note(523.0, 0.0, 0.22),
    note(659.0, 0.11, 0.22),
    note(784.0, 0.22, 0.22),
    note(1047.0, 0.33, 0.35),
];
/// A falling one, G E C.
const LOST: &[Tone] = &[
    note(392.0, 0.0, 0.28),
    note(330.0, 0.14, 0.28),
    note(262.0, 0.28, 0.4),
];

impl Sound {
    /// What the effect is made of (the page synthesises it: no sound file is downloaded).
    pub fn tones(self) -> &'static [Tone] {
        match self {
            Sound::Play => PLAY,
            Sound::Bomb => BOMB,
            Sound::Pass => PASS,
            Sound::Won => WON,
            Sound::Lost => LOST,
        }
    }
}

impl Match {
    /// The sound of `mv`, just applied to this match: the hand's end when the move ended
    /// it, else a bomb, a play or a pass. Bids and dealing make none.
    pub fn sound_of(&self, mv: Move) -> Option<Sound> {
        if matches!(self.stage(), Stage::HandOver | Stage::MatchOver) && mv.seat().is_some() {
            return Some(if self.my_side_won() {
                Sound::Won
            } else {
                Sound::Lost
            });
        }
        let bomb = match self {
            Match::Doudizhu(g) => g.table().is_some_and(|(_, p)| p.combo.kind.is_bomb_class()),
            Match::Guandan(g) => g.table().is_some_and(|(_, p)| p.combo.kind.is_bomb_class()),
        };
        match mv {
            Move::Doudizhu(ddz::Action::Play { .. })
            | Move::Guandan(guandan::Action::Play { .. }) => {
                Some(if bomb { Sound::Bomb } else { Sound::Play })
            }
            Move::Guandan(guandan::Action::ReturnTribute { .. }) => Some(Sound::Play),
            Move::Doudizhu(ddz::Action::Pass { .. })
            | Move::Guandan(guandan::Action::Pass { .. }) => Some(Sound::Pass),
            _ => None,
        }
    }

    /// True when the hand last settled went to my side (더우디주: me as landlord, or the
    /// farmers with me; 관단: my team).
    fn my_side_won(&self) -> bool {
        match self {
            Match::Doudizhu(g) => g.settlements().last().is_some_and(|s| s.won_by(ME)),
            Match::Guandan(g) => g.results().last().is_some_and(|r| r.winning_team == 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;

    /// Plays a whole hand by the computer players, collecting every move's sound.
    fn sounds_of_a_hand(kind: GameKind, seed: u64) -> Vec<Sound> {
        let mut m = Match::new(kind, seed);
        let mut out = Vec::new();
        while let Some(seat) = m.to_act() {
            let mv = m.decide(seat).mv;
            m.apply(mv, i18n::Lang::Ko).unwrap();
            out.extend(m.sound_of(mv));
        }
        out
    }

    #[test]
    fn a_hand_sounds_its_plays_and_passes_and_ends_once() {
        for kind in GameKind::ALL {
            let s = sounds_of_a_hand(kind, 7);
            assert!(
                s.contains(&Sound::Play) && s.contains(&Sound::Pass),
                "{kind:?}: {s:?}"
            );
            let ends = s
                .iter()
                .filter(|x| matches!(x, Sound::Won | Sound::Lost))
                .count();
            assert_eq!(ends, 1, "{kind:?}: {s:?}");
            assert!(matches!(s.last(), Some(Sound::Won | Sound::Lost)));
        }
    }

    #[test]
    fn every_effect_is_short_quiet_and_audible() {
        for s in [
            Sound::Play,
            Sound::Bomb,
            Sound::Pass,
            Sound::Won,
            Sound::Lost,
        ] {
            assert!(!s.tones().is_empty());
            for t in s.tones() {
                assert!(t.at + t.len <= 0.8, "{s:?} ends within 0.8 s");
                assert!(t.vol > 0.0 && t.vol <= 0.35, "{s:?} never loud");
                assert!((20.0..=4000.0).contains(&t.from) && (20.0..=4000.0).contains(&t.to));
            }
        }
    }

    #[test]
    fn bombs_sound_as_bombs() {
        let bomb =
            (1..40u64).any(|seed| sounds_of_a_hand(GameKind::Guandan, seed).contains(&Sound::Bomb));
        assert!(bomb, "some 관단 hand of forty has a bomb");
    }
}
