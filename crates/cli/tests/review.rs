//! `cardgame review` (issue 28): the review of a hand through the command-line protocol,
//! for both games. A hand whose reviewed seat played as the AI at 어려움 plays (the same
//! search, the same seed: R2) has no mistake from its own view; a seat that passes when it
//! could go out gets that decision marked 실수 or 큰 실수, with the winning play as the
//! better one.
#![allow(clippy::unwrap_used)]

use cli::protocol::{Command, answer_line};
use engine::Seat;
use serde_json::{Value, json};

/// Plays one Dou Dizhu hand from `seed`, seat 0 as `me` decides (given the game and the AI's
/// decision), the others at 보통; returns the actions.
fn ddz_hand(
    seed: u64,
    mut me: impl FnMut(&engine::ddz::Game, engine::ddz::Action) -> engine::ddz::Action,
) -> Vec<engine::ddz::Action> {
    let mut g = engine::ddz::Game::new(seed);
    let mut actions = Vec::new();
    while let Some(s) = g.to_act() {
        let view = g.view(s);
        let a = if s == Seat(0) {
            let d = ai::ddz::Player::AiHard.choose(&view, &mut g.ai_rng());
            me(&g, d.action)
        } else {
            ai::ddz::Player::Ai.choose(&view, &mut g.ai_rng()).action
        };
        g.apply(a).unwrap();
        actions.push(a);
    }
    actions
}

fn gd_hand(
    seed: u64,
    mut me: impl FnMut(&engine::guandan::Game, engine::guandan::Action) -> engine::guandan::Action,
) -> Vec<engine::guandan::Action> {
    let mut g = engine::guandan::Game::new(seed);
    let mut actions = Vec::new();
    while let Some(s) = g.to_act() {
        let view = g.view(s);
        let a = if s == Seat(0) {
            let d = ai::guandan::Player::AiHard.choose(&view, &mut g.ai_rng());
            me(&g, d.action)
        } else {
            ai::guandan::Player::Ai
                .choose(&view, &mut g.ai_rng())
                .action
        };
        g.apply(a).unwrap();
        actions.push(a);
    }
    actions
}

fn review(game: &str, seed: u64, actions: Value) -> Value {
    let req = json!({"game": game, "seed": seed, "actions": actions, "seat": 0});
    let a = answer_line(Command::Review, &req.to_string());
    assert!(a.get("error").is_none(), "{a}");
    a
}

#[test]
fn the_ais_own_hand_has_no_mistake_from_its_view() {
    let a = ddz_hand(5, |_, d| d);
    let r = review("doudizhu", 5, serde_json::to_value(&a).unwrap());
    let decisions = r["decisions"].as_array().unwrap();
    assert!(!decisions.is_empty(), "{r}");
    for d in decisions {
        assert_eq!(d["mark"], "good", "{d}");
        assert_eq!(d["known"]["loss"], 0.0, "{d}");
    }
    assert!(r["summary"]["accuracy"].as_f64().unwrap() > 99.9, "{r}");

    let a = gd_hand(8, |_, d| d);
    let r = review("guandan", 8, serde_json::to_value(&a).unwrap());
    let decisions = r["decisions"].as_array().unwrap();
    assert!(!decisions.is_empty(), "{r}");
    for d in decisions {
        assert_eq!(d["mark"], "good", "{d}");
        assert!(d["known"]["mine"]["levels"].is_number(), "{d}");
    }
}

#[test]
fn passing_when_one_could_go_out_is_marked_a_mistake_with_the_winning_play() {
    // doudizhu §16: the first seat out ends the hand. Seat 0 passes on an opponent's play
    // it could beat with its whole hand, late in the hand; where that pass truly loses (with
    // every hand face up the endgame solver says so), the review marks it 실수 or 큰 실수
    // from what the seat could know, and names the winning play.
    let mut found = 0;
    for seed in 1..400 {
        let mut g = engine::ddz::Game::new(seed);
        let mut actions = Vec::new();
        let mut step = None;
        while let Some(s) = g.to_act() {
            let v = g.view(s);
            let d = ai::ddz::Player::Policy.choose(&v, &mut g.ai_rng()).action;
            let goes_out = matches!(d, engine::ddz::Action::Play { cards, .. } if cards == v.hand);
            let opponent = v
                .table
                .is_some_and(|(h, _)| v.landlord.is_some_and(|l| (h == l) != (s == l)));
            let left: usize = g.counts().iter().sum();
            if s == Seat(0) && goes_out && opponent && left <= 20 {
                step = Some(actions.len());
                actions.push(engine::ddz::Action::Pass { seat: s });
                break;
            }
            g.apply(d).unwrap();
            actions.push(d);
        }
        let Some(step) = step else { continue };
        let req =
            json!({"game": "doudizhu", "seed": seed, "actions": actions, "seat": 0, "step": step});
        let r = answer_line(Command::Review, &req.to_string());
        let d = &r["decisions"][0];
        assert_eq!(d["step"], step, "{r}");
        if !(d["open"]["exact"] == true && d["open"]["mine"]["chance"] == 0.0) {
            continue;
        }
        assert!(
            d["mark"] == "mistake" || d["mark"] == "blunder",
            "seed {seed}: {d}"
        );
        assert_eq!(d["known"]["mine"]["action"]["type"], "pass", "{d}");
        assert_eq!(d["known"]["best"]["action"]["type"], "play", "{d}");
        assert_eq!(d["known"]["best"]["chance"], 1.0, "{d}");
        assert_eq!(d["open"]["best"]["chance"], 1.0, "{d}");
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert_eq!(found, 3);
}

#[test]
fn refused_actions_and_bad_fields_are_errors() {
    let bad = answer_line(
        Command::Review,
        r#"{"game":"doudizhu","seed":1,"actions":[{"type":"pass","seat":0}]}"#,
    );
    assert!(bad["error"].as_str().unwrap().contains("action 0"), "{bad}");
    let bad = answer_line(
        Command::Review,
        r#"{"game":"guandan","seed":1,"actions":[],"seat":4}"#,
    );
    assert!(bad["error"].as_str().unwrap().contains("seat"), "{bad}");
    let bad = answer_line(Command::Review, r#"{"game":"guandan","actions":[]}"#);
    assert!(bad["error"].as_str().unwrap().contains("seed"), "{bad}");
    let bad = answer_line(
        Command::Review,
        r#"{"game":"guandan","seed":1,"actions":[],"step":0}"#,
    );
    assert!(bad["error"].as_str().unwrap().contains("step"), "{bad}");
}
