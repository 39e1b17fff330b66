use super::*;
use crate::session::Match;
use crate::ui::model::{ME, Stage};

fn step(g: &mut Game) {
    let seat = g.to_act().unwrap();
    let Move::Guandan(a) = decide(g, seat).mv else {
        panic!("a 관단 move")
    };
    g.apply(a).unwrap();
}

fn finish_hand(g: &mut Game) {
    while g.to_act().is_some() {
        step(g);
    }
}

#[test]
fn wilds_and_level_cards_are_marked_and_sorted_above_aces() {
    let g = Game::new(3);
    let faces = hand_faces(&g, ME, SortMode::Rank);
    assert_eq!(faces.len(), 27);
    for f in &faces {
        let wild = f.id.rank() == Rank::Two && f.id.suit() == Some(Suit::Hearts);
        assert_eq!(f.mark == Mark::Wild, wild);
        assert_eq!(f.name.ends_with("(와일드)"), wild, "{}", f.name);
        if f.id.rank() == Rank::Two && !wild {
            assert_eq!(f.mark, Mark::Level);
        }
    }
    // Level 2: the 2s sit right below the jokers, above the aces.
    let ranks: Vec<Rank> = faces.iter().map(|f| f.id.rank()).collect();
    let first_two = ranks.iter().position(|&r| r == Rank::Two);
    let first_ace = ranks.iter().position(|&r| r == Rank::Ace);
    if let (Some(t), Some(a)) = (first_two, first_ace) {
        assert!(t < a);
    }
}

#[test]
fn a_hand_ends_with_an_account_and_the_next_deals_a_tribute() {
    let mut g = Game::new(8);
    finish_hand(&mut g);
    let v = result_view(&g).unwrap();
    assert!(v.headline.ends_with("승리"));
    assert_eq!(v.order.matches('위').count(), 4);
    assert!(v.upgrade.starts_with('+'));
    assert!(summary(&g).contains("판 종료"));
    g.apply(Action::NextHand).unwrap();
    let lines = tribute_lines(&g);
    assert!(lines.len() >= 2, "{lines:?}");
    assert!(lines.last().unwrap().contains("부터 냅니다"));
    let [hand, level, teams, _, _] = status(&g);
    assert_eq!(hand, "2번째 판");
    assert!(level.starts_with("레벨 "));
    assert!(teams.starts_with("우리 팀 "));
}

#[test]
fn every_hint_is_legal_and_returns_cycle_from_the_lowest() {
    let mut g = Game::new(21);
    let hs = hints(&g, ME);
    assert!(hs.len() > 10);
    for h in hs.iter().take(200) {
        let Move::Guandan(a) = h.mv else { panic!() };
        assert!(g.check(a).is_ok(), "{}", h.text);
    }
    // Play on until a return is owed by anyone, and check its hints.
    for _ in 0..20 {
        finish_hand(&mut g);
        if g.phase() == Phase::MatchOver {
            return;
        }
        g.apply(Action::NextHand).unwrap();
        if let Some(s) = (0..4)
            .map(Seat)
            .find(|&s| g.can_act(s) && g.phase() == Phase::Return)
        {
            let hs = hints(&g, s);
            assert_eq!(hs.len(), g.returnable(s).len());
            for h in &hs {
                let Move::Guandan(a) = h.mv else { panic!() };
                assert!(g.check(a).is_ok());
            }
            return;
        }
    }
}

#[test]
fn a_guandan_save_round_trips_and_a_broken_one_is_refused() {
    use crate::session::GameKind;
    use crate::storage::{LoadError, SaveFile, Slot, decode, encode};
    let mut g = Game::new(4);
    for _ in 0..30 {
        step(&mut g);
    }
    let save = SaveFile::new(Match::Guandan(Box::new(g)));
    assert_eq!(decode(GameKind::Guandan, &encode(&save)), Ok(save.clone()));
    let mut v: serde_json::Value = serde_json::from_str(&encode(&save)).unwrap();
    v["match"]["state"]["seq"] = serde_json::json!(0);
    v["match"]["state"]["hands"][0] = v["match"]["state"]["hands"][1].clone();
    assert_eq!(
        decode(GameKind::Guandan, &v.to_string()),
        Err(LoadError::Corrupt(Slot::Match(GameKind::Guandan)))
    );
}

