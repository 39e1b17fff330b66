//! Cards and combinations in words: a card's accessible name ("스페이드 3", "3 of spades")
//! and a play's description ("페어 99", "Pair 99"). Ranks and suit symbols are the same in
//! both languages; only the jokers and the names of suits and kinds differ.

use crate::Lang;
use engine::{Card, Rank, Suit, ddz, guandan};

/// A rank's label: the corner index, or the joker's name.
pub fn rank_label(r: Rank, lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => r.label(),
        Lang::En => rank_en(r),
    }
}

fn rank_en(r: Rank) -> &'static str {
    match r {
        Rank::BlackJoker => "small joker",
        Rank::RedJoker => "big joker",
        r => r.label(),
    }
}

fn suit_en(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// A card's accessible name: "스페이드 3", "큰 조커"; "3 of spades", "big joker".
pub fn card_name(card: Card, lang: Lang) -> String {
    match (lang, card.suit()) {
        (Lang::Ko, _) => card.name_ko(),
        (Lang::En, Some(s)) => format!("{} of {}", card.rank().label(), suit_en(s)),
        (Lang::En, None) => rank_en(card.rank()).to_string(),
    }
}

/// A heart of `rank`, as rules and notes name it: "하트 7", "heart 7".
pub fn heart(rank: Rank, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("하트 {}", rank.label()),
        Lang::En => format!("heart {}", rank.label()),
    }
}

fn ddz_kind_en(k: ddz::ComboKind) -> &'static str {
    use ddz::ComboKind as K;
    match k {
        K::Single => "Single",
        K::Pair => "Pair",
        K::Trio => "Trio",
        K::TrioSingle => "Trio+single",
        K::TrioPair => "Trio+pair",
        K::Straight => "Straight",
        K::PairChain => "Pair chain",
        K::Plane => "Plane",
        K::PlaneSingle => "Plane+wings (singles)",
        K::PlanePair => "Plane+wings (pairs)",
        K::FourTwoSingle => "Four+two singles",
        K::FourTwoPair => "Four+two pairs",
        K::Bomb => "Bomb",
        K::Rocket => "Rocket",
    }
}

/// A 더우디주 kind's name: "연속 페어", "Pair chain".
pub fn ddz_kind(k: ddz::ComboKind, lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => k.name_ko(),
        Lang::En => ddz_kind_en(k),
    }
}

/// A 더우디주 combination: "페어 99", "Pair 99".
pub fn ddz_combo(c: &ddz::Combo, lang: Lang) -> String {
    match lang {
        Lang::Ko => c.describe_ko(),
        Lang::En => c.describe_in(ddz_kind_en(c.kind), rank_en),
    }
}

fn guandan_kind_en(k: guandan::ComboKind) -> &'static str {
    use guandan::ComboKind as K;
    match k {
        K::Single => "Single",
        K::Pair => "Pair",
        K::Trio => "Trio",
        K::FullHouse => "Full house",
        K::Straight => "Straight",
        K::PairChain => "Pair chain",
        K::TrioChain => "Trio chain",
        K::Bomb => "Bomb",
        K::StraightFlush => "Straight flush",
        K::JokerBomb => "Joker bomb",
    }
}

/// A 관단 kind's name.
pub fn guandan_kind(k: guandan::ComboKind, lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => k.name_ko(),
        Lang::En => guandan_kind_en(k),
    }
}

/// A 관단 combination (a reading).
pub fn guandan_combo(c: &guandan::Combo, lang: Lang) -> String {
    if let Some(pair) = joker_pair(c, lang) {
        return pair;
    }
    match lang {
        Lang::Ko => c.describe_ko(),
        Lang::En => c.describe_in(guandan_kind_en(c.kind), rank_en),
    }
}

/// A 관단 play, with its cards where they help: "풀하우스 999+JJ", "Full house 999+JJ".
pub fn guandan_played(p: &guandan::Played, level: Rank, lang: Lang) -> String {
    if let Some(pair) = joker_pair(&p.combo, lang) {
        return pair;
    }
    match lang {
        Lang::Ko => p.describe_ko(level),
        Lang::En => p.describe_in(level, guandan_kind_en(p.combo.kind), rank_en),
    }
}

/// Two jokers of a kind (관단 has two decks) in words: "작은 조커 페어", "Pair of small
/// jokers" (not "Pair small joker×2").
fn joker_pair(c: &guandan::Combo, lang: Lang) -> Option<String> {
    if c.kind != guandan::ComboKind::Pair || !c.key.is_joker() {
        return None;
    }
    Some(match lang {
        Lang::Ko => format!("{} 페어", c.key.label()),
        Lang::En => format!("Pair of {}s", rank_en(c.key)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_named_in_both_languages() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(card_name(c("3S"), Lang::Ko), "스페이드 3");
        assert_eq!(card_name(c("3S"), Lang::En), "3 of spades");
        assert_eq!(card_name(c("RJ"), Lang::En), "big joker");
        assert_eq!(rank_label(Rank::Ten, Lang::En), "10");
    }

    #[test]
    fn a_pair_of_jokers_reads_as_words() {
        let pair = guandan::Combo::new(guandan::ComboKind::Pair, Rank::BlackJoker, 2);
        assert_eq!(guandan_combo(&pair, Lang::Ko), "작은 조커 페어");
        assert_eq!(guandan_combo(&pair, Lang::En), "Pair of small jokers");
        let big = guandan::Played {
            cards: engine::CardSet::parse("RJ RJ", 2).unwrap(),
            combo: guandan::Combo::new(guandan::ComboKind::Pair, Rank::RedJoker, 2),
        };
        assert_eq!(
            guandan_played(&big, Rank::Two, Lang::En),
            "Pair of big jokers"
        );
        assert_eq!(guandan_played(&big, Rank::Two, Lang::Ko), "큰 조커 페어");
    }
}
