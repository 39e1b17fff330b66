//! The order in which 추천 cycles: the computer player's own choice first, then every
//! other legal play, smallest first within a kind, kinds in the game's order, bombs and
//! rockets last.

use super::game::Hint;
use engine::ddz::{Played, strength};
use engine::order::{self, Key};
use i18n::Lang;

/// The computer player's estimate, as 추천 shows it: "이길 확률 약 72%".
pub fn chance_text(p: f32, lang: Lang) -> String {
    let pct = (p.clamp(0.0, 1.0) * 100.0).round() as u32;
    match lang {
        Lang::Ko => format!("이길 확률 약 {pct}%"),
        Lang::En => format!("about {pct}% to win"),
    }
}

/// Why the fallback move (no answer from the computer player) was chosen: "가장 작은
/// 합법 조합입니다." with the game's word for a move (`move_ko`: 조합, 수).
pub fn smallest_legal(move_ko: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("가장 작은 합법 {move_ko}입니다."),
        Lang::En => "The smallest legal move.".to_string(),
    }
}

/// A hint's sentence: what the move is (`what`: the reading, 패스, a bid), or for a play
/// with a reason only the reason (the reading line already names the play), otherwise
/// "what — why".
pub fn hint_text(play: bool, what: String, why: String) -> String {
    match (play, why.is_empty()) {
        (_, true) => what,
        (true, false) => why,
        (false, false) => format!("{what} — {why}"),
    }
}

fn with_chance(text: &str, chance: Option<f32>, lang: Lang) -> String {
    match chance {
        Some(p) => format!("{text} ({})", chance_text(p, lang)),
        None => text.to_string(),
    }
}

/// A decision, its estimated chance and its alternatives (with theirs) as hints; `None`
/// without a decision (the worker could not answer) or when the engine refuses the
/// decision itself (`ok`). Refused alternatives are dropped.
pub type Advice = (Hint, Option<f32>, Vec<(Hint, f32)>);

/// See [`Advice`]: `hint` renders an action with its reason (worded by the worker in the
/// page's language).
pub fn advice<A: Copy>(
    d: Option<ai::Decision<A, String>>,
    ok: impl Fn(A) -> bool,
    hint: impl Fn(A, String) -> Hint,
) -> Option<Advice> {
    let d = d?;
    if !ok(d.action) {
        return None;
    }
    let alts = d
        .alternatives
        .into_iter()
        .filter(|a| ok(a.action))
        .map(|a| (hint(a.action, a.reason), a.win_chance))
        .collect();
    Some((hint(d.action, d.reason), d.win_chance, alts))
}

/// 추천's list: the computer player's decision ("추천: …"), then the alternatives it
/// weighed, each with its own reason, then every other legal move in `rest`'s order
/// ("다른 선택 k/n: …"). A searched move shows its estimated chance of winning the hand.
/// Moves that are the same choice as the decision or an alternative
/// ([`Move::same_choice`](super::game::Move::same_choice)) are left out of the rest.
pub fn numbered(
    first: (Hint, Option<f32>),
    alts: Vec<(Hint, f32)>,
    rest: Vec<Hint>,
    lang: Lang,
) -> Vec<Hint> {
    let mut chosen: Vec<(Hint, Option<f32>)> = vec![first];
    for (h, p) in alts {
        if !chosen.iter().any(|(c, _)| c.mv.same_choice(&h.mv)) {
            chosen.push((h, Some(p)));
        }
    }
    // `rest` holds each legal move once: check it against the AI's moves only.
    let weighed = chosen.len();
    for h in rest {
        if !chosen[..weighed]
            .iter()
            .any(|(c, _)| c.mv.same_choice(&h.mv))
        {
            chosen.push((h, None));
        }
    }
    let n = chosen.len();
    chosen
        .into_iter()
        .enumerate()
        .map(|(i, (h, p))| {
            let text = with_chance(&h.text, p, lang);
            let text = match (i, lang) {
                (0, Lang::Ko) => format!("추천: {text}"),
                (0, Lang::En) => format!("Suggested: {text}"),
                (_, Lang::Ko) => format!("다른 선택 {}/{n}: {text}", i + 1),
                (_, Lang::En) => format!("Option {}/{n}: {text}", i + 1),
            };
            Hint { text, ..h }
        })
        .collect()
}

