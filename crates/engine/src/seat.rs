//! Seats around the table, numbered from 0 (the person is seat 0).

use serde::{Deserialize, Serialize};

/// A seat number. Dou Dizhu has seats 0–2, Guandan 0–3 (the rule text's 1–4).
/// Play passes to `seat + 1` modulo the number of seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat index as `usize`, for arrays keyed by seat.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat in play order around a table of `n` seats.
    pub const fn next(self, n: u8) -> Seat {
        Seat((self.0 + 1) % n)
    }

    /// The seat before this one in play order around a table of `n` seats.
    pub const fn prev(self, n: u8) -> Seat {
        Seat((self.0 + n - 1) % n)
    }
}

/// Whether no seat occurs twice (seats numbered below 32).
pub(crate) fn distinct(seats: impl IntoIterator<Item = Seat>) -> bool {
    let mut seen = 0u32;
    for s in seats {
        let Some(bit) = 1u32.checked_shl(u32::from(s.0)) else {
            return false;
        };
        if seen & bit != 0 {
            return false;
        }
        seen |= bit;
    }
    true
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One value per seat of an `N`-seat table, indexed by [`Seat`] (shakmaty's `ByColor`).
/// Serialized as a plain array, so it reads like the `[T; N]` it wraps.
///
/// ```
/// use engine::{BySeat, Seat};
/// let mut counts: BySeat<usize, 3> = BySeat([17, 17, 20]);
/// counts[Seat(2)] -= 1;
/// assert_eq!(counts[Seat(2)], 19);
/// assert_eq!(counts.seats().map(|s| s.0).collect::<Vec<_>>(), [0, 1, 2]);
/// assert_eq!(counts.map(|n| n * 2).0, [34, 34, 38]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
#[serde(bound(
    serialize = "[T; N]: Serialize",
    deserialize = "[T; N]: Deserialize<'de>"
))]
pub struct BySeat<T, const N: usize>(pub [T; N]);

impl<T, const N: usize> BySeat<T, N> {
    /// Every seat of the table, in play order from seat 0.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<T, N> {
        (0..N as u8).map(Seat)
    }

    /// `(seat, value)` pairs in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// The same table with `f` applied to each seat's value.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> BySeat<U, N> {
        BySeat(self.0.map(f))
    }

    /// The value of seat `s`, or `None` for a seat this table does not have.
    pub fn get(&self, s: Seat) -> Option<&T> {
        self.0.get(s.index())
    }
}

impl<T, const N: usize> std::ops::Index<Seat> for BySeat<T, N> {
    type Output = T;
    /// # Panics
    /// For a seat this table does not have; seats come from the game, which never makes one.
    fn index(&self, s: Seat) -> &T {
        &self.0[s.index()]
    }
}

impl<T, const N: usize> std::ops::IndexMut<Seat> for BySeat<T, N> {
    fn index_mut(&mut self, s: Seat) -> &mut T {
        &mut self.0[s.index()]
    }
}

/// 관단's two fixed teams (guandan §1: seats 1·3 and 2·4 of the rule text, 0·2 and 1·3 here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Team(pub u8);

impl Team {
    /// Both teams.
    pub const ALL: [Team; 2] = [Team(0), Team(1)];

    /// The team index as `usize`, for arrays keyed by team.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other team.
    pub const fn other(self) -> Team {
        Team(1 - self.0)
    }

    /// The two seats of this team.
    pub const fn seats(self) -> [Seat; 2] {
        [Seat(self.0), Seat(self.0 + 2)]
    }
}

impl Seat {
    /// The Guandan team this seat sits in (partners face each other).
    pub const fn team(self) -> Team {
        Team(self.0 % 2)
    }

    /// The Guandan partner: the seat opposite.
    pub const fn partner(self) -> Seat {
        Seat((self.0 + 2) % 4)
    }
}
