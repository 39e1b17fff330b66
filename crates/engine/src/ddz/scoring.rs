//! Settlement (결산, §17–§19, D5) and the match target (§23).
//!
//! `P = B × 2^N`: `B` the winning bid, `N` the bombs and rockets actually played (a four
//! inside four-with-two does not count) plus one for a spring or anti-spring. The landlord
//! wins or loses `2P`, each peasant the opposite `P`.
//!
//! ```
//! use engine::ddz::{Stake, Spring};
//! // §18: bid 1, one bomb, one rocket, no spring: P = 1 × 2 × 2 = 4.
//! let s = Stake { bid: 1, bombs: 1, rockets: 1, spring: Some(Spring::None) };
//! assert_eq!(s.points(), 4);
//! ```

use serde::{Deserialize, Serialize};

use crate::Seat;

/// The match ends after a settlement in which someone holds at least this many points (§23).
pub const TARGET: i64 = 30;

/// The spring bonus (스프링 · 역스프링, §19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spring {
    /// Neither.
    None,
    /// 스프링: the landlord won and neither peasant ever played successfully.
    Spring,
    /// 역스프링: the peasants won and the landlord played successfully exactly once.
    AntiSpring,
}

impl Spring {
    /// The Korean name ("스프링", "역스프링", "없음").
    pub const fn name_ko(self) -> &'static str {
        match self {
            Spring::None => "없음",
            Spring::Spring => "스프링",
            Spring::AntiSpring => "역스프링",
        }
    }

    /// Decides the spring bonus from who won and how many plays each side made (§19).
    pub const fn decide(landlord_won: bool, landlord_plays: u32, peasant_plays: u32) -> Spring {
        if landlord_won && peasant_plays == 0 {
            Spring::Spring
        } else if !landlord_won && landlord_plays == 1 {
            Spring::AntiSpring
        } else {
            Spring::None
        }
    }
}

/// The live stake of a hand (§17–§18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Stake {
    /// B, the winning bid (0 while bidding).
    pub bid: u8,
    /// Bombs played so far.
    pub bombs: u8,
    /// Rockets played so far.
    pub rockets: u8,
    /// The spring bonus, once the hand is over.
    pub spring: Option<Spring>,
}

impl Stake {
    /// N: the number of doublings (bombs + rockets + spring/anti-spring).
    pub fn doublings(&self) -> u32 {
        let spring = matches!(self.spring, Some(Spring::Spring | Spring::AntiSpring));
        self.bombs as u32 + self.rockets as u32 + spring as u32
    }

    /// 2^N.
    pub fn multiplier(&self) -> i64 {
        1i64 << self.doublings().min(40)
    }

    /// P = B × 2^N.
    pub fn points(&self) -> i64 {
        self.bid as i64 * self.multiplier()
    }
}

/// The record of one finished hand: how P was made and what each seat got (§17–§20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settlement {
    /// The hand number in the match, from 0.
    pub hand_no: u32,
    /// 지주 (landlord).
    pub landlord: Seat,
    /// The seat that went out first.
    pub out: Seat,
    /// True when the landlord won (otherwise both peasants won together, §16).
    pub landlord_won: bool,
    /// B, bombs, rockets and the spring bonus.
    pub stake: Stake,
    /// N.
    pub doublings: u32,
    /// P.
    pub points: i64,
    /// The change of each seat's score: landlord ±2P, peasants ∓P (sums to 0).
    pub deltas: [i64; 3],
    /// Each seat's cumulative score after this hand.
    pub totals: [i64; 3],
}

impl Settlement {
    /// Settles a hand from its stake (spring decided) and previous totals.
    pub fn new(
        hand_no: u32,
        landlord: Seat,
        out: Seat,
        stake: Stake,
        before: [i64; 3],
    ) -> Settlement {
        let landlord_won = out == landlord;
        let points = stake.points();
        let sign = if landlord_won { 1 } else { -1 };
        let mut deltas = [0i64; 3];
        for (s, d) in deltas.iter_mut().enumerate() {
            *d = if s == landlord.index() {
                2 * points * sign
            } else {
                -points * sign
            };
        }
        let mut totals = before;
        for (t, d) in totals.iter_mut().zip(deltas) {
            *t = t.saturating_add(d);
        }
        Settlement {
            hand_no,
            landlord,
            out,
            landlord_won,
            stake,
            doublings: stake.doublings(),
            points,
            deltas,
            totals,
        }
    }

    /// Whether `seat`'s side won this hand: the landlord alone, or the two peasants
    /// together (§16).
    pub fn won_by(&self, seat: Seat) -> bool {
        (seat == self.landlord) == self.landlord_won
    }

    /// The seats at or above the target after this hand (§23): the match winners, or empty.
    pub fn match_winners(&self) -> Vec<Seat> {
        (0..3u8)
            .filter(|&s| self.totals[s as usize] >= TARGET)
            .map(Seat)
            .collect()
    }

    /// A Korean one-line account: "B=2 × 2^1 (폭탄 1, 로켓 0, 스프링 없음) = P 4 · 지주 승리 · 지주 +8";
    /// with a bonus the parenthesis ends in "스프링" or "역스프링".
    pub fn describe_ko(&self) -> String {
        let sp = self.stake.spring.unwrap_or(Spring::None);
        let side = if self.landlord_won {
            "지주 승리"
        } else {
            "농민 승리"
        };
        let spring = match sp {
            Spring::None => "스프링 없음",
            Spring::Spring | Spring::AntiSpring => sp.name_ko(),
        };
        format!(
            "B={} × 2^{} (폭탄 {}, 로켓 {}, {spring}) = P {} · {side} · 지주 {:+}",
            self.stake.bid,
            self.doublings,
            self.stake.bombs,
            self.stake.rockets,
            self.points,
            self.deltas.get(self.landlord.index()).copied().unwrap_or(0),
        )
    }
}