/// The browser test's scenario (tests/e2e/guandan.test.mjs): I lead hand 1 with a
/// combination completed by a wild heart 2, played as its last reading; every other move is
/// the computer player's (추천 and auto-play included); hand 2 then asks me to return.
fn scenario(seed: u64) -> Option<(CardSet, Vec<String>, Match)> {
    let mut m = Match::new_guandan(seed);
    let g = m.as_guandan()?.clone();
    let wild_play = g
        .legal_plays(ME)
        .into_iter()
        .filter(|p| p.cards.iter().any(|id| is_wild(id, g.level())))
        .filter(|p| p.combo.key != g.level() && p.combo.kind != ComboKind::Single)
        .filter(|p| !p.combo.kind.is_bomb_class())
        .max_by_key(|p| {
            let n = g.readings(ME, p.cards).map_or(0, |r| r.len());
            (n.min(2), p.combo.kind.is_sequence(), p.cards.len())
        })?;
    let labels = m.readings(ME, wild_play.cards).ok()?;
    let mv = m.play(ME, wild_play.cards, labels.len() - 1);
    m.apply(mv).ok()?;
    while m.stage() == Stage::Playing {
        let s = m.to_act()?;
        let h = m.decide(s);
        m.apply(h.mv).ok()?;
    }
    m.apply(m.next_hand()).ok()?;
    let g = m.as_guandan()?;
    let mine = g.tribute()?.pending_for(ME)?;
    // A return against the rules must be possible to try: the gift itself.
    let owed = g.hand(ME).contains(mine.card);
    owed.then_some((wild_play.cards, labels, m))
}

/// The seed the browser test uses.
const E2E_SEED: u64 = 191;

#[test]
fn the_browser_tests_seed_still_plays_out_as_scripted() {
    // Guards tests/e2e/guandan.test.mjs against engine or computer-player drift: it clicks
    // these card ids, picks the last reading, and expects to return a tribute in hand 2.
    let (cards, labels, _) = scenario(E2E_SEED).expect("the scenario holds");
    let ids: Vec<usize> = cards.iter().map(|c| c.index()).collect();
    assert_eq!(ids, [5, 7, 8, 25, 60]);
    assert_eq!(
        labels,
        [
            "스트레이트 플러시 ♠8–Q",
            "스트레이트 플러시 ♠7–J",
            "스트레이트 8–Q",
            "스트레이트 7–J"
        ]
    );
}

#[test]
#[ignore = "finder: cargo test --lib find_e2e_seed -- --ignored --nocapture"]
fn find_e2e_seed() {
    for seed in 1..400 {
        if let Some((cards, labels, _)) = scenario(seed) {
            let ids: Vec<usize> = cards.iter().map(|c| c.index()).collect();
            println!("seed {seed}: ids {ids:?} {cards} readings {labels:?}");
        }
    }
}

#[test]
#[ignore = "prints a save at the browser test's return phase, for looking at the screen"]
fn dump_return_phase_save() {
    use crate::storage::{SaveFile, encode};
    let (_, _, m) = scenario(E2E_SEED).unwrap();
    println!("{}", encode(&SaveFile::new(m)));
}

#[test]
fn a_whole_match_ends_in_a_final_victory_with_its_account() {
    let mut g = Game::new(5);
    for _ in 0..60 {
        finish_hand(&mut g);
        if g.phase() == Phase::MatchOver {
            break;
        }
        g.apply(Action::NextHand).unwrap();
    }
    assert_eq!(g.phase(), Phase::MatchOver);
    let v = result_view(&g).unwrap();
    assert!(v.final_victory);
    assert!(v.headline.starts_with("최종 승리: "), "{}", v.headline);
    assert_eq!(v.note, "최종 승리");
    assert!(summary(&g).contains("경기 종료"));
}
