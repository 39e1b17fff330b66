//! A card face drawn as SVG, in a 100 × 140 box (a playing card's 5 : 7): the rank and suit
//! in the top-left corner and again, turned, in the bottom-right; the pips of 2–10 where
//! real cards have them; a framed double-headed figure for J, Q and K; a jester for the
//! jokers. The shapes themselves (suits, figures, jester, the back's lattice) are symbols in
//! `assets/cards.svg`, inlined once into the page; a face only places them, so a hand of 27
//! cards stays small in the page.

use engine::{CardId, Rank, Suit};

use super::cards::Mark;

/// The face's box: `viewBox` of the `<svg>` that holds [`face`].
pub const VIEW_BOX: &str = "0 0 100 140";

/// Where the pips of 2–10 stand, in the face's units (x, y of each pip's centre; those in
/// the lower half are drawn turned, as on a real card).
fn pips(rank: Rank) -> &'static [(u8, u8)] {
    const L: u8 = 35;
    const M: u8 = 50;
    const R: u8 = 65;
    match rank {
        Rank::Two => &[(M, 27), (M, 113)],
        Rank::Three => &[(M, 27), (M, 70), (M, 113)],
        Rank::Four => &[(L, 27), (R, 27), (L, 113), (R, 113)],
        Rank::Five => &[(L, 27), (R, 27), (M, 70), (L, 113), (R, 113)],
        Rank::Six => &[(L, 27), (R, 27), (L, 70), (R, 70), (L, 113), (R, 113)],
        Rank::Seven => &[
            (L, 27),
            (R, 27),
            (M, 48),
            (L, 70),
            (R, 70),
            (L, 113),
            (R, 113),
        ],
        Rank::Eight => &[
            (L, 27),
            (R, 27),
            (M, 48),
            (L, 70),
            (R, 70),
            (M, 92),
            (L, 113),
            (R, 113),
        ],
        Rank::Nine => &[
            (L, 27),
            (R, 27),
            (L, 56),
            (R, 56),
            (M, 70),
            (L, 84),
            (R, 84),
            (L, 113),
            (R, 113),
        ],
        Rank::Ten => &[
            (L, 27),
            (R, 27),
            (M, 41),
            (L, 56),
            (R, 56),
            (L, 84),
            (R, 84),
            (M, 99),
            (L, 113),
            (R, 113),
        ],
        _ => &[],
    }
}

/// The symbol of a suit in `assets/cards.svg`.
fn pip_id(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "pip-s",
        Suit::Hearts => "pip-h",
        Suit::Diamonds => "pip-d",
        Suit::Clubs => "pip-c",
    }
}

/// The symbol of a court figure, if `rank` has one.
fn court_id(rank: Rank) -> Option<&'static str> {
    match rank {
        Rank::Jack => Some("court-j"),
        Rank::Queen => Some("court-q"),
        Rank::King => Some("court-k"),
        _ => None,
    }
}

/// Half a turn about the face's centre: the lower index and the lower half's pips.
const TURN: &str = r#" transform="rotate(180 50 70)""#;

