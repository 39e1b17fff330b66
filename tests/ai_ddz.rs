#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The Dou Dizhu computer player: it sees only its seat's view (R3), decides the same from
//! the same view and generator (R2), proposes only legal actions, explains itself in
//! Korean, bids by hand strength, and cooperates as a peasant.

use ai::Level;
use ai::ddz::counts::{Counts, Mv, gen_moves};
use ai::ddz::plan::Plan;
use ai::ddz::sample::Info;
use ai::ddz::{Decision, Player, choose, choose_at, policy, reason, search};
use ai::play_out::{Observer, play_seated};
use engine::ddz::{Action, ComboKind, Deal, Game, Phase, PlayerView, Turn, deal};
use engine::rng::GameRng;
use engine::{BySeat, CardSet, Seat};

fn set(s: &str) -> CardSet {
    CardSet::parse(s, 1).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn same_decision(a: &Decision, b: &Decision) -> bool {
    a.action == b.action
        && a.reason == b.reason
        && a.win_chance == b.win_chance
        && a.alternatives == b.alternatives
}

/// Two games whose deals differ only in the hidden cards of the two seats other than
/// `viewer` (`k` cards swapped between them); seat 0 bids first.
fn twin_games(seed: u64, viewer: u8, k: usize) -> (Game, Game) {
    let d = deal(seed, 0);
    let a = ((viewer + 1) % 3) as usize;
    let b = ((viewer + 2) % 3) as usize;
    let from_a: CardSet = d.hands[a].iter().take(k).collect();
    let from_b: CardSet = d.hands[b].iter().take(k).collect();
    let mut swapped = d.hands;
    swapped[a] = (d.hands[a] - from_a) | from_b;
    swapped[b] = (d.hands[b] - from_b) | from_a;
    let one = Deal {
        first_bidder: Seat(0),
        ..d
    };
    let two = Deal {
        hands: swapped,
        first_bidder: Seat(0),
        ..d
    };
    (
        Game::with_deal(seed, one).unwrap(),
        Game::with_deal(seed, two).unwrap(),
    )
}

/// R3: the AI reads only its view, and a view cannot hold another seat's hidden cards.
/// Two games that differ only in the other seats' hidden cards give the viewer equal views
/// and the AI the same decisions, move after move.
#[test]
fn decisions_never_depend_on_hidden_cards() {
    for seed in 0..12u64 {
        for viewer in 0..3u8 {
            let (mut g1, mut g2) = twin_games(seed, viewer, 6);
            assert_ne!(
                g1.hand(Seat((viewer + 1) % 3)),
                g2.hand(Seat((viewer + 1) % 3))
            );
            let mut checked = 0;
            for _ in 0..60 {
                let Some(seat) = g1.to_act() else { break };
                assert_eq!(g2.to_act(), Some(seat));
                let action = if seat.0 == viewer {
                    let (v1, v2) = (g1.view(seat), g2.view(seat));
                    assert_eq!(v1, v2, "seed {seed}: views differ");
                    let d1 = choose(&v1, &mut g1.ai_rng());
                    let d2 = choose(&v2, &mut g2.ai_rng());
                    assert!(same_decision(&d1, &d2), "seed {seed} viewer {viewer}");
                    // Every level (쉬움, 어려움 too) reads only the view.
                    if seed < 3 {
                        for level in [Level::Easy, Level::Hard] {
                            let e1 = choose_at(&v1, &mut g1.ai_rng(), level);
                            let e2 = choose_at(&v2, &mut g2.ai_rng(), level);
                            assert!(same_decision(&e1, &e2), "{level:?} seed {seed}");
                        }
                    }
                    checked += 1;
                    d1.action
                } else if g1.phase() == Phase::Bidding {
                    // Seat 0 takes the bid at 3 unless it is the viewer.
                    Action::Bid {
                        seat,
                        bid: (seat.0 == 0).then_some(3),
                    }
                } else if g1.table().is_some() {
                    Action::Pass { seat }
                } else {
                    // Lead the lowest card both versions of this hand hold.
                    let common = g1.hand(seat) & g2.hand(seat);
                    let card = common.sorted()[0];
                    Action::Play {
                        seat,
                        cards: CardSet::single(card),
                        reading: None,
                    }
                };
                if g1.apply(action).is_err() {
                    // The viewer is the bidder: it may decline, leaving a redeal; stop.
                    break;
                }
                g2.apply(action).unwrap();
                if g1.phase() != Phase::Playing && g1.phase() != Phase::Bidding {
                    break;
                }
            }
            assert!(checked > 0, "seed {seed} viewer {viewer}: nothing checked");
        }
    }
}

/// R2: the same view, generator and level always give the same decision.
#[test]
fn deterministic_from_the_seeded_generator() {
    let mut g = Game::new(77);
    for _ in 0..30 {
        let Some(seat) = g.to_act() else { break };
        let v = g.view(seat);
        for level in Level::ALL {
            let a = choose_at(&v, &mut GameRng::new(3, 1), level);
            let b = choose_at(&v, &mut GameRng::new(3, 1), level);
            assert!(same_decision(&a, &b), "{level:?}");
        }
        let a = choose(&v, &mut GameRng::new(5, 9));
        let b = choose(&v, &mut GameRng::new(5, 9));
        assert!(same_decision(&a, &b));
        g.apply(a.action).unwrap();
    }
}

/// Every action proposed by every player is accepted by the engine, hand after hand;
/// alternatives are legal too, distinct, and carry a chance between 0 and 1.
#[test]
fn proposes_only_legal_actions() {
    // Every player the arena can seat, each level of the AI among them.
    let players = Player::ALL;
    for seed in 0..16u64 {
        let mut g = Game::new(1_000 + seed);
        let mut seats = [0, 1, 2].map(|s| players[(s + seed as usize) % players.len()]);
        // The driver applies every decision through the engine and reports any refusal.
        play_seated(&mut g, &mut seats, &mut AlternativesAreLegal)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(g.to_act().is_none());
    }
}

/// Checks each decision's reason, chances and alternatives against the game before the
/// driver applies it.
struct AlternativesAreLegal;

impl Observer<Game> for AlternativesAreLegal {
    type Halt = std::convert::Infallible;
    fn decided(&mut self, g: &Game, _: Seat, d: &Decision) {
        assert!(!d.reason.to_string().is_empty());
        if let Some(w) = d.win_chance {
            assert!((0.0..=1.0).contains(&w));
        }
        for alt in &d.alternatives {
            assert!((0.0..=1.0).contains(&alt.win_chance));
            assert_ne!(alt.action, d.action);
            assert!(!alt.reason.to_string().is_empty());
            assert!(g.check(alt.action).is_ok(), "{:?}", alt.action);
        }
    }
}

/// The scripted end of a hand: the landlord (seat 0) runs a 3–A straight and the plane
/// 444555, keeping KK. Seat 1 holds 2222; seat 2 only pairs and the big joker.
fn landlord_near_out() -> Game {
    let landlord = set("3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 4H 4D 4C 5H 5D 5C KH KD");
    let p1 = set("2S 2H 2D 2C BJ 3H 3D 3C 6H 7H 8H 9H TH JH QH AH KC");
    let p2 = CardSet::full(1) - landlord - p1;
    let bottom = set("KH KD AS");
    let d = Deal {
        hands: [landlord - bottom, p1, p2],
        bottom,
        first_bidder: Seat(0),
    };
    let mut g = Game::with_deal(3, d).unwrap();
    g.apply(Action::Bid {
        seat: Seat(0),
        bid: Some(3),
    })
    .unwrap();
    let play = |g: &mut Game, seat: u8, cards: &str| {
        g.apply(Action::Play {
            seat: Seat(seat),
            cards: set(cards),
            reading: None,
        })
        .unwrap();
    };
    play(&mut g, 0, "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS");
    g.apply(Action::Pass { seat: Seat(1) }).unwrap();
    g.apply(Action::Pass { seat: Seat(2) }).unwrap();
    play(&mut g, 0, "4H 4D 4C 5H 5D 5C");
    g
}

/// Peasants stop the landlord who is about to go out: the bomb, with the motive named.
#[test]
fn bombs_the_landlord_about_to_go_out() {
    let g = landlord_near_out();
    assert_eq!(g.to_act(), Some(Seat(1)));
    let d = choose(&g.view(Seat(1)), &mut g.ai_rng());
    let Action::Play { cards, .. } = d.action else {
        panic!("expected the bomb, got {:?}", d.action)
    };
    assert_eq!(cards, set("2S 2H 2D 2C"));
    assert_eq!(d.reason.to_string(), "지주가 2장 남아 폭탄으로 막습니다");
    assert!(d.win_chance.unwrap() > 0.8);
    // Passing is among the alternatives, and it loses.
    let pass = d
        .alternatives
        .iter()
        .find(|a| matches!(a.action, Action::Pass { .. }))
        .expect("pass is considered");
    assert!(pass.win_chance < 0.1);
}

/// Peasants cooperate: a partner winning the trick is not overtaken when that does not
/// pay (here every pair seat 2 could lead next lets the landlord's KK out).
#[test]
fn does_not_overtake_a_winning_partner() {
    let mut g = landlord_near_out();
    g.apply(Action::Play {
        seat: Seat(1),
        cards: set("2S 2H 2D 2C"),
        reading: None,
    })
    .unwrap();
    g.apply(Action::Pass { seat: Seat(2) }).unwrap();
    g.apply(Action::Pass { seat: Seat(0) }).unwrap();
    g.apply(Action::Play {
        seat: Seat(1),
        cards: set("AH"),
        reading: None,
    })
    .unwrap();
    assert_eq!(g.to_act(), Some(Seat(2)));
    let d = choose(&g.view(Seat(2)), &mut g.ai_rng());
    assert_eq!(d.action, Action::Pass { seat: Seat(2) });
    assert_eq!(d.reason.to_string(), "동료가 이기고 있어 패스합니다");
}

/// A partner about to go out is fed: leading, a peasant plays its smallest single when
/// its partner holds one card, even from a hand of pairs and chains.
#[test]
fn feeds_a_partner_with_one_card() {
    let hand = set("4S 4H 6S 7S 8S 9S TS QS QH KS");
    let unseen = Counts::FULL
        .minus(Counts::from_set(hand))
        .minus(Counts::from_set(set(
            "3S 3H 3D 3C 5S 5H 5D 5C 2S 2H 2D 2C BJ RJ AS AH AD AC KH KD KC JS JH JD JC \
         TH TD TC 9H 9D",
        )));
    let info = Info {
        me: Seat(2),
        landlord: Seat(0),
        hand: Counts::from_set(hand),
        hand_set: hand,
        counts: BySeat([unseen.len() as u8 - 1, 1, hand.len() as u8]),
        unseen,
        known: Counts::EMPTY,
        turn: Turn::new(Seat(2)),
        doublings: 0,
        plays: BySeat([3, 3, 3]),
        events: Vec::new(),
        bid: 1,
        lord_bid_played: Counts::EMPTY,
    };
    let plan = Plan::of(info.hand);
    let fed = policy::lead(
        info.hand,
        &plan,
        &search::ctx_of(&info, policy::Style::CURRENT),
    );
    assert_eq!((fed.kind, fed.key), (ComboKind::Single, 1)); // a 4, from the pair 44
    assert_eq!(
        reason::explain(&info, Some(fed)).to_string(),
        "동료가 1장 남아 작은 한 장을 넘겨줍니다"
    );
}

/// 顶牌: the peasant seated before the landlord tops its partner's low single with a high
/// card from its plan, so the landlord, next to play, cannot take the trick with a small
/// one. `ai-v1`'s policy (V1) lets the partner's card stand.
#[test]
fn the_peasant_before_the_landlord_tops_a_low_single() {
    let hand = Counts::from_set(set("3S 3H 6S 6H 9S 9H JD JC JH KS 4D"));
    let five = Counts::from_set(set("5S"));
    let ctx = |style| policy::Ctx {
        style,
        me: Seat(2),
        landlord: Seat(0),
        counts: BySeat([17, 15, hand.len() as u8]),
        unseen: Counts::FULL.minus(hand).minus(five),
        table: Some((Seat(1), Mv::new(ComboKind::Single, 2, 1, five))),
    };
    let plan = Plan::of(hand);
    let topped = policy::follow(hand, &plan, &ctx(policy::Style::CURRENT)).unwrap();
    assert_eq!((topped.kind, topped.key), (ComboKind::Single, 10)); // the K
    assert_eq!(policy::follow(hand, &plan, &ctx(policy::Style::V1)), None);
    // The peasant after the landlord has no one to stop: it lets the partner's card stand.
    let after = policy::Ctx {
        me: Seat(1),
        table: Some((Seat(2), Mv::new(ComboKind::Single, 2, 1, five))),
        counts: BySeat([17, hand.len() as u8, 15]),
        ..ctx(policy::Style::CURRENT)
    };
    assert_eq!(policy::follow(hand, &plan, &after), None);
}

/// Reasons name the combination and the motive.
#[test]
fn reasons_name_the_combination() {
    let mut g = Game::with_deal(
        5,
        Deal {
            hands: [
                set("3S 3H 4S 4H 5S 5H 7S 7H 8S 8H 9S 9H JS QS KS AS 2S"),
                set("3D 4D 5D 6S 6H 6D 7D 8D 9D TS TH TD JH QH KH AH 2H"),
                set("3C 4C 5C 6C 7C 8C 9C TC JD JC QD QC KD KC AD AC 2D"),
            ],
            bottom: set("2C BJ RJ"),
            first_bidder: Seat(0),
        },
    )
    .unwrap();
    g.apply(Action::Bid {
        seat: Seat(0),
        bid: Some(3),
    })
    .unwrap();
    let info = Info::of(&g.view(Seat(0))).unwrap();
    let mut moves = Vec::new();
    gen_moves(info.hand, None, &mut moves);
    let lowest_chain = moves
        .iter()
        .filter(|m| m.kind == ComboKind::PairChain && m.len == 3)
        .min_by_key(|m| m.key)
        .copied()
        .unwrap();
    assert_eq!(
        reason::explain(&info, Some(lowest_chain)).to_string(),
        "가장 작은 연속 페어를 먼저 냅니다"
    );
    let single = Mv::new(ComboKind::Single, 0, 1, Counts::of(0, 1));
    assert_eq!(
        reason::explain(&info, Some(single)).to_string(),
        "가장 작은 한 장을 먼저 냅니다"
    );
    // The AI's own reason is Korean.
    let d = choose(&g.view(Seat(0)), &mut g.ai_rng());
    assert!(
        d.reason
            .to_string()
            .chars()
            .any(|c| ('가'..='힣').contains(&c)),
        "{}",
        d.reason
    );
}

fn bid_view(hand: &str) -> PlayerView {
    PlayerView::for_bidding(Seat(0), set(hand), &[]).unwrap()
}

/// §3: bid 3 with a hand that wins as landlord most of the time; pass with a weak one.
#[test]
fn bids_by_hand_strength() {
    let strong = bid_view("BJ RJ 2S 2H 2D 2C AS AH AD KS KH QS QH JS TS 9S 8S");
    let d = choose(&strong, &mut GameRng::new(1, 1));
    assert_eq!(
        d.action,
        Action::Bid {
            seat: Seat(0),
            bid: Some(3)
        },
        "{}",
        d.reason
    );
    assert!(
        d.reason.to_string().contains("3을 부릅니다"),
        "{}",
        d.reason
    );
    assert!(d.win_chance.unwrap() > 0.7);
    let weak = bid_view("3S 4H 5D 7C 8S 9H TD JC QS 3H 4D 6C 8D 9C TS JH KD");
    let d = choose(&weak, &mut GameRng::new(1, 1));
    assert_eq!(
        d.action,
        Action::Bid {
            seat: Seat(0),
            bid: None
        },
        "{}",
        d.reason
    );
    assert!(d.reason.to_string().contains("입찰하지 않습니다"));
    assert!(d.win_chance.unwrap() < 0.3);
}

/// Going out ends the hand: a hand that is one combination is played at once.
#[test]
fn goes_out_when_it_can() {
    let g = landlord_near_out();
    let mut g = g;
    g.apply(Action::Pass { seat: Seat(1) }).unwrap();
    g.apply(Action::Pass { seat: Seat(2) }).unwrap();
    let d = choose(&g.view(Seat(0)), &mut g.ai_rng());
    let Action::Play { cards, .. } = d.action else {
        panic!("{:?}", d.action)
    };
    assert_eq!(cards, set("KH KD"));
    assert!(d.reason.to_string().contains("끝냅니다"), "{}", d.reason);
    assert_eq!(d.win_chance, Some(1.0));
}

/// An endgame of `per_hand` cards a seat, cut from a seeded deal, seat 0 (the landlord)
/// to lead.
fn endgame(seed: u64, per_hand: usize) -> ai::ddz::sim::Sim {
    let d = deal(seed, 0);
    let hands = BySeat(std::array::from_fn(|s| {
        Counts::from_set(d.hands[s].iter().take(per_hand).collect())
    }));
    ai::ddz::sim::Sim::new(hands, Seat(0), Turn::new(Seat(0)))
}

/// doudizhu §15–16 solved exactly: a question capped at a few nodes answers either nothing
/// or what an uncapped solver answers, and spends no more than its allowance of the deal's
/// budget, which stays for the questions after it.
#[test]
fn the_capped_exact_solver_is_sound_and_spends_only_its_allowance() {
    use ai::ddz::sim::Solver;
    let mut gave_up = 0;
    for seed in 0..40 {
        let sim = endgame(seed, 6);
        let truth = Solver::new(u32::MAX, u32::MAX)
            .landlord_wins(&sim)
            .expect("an 18-card endgame solves without a cap");
        let mut capped = Solver::new(10_000, 50);
        match capped.landlord_wins(&sim) {
            Some(v) => assert_eq!(v, truth, "seed {seed}"),
            None => {
                gave_up += 1;
                assert_eq!(capped.budget, 10_000 - 50, "seed {seed}");
            }
        }
    }
    assert!(
        gave_up > 0,
        "50 nodes should not solve every 18-card endgame"
    );
}

/// A playout whose first handover to the exact solver runs out of nodes plays on with the
/// fast policy; with `SolveAt::again` it asks again once fewer cards are left, and some
/// results change: those are decided by the exact answer of a later position.
#[test]
fn a_playout_asks_the_exact_solver_again_with_fewer_cards_left() {
    use ai::ddz::sim::{SolveAt, Solver};
    let (mut failed_first, mut changed) = (0, 0);
    for seed in 0..40 {
        let sim = endgame(seed, 9);
        let plans = || sim.hands.0.map(Plan::of);
        let run = |again: usize| {
            let mut s = sim;
            s.playout_solving(
                &mut plans(),
                Some(&mut Solver::new(u32::MAX, 30)),
                SolveAt { cards: 27, again },
            )
        };
        if Solver::new(u32::MAX, 30).landlord_wins(&sim).is_some() {
            continue;
        }
        failed_first += 1;
        let mut s = sim;
        let policy = s.playout(&mut plans());
        assert_eq!(
            run(0),
            policy,
            "seed {seed}: one failed try leaves the policy's result"
        );
        changed += (run(3) != policy) as u32;
    }
    assert!(
        failed_first > 10,
        "30 nodes should not solve most 27-card endgames"
    );
    assert!(
        changed > 0,
        "asking again should decide some playouts exactly"
    );
}
