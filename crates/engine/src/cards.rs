//! The card vocabulary shared by both games: suits, ranks, faces, physical cards and sets.
//!
//! A [`Card`] is a face (one of 54: 52 suited cards and two jokers). A [`CardId`] is one
//! physical card: Guandan plays with two decks, so the two `7H` are different cards with
//! different ids. A [`CardSet`] is a set of physical cards, one bit per id.
//!
//! The text form follows ruling R1: rank `3 4 5 6 7 8 9 T J Q K A 2` (`10` accepted for
//! `T`) then suit `S H D C`; jokers are `BJ` (small) and `RJ` (big).
//!
//! ```
//! use engine::{Card, CardSet, Rank, Suit};
//! let c: Card = "TH".parse().unwrap();
//! assert_eq!(c.rank(), Rank::Ten);
//! assert_eq!(c.suit(), Some(Suit::Hearts));
//! let set = CardSet::parse("3S 3H BJ", 1).unwrap();
//! assert_eq!(set.len(), 3);
//! assert_eq!(set.to_string(), "3S 3H BJ");
//! ```
//!
//! A rank's name is not its strength: `Rank` orders 3 < … < A < 2 < BJ < RJ only for display.
//! The rules of each game ask their own strength function.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A suit: ♠ ♥ ♦ ♣.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// 스페이드 ♠
    Spades = 0,
    /// 하트 ♥
    Hearts = 1,
    /// 다이아몬드 ♦
    Diamonds = 2,
    /// 클럽 ♣
    Clubs = 3,
}

impl Suit {
    /// Every suit, in notation order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The notation letter (`S H D C`).
    pub const fn char(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// Reads a notation letter, either case.
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'D' => Some(Suit::Diamonds),
            'C' => Some(Suit::Clubs),
            _ => None,
        }
    }

    /// The suit symbol shown on a card.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// The Korean name used in accessible labels ("스페이드 3").
    pub const fn name_ko(self) -> &'static str {
        match self {
            Suit::Spades => "스페이드",
            Suit::Hearts => "하트",
            Suit::Diamonds => "다이아몬드",
            Suit::Clubs => "클럽",
        }
    }

    /// Hearts and diamonds are printed red.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// The index 0..4.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index, if any.
    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }
}

/// A rank, jokers included. The derived order is display order only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Three = 0,
    Four = 1,
    Five = 2,
    Six = 3,
    Seven = 4,
    Eight = 5,
    Nine = 6,
    Ten = 7,
    Jack = 8,
    Queen = 9,
    King = 10,
    Ace = 11,
    Two = 12,
    /// 작은 조커 (small joker, `BJ`)
    BlackJoker = 13,
    /// 큰 조커 (big joker, `RJ`)
    RedJoker = 14,
}

impl Rank {
    /// Every rank, jokers last.
    pub const ALL: [Rank; 15] = [
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
        Rank::Two,
        Rank::BlackJoker,
        Rank::RedJoker,
    ];

    /// The thirteen suited ranks, 3 to 2.
    pub const SUITED: [Rank; 13] = [
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
        Rank::Two,
    ];

    /// The index 0..15 (3 is 0, 2 is 12, jokers 13 and 14).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with this index, if any.
    pub fn from_index(i: usize) -> Option<Rank> {
        Rank::ALL.get(i).copied()
    }

    /// True for both jokers.
    pub const fn is_joker(self) -> bool {
        matches!(self, Rank::BlackJoker | Rank::RedJoker)
    }

    /// The notation of a suited rank (`3`..`9`, `T`, `J`, `Q`, `K`, `A`, `2`);
    /// `B` and `R` for the jokers (whose cards are written `BJ` and `RJ`).
    pub const fn char(self) -> char {
        match self {
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
            Rank::Two => '2',
            Rank::BlackJoker => 'B',
            Rank::RedJoker => 'R',
        }
    }

    /// Reads a suited rank's notation (`T` or `10` for ten), either case.
    pub fn parse(s: &str) -> Option<Rank> {
        if s == "10" {
            return Some(Rank::Ten);
        }
        let mut chars = s.chars();
        let c = chars.next()?;
        if chars.next().is_some() {
            return None;
        }
        let c = c.to_ascii_uppercase();
        Rank::SUITED.into_iter().find(|r| r.char() == c)
    }

    /// The label printed on a card and in messages: `10` for ten, `작은 조커`/`큰 조커`.
    pub const fn label(self) -> &'static str {
        match self {
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
            Rank::Two => "2",
            Rank::BlackJoker => "작은 조커",
            Rank::RedJoker => "큰 조커",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rank::BlackJoker => f.write_str("BJ"),
            Rank::RedJoker => f.write_str("RJ"),
            r => write!(f, "{}", r.char()),
        }
    }
}

