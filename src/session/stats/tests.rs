//! Whole matches played by the greedy baseline in every seat, observed after each action:
//! every settled hand is counted once, and the counts agree with the engine's own record
//! (the final score is the sum of my points; places sum to hands; levels to upgrades).

use super::*;
use ai::play_out::{NoObserver, play_seated};

/// Plays a whole 더우디주 match, observing the match after every hand and after every
/// `NextHand`; returns the game and the bombs I played, counted from each hand's record.
fn ddz_match(seed: u64, stats: &mut Stats) -> (ddz::Game, u32) {
    let mut g = ddz::Game::new(seed);
    let mut players = [ai::ddz::Player::Greedy; 3];
    let mut bombs = 0;
    loop {
        play_seated(&mut g, &mut players, &mut NoObserver).expect("a legal hand");
        bombs += g
            .history()
            .iter()
            .filter(|(s, p)| *s == ME && p.is_some_and(|p| p.combo.kind.is_bomb_class()))
            .count() as u32;
        let m = Match::Doudizhu(Box::new(g.clone()));
        stats.observe(&m);
        assert!(!stats.observe(&m), "the same position again: nothing new");
        if g.phase() == ddz::Phase::MatchOver {
            return (g, bombs);
        }
        g.apply(ddz::Action::NextHand).expect("the next hand");
        stats.observe(&Match::Doudizhu(Box::new(g.clone())));
    }
}

fn guandan_match(seed: u64, stats: &mut Stats, max_hands: usize) -> (guandan::Game, u32) {
    let mut g = guandan::Game::new(seed);
    let mut players = [ai::guandan::Player::Greedy; 4];
    let mut bombs = 0;
    loop {
        play_seated(&mut g, &mut players, &mut NoObserver).expect("a legal hand");
        bombs += g
            .history()
            .iter()
            .filter(|(s, p)| *s == ME && p.is_some_and(|p| p.combo.kind.is_bomb_class()))
            .count() as u32;
        stats.observe(&Match::Guandan(Box::new(g.clone())));
        if g.phase() == guandan::Phase::MatchOver || g.results().len() >= max_hands {
            return (g, bombs);
        }
        g.apply(guandan::Action::NextHand).expect("the next hand");
        stats.observe(&Match::Guandan(Box::new(g.clone())));
    }
}

/// The longest run of `true`.
fn best_run(won: impl Iterator<Item = bool>) -> u32 {
    won.fold((0, 0), |(run, best), w| {
        let run = if w { run + 1 } else { 0 };
        (run, best.max(run))
    })
    .1
}

#[test]
fn a_whole_doudizhu_match_is_counted_once_per_hand() {
    let mut stats = Stats::default();
    let (g, bombs) = ddz_match(5, &mut stats);
    let s = &stats.doudizhu;
    let settled = g.settlements();
    assert_eq!(s.hands as usize, settled.len());
    assert_eq!(s.landlord + s.peasant, s.hands);
    assert_eq!(
        s.landlord as usize,
        settled.iter().filter(|x| x.landlord == ME).count()
    );
    assert_eq!(s.won, s.landlord_won + s.peasant_won);
    // My points over the match are my final score (doudizhu §17, §23).
    assert_eq!(s.points, g.scores()[0]);
    let won: Vec<bool> = settled.iter().map(|x| x.deltas[ME.index()] > 0).collect();
    assert_eq!(s.won as usize, won.iter().filter(|&&w| w).count());
    assert_eq!(s.best_streak, best_run(won.iter().copied()));
    assert_eq!(s.bombs, bombs);
    assert_eq!(s.matches, 1);
    assert_eq!(s.matches_won, u32::from(g.winners().contains(&ME)));
    assert_eq!(
        stats.guandan,
        GuandanStats::default(),
        "the other game untouched"
    );
}

#[test]
fn a_reload_or_a_new_match_never_counts_a_hand_twice() {
    let mut stats = Stats::default();
    let (g, _) = ddz_match(6, &mut stats);
    let once = stats.clone();
    // The record as saved and read back, then the same finished match (계속하기).
    let mut back: Stats = serde_json::from_str(&serde_json::to_string(&stats).unwrap()).unwrap();
    assert_eq!(back, once);
    assert!(!back.observe(&Match::Doudizhu(Box::new(g.clone()))));
    assert_eq!(back, once);
    // A new match adds its hands to the record.
    let (g2, _) = ddz_match(7, &mut back);
    assert_eq!(
        back.doudizhu.hands as usize,
        g.settlements().len() + g2.settlements().len()
    );
    assert_eq!(back.doudizhu.matches, 2);
}

#[test]
fn guandan_hands_count_places_levels_and_bombs() {
    let mut stats = Stats::default();
    let (g, bombs) = guandan_match(8, &mut stats, 12);
    let s = &stats.guandan;
    let results = g.results();
    assert_eq!(s.hands as usize, results.len());
    assert_eq!(s.places.iter().sum::<u32>(), s.hands);
    let mine = ME.team().index();
    let won: Vec<bool> = results.iter().map(|r| r.winning_team == mine).collect();
    assert_eq!(s.won as usize, won.iter().filter(|&&w| w).count());
    assert_eq!(s.best_streak, best_run(won.iter().copied()));
    let levels: u32 = results
        .iter()
        .filter(|r| r.winning_team == mine)
        .map(|r| u32::from(r.upgrade))
        .sum();
    assert_eq!(s.levels, levels);
    // First places are the hands I went out first in (guandan §15); levels as §16 gives.
    let firsts = results.iter().filter(|r| r.finish_order[0] == ME).count();
    assert_eq!(s.places[0] as usize, firsts);
    assert_eq!(s.bombs, bombs);
    assert_eq!(
        s.matches,
        u32::from(g.phase() == guandan::Phase::MatchOver),
        "a match counts once it is won"
    );
}

#[test]
fn a_reset_forgets_one_game_only_and_does_not_recount() {
    let mut stats = Stats::default();
    let (g, _) = ddz_match(9, &mut stats);
    guandan_match(10, &mut stats, 2);
    let guandan = stats.guandan.clone();
    stats.reset(GameKind::Doudizhu);
    assert_eq!(stats.doudizhu, DdzStats::default());
    assert_eq!(stats.guandan, guandan);
    stats.observe(&Match::Doudizhu(Box::new(g)));
    assert_eq!(
        stats.doudizhu,
        DdzStats::default(),
        "settled before the reset"
    );
}