/// A suit symbol of `size` centred on (`x`, `y`), turned when `turned`.
fn pip(out: &mut String, id: &str, x: u8, y: u8, size: u8, turned: bool) {
    let (left, top) = (
        i32::from(x) - i32::from(size) / 2,
        i32::from(y) - i32::from(size) / 2,
    );
    let turn = if turned {
        format!(r#" transform="rotate(180 {x} {y})""#)
    } else {
        String::new()
    };
    out.push_str(&format!(
        r##"<use href="#{id}" x="{left}" y="{top}" width="{size}" height="{size}"{turn}/>"##
    ));
}

/// The corner index (rank over suit; the jokers' "JOKER" down the side), drawn in the
/// top-left corner, and again turned into the bottom-right one. The rank is a symbol of
/// the page's art (`#rank-10`), not text in the card, so a card's only words are its
/// button's name.
fn index(out: &mut String, rank: Rank, suit: Option<Suit>, mark: Mark) {
    let mut one = String::new();
    match suit {
        Some(s) => {
            one.push_str(&format!(r##"<use href="#rank-{}"/>"##, rank.label()));
            pip(&mut one, pip_id(s), 13, 41, 16, false);
            if mark == Mark::Level {
                // 관단's level cards: a bar under the index.
                one.push_str(
                    r#"<rect x="4" y="52" width="18" height="3" rx="1.5" fill="currentColor"/>"#,
                );
            }
        }
        None => one.push_str(r##"<use href="#rank-joker"/>"##),
    }
    out.push_str(&one);
    out.push_str(&format!("<g{TURN}>{one}</g>"));
}

/// The inner markup of a card's `<svg viewBox="0 0 100 140">`: its corner indexes, then its
/// pips, figure or jester. `mark` adds 관단's level bar under the index, or a wild's tag in
/// the corner column (the page draws the tag once, in its language: `ui::card_words`).
pub fn face(id: CardId, mark: Mark) -> String {
    let card = id.card();
    let rank = card.rank();
    let suit = card.suit();
    let mut out = String::new();
    index(&mut out, rank, suit, mark);
    if mark == Mark::Wild {
        out.push_str(r##"<use class="card__wild" href="#wild"/>"##);
    }
    match (suit, court_id(rank)) {
        (None, _) => {
            out.push_str(r##"<use href="#jester" x="22" y="34" width="60" height="80"/>"##)
        }
        (Some(s), Some(court)) => {
            out.push_str(
                r#"<rect class="card__frame" x="27" y="18" width="46" height="104" rx="3"/>"#,
            );
            for turn in ["", TURN] {
                out.push_str(&format!(
                    r##"<g{turn}><use href="#{court}" x="27" y="18" width="46" height="52"/></g>"##
                ));
            }
            pip(&mut out, pip_id(s), 33, 24, 9, false);
            pip(&mut out, pip_id(s), 67, 116, 9, true);
        }
        (Some(s), None) if rank == Rank::Ace => pip(&mut out, pip_id(s), 50, 70, 42, false),
        (Some(s), None) => {
            for &(x, y) in pips(rank) {
                pip(&mut out, pip_id(s), x, y, 17, y > 70);
            }
        }
    }
    out
}

/// The inner markup of a face-down card: the lattice within a white border.
pub const BACK: &str =
    r##"<rect x="7" y="7" width="86" height="126" rx="6" fill="url(#card-back-lattice)"/>"##;

#[cfg(test)]
mod tests {
    use super::*;
    use engine::CardSet;

    fn id(s: &str) -> CardId {
        CardSet::parse(s, 1).unwrap().iter().next().unwrap()
    }

    fn count(s: &str, what: &str) -> usize {
        s.matches(what).count()
    }

    #[test]
    fn pip_cards_have_as_many_pips_as_their_rank() {
        for (card, n) in [
            ("2S", 2),
            ("3H", 3),
            ("5D", 5),
            ("7C", 7),
            ("9S", 9),
            ("TH", 10),
        ] {
            let f = face(id(card), Mark::Plain);
            let suit = pip_id(id(card).card().suit().unwrap());
            // Two corner pips (one turned), then the rank's own.
            assert_eq!(count(&f, &format!("#{suit}\"")), n + 2, "{card}: {f}");
            assert_eq!(pips(id(card).rank()).len(), n);
        }
    }

    #[test]
    fn the_corner_index_is_drawn_twice_the_second_turned_and_holds_no_text() {
        let f = face(id("TH"), Mark::Plain);
        assert_eq!(count(&f, "#rank-10\""), 2);
        assert!(f.contains(r#"<g transform="rotate(180 50 70)">"#));
        assert_eq!(count(&face(id("AS"), Mark::Plain), "#rank-A\""), 2);
        // The card says nothing itself (its button's name does): no text in any face.
        for card in ["3S", "TH", "JS", "QD", "KC", "AH", "2S", "BJ", "RJ"] {
            assert!(!face(id(card), Mark::Level).contains("<text"), "{card}");
        }
    }

    #[test]
    fn court_cards_show_a_figure_not_only_a_letter() {
        for (card, figure) in [("JS", "court-j"), ("QH", "court-q"), ("KD", "court-k")] {
            let f = face(id(card), Mark::Plain);
            assert_eq!(
                count(&f, &format!("#{figure}\"")),
                2,
                "double-headed {card}"
            );
            assert!(f.contains("card__frame"));
        }
    }

    #[test]
    fn both_jokers_show_the_jester_and_spell_joker() {
        for card in ["BJ", "RJ"] {
            let f = face(id(card), Mark::Plain);
            assert_eq!(count(&f, "#jester\""), 1);
            assert_eq!(count(&f, "#rank-joker\""), 2);
        }
    }

    #[test]
    fn a_wild_has_its_tag() {
        assert!(face(id("2H"), Mark::Wild).contains("#wild\""));
        assert!(!face(id("2H"), Mark::Level).contains("wild"));
    }

    #[test]
    fn a_level_card_has_its_bar_under_the_index_and_the_symbols_exist() {
        assert!(face(id("2C"), Mark::Level).contains("<rect x=\"4\" y=\"52\""));
        assert!(!face(id("2C"), Mark::Plain).contains("<rect x=\"4\" y=\"52\""));
        // Every symbol a face names is drawn in the page's art.
        let art = include_str!("../../../assets/cards.svg");
        for r in Rank::ALL {
            let name = if r.is_joker() { "joker" } else { r.label() };
            assert!(art.contains(&format!("id=\"rank-{name}\"")), "{name}");
        }
        for name in [
            "pip-s",
            "pip-h",
            "pip-d",
            "pip-c",
            "court-j",
            "court-q",
            "court-k",
            "jester",
            "card-back-lattice",
        ] {
            assert!(art.contains(&format!("id=\"{name}\"")), "{name}");
        }
    }
}