/// Why a card or a card list could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseCardError {
    /// The token at this position (0-based) is not a card name.
    NotACard(usize),
    /// The token at this position names a card more often than the decks hold it.
    TooManyCopies(usize),
}

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCardError::NotACard(i) => {
                write!(
                    f,
                    "card #{} is not a card name (use 3S, TH, 10D, AC, BJ, RJ)",
                    i + 1
                )
            }
            ParseCardError::TooManyCopies(i) => {
                write!(
                    f,
                    "card #{} appears more often than the deck holds it",
                    i + 1
                )
            }
        }
    }
}

impl std::error::Error for ParseCardError {}

/// A card face: 52 suited faces (`suit * 13 + rank`) then the jokers (52 small, 53 big).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// 작은 조커 (small joker).
    pub const BLACK_JOKER: Card = Card(52);
    /// 큰 조커 (big joker).
    pub const RED_JOKER: Card = Card(53);
    /// The number of faces in one deck.
    pub const COUNT: usize = 54;

    /// The suited card of this rank and suit; a joker rank gives that joker whatever the suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        match rank {
            Rank::BlackJoker => Card::BLACK_JOKER,
            Rank::RedJoker => Card::RED_JOKER,
            r => Card(suit as u8 * 13 + r as u8),
        }
    }

    /// The face with this number (0..54), if any.
    pub const fn from_index(i: u8) -> Option<Card> {
        if (i as usize) < Card::COUNT {
            Some(Card(i))
        } else {
            None
        }
    }

    /// The face number 0..54.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The rank (jokers have their own ranks).
    pub fn rank(self) -> Rank {
        match self.0 {
            52 => Rank::BlackJoker,
            53 => Rank::RedJoker,
            n => Rank::SUITED[(n % 13) as usize],
        }
    }

    /// The suit, or `None` for a joker.
    pub fn suit(self) -> Option<Suit> {
        if self.0 >= 52 {
            None
        } else {
            Suit::from_index((self.0 / 13) as usize)
        }
    }

    /// True for both jokers.
    pub const fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// The accessible Korean name: "스페이드 3", "하트 10", "작은 조커", "큰 조커".
    pub fn name_ko(self) -> String {
        match self.suit() {
            Some(s) => format!("{} {}", s.name_ko(), self.rank().label()),
            None => self.rank().label().to_string(),
        }
    }

    /// All 54 faces in face-number order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT as u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit() {
            Some(s) => write!(f, "{}{}", self.rank().char(), s.char()),
            None => write!(f, "{}", self.rank()),
        }
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let s = s.trim();
        let upper = s.to_ascii_uppercase();
        match upper.as_str() {
            "BJ" => return Ok(Card::BLACK_JOKER),
            "RJ" => return Ok(Card::RED_JOKER),
            _ => {}
        }
        let Some(last) = upper.chars().last() else {
            return Err(ParseCardError::NotACard(0));
        };
        let suit = Suit::from_char(last).ok_or(ParseCardError::NotACard(0))?;
        let rank_text = &upper[..upper.len() - last.len_utf8()];
        let rank = Rank::parse(rank_text).ok_or(ParseCardError::NotACard(0))?;
        Ok(Card::new(rank, suit))
    }
}

impl From<Card> for String {
    fn from(c: Card) -> String {
        c.to_string()
    }
}

impl TryFrom<String> for Card {
    type Error = ParseCardError;
    fn try_from(s: String) -> Result<Card, ParseCardError> {
        s.parse()
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// One physical card: `deck * 54 + face`, 0..108. Guandan's two copies of a face differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CardId(u8);

impl CardId {
    /// The number of physical cards in two decks.
    pub const MAX: usize = 108;

    /// The physical card of `face` from deck `deck` (0 or 1).
    pub const fn new(face: Card, deck: u8) -> CardId {
        CardId(deck * 54 + face.0)
    }

    /// The id with this number (0..108), if any.
    pub const fn from_index(i: u8) -> Option<CardId> {
        if (i as usize) < CardId::MAX {
            Some(CardId(i))
        } else {
            None
        }
    }

    /// The number 0..108.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The face printed on it.
    pub const fn card(self) -> Card {
        Card(self.0 % 54)
    }

    /// Which deck it came from (0 or 1).
    pub const fn deck(self) -> u8 {
        self.0 / 54
    }

    /// Shorthand for `self.card().rank()`.
    pub fn rank(self) -> Rank {
        self.card().rank()
    }

    /// Shorthand for `self.card().suit()`.
    pub fn suit(self) -> Option<Suit> {
        self.card().suit()
    }
}

impl fmt::Display for CardId {
    /// The face, with a `'` for the second deck's copy (`7H'`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.card())?;
        if self.deck() == 1 {
            f.write_str("'")?;
        }
        Ok(())
    }
}

/// Counts per rank (index = `Rank::index`), the shape of a hand without its suits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RankCounts(pub [u8; 15]);

impl RankCounts {
    /// How many cards of this rank.
    pub const fn get(&self, r: Rank) -> u8 {
        self.0[r as usize]
    }

