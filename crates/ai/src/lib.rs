//! The computer players. They read a seat's view (never another seat's hidden cards, R3)
//! and return an action with its reason (a [`why::Why`], worded in Korean or English), plus the next best alternatives with
//! an estimated chance of winning the hand; the game validates the action like a person's.
//! The same call serves the opponents, 추천 (recommend) and 자동 플레이 (auto-play).
//!
//! - [`ddz`]: 더우디주 — bidding from a simulated win chance, then a search over sampled
//!   deals of the hidden cards, exact once few cards are left.
//! - [`guandan`]: 관단 (Guandan).
//! - [`play_out`]: the [`play_out::Agent`] trait every player implements, and the one
//!   driver that plays a hand with agents in the seats.
//! - [`bench`]: the decision-time benchmark of the speed page (`bench.html`).
//! - [`why`]: why an action was chosen, as a value, and its words in each language.
//! - [`review`]: 복기, each of a seat's decisions in a hand judged from its view and with
//!   every hand face up, with marks and an accuracy.
//! - [`learn`]: the learned models' features, records, weights files and inference.
//! - [`tune`]: SPSA, tuning the fast policies' hand-set numbers by self-play.

pub mod bench;
pub mod ddz;
pub mod eval;
pub mod guandan;
pub mod learn;
pub mod play_out;
pub mod review;
pub mod tune;
pub mod weigh;
pub mod why;

use serde::{Deserialize, Serialize};

pub use why::Why;

/// How strongly the computer players play: 쉬움 / 보통 / 어려움, chosen on the start screen
/// and saved with the game. Every level is capped by samples and nodes, never by the clock
/// (R2): the same position, generator and level always give the same decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// 쉬움: a light search that now and then makes the mistakes people make.
    Easy,
    /// 보통: the default.
    #[default]
    Normal,
    /// 어려움: the strongest player within the browser's budget (≤ 300 ms a decision).
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The name used on the command line and in saves.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level with this name.
    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// The AI's choice for one seat: the action, why, and what else it considered. The AI
/// gives its reasons as [`Why`] values; [`Decision::words`] turns them into sentences in
/// the player's language (`Decision<A, String>`), the form serde carries from the web
/// page's AI worker to the page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision<A, R = Why> {
    /// The action to apply.
    pub action: A,
    /// Why: the combination and the motive.
    pub reason: R,
    /// The estimated chance (0..1) that this seat's side wins the hand after this action,
    /// when the AI searched (`None` for forced or trivial actions).
    pub win_chance: Option<f32>,
    /// The next best actions, best first (empty when there was no real choice). 추천 cycles
    /// through them. Each chance is the raw estimate over the same sampled deals: an
    /// alternative can show a slightly higher one when the search did not find it
    /// convincingly better than the chosen action (sampling noise).
    pub alternatives: Vec<Alternative<A, R>>,
}

/// Another action the AI considered, with its reason and estimated chance of winning.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Alternative<A, R = Why> {
    /// The action.
    pub action: A,
    /// Why one might play it.
    pub reason: R,
    /// The estimated chance (0..1) that this seat's side wins the hand after it.
    pub win_chance: f32,
}

/// How many alternatives a searched decision lists.
pub const ALTERNATIVES: usize = 3;

impl<A: PartialEq, R> Decision<A, R> {
    /// A searched decision: the first of `ranked` (best first; each an action, why and its
    /// chance), with the next [`ALTERNATIVES`] distinct actions as its alternatives (two
    /// candidates the search told apart can be one action: the same faces from other
    /// copies). `None` when `ranked` is empty.
    pub fn ranked(ranked: impl IntoIterator<Item = (A, R, f32)>) -> Option<Decision<A, R>> {
        let mut it = ranked.into_iter();
        let (action, reason, chance) = it.next()?;
        let mut alternatives: Vec<Alternative<A, R>> = Vec::with_capacity(ALTERNATIVES);
        for (a, reason, win_chance) in it {
            if alternatives.len() == ALTERNATIVES {
                break;
            }
            if a != action && alternatives.iter().all(|x| x.action != a) {
                alternatives.push(Alternative {
                    action: a,
                    reason,
                    win_chance,
                });
            }
        }
        Some(Decision {
            action,
            reason,
            win_chance: Some(chance),
            alternatives,
        })
    }
}

impl<A, R> Decision<A, R> {
    /// A decision without search: no estimate and no alternatives.
    pub fn simple(action: A, reason: R) -> Decision<A, R> {
        Decision {
            action,
            reason,
            win_chance: None,
            alternatives: Vec::new(),
        }
    }
}

impl<A> Decision<A> {
    /// The decision with every reason worded in `lang`.
    ///
    /// ```
    /// use ai::{Decision, Why};
    /// let d = Decision::simple((), Why::PartnerWinning).words(i18n::Lang::En);
    /// assert_eq!(d.reason, "Partner is winning the trick, so passes");
    /// ```
    pub fn words(self, lang: i18n::Lang) -> Decision<A, String> {
        Decision {
            action: self.action,
            reason: self.reason.text(lang),
            win_chance: self.win_chance,
            alternatives: self
                .alternatives
                .into_iter()
                .map(|a| Alternative {
                    action: a.action,
                    reason: a.reason.text(lang),
                    win_chance: a.win_chance,
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ALTERNATIVES, Decision, Why};

    /// Two candidates can be one action (the same faces from other copies): the decision
    /// lists each action once, and never its own action as an alternative.
    #[test]
    fn ranked_alternatives_are_distinct_actions() {
        let ranked = [1, 2, 1, 2, 3, 3, 4, 5].map(|a| (a, Why::PartnerWinning, 0.5));
        let d = Decision::ranked(ranked).unwrap();
        assert_eq!(d.action, 1);
        let alts: Vec<i32> = d.alternatives.iter().map(|a| a.action).collect();
        assert_eq!(alts, [2, 3, 4]);
        assert_eq!(alts.len(), ALTERNATIVES);
        assert!(Decision::<i32>::ranked([]).is_none());
    }
}