/// `first`, then `rest` without anything `same` as `first`, sorted by `key` (stable).
pub fn cycle<T>(
    first: T,
    mut rest: Vec<T>,
    same: impl Fn(&T, &T) -> bool,
    key: impl Fn(&T) -> Key,
) -> Vec<T> {
    rest.retain(|x| !same(x, &first));
    order::sort_by_key(&mut rest, key);
    let mut out = Vec::with_capacity(rest.len() + 1);
    out.push(first);
    out.extend(rest);
    out
}

/// 더우디주's cycling key: normal kinds first (in the engine's kind order), then bombs, then
/// the rocket; within a kind the shorter then the lower.
pub fn ddz_key(p: &Played) -> Key {
    Key::default()
        .asc(u128::from(p.combo.kind.is_bomb_class()), 1)
        .asc(p.combo.kind as u128, 4)
        .asc(u128::from(p.combo.len), 5)
        .asc(u128::from(strength(p.combo.key)), 5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::model::game::Move;
    use engine::CardSet;
    use engine::ddz::{ComboKind, legal_plays};

    fn text(p: &Played) -> String {
        p.combo.describe_ko()
    }

    #[test]
    fn decision_first_then_small_to_large_bombs_last() {
        let hand = CardSet::parse("3S 4H 5D 6C 7S 9S 9H KS KH KD KC BJ RJ", 1).unwrap();
        let plays = legal_plays(hand, None);
        let first = *plays
            .iter()
            .find(|p| p.combo.kind == ComboKind::Pair)
            .unwrap();
        let order = cycle(first, plays.clone(), |a, b| a.cards == b.cards, ddz_key);
        assert_eq!(order.len(), plays.len());
        assert_eq!(text(&order[0]), "페어 99");
        assert_eq!(text(&order[1]), "한 장 3"); // then the smallest single
        let kinds: Vec<ComboKind> = order[1..].iter().map(|p| p.combo.kind).collect();
        let mut sorted = kinds.clone();
        sorted.sort_by_key(|k| (k.is_bomb_class(), *k));
        assert_eq!(kinds, sorted);
        assert_eq!(order[order.len() - 2].combo.kind, ComboKind::Bomb);
        assert_eq!(order.last().unwrap().combo.kind, ComboKind::Rocket);
        // Within a kind, low to high.
        let singles: Vec<String> = order[1..]
            .iter()
            .filter(|p| p.combo.kind == ComboKind::Single)
            .map(text)
            .collect();
        assert_eq!(singles[..3], ["한 장 3", "한 장 4", "한 장 5"]);
    }

    #[test]
    fn a_hint_says_why_and_its_chance_in_either_language() {
        // The worker words the reasons in the page's language; 추천 shows them as they come,
        // with the estimate: English too (it once dropped the Korean-only reason).
        let pass = engine::ddz::Action::Pass {
            seat: engine::Seat(0),
        };
        let hint = |a, why| Hint {
            mv: Move::Doudizhu(a),
            cards: CardSet::EMPTY,
            reading: 0,
            text: why,
        };
        for (lang, want) in [
            (
                Lang::Ko,
                "추천: 동료가 이기고 있어 패스합니다 (이길 확률 약 64%)",
            ),
            (
                Lang::En,
                "Suggested: Partner is winning the trick, so passes (about 64% to win)",
            ),
        ] {
            let mut d = ai::Decision::simple(pass, ai::Why::PartnerWinning).words(lang);
            d.win_chance = Some(0.64);
            let (first, chance, alts) = advice(Some(d), |_| true, hint).unwrap();
            let list = numbered((first, chance), alts, Vec::new(), lang);
            assert_eq!(list[0].text, want);
        }
    }

    #[test]
    fn following_cycles_only_beating_plays() {
        let hand = CardSet::parse("3S 5H 9D 9C KS", 1).unwrap();
        let prev = engine::ddz::classify(CardSet::parse("8S", 1).unwrap()).unwrap()[0];
        let plays = legal_plays(hand, Some(&prev));
        let order = cycle(plays[1], plays.clone(), |a, b| a.cards == b.cards, ddz_key);
        let names: Vec<String> = order.iter().map(text).collect();
        assert_eq!(names, ["한 장 K", "한 장 9"]);
    }
}
