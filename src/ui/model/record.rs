//! The hand's record at the table: the card counter, the whole hand's plays by trick, and
//! the replay of a finished hand.
//!
//! - The counter and the record are computed from my seat's [`PlayerView`](ddz::PlayerView)
//!   alone (R3): the functions below take a view, never a game, so they cannot read another
//!   seat's hidden cards.
//! - The replay exists only once the hand is over (every hand may then be shown). It
//!   rewinds the hand with the engine's [`ddz::Game::hand_start`] and moves through it with
//!   [`Match::apply`]: no rule is decided here.

use super::game::{LastAct, Move, Stage};
use super::words::Nth;
use super::{ddz as m_ddz, guandan as m_gd, seat_name};
use crate::session::{Match, SortMode};
use engine::{CardSet, Rank, Seat, Suit, ddz, guandan};
use i18n::{Lang, Text, cards::rank_label, text};

/// One rank of the card counter: how many copies my seat has not seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// The rank.
    pub rank: Rank,
    /// Copies not seen: not in my hand, not played, not shown face up (the 더우디주
    /// bottom, D1), not given or returned by me (관단 tribute).
    pub left: u8,
    /// Of those, the wild hearts of the level (관단 §4).
    pub wild: u8,
}

impl Tally {
    /// What the counter prints for the rank: "10", "A", "☆" (small joker), "★" (big).
    pub fn short(&self) -> &'static str {
        match self.rank {
            Rank::BlackJoker => "☆",
            Rank::RedJoker => "★",
            r => r.label(),
        }
    }

    /// The wild hearts among them as marked on the counter ("♥1"), else nothing.
    pub fn wild_mark(&self) -> String {
        match self.wild {
            0 => String::new(),
            n => format!("♥{n}"),
        }
    }

    /// The accessible name: "10: 3장", "2: 5장 (와일드 1장)", "큰 조커: 0장"; in English
    /// "10: 3 left", "2: 5 left (1 wild)".
    pub fn name(&self, lang: Lang) -> String {
        let rank = rank_label(self.rank, lang);
        match (lang, self.wild) {
            (Lang::Ko, 0) => format!("{rank}: {}장", self.left),
            (Lang::Ko, n) => format!("{rank}: {}장 (와일드 {n}장)", self.left),
            (Lang::En, 0) => format!("{rank}: {} left", self.left),
            (Lang::En, n) => format!("{rank}: {} left ({n} wild)", self.left),
        }
    }
}

/// The counter: each rank's unseen copies out of `decks` decks, 3 to 2 then the jokers;
/// `wild` the level rank whose hearts are wild (관단).
fn tally(seen: CardSet, decks: u8, wild: Option<Rank>) -> Vec<Tally> {
    let unseen = CardSet::full(decks) - seen;
    Rank::ALL
        .iter()
        .map(|&rank| {
            let left = unseen.of_rank(rank);
            let hearts = left.iter().filter(|id| id.suit() == Some(Suit::Hearts));
            Tally {
                rank,
                left: left.len() as u8,
                wild: if wild == Some(rank) {
                    hearts.count() as u8
                } else {
                    0
                },
            }
        })
        .collect()
}

/// 더우디주's counter for the seat of `v`: its hand, every play, and the bottom once shown.
pub fn ddz_counter(v: &ddz::PlayerView) -> Vec<Tally> {
    let seen = v.hand | v.played_cards() | v.bottom.unwrap_or(CardSet::EMPTY);
    tally(seen, 1, None)
}

/// 관단's counter for the seat of `v`: its hand, every play, and the tribute cards it gave,
/// received or returned (two decks; the level's hearts are wild).
pub fn guandan_counter(v: &guandan::PlayerView) -> Vec<Tally> {
    let mut seen = v.hand;
    for p in v.history.iter().filter_map(|(_, p)| p.as_ref()) {
        seen |= p.cards;
    }
    for g in &v.my_gifts {
        seen.insert(g.card);
        if let Some(c) = g.returned {
            seen.insert(c);
        }
    }
    tally(seen, 2, Some(v.level))
}

