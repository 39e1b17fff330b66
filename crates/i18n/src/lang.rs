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

    /// The language's own name, as its toggle shows it.
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::Ko => "한국어",
            Lang::En => "English",
        }
    }
}
