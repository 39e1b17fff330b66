#![allow(clippy::unwrap_used, clippy::expect_used)]
//! 더우디주 turn flow (doudizhu §15–§16), now one type ([`engine::ddz::Turn`]).

use engine::ddz::{Action, Game};

#[test]
fn a_save_from_before_the_turn_type_loads_unchanged() {
    // R2: the turn flow now lives in `Turn`, flattened into the save where `to_act`,
    // `table` and `passes` always were. A game saved by the earlier code (commit 2301e10,
    // mid-trick in its second hand: a play and one pass on the table) loads, equals its
    // replay, and saves again as the same document.
    let file: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/ddz-game-2301e10.json")).unwrap();
    let actions: Vec<Action> = serde_json::from_value(file["actions"].clone()).unwrap();
    let loaded: Game = serde_json::from_value(file["game"].clone()).unwrap();
    let replayed = Game::replay(file["seed"].as_u64().unwrap(), &actions).unwrap();
    assert_eq!(loaded, replayed);
    assert_eq!(loaded.hand_no(), 1);
    assert!(loaded.table().is_some());
    assert_eq!(loaded.trick().last().map(|(_, p)| p.is_none()), Some(true));
    assert_eq!(serde_json::to_value(&loaded).unwrap(), file["game"]);
}
