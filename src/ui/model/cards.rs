//! How a hand is shown: each card's face and accessible name, the two orders of 정렬,
//! and selecting a run of cards by dragging across them.

use engine::order::{self, Key};
use engine::{CardId, CardSet, Rank};
use i18n::Lang;
use i18n::cards::card_name;

use crate::session::SortMode;

/// A mark on a card in my hand (관단: the level's two heart wilds and its level cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mark {
    /// An ordinary card.
    #[default]
    Plain,
    /// A card of the level rank (관단).
    Level,
    /// A heart of the level rank: wild (관단 §4).
    Wild,
}

/// Everything a card button shows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CardFace {
    /// Its identity (the `<For>` key and the selection bit).
    pub id: CardId,
    /// The corner index: "10", "J", or "JOKER" for both jokers.
    pub rank: &'static str,
    /// The suit symbol, `None` for a joker.
    pub suit: Option<char>,
    /// Printed red (hearts, diamonds, the big joker).
    pub red: bool,
    /// 0 for a suited card, 1 for the small joker, 2 for the big joker.
    pub joker: u8,
    /// The accessible name: "스페이드 3", "큰 조커", "하트 7 (와일드)".
    pub name: String,
    /// A level or wild mark.
    pub mark: Mark,
    /// False when the card cannot be chosen now (dimmed).
    pub enabled: bool,
}

impl CardFace {
    /// The face of a card with a mark, named in `lang`.
    pub fn new(id: CardId, mark: Mark, lang: Lang) -> CardFace {
        let card = id.card();
        let rank = card.rank();
        let joker = match rank {
            Rank::BlackJoker => 1,
            Rank::RedJoker => 2,
            _ => 0,
        };
        let suffix = match (mark, lang) {
            (Mark::Plain, _) => "",
            (Mark::Level, Lang::Ko) => " (레벨 카드)",
            (Mark::Level, Lang::En) => " (level card)",
            (Mark::Wild, Lang::Ko) => " (와일드)",
            (Mark::Wild, Lang::En) => " (wild)",
        };
        CardFace {
            id,
            rank: if joker > 0 { "JOKER" } else { rank.label() },
            suit: card.suit().map(|s| s.symbol()),
            red: card.suit().is_some_and(|s| s.is_red()) || rank == Rank::RedJoker,
            joker,
            name: format!("{}{suffix}", card_name(card, lang)),
            mark,
            enabled: true,
        }
    }
}

/// The hand in display order. `strength` is the game's strength of a card (for 관단, of
/// this hand's level; wilds count as the level rank).
///
/// - [`SortMode::Rank`]: strongest first; equal strengths keep suit order.
/// - [`SortMode::Count`]: the largest groups first (bombs, trios, pairs, singles), each
///   group strongest first.
///
/// `strength` is a trait object: every game's and every caller's ordering shares one copy
/// of this function and its sort in the page's wasm.
pub fn order_hand(hand: CardSet, sort: SortMode, strength: &dyn Fn(CardId) -> u8) -> Vec<CardId> {
    let mut counts = [0u8; 32];
    for id in hand.iter() {
        if let Some(c) = counts.get_mut(strength(id) as usize) {
            *c += 1;
        }
    }
    let mut ids: Vec<CardId> = hand.iter().collect();
    order::sort_by_key(&mut ids, |&id| {
        let s = strength(id);
        let group = match sort {
            SortMode::Rank => 0,
            SortMode::Count => counts.get(s as usize).copied().unwrap_or(0),
        };
        Key::default()
            .desc(u128::from(group), 8)
            .desc(u128::from(s), 8)
            .asc(id.card().index() as u128, 8)
            .asc(id.index() as u128, 8)
    });
    ids
}

/// The selection after dragging from `anchor` to `current` over the hand shown in `order`:
/// every card between them (inclusive) is added to `base` when `adding`, else removed.
/// Cards not in `order` leave `base` unchanged.
pub fn drag_select(
    order: &[CardId],
    base: CardSet,
    anchor: CardId,
    current: CardId,
    adding: bool,
) -> CardSet {
    let (Some(a), Some(c)) = (
        order.iter().position(|&x| x == anchor),
        order.iter().position(|&x| x == current),
    ) else {
        return base;
    };
    let run: CardSet = order[a.min(c)..=a.max(c)].iter().copied().collect();
    if adding { base | run } else { base - run }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ddz::strength;

    fn ddz(id: CardId) -> u8 {
        strength(id.rank())
    }

    fn names(ids: &[CardId]) -> String {
        ids.iter()
            .map(|id| id.card().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn rank_order_is_strongest_first() {
        let hand = CardSet::parse("3S 2H RJ 5D 5S BJ AC", 1).unwrap();
        let order = order_hand(hand, SortMode::Rank, &ddz);
        assert_eq!(names(&order), "RJ BJ 2H AC 5S 5D 3S");
    }

    #[test]
    fn count_order_groups_bombs_trios_pairs() {
        let hand = CardSet::parse("3S 3H 9S 9H 9D KS KH KD KC AS 4C 4D", 1).unwrap();
        let order = order_hand(hand, SortMode::Count, &ddz);
        assert_eq!(names(&order), "KS KH KD KC 9S 9H 9D 4D 4C 3S 3H AS");
    }

    #[test]
    fn faces_name_cards_for_screen_readers() {
        let id = |s: &str| CardSet::parse(s, 1).unwrap().iter().next().unwrap();
        assert_eq!(
            CardFace::new(id("3S"), Mark::Plain, Lang::Ko).name,
            "스페이드 3"
        );
        assert_eq!(
            CardFace::new(id("7H"), Mark::Wild, Lang::En).name,
            "7 of hearts (wild)"
        );
        let big = CardFace::new(id("RJ"), Mark::Plain, Lang::Ko);
        assert_eq!(
            (big.name.as_str(), big.joker, big.red),
            ("큰 조커", 2, true)
        );
        let small = CardFace::new(id("BJ"), Mark::Plain, Lang::Ko);
        assert_eq!((small.name.as_str(), small.red), ("작은 조커", false));
        let wild = CardFace::new(id("7H"), Mark::Wild, Lang::Ko);
        assert_eq!(
            (wild.name.as_str(), wild.rank, wild.suit),
            ("하트 7 (와일드)", "7", Some('♥'))
        );
        assert_eq!(CardFace::new(id("TD"), Mark::Plain, Lang::Ko).rank, "10");
    }

    #[test]
    fn dragging_selects_or_clears_a_run() {
        let hand = CardSet::parse("3S 4S 5S 6S 7S 8S", 1).unwrap();
        let order = order_hand(hand, SortMode::Rank, &ddz); // 8 7 6 5 4 3
        let id = |s: &str| CardSet::parse(s, 1).unwrap().iter().next().unwrap();
        let sel = drag_select(&order, CardSet::EMPTY, id("7S"), id("4S"), true);
        assert_eq!(sel, CardSet::parse("7S 6S 5S 4S", 1).unwrap());
        // Dragging backwards over part of it clears that part, the rest stays.
        let sel = drag_select(&order, sel, id("5S"), id("6S"), false);
        assert_eq!(sel, CardSet::parse("7S 4S", 1).unwrap());
        // A card not in the hand changes nothing.
        assert_eq!(drag_select(&order, sel, id("KS"), id("3S"), true), sel);
    }
}
