//! The two display languages.

use serde::{Deserialize, Serialize};

/// A display language (saved with the settings as `"ko"` / `"en"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// 한국어
    #[default]
    Ko,
    /// English
    En,
}

impl Lang {
    /// Both languages, Korean (the default) first.
    pub const ALL: [Lang; 2] = [Lang::Ko, Lang::En];

    /// The BCP 47 tag for `<html lang>`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::Ko => "ko",
            Lang::En => "en",
        }
    }

    /// The language's name as the toggle shows it on a page in `page`: "한국어" and
    /// "English" on a Korean page, "Korean" and "English" on an English one (no Hangul).
    pub const fn name_in(self, page: Lang) -> &'static str {
        match (self, page) {
            (Lang::Ko, Lang::Ko) => "한국어",
            (Lang::Ko, Lang::En) => "Korean",
            (Lang::En, _) => "English",
        }
    }
}