/// One line of the hand's record: who, and what (cards and reading, 패스, or a bid).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The seat's name.
    pub name: &'static str,
    /// What it did.
    pub act: LastAct,
}

/// A group of the record: the bidding, or one trick.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// "입찰" or "3번째 트릭" ("Bidding", "Trick 3").
    pub title: String,
    /// In order.
    pub entries: Vec<Entry>,
}

/// The tricks of a view, numbered, each entry shown by `act` (`None` = 패스).
fn trick_groups<P>(
    tricks: Vec<&[(Seat, Option<P>)]>,
    seats: u8,
    lang: Lang,
    act: impl Fn(&P) -> LastAct,
) -> Vec<Group> {
    tricks
        .into_iter()
        .enumerate()
        .map(|(i, t)| Group {
            title: match lang {
                Lang::Ko => format!("{} 트릭", Nth(i as u32 + 1)),
                Lang::En => format!("Trick {}", i + 1),
            },
            entries: t
                .iter()
                .map(|(s, p)| Entry {
                    name: seat_name(seats, *s, lang),
                    act: p
                        .as_ref()
                        .map_or(LastAct::Pass(text(Text::Pass, lang)), &act),
                })
                .collect(),
        })
        .collect()
}

/// 더우디주's record of this hand for the seat of `v`: the bids, then every trick.
pub fn ddz_record(v: &ddz::PlayerView, lang: Lang) -> Vec<Group> {
    let bids = Group {
        title: text(Text::Bid, lang).to_string(),
        entries: v
            .bids
            .iter()
            .map(|&(s, b)| Entry {
                name: seat_name(3, s, lang),
                act: match b {
                    Some(_) => LastAct::Said(m_ddz::bid_label(b, lang)),
                    None => LastAct::Pass(text(Text::NoBid, lang)),
                },
            })
            .collect(),
    };
    let mut out: Vec<Group> = Some(bids)
        .filter(|b| !b.entries.is_empty())
        .into_iter()
        .collect();
    out.extend(trick_groups(v.tricks(), 3, lang, |p| {
        m_ddz::played_act(p, lang)
    }));
    out
}

/// 관단's record of this hand for the seat of `v`: every trick.
pub fn guandan_record(v: &guandan::PlayerView, lang: Lang) -> Vec<Group> {
    trick_groups(v.tricks(), 4, lang, |p| m_gd::played_act(p, v.level, lang))
}

/// The table at one step of a replay, in the record's own groups (so the page shows both
/// alike): what the step did, each seat's hand face up and its last act in the trick, and
/// at the last step the settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// Actions applied, 0 (as dealt) to `total`.
    pub step: usize,
    /// Actions in the hand.
    pub total: usize,
    /// "이번 수", then one group a seat (me first), then "결산" at the last step.
    pub groups: Vec<Group>,
}

/// Lines of text as entries of a group.
fn said(lines: Vec<String>) -> Vec<Entry> {
    lines
        .into_iter()
        .map(|l| Entry {
            name: "",
            act: LastAct::Said(l),
        })
        .collect()
}

/// A finished hand, ready to be replayed: the match after each of its actions, built once
/// (moving through the replay only reads them), and what each action did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The match as dealt, then after each action, with what that action did (at 0, the
    /// opening line).
    states: Vec<(Match, Vec<String>)>,
    lang: Lang,
}

impl Replay {
    /// The hand of `m` just finished, its captions in `lang` (`None` while it is being
    /// played: its hands are hidden then).
    pub fn of(m: &Match, lang: Lang) -> Option<Replay> {
        if !matches!(m.stage(), Stage::HandOver | Stage::MatchOver) {
            return None;
        }
        let (start, moves) = match m {
            Match::Doudizhu(g) => {
                let (s, a) = g.hand_start();
                let moves: Vec<Move> = a.into_iter().map(Move::Doudizhu).collect();
                (Match::Doudizhu(Box::new(s)), moves)
            }
            Match::Guandan(g) => {
                let (s, a) = g.hand_start();
                let moves: Vec<Move> = a.into_iter().map(Move::Guandan).collect();
                (Match::Guandan(Box::new(s)), moves)
            }
        };
        let opening = vec![start.opening(lang)];
        let mut states = Vec::with_capacity(moves.len() + 1);
        states.push((start, opening));
        for mv in moves {
            let Some((last, _)) = states.last() else {
                break;
            };
            let mut m = last.clone();
            let caption = m.apply(mv, lang).unwrap_or_default();
            states.push((m, caption));
        }
        Some(Replay { states, lang })
    }