    /// The total number of cards.
    pub fn total(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }

    /// Adds one card of this rank.
    pub fn add(&mut self, r: Rank) {
        self.0[r as usize] += 1;
    }
}

/// A set of physical cards, one bit per [`CardId`]. Also the type of a selection.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u128);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The raw bits.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set with these raw bits; ids at or above 108 are dropped.
    pub const fn from_bits(bits: u128) -> CardSet {
        CardSet(bits & ((1u128 << CardId::MAX) - 1))
    }

    /// The full deck(s): 54 cards for one deck, 108 for two.
    pub fn full(decks: u8) -> CardSet {
        let n = 54 * decks.min(2) as u32;
        CardSet::from_bits((1u128 << n) - 1)
    }

    /// The set of one card.
    pub const fn single(id: CardId) -> CardSet {
        CardSet(1u128 << id.0)
    }

    /// Whether it holds this card.
    pub const fn contains(self, id: CardId) -> bool {
        self.0 >> id.0 & 1 == 1
    }

    /// Adds a card; true if it was not there.
    pub fn insert(&mut self, id: CardId) -> bool {
        let had = self.contains(id);
        self.0 |= 1u128 << id.0;
        !had
    }

    /// Removes a card; true if it was there.
    pub fn remove(&mut self, id: CardId) -> bool {
        let had = self.contains(id);
        self.0 &= !(1u128 << id.0);
        had
    }

    /// Adds the card if absent, removes it if present (a click on a card).
    pub fn toggle(&mut self, id: CardId) {
        self.0 ^= 1u128 << id.0;
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when it holds no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Every card of `self` is in `other`.
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cards in ascending id order.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = CardId> + Clone {
        (0..CardId::MAX as u8)
            .filter(move |&i| self.0 >> i & 1 == 1)
            .map(CardId)
    }

    /// The cards sorted for display: by rank (display order), then suit, then deck.
    pub fn sorted(self) -> Vec<CardId> {
        let mut v: Vec<CardId> = self.iter().collect();
        crate::order::sort_by_key(&mut v, |id| {
            crate::order::Key::default()
                .asc(id.rank() as u128, 5)
                .asc_opt(id.suit().map(|s| s as u128), 3)
                .asc(u128::from(id.deck()), 2)
        });
        v
    }

    /// The counts per rank.
    pub fn rank_counts(self) -> RankCounts {
        let mut rc = RankCounts::default();
        for id in self.iter() {
            rc.add(id.rank());
        }
        rc
    }

    /// The cards of this rank.
    pub fn of_rank(self, r: Rank) -> CardSet {
        self.iter().filter(|id| id.rank() == r).collect()
    }

    /// The same faces as `self`, each as the first copy (first deck first) that `taken`
    /// does not hold; `taken` then holds them too.
    /// A list of faces (a played card, a hand) becomes definite copies this way, and two
    /// sets of the same faces become the same set of copies.
    ///
    /// ```
    /// use engine::CardSet;
    /// let mut taken = CardSet::parse("5S", 2).unwrap();
    /// let faces = CardSet::parse("5S 6H", 2).unwrap();
    /// let copies = faces.as_free_copies(&mut taken).unwrap();
    /// assert_eq!(copies.faces(), faces.faces());
    /// assert_eq!(faces.as_free_copies(&mut taken), Err("5S".parse().unwrap())); // no third
    /// ```
    ///
    /// # Errors
    /// The first face of which `taken` already holds both copies.
    pub fn as_free_copies(self, taken: &mut CardSet) -> Result<CardSet, Card> {
        let mut out = CardSet::EMPTY;
        for face in self.iter().map(CardId::card) {
            let copy = (0..2)
                .map(|d| CardId::new(face, d))
                .find(|&c| !taken.contains(c))
                .ok_or(face)?;
            taken.insert(copy);
            out.insert(copy);
        }
        Ok(out)
    }

    /// The cards with this face, any deck.
    pub fn of_face(self, c: Card) -> CardSet {
        let mut out = CardSet::EMPTY;
        for deck in 0..2 {
            let id = CardId::new(c, deck);
            if self.contains(id) {
                out.insert(id);
            }
        }
        out
    }

    /// Reads a space- or comma-separated list of card names. Each name takes the
    /// lowest-numbered copy not yet taken (deck 0 first); a trailing `'` asks for the
    /// second deck's copy. `decks` is 1 (Dou Dizhu) or 2 (Guandan).
    ///
    /// # Errors
    /// [`ParseCardError`] when a token is not a card or a card appears too often.
    pub fn parse(text: &str, decks: u8) -> Result<CardSet, ParseCardError> {
        let tokens = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty());
        CardSet::from_names(tokens, decks)
    }

