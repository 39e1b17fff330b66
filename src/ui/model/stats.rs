//! 내 기록: the start screen's lines for one game's [`Stats`], as (label, value) pairs.
//! Numbers stand after their label (no particle joins them), so no sentence is built here.

use crate::session::{DdzStats, GameKind, GuandanStats, Stats};

/// "12판 7승 (58%)"; "0판" alone before any hand.
fn record(hands: u32, won: u32) -> String {
    if hands == 0 {
        return "0판".to_string();
    }
    let pct = (u64::from(won) * 100 + u64::from(hands) / 2) / u64::from(hands);
    format!("{hands}판 {won}승 ({pct}%)")
}

/// The signed points, "+5", "−3", "0".
fn signed(n: i64) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

fn doudizhu(s: &DdzStats) -> Vec<(&'static str, String)> {
    vec![
        ("전체", record(s.hands, s.won)),
        ("지주", record(s.landlord, s.landlord_won)),
        ("농민", record(s.peasant, s.peasant_won)),
        ("경기", format!("{}경기 {}승", s.matches, s.matches_won)),
        ("최고 연승", format!("{}연승", s.best_streak)),
        ("스프링", format!("{}번", s.springs)),
        ("폭탄·로켓", format!("{}번", s.bombs)),
        ("누적 점수", signed(s.points)),
    ]
}

fn guandan(s: &GuandanStats) -> Vec<(&'static str, String)> {
    let [first, second, third, fourth] = s.places;
    vec![
        ("전체", record(s.hands, s.won)),
        (
            "순위",
            format!("1위 {first} · 2위 {second} · 3위 {third} · 4위 {fourth}"),
        ),
        ("올린 레벨", format!("{}단계", s.levels)),
        ("경기", format!("{}경기 {}승", s.matches, s.matches_won)),
        ("최고 연승", format!("{}연승", s.best_streak)),
        ("폭탄", format!("{}번", s.bombs)),
    ]
}

/// The lines shown for `kind`.
pub fn lines(stats: &Stats, kind: GameKind) -> Vec<(&'static str, String)> {
    match kind {
        GameKind::Doudizhu => doudizhu(&stats.doudizhu),
        GameKind::Guandan => guandan(&stats.guandan),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_as_a_record() {
        let mut stats = Stats::default();
        assert_eq!(lines(&stats, GameKind::Doudizhu)[0], ("전체", "0판".into()));
        stats.doudizhu.hands = 12;
        stats.doudizhu.won = 7;
        stats.doudizhu.points = -3;
        let l = lines(&stats, GameKind::Doudizhu);
        assert_eq!(l[0].1, "12판 7승 (58%)");
        assert_eq!(l.last().map(|x| x.1.as_str()), Some("−3"));
        stats.guandan.places = [3, 2, 1, 0];
        let l = lines(&stats, GameKind::Guandan);
        assert_eq!(l[1].1, "1위 3 · 2위 2 · 3위 1 · 4위 0");
    }
}
