#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The Guandan computer player: it sees only its seat's view (R3), decides the same from
//! the same view and generator (R2), proposes only legal actions (tribute returns too),
//! explains itself in Korean, plays with its partner and blocks opponents near the end.

use ai::Level;
use ai::guandan::plan::{Part, Shape, plain_beating};
use ai::guandan::{Decision, Player, choose, choose_at};
use engine::guandan::{Action, ComboKind, Game, Phase, Setup, classify, generate, returnable};
use engine::rng::GameRng;
use engine::{CardSet, Rank, Seat};

fn set(s: &str) -> CardSet {
    CardSet::parse(s, 2).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn same_decision(a: &Decision, b: &Decision) -> bool {
    a.action == b.action
        && a.reason == b.reason
        && a.win_chance == b.win_chance
        && a.alternatives == b.alternatives
}

/// A game from four hands (the rest set aside), level 2, `leader` first.
fn position(hands: [&str; 4], leader: u8) -> Game {
    let hands = hands.map(set);
    Game::from_setup(
        9,
        Setup {
            hands,
            levels: [Rank::Two; 2],
            level: Rank::Two,
            leader: Seat(leader),
            previous: None,
        },
    )
    .unwrap()
}

/// Two first hands that differ only in the hidden cards of two seats other than `viewer`.
fn twin_games(seed: u64, viewer: u8) -> (Game, Game) {
    let g = Game::new(seed);
    let hands: [CardSet; 4] = std::array::from_fn(|i| g.hand(Seat(i as u8)));
    let a = ((viewer + 1) % 4) as usize;
    let b = ((viewer + 3) % 4) as usize;
    let from_a: CardSet = hands[a].iter().skip(3).take(5).collect();
    let from_b: CardSet = hands[b].iter().skip(3).take(5).collect();
    let mut swapped = hands;
    swapped[a] = (hands[a] - from_a) | from_b;
    swapped[b] = (hands[b] - from_b) | from_a;
    let setup = |hands| Setup {
        hands,
        levels: [Rank::Two; 2],
        level: Rank::Two,
        leader: Seat(0),
        previous: None,
    };
    (
        Game::from_setup(seed, setup(hands)).unwrap(),
        Game::from_setup(seed, setup(swapped)).unwrap(),
    )
}

/// R3: two games that differ only in other seats' hidden cards give the viewer equal views
/// and the AI the same decisions, move after move.
#[test]
fn decisions_never_depend_on_hidden_cards() {
    for seed in 0..4u64 {
        for viewer in 0..4u8 {
            let (mut g1, mut g2) = twin_games(seed, viewer);
            let mut checked = 0;
            for _ in 0..24 {
                let Some(seat) = g1.to_act() else { break };
                assert_eq!(g2.to_act(), Some(seat));
                let action = if seat.0 == viewer {
                    let (v1, v2) = (g1.view(seat), g2.view(seat));
                    assert_eq!(v1, v2, "seed {seed}: views differ");
                    let d1 = choose(&v1, &mut g1.ai_rng());
                    let d2 = choose(&v2, &mut g2.ai_rng());
                    assert!(same_decision(&d1, &d2), "seed {seed} viewer {viewer}");
                    // Every level (쉬움, 어려움 too) reads only the view.
                    if seed < 2 {
                        for level in [Level::Easy, Level::Hard] {
                            let e1 = choose_at(&v1, &mut g1.ai_rng(), level);
                            let e2 = choose_at(&v2, &mut g2.ai_rng(), level);
                            assert!(same_decision(&e1, &e2), "{level:?} seed {seed}");
                        }
                    }
                    checked += 1;
                    d1.action
                } else if g1.table().is_some() {
                    Action::Pass { seat }
                } else {
                    // Lead the lowest card both versions of this hand hold.
                    let common = g1.hand(seat) & g2.hand(seat);
                    Action::Play {
                        seat,
                        cards: CardSet::single(common.sorted()[0]),
                        reading: None,
                    }
                };
                g1.apply(action).unwrap();
                g2.apply(action).unwrap();
            }
            assert!(checked > 0);
        }
    }
}

/// R2: the same view, generator and level always give the same decision.
#[test]
fn deterministic_from_the_seeded_generator() {
    let mut g = Game::new(21);
    for _ in 0..12 {
        let Some(seat) = g.to_act() else { break };
        let v = g.view(seat);
        for level in Level::ALL {
            let a = choose_at(&v, &mut GameRng::new(3, 1), level);
            let b = choose_at(&v, &mut GameRng::new(3, 1), level);
            assert!(same_decision(&a, &b), "{level:?}");
        }
        let a = choose(&v, &mut GameRng::new(4, 2));
        let b = choose(&v, &mut GameRng::new(4, 2));
        assert!(same_decision(&a, &b));
        g.apply(a.action).unwrap();
    }
}

/// Every action every player proposes is accepted, through tribute, return and play, over
/// several hands of a match; alternatives are legal, distinct and carry a chance in 0..1.
#[test]
fn proposes_only_legal_actions() {
    // Every player the arena can seat, each level of the AI among them.
    let players = Player::ALL;
    let mut total_returns = 0;
    for seed in 0..2u64 {
        let mut g = Game::new(500 + seed);
        let mut returns = 0;
        let mut steps = 0;
        while g.hand_number() <= 3 && g.phase() != Phase::MatchOver {
            let action = match g.to_act() {
                Some(seat) => {
                    let p = players[(seat.index() + seed as usize) % players.len()];
                    let d = p.choose(&g.view(seat), &mut g.ai_rng());
                    assert!(!d.reason.to_string().is_empty());
                    for alt in &d.alternatives {
                        assert!((0.0..=1.0).contains(&alt.win_chance));
                        assert_ne!(alt.action, d.action);
                        assert!(g.check(alt.action).is_ok(), "{:?}", alt.action);
                    }
                    if g.phase() == Phase::Return {
                        returns += 1;
                    }
                    d.action
                }
                None => Action::NextHand,
            };
            g.apply(action)
                .unwrap_or_else(|e| panic!("seed {seed}: {action:?}: {e}"));
            steps += 1;
            assert!(steps < 4_000);
        }
        total_returns += returns;
    }
    assert!(total_returns > 0, "no tribute return was exercised");
}

/// §20: the AI returns a card the rules allow, and the one that costs its hand least: here
/// the lone 3, not a card of its pairs or its straight.
#[test]
fn returns_the_card_it_needs_least() {
    let hand = set("3S 5S 5D 6H 7C 8D 9S TS JH JD QS QD KS KD AS AD 2S 2D BJ");
    let gift = set("BJ").sorted()[0];
    let allowed = returnable(hand, Rank::Two, gift);
    assert!(allowed.len() > 3);
    let mut v = Game::new(1).view(Seat(0));
    v.phase = Phase::Return;
    v.hand = hand;
    v.returnable = allowed;
    v.pending_return = Some(engine::guandan::Gift {
        from: Seat(3),
        to: Seat(0),
        card: gift,
        returned: None,
    });
    let d = choose(&v, &mut GameRng::new(1, 1));
    let Action::ReturnTribute { card, .. } = d.action else {
        panic!("{:?}", d.action)
    };
    assert!(allowed.contains(card));
    assert_eq!(card.rank(), Rank::Three, "{}", d.reason);
    assert!(d.reason.to_string().contains("돌려줍니다"), "{}", d.reason);
}

/// Partner play: a partner winning the trick is not overtaken when that does not pay.
#[test]
fn lets_a_winning_partner_hold_the_trick() {
    // Seat 0 leads an ace from a long hand; seat 1 (opponent) passes; seat 2, its partner,
    // could beat it only with its big joker (raising a partner's low card to block the
    // next opponent can pay; spending a joker on a partner's ace does not).
    let mut g = position(
        [
            "9S 3D 4D 5D 6H 7H 8H TC JC QC KC AC",
            "3S 4S 5S 6S 7S 8S 3C 4C 5C 6C 7C",
            "RJ 3H 3H 4H 4H 5H 6D 6D 7D TS TS JS",
            "8D 8C 9D 9C TD TH JD JH QH QS KD KH",
        ],
        0,
    );
    g.apply(Action::Play {
        seat: Seat(0),
        cards: set("AC"),
        reading: None,
    })
    .unwrap();
    g.apply(Action::Pass { seat: Seat(1) }).unwrap();
    let d = choose(&g.view(Seat(2)), &mut g.ai_rng());
    assert_eq!(d.action, Action::Pass { seat: Seat(2) }, "{}", d.reason);
    assert_eq!(d.reason.to_string(), "동료가 이기고 있어 패스합니다");
}

/// Blocking: an opponent about to go out is stopped with a bomb, and the reason says so.
#[test]
fn bombs_an_opponent_about_to_go_out() {
    // Seat 1 leads a pair and holds two cards more; seat 2 has only a bomb to stop it.
    let mut g = position(
        [
            "3S 4D 6C 8H 9D TC JS",
            "QS QD 5S 5D",
            "7S 7H 7D 7C 3D 4C 6D 8C",
            "3H 4S 6S 8S 9S TS JH",
        ],
        1,
    );
    g.apply(Action::Play {
        seat: Seat(1),
        cards: set("QS QD"),
        reading: None,
    })
    .unwrap();
    let d = choose(&g.view(Seat(2)), &mut g.ai_rng());
    let Action::Play { cards, .. } = d.action else {
        panic!("{:?} {}", d.action, d.reason)
    };
    assert_eq!(cards, set("7S 7H 7D 7C"));
    assert_eq!(d.reason.to_string(), "상대가 2장 남아 폭탄으로 막습니다");
}

/// Wilds: the heart of the level completes a combination, and the reason names it.
#[test]
fn uses_the_wild_heart() {
    // Level 2: 2H is wild. Seat 0 can finish 34567 only with it (no 5), then go out.
    let mut g = position(
        ["3S 4D 6C 7S 2H KD", "AS AD 9S 9D", "AH AC", "QS QD JS JD"],
        0,
    );
    let d = choose(&g.view(Seat(0)), &mut g.ai_rng());
    let Action::Play { cards, reading, .. } = d.action else {
        panic!("{:?}", d.action)
    };
    assert!(cards.contains(set("2H").sorted()[0]), "{}", d.reason);
    assert_eq!(reading.unwrap().kind, ComboKind::Straight);
    assert!(d.reason.to_string().contains("와일드"), "{}", d.reason);
    g.apply(d.action).unwrap();
}

/// The counting generator the fast policy uses agrees with the engine: every plain answer
/// it proposes is a legal play that beats the table, and it finds one exactly when the
/// engine has a plain (not bomb-class) answer.
#[test]
fn plain_answers_agree_with_the_engine() {
    for seed in 0..60u64 {
        let level = [Rank::Two, Rank::Seven, Rank::Ace][seed as usize % 3];
        let deal = engine::guandan::deal(seed, 1);
        let hand = CardSet::from_bits(deal[0].bits());
        let other = CardSet::from_bits(deal[1].bits());
        let tables = generate(other, level, None);
        for t in tables.iter().step_by(13) {
            let shape = Shape::of(hand.bits(), level);
            let mut parts: Vec<Part> = Vec::new();
            plain_beating(&shape, &t.combo, level, false, &mut parts);
            for part in &parts {
                let played = part.pick(hand.bits(), level).unwrap();
                let readings = classify(played.cards, level).unwrap();
                assert!(
                    readings.iter().any(|c| c.beats(&t.combo, level).is_ok()),
                    "seed {seed}: {} does not beat {:?}",
                    played.cards,
                    t.combo
                );
            }
            let engine_plain = generate(hand, level, Some(&t.combo))
                .iter()
                .any(|p| !p.combo.kind.is_bomb_class());
            assert_eq!(
                !parts.is_empty(),
                engine_plain,
                "seed {seed}: {:?} at {level:?}",
                t.combo
            );
        }
    }
}

/// Plays `cards` (a play the engine reads) for the seat to act in `sim`, or passes on "".
fn sim_play(sim: &mut ai::guandan::sim::Sim, cards: &str) {
    if cards.is_empty() {
        sim.apply(None);
        return;
    }
    let want = set(cards);
    let table = sim.table().map(|(_, p)| p.combo);
    let hand = CardSet::from_bits(sim.hands[sim.to_act().index()]);
    let p = generate(hand, sim.level, table.as_ref())
        .into_iter()
        .find(|p| p.cards == want)
        .unwrap_or_else(|| panic!("{cards} is not a legal play"));
    sim.apply(Some(p));
}

#[test]
fn at_ace_the_search_values_a_hand_by_what_it_does_to_the_match() {
    // guandan §17: a team already at A wins the match only by winning a hand played at A
    // 1·2 or 1·3; 1·4 wins that hand and nothing more (A is kept, the next hand is at A).
    use ai::guandan::search::{Limits, MATCH_WIN, result_for};
    use ai::guandan::sim::{Outcome, Sim};
    use engine::guandan::ResultNote;
    use engine::guandan::trick::Trick;
    // A hand played at A from four short hands, seat 0 first, played out as `moves` ("" =
    // pass) with the teams at `levels`.
    let finish = |levels: [Rank; 2], moves: &[&str]| -> Outcome {
        let mut sim = Sim {
            hands: [set("3S"), set("KS KH"), set("4S"), set("QS QH")].map(|h| h.bits()),
            level: Rank::Ace,
            turns: Trick::new(Seat(0)),
            table: None,
            team_levels: levels,
            policy: ai::guandan::policy::Params::DEFAULT,
        };
        for cards in moves {
            sim_play(&mut sim, cards);
        }
        sim.outcome().expect("the hand is over")
    };
    // Seat 0 goes out, its partner tops the 3 with the 4: 1·2.
    let one_two = ["3S", "", "4S"];
    // Seat 0 goes out, seat 1 takes the trick and goes out, seat 3 goes out: 1·4.
    let one_four = ["3S", "KS", "", "", "KH", "", "", "QS", "", "QH"];
    let won = finish([Rank::Ace, Rank::Seven], &one_two);
    let only_hand = finish([Rank::Ace, Rank::Seven], &one_four);
    assert_eq!((won.upgrade, won.note), (3, ResultNote::FinalVictory));
    assert_eq!(
        (only_hand.upgrade, only_hand.note),
        (1, ResultNote::AceOneFour)
    );
    let value = |o, seat, l: &Limits| result_for(Seat(seat), o, l).1;
    // Today's levels: the match won is worth more than any other result; the other team
    // sees the same values negated.
    let d = Limits::DEFAULT;
    assert_eq!(value(&won, 0, &d), MATCH_WIN);
    assert!(MATCH_WIN > 1.0 + 2.0 * d.upgrade_weight);
    // 1·4 at A: the hand is won, no level is gained.
    assert_eq!(value(&only_hand, 2, &d), 1.0);
    assert_eq!(value(&only_hand, 1, &d), -1.0);
    // ai-v1 counts levels only: +3 and +1.
    let v1 = Limits::V1;
    assert_eq!(value(&won, 0, &v1), 1.0 + 2.0 * v1.upgrade_weight);
    assert_eq!(value(&only_hand, 0, &v1), 1.0);
    // The same 1·2 by a team at 10 (the hand played at the other team's A) is a plain +3.
    let o = finish([Rank::Ten, Rank::Ace], &one_two);
    assert_eq!(o.note, ResultNote::Upgraded);
    assert_eq!(value(&o, 0, &d), 1.0 + 2.0 * d.upgrade_weight);
    // A team at Q that wins +3 stops at A, as with +2.
    let o = finish([Rank::Queen, Rank::Ace], &one_two);
    assert_eq!(
        (o.upgrade, o.gained, o.note),
        (3, 2, ResultNote::ReachedAce)
    );
    assert_eq!(value(&o, 0, &d), 1.0 + d.upgrade_weight);
    assert_eq!(value(&o, 0, &v1), 1.0 + 2.0 * v1.upgrade_weight);
}

/// 보통 weighs each sampled deal by the leads the other seats made: with the
/// weighing, the fast policy holding a drawn deal's cards would have made more of those
/// leads than on deals drawn without it. The leads are read from the seat's view (R3): its
/// own leads are not among them, and only the latest few are weighed.
#[test]
fn sampled_deals_fit_the_leads_other_seats_made() {
    use ai::guandan::sample::{Info, MAX_LEADS, deals};
    use ai::guandan::search::Limits;
    const { assert!(Limits::DEFAULT.read_leads) };
    const { assert!(!Limits::V1.read_leads && !Limits::HARD.read_leads) };
    let mut kept = [0usize; 2];
    let mut weighed = 0;
    for seed in 1..=6 {
        // The fast policy plays every seat until seat 0 is to act after three leads by others.
        let mut g = Game::new(seed);
        let info = loop {
            let seat = g.to_act().expect("the hand goes on");
            let view = g.view(seat);
            if seat == Seat(0) && view.phase == Phase::Playing {
                let info = Info::of(&view);
                if info.leads.len() >= 3 {
                    break info;
                }
            }
            let a = Player::Policy.choose(&view, &mut g.ai_rng()).action;
            g.apply(a).unwrap();
        };
        assert!(info.leads.len() <= MAX_LEADS);
        assert!(info.leads.iter().all(|e| e.seat != Seat(0)));
        weighed += info.leads.len() * 200;
        for (read, k) in [false, true].into_iter().zip(&mut kept) {
            for sim in deals(&info, 200, read, &mut GameRng::new(seed, 5)) {
                *k += info.leads_kept(&sim.hands);
            }
        }
    }
    // Without the weighing, drawn deals explain only some of the leads; with it, more.
    assert!(kept[1] > kept[0] + weighed / 20, "{kept:?} of {weighed}");
}
