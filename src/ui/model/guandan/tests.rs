use super::*;
use crate::session::Match;
use crate::ui::model::{ME, Stage};

fn step(g: &mut Game) {
    let seat = g.to_act().unwrap();
    let Move::Guandan(a) = Match::Guandan(Box::new(g.clone())).decide(seat).mv else {
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
    let faces = hand_faces(&g, ME, SortMode::Rank, Lang::Ko);
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
    let v = result_view(&g, Lang::Ko).unwrap();
    assert!(v.headline.ends_with("승리"));
    assert_eq!(v.order.matches('위').count(), 4);
    assert!(v.upgrade.starts_with('+'));
    assert!(summary(&g, Lang::Ko).contains("판 종료"));
    g.apply(Action::NextHand).unwrap();
    let lines = tribute_lines(&g, Lang::Ko);
    assert!(lines.len() >= 2, "{lines:?}");
    assert!(lines.last().unwrap().contains("부터 냅니다"));
    let [hand, level, teams, _, _] = status(&g, Lang::Ko);
    assert_eq!(hand, "2번째 판");
    assert!(level.starts_with("레벨 "));
    assert!(teams.starts_with("우리 팀 "));
}

#[test]
fn every_hint_is_legal_and_returns_cycle_from_the_lowest() {
    let mut g = Game::new(21);
    let hs = Match::Guandan(Box::new(g.clone())).hints(ME);
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
            let hs = Match::Guandan(Box::new(g.clone())).hints(s);
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
    let labels = m.readings(ME, wild_play.cards, Lang::Ko).ok()?;
    let mv = m.play(ME, wild_play.cards, labels.len() - 1);
    m.apply(mv, Lang::Ko).ok()?;
    while m.stage() == Stage::Playing {
        let s = m.to_act()?;
        let h = m.decide(s);
        m.apply(h.mv, Lang::Ko).ok()?;
    }
    m.apply(m.next_hand(), Lang::Ko).ok()?;
    let g = m.as_guandan()?;
    let mine = g.tribute()?.pending_for(ME)?;
    // A return against the rules must be possible to try: the gift itself.
    let owed = g.hand(ME).contains(mine.card);
    owed.then_some((wild_play.cards, labels, m))
}

/// The seed the browser test uses.
const E2E_SEED: u64 = 84;

#[test]
fn the_browser_tests_seed_still_plays_out_as_scripted() {
    // Guards tests/e2e/guandan.test.mjs against engine or computer-player drift: it clicks
    // these card ids, picks the last reading, and expects to return a tribute in hand 2.
    let (cards, labels, _) = scenario(E2E_SEED).expect("the scenario holds");
    let ids: Vec<usize> = cards.iter().map(|c| c.index()).collect();
    assert_eq!(ids, [7, 8, 10, 25, 63]);
    assert_eq!(
        labels,
        [
            "스트레이트 플러시 ♠10–A",
            "스트레이트 플러시 ♠9–K",
            "스트레이트 10–A",
            "스트레이트 9–K"
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
    let v = result_view(&g, Lang::Ko).unwrap();
    assert!(v.final_victory);
    assert!(v.headline.starts_with("최종 승리: "), "{}", v.headline);
    assert_eq!(v.note, "최종 승리");
    assert!(summary(&g, Lang::Ko).contains("경기 종료"));
}

fn setup(hands: [&str; 4], previous: Option<[u8; 4]>) -> Game {
    Game::from_setup(
        9,
        engine::guandan::Setup {
            hands: hands.map(|h| CardSet::parse(h, 2).unwrap()),
            levels: [Rank::Four, Rank::Two],
            level: Rank::Two,
            leader: Seat(0),
            previous: previous.map(|o| o.map(Seat)),
        },
    )
    .unwrap()
}

#[test]
fn after_an_exemption_the_previous_first_leads_and_nothing_is_returned() {
    // guandan §21: the 4th (서연) holds both big jokers: no tribute, no return, and the
    // previous 1st (나) leads.
    let g = setup(["3S", "5C", "6C", "RJ RJ 4C"], Some([0, 1, 2, 3]));
    assert_eq!(g.to_act(), Some(ME));
    let lines = tribute_lines(&g, Lang::Ko);
    assert_eq!(tribute_title(&g, Lang::Ko), "공물 면제");
    assert_eq!(
        lines.last().unwrap(),
        "공물과 반환 없이 지난 판 1위인 나부터 냅니다."
    );
    assert!(
        lines.iter().all(|l| !l.contains("반환이 끝나면")),
        "{lines:?}"
    );
    // The previous 1st is 민준 this time.
    let g = setup(["RJ RJ 4C", "5C", "6C", "3S"], Some([1, 2, 3, 0]));
    assert_eq!(
        tribute_lines(&g, Lang::Ko).last().unwrap(),
        "공물과 반환 없이 지난 판 1위인 민준부터 냅니다."
    );
}

#[test]
fn a_normal_tribute_says_who_leads_once_the_return_is_made() {
    // guandan §18, §22: 서연 (4th) gives to 나 (1st) and leads after my return.
    let mut g = setup(["3S 5S", "5C", "6C", "AC 4C"], Some([0, 1, 2, 3]));
    assert_eq!(tribute_title(&g, Lang::Ko), "공물과 반환");
    assert_eq!(
        tribute_lines(&g, Lang::Ko).last().unwrap(),
        "반환이 끝나면 서연부터 냅니다."
    );
    assert!(
        tribute_lines(&g, Lang::Ko)[0].ends_with("내 반환을 기다리는 중"),
        "{:?}",
        tribute_lines(&g, Lang::Ko)
    );
    assert!(return_rule(&g, Lang::Ko).contains("10 이하이면서 레벨 숫자 4가 아닌 카드"));
    let card = g.returnable(ME).iter().next().unwrap();
    g.apply(Action::ReturnTribute { seat: ME, card }).unwrap();
    assert_eq!(
        tribute_lines(&g, Lang::Ko).last().unwrap(),
        "반환이 끝나 서연부터 냅니다."
    );
}

#[test]
fn seat_names_ranks_and_the_pronoun_take_their_particles() {
    // Issue 12: "내가", "내 차례", "하트 3이" — never "나이(가)", "나 차례", "3가".
    let lead = |s| {
        announce(
            &Event::TrickWon {
                next_leader: Seat(s),
                seat: Seat(s),
            },
            Rank::Two,
            Lang::Ko,
        )
    };
    assert_eq!(lead(0).unwrap(), "모두 패스: 내가 새로 냅니다.");
    assert_eq!(lead(1).unwrap(), "모두 패스: 민준이 새로 냅니다.");
    assert_eq!(lead(2).unwrap(), "모두 패스: 지우가 새로 냅니다.");
    assert_eq!(lead(3).unwrap(), "모두 패스: 서연이 새로 냅니다.");
    let partner = announce(&Event::PartnerLead { seat: ME }, Rank::Two, Lang::Ko).unwrap();
    assert_eq!(partner, "다 낸 사람의 동료 내가 새로 냅니다.");
    let out = announce(&Event::Finished { seat: ME, place: 1 }, Rank::Two, Lang::Ko).unwrap();
    assert_eq!(out, "내가 1위로 끝냈습니다!");
    for (level, want) in [
        (Rank::Two, "하트 2가"),
        (Rank::Three, "하트 3이"),
        (Rank::Four, "하트 4가"),
        (Rank::Five, "하트 5가"),
        (Rank::Six, "하트 6이"),
        (Rank::Seven, "하트 7이"),
        (Rank::Eight, "하트 8이"),
        (Rank::Nine, "하트 9가"),
        (Rank::Ten, "하트 10이"),
        (Rank::Jack, "하트 J가"),
        (Rank::Queen, "하트 Q가"),
        (Rank::King, "하트 K가"),
        (Rank::Ace, "하트 A가"),
    ] {
        let line = announce(
            &Event::Dealt {
                hand_number: 2,
                level,
            },
            level,
            Lang::Ko,
        )
        .unwrap();
        assert!(line.ends_with(&format!("{want} 와일드입니다.")), "{line}");
    }
    let g = Game::new(3);
    assert_eq!(status(&g, Lang::Ko)[3], "내 차례");
    assert_eq!(
        opening(&g, Lang::Ko),
        "첫 번째 판 (레벨 2): 내 차례. 하트 2는 와일드."
    );
}

#[test]
fn the_english_lines_name_both_wild_hearts() {
    // guandan §4: the two hearts of the level rank are wild.
    let line = announce(
        &Event::Dealt {
            hand_number: 3,
            level: Rank::Ten,
        },
        Rank::Ten,
        Lang::En,
    )
    .unwrap();
    assert_eq!(line, "Hand 3: level 10. Both heart 10s are wild.");
    let g = Game::new(3);
    assert_eq!(
        opening(&g, Lang::En),
        "Hand 1 (level 2): Your turn. Both heart 2s are wild."
    );
}

#[test]
fn english_lines_agree_with_you() {
    // "You lead", "waiting for you": never "You leads", "waiting for You".
    let starts = |s| announce(&Event::PlayStarts { leader: Seat(s) }, Rank::Two, Lang::En);
    assert_eq!(starts(0).unwrap(), "You lead.");
    assert_eq!(starts(3).unwrap(), "Seoyeon leads.");
    let anew = |s| {
        announce(
            &Event::TrickWon {
                next_leader: Seat(s),
                seat: Seat(s),
            },
            Rank::Two,
            Lang::En,
        )
        .unwrap()
    };
    assert_eq!(anew(0), "Everyone passed: You lead anew.");
    assert_eq!(anew(2), "Everyone passed: Jiwoo leads anew.");
    assert_eq!(
        exemption(&[(ME, 1), (Seat(2), 1)], Lang::En),
        "those who owe tribute hold both big jokers (You hold 1, Jiwoo holds 1)"
    );
}

#[test]
fn a_seat_placed_with_cards_left_is_not_said_to_have_finished() {
    // guandan §15: the system fills the places left; those seats did not go out.
    let placed = |s, lang| {
        announce(
            &Event::Placed {
                seat: Seat(s),
                place: 3,
            },
            Rank::Two,
            lang,
        )
    };
    assert_eq!(placed(1, Lang::Ko).unwrap(), "민준이 3위가 되었습니다.");
    assert_eq!(placed(0, Lang::Ko).unwrap(), "내가 3위가 되었습니다.");
    assert_eq!(placed(3, Lang::En).unwrap(), "Seoyeon is placed 3rd.");
    assert_eq!(placed(0, Lang::En).unwrap(), "You are placed 3rd.");
}

#[test]
fn a_play_shows_its_cards_in_the_order_it_reads() {
    // guandan §6–§9: runs from the top down by natural position (an ace low in A2345),
    // wilds after; a full house trio first.
    use engine::guandan::{ComboKind, Played, classify};
    for (cards, level, kind, want) in [
        (
            "2S 3D 4C 5H 6S",
            Rank::Two,
            ComboKind::Straight,
            "6 5 4 3 2",
        ),
        (
            "AS 2D 3C 4H 5S",
            Rank::Seven,
            ComboKind::Straight,
            "5 4 3 2 A",
        ),
        (
            "TS JD QC KH AS",
            Rank::Two,
            ComboKind::Straight,
            "A K Q J 10",
        ),
        (
            "9S 9D 9C JS JH",
            Rank::Two,
            ComboKind::FullHouse,
            "9 9 9 J J",
        ),
        (
            "3S 3D 4C 4S 5D 2H",
            Rank::Two,
            ComboKind::PairChain,
            "5 4 4 3 3 2",
        ),
    ] {
        let cards = CardSet::parse(cards, 2).unwrap();
        let combo = *classify(cards, level)
            .unwrap()
            .iter()
            .find(|c| c.kind == kind)
            .unwrap();
        let faces = played_faces(&Played { cards, combo }, level, Lang::Ko);
        let ranks: Vec<&str> = faces.iter().map(|f| f.id.rank().label()).collect();
        assert_eq!(ranks.join(" "), want, "{kind:?}");
    }
}

#[test]
fn the_status_says_who_led_and_who_holds_the_trick() {
    // The issue: "Lead: You" while another seat's play was winning the trick.
    let mut g = Game::new(3);
    assert_eq!(status(&g, Lang::Ko)[4], "선: 나");
    let mut saw_other_holder = false;
    for _ in 0..60 {
        if g.phase() != Phase::Playing {
            break;
        }
        step(&mut g);
        let [.., ko] = status(&g, Lang::Ko);
        let [.., en] = status(&g, Lang::En);
        let led = g.leader();
        match g.table().map(|(s, _)| s) {
            Some(h) if h != led => {
                saw_other_holder = true;
                let (l, h) = (name(led, Lang::Ko), name(h, Lang::Ko));
                assert_eq!(ko, format!("선: {l} · 이기는 패: {h}"));
                assert!(
                    en.starts_with("Lead: ") && en.contains(" · winning: "),
                    "{en}"
                );
            }
            _ => {
                assert_eq!(ko, format!("선: {}", name(led, Lang::Ko)));
                assert_eq!(en, format!("Lead: {}", name(led, Lang::En)));
            }
        }
    }
    assert!(
        saw_other_holder,
        "a trick held by another seat than its leader"
    );
}