    /// Actions in the hand.
    pub fn len(&self) -> usize {
        self.states.len().saturating_sub(1)
    }

    /// True for a hand without actions (never once a hand is over).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The match after `step` actions (clamped to the hand).
    pub fn at(&self, step: usize) -> Option<&Match> {
        self.states.get(step.min(self.len())).map(|(m, _)| m)
    }

    /// The table after `step` actions (clamped to the hand), every hand face up, in the
    /// replay's language.
    pub fn frame(&self, step: usize) -> Frame {
        let lang = self.lang;
        let step = step.min(self.len());
        let Some((m, caption)) = self.states.get(step).cloned() else {
            return Frame {
                step,
                total: self.len(),
                groups: Vec::new(),
            };
        };
        let mut groups = vec![Group {
            title: text(Text::ThisMove, lang).to_string(),
            entries: said(caption),
        }];
        for s in (0..m.seats()).map(Seat) {
            let hand = m.hand_faces(s, SortMode::Rank, lang);
            let n = hand.len();
            let names: Vec<&str> = hand.iter().map(|c| c.name.as_str()).collect();
            let held = match n {
                0 => LastAct::Pass(text(Text::NoCards, lang)),
                _ => LastAct::Cards(hand.clone(), names.join(", ")),
            };
            let name = seat_name(m.seats(), s, lang);
            groups.push(Group {
                title: match lang {
                    Lang::Ko => format!("{name} · {n}장"),
                    Lang::En => format!("{name} · {n} cards"),
                },
                entries: vec![
                    Entry {
                        name: text(Text::InHand, lang),
                        act: held,
                    },
                    Entry {
                        name: text(Text::PlayedCards, lang),
                        act: m.last_act(s, lang),
                    },
                ],
            });
        }
        if step == self.len() {
            groups.push(Group {
                title: text(Text::Settlement, lang).to_string(),
                entries: said(m.settlement_lines(lang)),
            });
        }
        Frame {
            step,
            total: self.len(),
            groups,
        }
    }
}

impl Match {
    /// The card counter for `me`, from `me`'s view alone.
    pub fn counter(&self, me: Seat) -> Vec<Tally> {
        match self {
            Match::Doudizhu(g) => ddz_counter(&g.view(me)),
            Match::Guandan(g) => guandan_counter(&g.view(me)),
        }
    }

    /// This hand's record for `me`, from `me`'s view alone.
    pub fn record(&self, me: Seat, lang: Lang) -> Vec<Group> {
        match self {
            Match::Doudizhu(g) => ddz_record(&g.view(me), lang),
            Match::Guandan(g) => guandan_record(&g.view(me), lang),
        }
    }

    /// The settlement of the hand just finished in lines (empty before it ends).
    pub fn settlement_lines(&self, lang: Lang) -> Vec<String> {
        match self {
            Match::Doudizhu(g) => m_ddz::settle_view(g, lang).map_or_else(Vec::new, |v| {
                let mut lines = vec![v.headline, v.formula];
                lines.extend(
                    v.rows
                        .into_iter()
                        .map(|(name, role, delta, total)| match lang {
                            Lang::Ko => format!("{name} ({role}): 이번 판 {delta}, 누적 {total}"),
                            Lang::En => {
                                format!("{name} ({role}): this hand {delta}, total {total}")
                            }
                        }),
                );
                lines
            }),
            Match::Guandan(g) => m_gd::result_view(g, lang).map_or_else(Vec::new, |v| {
                let [a, b] = v.levels;
                vec![v.headline, v.order, v.upgrade, a, b]
            }),
        }
    }
}

#[cfg(test)]
mod tests;
