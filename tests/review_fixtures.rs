//! 복기 (issue 28): the saves the browser test reviews (`tests/e2e/review.test.mjs`), one
//! finished hand of each game in which my seat passed when it could have gone out, and the
//! review the worker gives of that pass: 실수 or 큰 실수 from what my seat could know, with
//! a play as the better move. The fixtures are written by this test (`REVIEW_FIXTURES=write
//! cargo test --test review_fixtures`), so they stay what the engine plays.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ai::play_out::Table;
use ai::review::Mark;
use cardroom::session::{ME, Match};
use cardroom::storage::{SaveFile, encode};
use cardroom::think::{Hand, ReviewQuestion, Reviewed, review_step};
use engine::{Seat, ddz, guandan};
use i18n::Lang;

/// 더우디주 seed: my seat passes on an opponent's play it could beat with its whole hand.
const DDZ_SEED: u64 = 53;
/// 관단 seed: the same, with my partner not yet out.
const GD_SEED: u64 = 26;

/// A hand played from `g` to its end by `choose`, but my seat passes the first time
/// `choose` says it could go out on an opponent's play (its second value, the pass); the
/// game at the hand's end and the pass's step (`None` when it never could).
fn with_pass<G: Table>(
    mut g: G,
    choose: impl Fn(&G, Seat) -> (G::Action, Option<G::Action>),
) -> Option<(G, Option<usize>)> {
    let mut step = None;
    let mut n = 0;
    while let Some(s) = g.to_act() {
        let (mut a, pass) = choose(&g, s);
        if let Some(pass) = pass.filter(|_| s == ME && step.is_none()) {
            a = pass;
            step = Some(n);
        }
        g.apply(a).ok()?;
        n += 1;
    }
    Some((g, step))
}

/// A 더우디주 hand from `seed` played by the fast policy, my seat passing once where it
/// could beat an opponent's play with its whole hand.
fn ddz_hand(seed: u64) -> Option<(ddz::Game, usize)> {
    let (g, step) = with_pass(ddz::Game::new(seed), |g, s| {
        let v = g.view(s);
        let a = ai::ddz::Player::Policy.choose(&v, &mut g.ai_rng()).action;
        let goes_out = matches!(a, ddz::Action::Play { cards, .. } if cards == v.hand);
        let opponent = v
            .table
            .is_some_and(|(h, _)| v.landlord.is_some_and(|l| (h == l) != (s == l)));
        (
            a,
            (goes_out && opponent).then_some(ddz::Action::Pass { seat: s }),
        )
    })?;
    Some((g, step?))
}

/// The same for 관단.
fn gd_hand(seed: u64) -> Option<(guandan::Game, usize)> {
    let (g, step) = with_pass(guandan::Game::new(seed), |g, s| {
        let v = g.view(s);
        let a = ai::guandan::Player::Policy
            .choose(&v, &mut g.ai_rng())
            .action;
        let goes_out = matches!(a, guandan::Action::Play { cards, .. } if cards == v.hand);
        let opponent = v.table.is_some_and(|(h, _)| h.team() != s.team());
        (
            a,
            (goes_out && opponent).then_some(guandan::Action::Pass { seat: s }),
        )
    })?;
    Some((g, step?))
}

/// The review of the decision at `step` (the pass) of the hand `hand` ended with.
fn review_of(hand: Hand, step: usize) -> Reviewed {
    let q = ReviewQuestion {
        hand,
        seat: ME,
        after: step.checked_sub(1),
        lang: Lang::Ko,
    };
    review_step(&q).decision.expect("the pass is reviewed")
}

fn check_fixture(name: &str, text: &str) {
    let path = format!("{}/tests/e2e/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var("REVIEW_FIXTURES").as_deref() == Ok("write") {
        std::fs::create_dir_all(format!("{}/tests/e2e/fixtures", env!("CARGO_MANIFEST_DIR")))
            .unwrap();
        std::fs::write(&path, text).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        kept.trim_end(),
        text,
        "{name} is not what the engine plays now: REVIEW_FIXTURES=write"
    );
}