    /// Like [`CardSet::parse`], over names already split (a JSON array).
    ///
    /// # Errors
    /// [`ParseCardError`] when a name is not a card or a card appears too often.
    pub fn from_names<'a>(
        names: impl IntoIterator<Item = &'a str>,
        decks: u8,
    ) -> Result<CardSet, ParseCardError> {
        let mut set = CardSet::EMPTY;
        for (i, name) in names.into_iter().enumerate() {
            let (face_text, second) = match name.strip_suffix('\'') {
                Some(f) => (f, true),
                None => (name, false),
            };
            let face: Card = face_text.parse().map_err(|_| ParseCardError::NotACard(i))?;
            let id = if second {
                (decks >= 2)
                    .then(|| CardId::new(face, 1))
                    .filter(|id| !set.contains(*id))
            } else {
                (0..decks.min(2))
                    .map(|d| CardId::new(face, d))
                    .find(|id| !set.contains(*id))
            };
            let id = id.ok_or(ParseCardError::TooManyCopies(i))?;
            set.insert(id);
        }
        Ok(set)
    }

    /// The faces, sorted for display (a card list in R1 notation).
    pub fn faces(self) -> Vec<Card> {
        self.sorted().into_iter().map(CardId::card).collect()
    }

    /// The text form that keeps identity: sorted, with `'` on second-deck copies.
    pub fn to_id_string(self) -> String {
        let v: Vec<String> = self.sorted().iter().map(ToString::to_string).collect();
        v.join(" ")
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet[{}]", self.to_id_string())
    }
}

impl fmt::Display for CardSet {
    /// Faces only, sorted, space-separated (R1 notation).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v: Vec<String> = self.faces().iter().map(ToString::to_string).collect();
        f.write_str(&v.join(" "))
    }
}

impl FromIterator<CardId> for CardSet {
    fn from_iter<I: IntoIterator<Item = CardId>>(iter: I) -> CardSet {
        let mut s = CardSet::EMPTY;
        for id in iter {
            s.insert(id);
        }
        s
    }
}

impl std::ops::BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
}

impl std::ops::BitOrAssign for CardSet {
    fn bitor_assign(&mut self, o: CardSet) {
        self.0 |= o.0;
    }
}

impl std::ops::BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
}

impl std::ops::Sub for CardSet {
    type Output = CardSet;
    /// The cards of `self` not in `o`.
    fn sub(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
}

impl std::ops::SubAssign for CardSet {
    fn sub_assign(&mut self, o: CardSet) {
        self.0 &= !o.0;
    }
}

impl Serialize for CardSet {
    /// The identity-keeping text form, `"3S 7H 7H' BJ"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_id_string())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let s = String::deserialize(d)?;
        CardSet::parse(&s, 2).map_err(serde::de::Error::custom)
    }
}

/// Groups of equal ranks as a play's description writes them, in one style for the whole
/// description: each group its rank `n` times ("333", "JJ") or, when a group of several
/// cards has a label longer than one character (10), every card apart ("10 10 10", "J J"),
/// so a run never reads "10 10 10–JJJ". Returns the groups and what sets two groups apart
/// in that style ("" or " ").
///
/// ```
/// use engine::Rank;
/// use engine::cards::rank_groups;
/// let (g, sep) = rank_groups(&[(Rank::Three, 3), (Rank::Four, 3)], Rank::label);
/// assert_eq!((g.join(sep), sep), ("333444".to_string(), ""));
/// let (g, sep) = rank_groups(&[(Rank::Ten, 3), (Rank::Jack, 3)], Rank::label);
/// assert_eq!(g.join(sep), "10 10 10 J J J");
/// ```
pub fn rank_groups(
    groups: &[(Rank, usize)],
    label: fn(Rank) -> &'static str,
) -> (Vec<String>, &'static str) {
    let spaced = groups
        .iter()
        .any(|&(r, n)| n > 1 && label(r).chars().count() > 1);
    let sep = if spaced { " " } else { "" };
    let written = groups
        .iter()
        .map(|&(r, n)| vec![label(r); n].join(sep))
        .collect();
    (written, sep)
}

