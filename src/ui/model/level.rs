//! The difficulty ([`ai::Level`]) as the table shows it, and the one rule of which level a
//! seat's computer player is asked to play at.
//!
//! Computer seats play at their game's level. My own seat's player (추천 and 자동 플레이)
//! plays at that level or 보통, whichever is stronger: 쉬움 makes the opponents weaker,
//! never the advice I am given.

use ai::Level;
use engine::Seat;
use i18n::{Lang, Text, text};

use super::ME;

/// The level `seat`'s computer player plays at in a game played at `level`.
///
/// ```
/// use ai::Level;
/// use cardroom::ui::model::{ME, level::asked_level};
/// assert_eq!(asked_level(engine::Seat(1), Level::Easy), Level::Easy);
/// assert_eq!(asked_level(ME, Level::Easy), Level::Normal);
/// assert_eq!(asked_level(ME, Level::Hard), Level::Hard);
/// ```
pub fn asked_level(seat: Seat, level: Level) -> Level {
    match level {
        Level::Easy if seat == ME => Level::Normal,
        l => l,
    }
}

/// The level's name: 쉬움, 보통, 어려움 (Easy, Normal, Hard).
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    text(
        match level {
            Level::Easy => Text::LevelEasy,
            Level::Normal => Text::LevelNormal,
            Level::Hard => Text::LevelHard,
        },
        lang,
    )
}

/// What the level means, one sentence.
pub fn level_about(level: Level, lang: Lang) -> &'static str {
    text(
        match level {
            Level::Easy => Text::LevelEasyAbout,
            Level::Normal => Text::LevelNormalAbout,
            Level::Hard => Text::LevelHardAbout,
        },
        lang,
    )
}

/// The table's and 계속하기's tag: "난이도 어려움" ("Difficulty: Hard").
pub fn difficulty_tag(level: Level, lang: Lang) -> String {
    let name = level_name(level, lang);
    match lang {
        Lang::Ko => format!("난이도 {name}"),
        Lang::En => format!("Difficulty: {name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_has_a_name_and_a_meaning_in_both_languages() {
        let ko: Vec<&str> = Level::ALL.map(|l| level_name(l, Lang::Ko)).to_vec();
        assert_eq!(ko, ["쉬움", "보통", "어려움"]);
        assert_eq!(difficulty_tag(Level::Hard, Lang::Ko), "난이도 어려움");
        assert_eq!(difficulty_tag(Level::Easy, Lang::En), "Difficulty: Easy");
        for l in Level::ALL {
            assert!(level_about(l, Lang::Ko).starts_with(level_name(l, Lang::Ko)));
            assert!(level_about(l, Lang::En).starts_with(level_name(l, Lang::En)));
        }
    }

    #[test]
    fn computer_seats_play_at_the_level_and_my_advice_is_never_weaker_than_normal() {
        for l in Level::ALL {
            for s in 1..4 {
                assert_eq!(asked_level(Seat(s), l), l);
            }
        }
        assert_eq!(asked_level(ME, Level::Easy), Level::Normal);
        assert_eq!(asked_level(ME, Level::Normal), Level::Normal);
        assert_eq!(asked_level(ME, Level::Hard), Level::Hard);
    }
}