/// The hand `m` ended with, my pass at `step` in it: the review marks the pass 실수 or 큰
/// 실수 with a play as the better move, and the fixture `name` is that game's save.
fn check_pass_marked(name: &str, m: Match, step: usize) {
    let hand = match &m {
        Match::Doudizhu(g) => Hand::DoudizhuGame(g.clone()),
        Match::Guandan(g) => Hand::GuandanGame(g.clone()),
    };
    let r = review_of(hand, step);
    let (at, mark, passed, better_play) = match &r {
        Reviewed::Doudizhu(r) => (
            r.step,
            r.mark,
            matches!(r.known.mine.action, ddz::Action::Pass { .. }),
            matches!(r.known.best.action, ddz::Action::Play { .. }),
        ),
        Reviewed::Guandan(r) => (
            r.step,
            r.mark,
            matches!(r.known.mine.action, guandan::Action::Pass { .. }),
            matches!(r.known.best.action, guandan::Action::Play { .. }),
        ),
    };
    assert_eq!(at, step);
    assert!(matches!(mark, Mark::Mistake | Mark::Blunder), "{r:?}");
    assert!(passed && better_play, "{r:?}");
    check_fixture(name, &encode(&SaveFile::new(m)));
}

#[test]
fn the_doudizhu_fixture_passes_where_it_could_go_out_and_the_review_marks_it() {
    let (g, step) = ddz_hand(DDZ_SEED).expect("the seed has such a pass");
    check_pass_marked("review-doudizhu.json", Match::Doudizhu(Box::new(g)), step);
}

#[test]
fn the_guandan_fixture_passes_where_it_could_go_out_and_the_review_marks_it() {
    let (g, step) = gd_hand(GD_SEED).expect("the seed has such a pass");
    check_pass_marked("review-guandan.json", Match::Guandan(Box::new(g)), step);
}

/// Finds seeds for the two constants above (`cargo test --test review_fixtures -- --ignored
/// --nocapture seeds`).
#[test]
#[ignore]
fn seeds() {
    for seed in 1..60 {
        if let Some((g, step)) = ddz_hand(seed) {
            let r = review_of(Hand::DoudizhuGame(Box::new(g)), step);
            let Reviewed::Doudizhu(r) = r else { panic!() };
            println!(
                "ddz seed {seed} step {step} mark {:?} loss {}",
                r.mark, r.known.loss
            );
        }
        if let Some((g, step)) = gd_hand(seed) {
            let r = review_of(Hand::GuandanGame(Box::new(g)), step);
            let Reviewed::Guandan(r) = r else { panic!() };
            println!(
                "gd seed {seed} step {step} mark {:?} loss {}",
                r.mark, r.known.loss
            );
        }
    }
}

/// 복기's time (issue 28: a 더우디주 hand ≤ 10 s, a 관단 hand ≤ 30 s at 어려움, median over 10
/// hands): 10 hands of each game played by the computer players at 보통, each reviewed
/// whole for my seat one step at a time as the worker does; prints each hand's time and the
/// median, natively. It also writes each hand's first review request to
/// `target/review-hands.json` for the browser's figure (`tests/e2e/review.measure.mjs`).
/// `cargo test --release --test review_fixtures -- --ignored --nocapture review_times`
#[test]
#[ignore]
fn review_times() {
    use cardroom::think::{ReviewRequest, encode_review};
    let mut requests = Vec::new();
    for game in ["doudizhu", "guandan"] {
        let mut times = Vec::new();
        for seed in 1..=10u64 {
            // Every seat played by the computer at 보통, as a hand at the table.
            let hand = if game == "doudizhu" {
                let (g, _) = with_pass(ddz::Game::new(seed), |g, s| {
                    let a = ai::ddz::Player::Ai.choose(&g.view(s), &mut g.ai_rng());
                    (a.action, None)
                })
                .unwrap();
                Hand::DoudizhuGame(Box::new(g))
            } else {
                let (g, _) = with_pass(guandan::Game::new(seed), |g, s| {
                    let a = ai::guandan::Player::Ai.choose(&g.view(s), &mut g.ai_rng());
                    (a.action, None)
                })
                .unwrap();
                Hand::GuandanGame(Box::new(g))
            };
            let mut q = ReviewQuestion {
                hand,
                seat: ME,
                after: None,
                lang: Lang::Ko,
            };
            requests.push(
                encode_review(&ReviewRequest {
                    id: seed,
                    question: q.clone(),
                })
                .unwrap(),
            );
            let t = std::time::Instant::now();
            let mut n = 0;
            while let Some(d) = review_step(&q).decision {
                n += 1;
                q.after = Some(match d {
                    Reviewed::Doudizhu(d) => d.step,
                    Reviewed::Guandan(d) => d.step,
                });
            }
            let s = t.elapsed().as_secs_f64();
            println!("review {game} seed {seed}: {n} decisions, {s:.2} s");
            times.push(s);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "review {game}: median {:.2} s, max {:.2} s over {} hands (native)",
            (times[4] + times[5]) / 2.0,
            times[9],
            times.len()
        );
    }
    let out = format!("{}/target/review-hands.json", env!("CARGO_MANIFEST_DIR"));
    std::fs::write(&out, format!("[{}]", requests.join(","))).unwrap();
}