/// Serde for a rank as its notation: `3`..`9`, `T`, `J`, `Q`, `K`, `A`, `2`, `BJ`, `RJ`.
pub mod rank_text {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::Rank;

    /// Reads the notation of a rank (jokers `BJ`/`RJ`).
    pub fn parse(s: &str) -> Option<Rank> {
        match s.to_ascii_uppercase().as_str() {
            "BJ" => Some(Rank::BlackJoker),
            "RJ" => Some(Rank::RedJoker),
            other => Rank::parse(other),
        }
    }

    /// Writes the rank's notation.
    ///
    /// # Errors
    /// Only the serializer's own errors.
    pub fn serialize<S: Serializer>(r: &Rank, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(r)
    }

    /// Reads the rank's notation.
    ///
    /// # Errors
    /// When the text is not a rank.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        let s = String::deserialize(d)?;
        parse(&s).ok_or_else(|| serde::de::Error::custom(format!("{s:?} is not a rank")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_every_face() {
        // R1: every face has one canonical name that reads back to itself.
        for c in Card::all() {
            let text = c.to_string();
            assert_eq!(text.parse::<Card>(), Ok(c), "{text}");
        }
        assert_eq!(
            "10h".parse::<Card>(),
            Ok(Card::new(Rank::Ten, Suit::Hearts))
        );
        assert_eq!("bj".parse::<Card>(), Ok(Card::BLACK_JOKER));
        assert!("1H".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
        assert!("AX".parse::<Card>().is_err());
    }

    #[test]
    fn two_decks_keep_identity() {
        // R1: a Guandan list may repeat a name; each copy is its own card.
        let s = CardSet::parse("7H 7H BJ", 2).unwrap();
        assert_eq!(s.len(), 3);
        assert_eq!(s.to_id_string(), "7H 7H' BJ");
        assert_eq!(CardSet::parse("7H'", 2).unwrap().to_id_string(), "7H'");
        assert_eq!(
            CardSet::parse("7H 7H 7H", 2),
            Err(ParseCardError::TooManyCopies(2))
        );
        assert_eq!(
            CardSet::parse("7H 7H", 1),
            Err(ParseCardError::TooManyCopies(1))
        );
        assert_eq!(CardSet::parse("7H ZZ", 1), Err(ParseCardError::NotACard(1)));
    }

    #[test]
    fn set_algebra() {
        let a = CardSet::parse("3S 4S 5S", 1).unwrap();
        let b = CardSet::parse("4S", 1).unwrap();
        assert!(b.is_subset(a));
        assert_eq!((a - b).len(), 2);
        assert_eq!(CardSet::full(1).len(), 54);
        assert_eq!(CardSet::full(2).len(), 108);
        assert_eq!(a.rank_counts().get(Rank::Four), 1);
        let json = serde_json::to_string(&CardSet::parse("7H 7H RJ", 2).unwrap()).unwrap();
        assert_eq!(json, "\"7H 7H' RJ\"");
        let back: CardSet = serde_json::from_str(&json).unwrap();
        assert_eq!(back.to_id_string(), "7H 7H' RJ");
    }

    #[test]
    fn korean_names() {
        assert_eq!(Card::new(Rank::Three, Suit::Spades).name_ko(), "스페이드 3");
        assert_eq!(Card::new(Rank::Ten, Suit::Hearts).name_ko(), "하트 10");
        assert_eq!(Card::RED_JOKER.name_ko(), "큰 조커");
        assert_eq!(Card::BLACK_JOKER.name_ko(), "작은 조커");
    }

    #[test]
    fn rank_text_round_trips_every_rank() {
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        struct R(#[serde(with = "rank_text")] Rank);
        for r in Rank::ALL {
            let text = serde_json::to_string(&R(r)).unwrap();
            assert_eq!(serde_json::from_str::<R>(&text).unwrap(), R(r), "{text}");
        }
        assert_eq!(serde_json::to_string(&R(Rank::RedJoker)).unwrap(), "\"RJ\"");
        assert_eq!(rank_text::parse("bj"), Some(Rank::BlackJoker));
        assert!(serde_json::from_str::<R>("\"X\"").is_err());
    }
}
