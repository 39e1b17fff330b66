//! The person's table settings, kept across hands, matches and reloads: auto-play and its
//! pace, hand order, the card counter, language, and the difficulty of the next new game.

use ai::Level;
use i18n::Lang;
use serde::{Deserialize, Serialize};

/// The auto-play intervals offered (§21: 0.3, 0.5, 1, 2, 3, 4, 5 s), in milliseconds.
pub const INTERVALS_MS: [u32; 7] = [300, 500, 1000, 2000, 3000, 4000, 5000];

/// How the hand is ordered on screen (정렬).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SortMode {
    /// Strongest first, by rank.
    #[default]
    Rank,
    /// Grouped by count: bombs, trios, pairs, then singles.
    Count,
}

impl SortMode {
    /// The other order (the 정렬 button switches).
    pub const fn toggled(self) -> SortMode {
        match self {
            SortMode::Rank => SortMode::Count,
            SortMode::Count => SortMode::Rank,
        }
    }

    /// The sort button's hint, switching to this order: "숫자순으로 바꾸기".
    pub const fn switch_title(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ko, SortMode::Rank) => "숫자순으로 바꾸기",
            (Lang::Ko, SortMode::Count) => "묶음순으로 바꾸기",
            (Lang::En, SortMode::Rank) => "Sort by rank",
            (Lang::En, SortMode::Count) => "Sort by groups",
        }
    }
}

/// Auto-play, its interval, the hand order, the card counter, the language and sound. Every field
/// falls back on its default when a save lacks it (saves from before the field still load).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 자동 플레이: my seat bids and plays by the recommendation.
    pub auto: bool,
    /// The pause before each automatic move, one of [`INTERVALS_MS`].
    pub interval_ms: u32,
    /// The hand order.
    pub sort: SortMode,
    /// 카드 카운터 shown. Written only when on, so the saves written before it existed
    /// read and write back byte for byte.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub counter: bool,
    /// The language of every text (Korean unless chosen on the start screen). Written only
    /// when not Korean, so a Korean save reads exactly as it did before the setting.
    #[serde(skip_serializing_if = "is_korean")]
    pub lang: Lang,
    /// The difficulty the start screen offers for the next new game (the last one chosen).
    /// Each game keeps its own in its save (`storage::SaveFile::level`). Written only when
    /// not 보통, as `lang`.
    #[serde(skip_serializing_if = "is_normal")]
    pub level: Level,
    /// 소리: short sounds for a play, a bomb, a pass and a hand's end. Off unless chosen;
    /// written only when on, as `counter`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sound: bool,
}

fn is_korean(lang: &Lang) -> bool {
    *lang == Lang::Ko
}

/// True for 보통, the level every save without one reads as.
pub fn is_normal(level: &Level) -> bool {
    *level == Level::Normal
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            auto: false,
            interval_ms: 1000,
            sort: SortMode::Rank,
            counter: false,
            lang: Lang::Ko,
            level: Level::Normal,
            sound: false,
        }
    }
}

impl Settings {
    /// The same settings with the interval snapped to the nearest offered one (a save
    /// edited by hand cannot ask for a 0 ms loop).
    pub fn normalized(self) -> Settings {
        let interval_ms = INTERVALS_MS
            .into_iter()
            .min_by_key(|&i| i.abs_diff(self.interval_ms))
            .unwrap_or(1000);
        Settings {
            interval_ms,
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sound is off unless chosen, written only when on, and read back as it was saved.
    #[test]
    fn sound_is_off_by_default_and_kept_when_on() {
        let old = r#"{"auto":false,"interval_ms":1000,"sort":"rank"}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        assert!(!s.sound);
        assert_eq!(serde_json::to_string(&s).unwrap(), old);
        let on = Settings { sound: true, ..s };
        let text = serde_json::to_string(&on).unwrap();
        assert!(text.ends_with(r#""sound":true}"#), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), on);
    }

    #[test]
    fn intervals_snap() {
        let s = Settings {
            interval_ms: 0,
            ..Settings::default()
        };
        assert_eq!(s.normalized().interval_ms, 300);
        let s = Settings {
            interval_ms: 2400,
            ..Settings::default()
        };
        assert_eq!(s.normalized().interval_ms, 2000);
    }

    /// The counter is off unless a save says otherwise, and is written only when on: a
    /// save from before it existed reads, and writes back, unchanged.
    #[test]
    fn the_counter_is_written_only_when_on() {
        let old = r#"{"auto":false,"interval_ms":500,"sort":"count"}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        assert!(!s.counter);
        assert_eq!(serde_json::to_string(&s).unwrap(), old);
        let on = Settings { counter: true, ..s };
        let text = serde_json::to_string(&on).unwrap();
        assert_eq!(
            text,
            r#"{"auto":false,"interval_ms":500,"sort":"count","counter":true}"#
        );
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), on);
    }

    #[test]
    fn a_save_without_a_language_reads_as_korean() {
        let s: Settings =
            serde_json::from_str(r#"{"auto":true,"interval_ms":500,"sort":"count"}"#).unwrap();
        assert_eq!(s.lang, Lang::Ko);
        let en: Settings = serde_json::from_str(r#"{"lang":"en"}"#).unwrap();
        assert_eq!(en.lang, Lang::En);
        assert!(
            serde_json::to_string(&en)
                .unwrap()
                .contains(r#""lang":"en""#)
        );
    }

    #[test]
    fn the_next_level_is_remembered_and_old_settings_read_as_normal() {
        let old: Settings =
            serde_json::from_str(r#"{"auto":false,"interval_ms":500,"sort":"count"}"#).unwrap();
        assert_eq!(old.level, Level::Normal);
        assert!(!serde_json::to_string(&old).unwrap().contains("level"));
        let hard = Settings {
            level: Level::Hard,
            ..old
        };
        let text = serde_json::to_string(&hard).unwrap();
        assert!(text.ends_with(r#","level":"hard"}"#), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), hard);
    }

    #[test]
    fn sort_toggles() {
        assert_eq!(SortMode::Rank.toggled(), SortMode::Count);
        assert_eq!(SortMode::Count.toggled(), SortMode::Rank);
    }
}
