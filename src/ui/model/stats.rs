//! 내 기록: the start screen's lines for one game's [`Stats`], as (label, value) pairs.
//! Numbers stand after their label (no particle joins them), so no sentence is built here.

use super::words::Signed;
use crate::session::{DdzStats, GameKind, GuandanStats, Stats};
use i18n::Lang;

/// "12판 7승 (58%)" ("12 hands, 7 won (58%)"); "0판" alone before any hand.
fn record(hands: u32, won: u32, lang: Lang) -> String {
    let ko = lang == Lang::Ko;
    if hands == 0 {
        return if ko { "0판" } else { "0 hands" }.to_string();
    }
    let pct = (u64::from(won) * 100 + u64::from(hands) / 2) / u64::from(hands);
    if ko {
        format!("{hands}판 {won}승 ({pct}%)")
    } else {
        format!("{hands} hands, {won} won ({pct}%)")
    }
}

/// "3경기 1승" ("3 matches, 1 won").
fn matches(played: u32, won: u32, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{played}경기 {won}승"),
        Lang::En => format!("{played} matches, {won} won"),
    }
}

/// A count with its unit: "4번" ("4"), "4연승" ("4"), "2단계" ("2").
fn times(n: u32, unit_ko: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{n}{unit_ko}"),
        Lang::En => n.to_string(),
    }
}

/// A line's label.
#[derive(Clone, Copy)]
enum Label {
    All,
    Landlord,
    Peasant,
    Matches,
    Streak,
    Springs,
    Bombs,
    BombsRockets,
    Points,
    Places,
    Levels,
    Accuracy,
}

fn label(l: Label, lang: Lang) -> &'static str {
    let (ko, en) = match l {
        Label::All => ("전체", "All hands"),
        Label::Landlord => ("지주", "As landlord"),
        Label::Peasant => ("농민", "As farmer"),
        Label::Matches => ("경기", "Matches"),
        Label::Streak => ("최고 연승", "Best winning streak"),
        Label::Springs => ("스프링", "Springs"),
        Label::Bombs => ("폭탄", "Bombs"),
        Label::BombsRockets => ("폭탄·로켓", "Bombs and rockets"),
        Label::Points => ("누적 점수", "Total points"),
        Label::Places => ("순위", "Places"),
        Label::Levels => ("올린 레벨", "Levels climbed"),
        Label::Accuracy => ("복기 정확도", "Review accuracy"),
    };
    match lang {
        Lang::Ko => ko,
        Lang::En => en,
    }
}

fn doudizhu(s: &DdzStats, lang: Lang) -> Vec<(Label, String)> {
    vec![
        (Label::All, record(s.hands, s.won, lang)),
        (Label::Landlord, record(s.landlord, s.landlord_won, lang)),
        (Label::Peasant, record(s.peasant, s.peasant_won, lang)),
        (Label::Matches, matches(s.matches, s.matches_won, lang)),
        (Label::Streak, times(s.best_streak, "연승", lang)),
        (Label::Springs, times(s.springs, "번", lang)),
        (Label::BombsRockets, times(s.bombs, "번", lang)),
        (Label::Points, Signed(s.points).to_string()),
    ]
}

fn guandan(s: &GuandanStats, lang: Lang) -> Vec<(Label, String)> {
    let [first, second, third, fourth] = s.places;
    let places = match lang {
        Lang::Ko => format!("1위 {first} · 2위 {second} · 3위 {third} · 4위 {fourth}"),
        Lang::En => format!("1st {first} · 2nd {second} · 3rd {third} · 4th {fourth}"),
    };
    vec![
        (Label::All, record(s.hands, s.won, lang)),
        (Label::Places, places),
        (Label::Levels, times(s.levels, "단계", lang)),
        (Label::Matches, matches(s.matches, s.matches_won, lang)),
        (Label::Streak, times(s.best_streak, "연승", lang)),
        (Label::Bombs, times(s.bombs, "번", lang)),
    ]
}

/// The lines shown for `kind`.
pub fn lines(stats: &Stats, kind: GameKind, lang: Lang) -> Vec<(&'static str, String)> {
    let rows = match kind {
        GameKind::Doudizhu => doudizhu(&stats.doudizhu, lang),
        GameKind::Guandan => guandan(&stats.guandan, lang),
    };
    let reviews = stats.reviews.of(kind);
    let accuracy = super::review::average_line(reviews.average(), reviews.accuracy.len(), lang);
    rows.into_iter()
        .chain(std::iter::once((Label::Accuracy, accuracy)))
        .map(|(l, v)| (label(l, lang), v))
        .collect()
}

/// The record's heading: "내 기록 · 관단" ("My record · Guandan").
pub fn record_title(game: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("내 기록 · {game}"),
        Lang::En => format!("My record · {game}"),
    }
}

/// What resetting the record of `game` does.
pub fn reset_warning(game: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "{game} 기록이 모두 지워지고 0부터 다시 셉니다. 진행 중인 게임은 그대로 둡니다."
        ),
        Lang::En => format!(
            "Your {game} record is erased and counts from 0 again. Games in progress stay as they are."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_as_a_record() {
        let mut stats = Stats::default();
        assert_eq!(
            lines(&stats, GameKind::Doudizhu, Lang::Ko)[0],
            ("전체", "0판".into())
        );
        stats.doudizhu.hands = 12;
        stats.doudizhu.won = 7;
        stats.doudizhu.points = -3;
        let l = lines(&stats, GameKind::Doudizhu, Lang::Ko);
        assert_eq!(l[0].1, "12판 7승 (58%)");
        assert_eq!(l[l.len() - 2].1, "−3");
        assert_eq!(l.last().map(|x| x.0), Some("복기 정확도"));
        assert_eq!(l.last().map(|x| x.1.as_str()), Some("복기한 판 없음"));
        stats.guandan.places = [3, 2, 1, 0];
        let l = lines(&stats, GameKind::Guandan, Lang::Ko);
        assert_eq!(l[1].1, "1위 3 · 2위 2 · 3위 1 · 4위 0");
        let en = lines(&stats, GameKind::Doudizhu, Lang::En);
        assert_eq!(en[0], ("All hands", "12 hands, 7 won (58%)".into()));
    }
}
