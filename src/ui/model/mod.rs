//! The table's pure parts (no web crate, tested natively): what components ask besides the
//! engine itself: hand order and faces, drag selection, the recommendation cycle, Korean
//! announcements and accounts, the interval's label, and the table's questions of a
//! [`crate::session::Match`] over both games. What a save holds lives in
//! [`crate::session`], below this model.

pub mod card_art;
pub mod cards;
pub mod ddz;
pub mod game;
pub mod guandan;
pub mod hint;
pub mod level;
pub mod record;
pub mod review;
pub mod rules_text;
pub mod settings;
pub mod sound;
pub mod stats;
pub mod words;

pub use cards::{CardFace, Mark, drag_select, order_hand};
pub use game::{Hint, LastAct, ME, Move, Stage};
pub use settings::interval_label;

use engine::Seat;
use i18n::{Lang, Text, text};

/// The name shown for a seat at a table of `seats`: 나 (You) at the bottom, then the
/// computer players in play order (right, then top or left), in Latin letters in English.
pub fn seat_name(seats: u8, s: Seat, lang: Lang) -> &'static str {
    let ko = lang == Lang::Ko;
    match (seats, s.0) {
        (_, 0) => text(Text::Me, lang),
        (_, 1) if ko => "민준",
        (_, 1) => "Minjun",
        (3, 2) | (_, 3..) if ko => "서연",
        (3, 2) | (_, 3..) => "Seoyeon",
        _ if ko => "지우",
        _ => "Jiwoo",
    }
}

/// A seat's avatar: the first letter of its name ("민", "M"; "나", "Y").
pub fn initial(name: &str) -> String {
    name.chars().next().map(String::from).unwrap_or_default()
}

/// The accessible name of a seat's card count: "남은 카드 5장" ("5 cards left").
pub fn cards_left(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("남은 카드 {n}장"),
        Lang::En if n == 1 => "1 card left".to_string(),
        Lang::En => format!("{n} cards left"),
    }
}

/// The button that takes an unfinished game back to the table: "더우디주 계속하기".
pub fn continue_game(game: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{game} 계속하기"),
        Lang::En => format!("Continue {game}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use i18n::particle::{eui, eul, eun, iga};

    #[test]
    fn avatars_show_the_first_letter_of_the_name() {
        assert_eq!(initial(seat_name(3, Seat(1), Lang::Ko)), "민");
        assert_eq!(initial(seat_name(4, Seat(3), Lang::En)), "S");
        assert_eq!(initial(seat_name(4, Seat(0), Lang::Ko)), "나");
        assert_eq!(initial(""), "");
    }

    #[test]
    fn every_seat_name_of_both_tables_takes_its_particles() {
        // Written out by hand: the name, then its 이/가, 을/를, 은/는 and 의 forms.
        let want = |name: &str| match name {
            "나" => ["내가", "나를", "나는", "내"],
            "민준" => ["민준이", "민준을", "민준은", "민준의"],
            "서연" => ["서연이", "서연을", "서연은", "서연의"],
            "지우" => ["지우가", "지우를", "지우는", "지우의"],
            other => panic!("no forms written for the seat name {other:?}"),
        };
        for seats in [3u8, 4] {
            for s in 0..seats {
                let name = seat_name(seats, Seat(s), Lang::Ko);
                assert_eq!([iga(name), eul(name), eun(name), eui(name)], want(name));
            }
        }
    }

    /// No text a player reads falls back on "(이)가"-style particles or puts 나 where 내
    /// belongs: every such sentence goes through `i18n::particle`.
    #[test]
    fn no_source_line_writes_a_particle_fallback() {
        let banned: Vec<String> = [
            ("(이)", "가"),
            ("이(", "가)"),
            ("을(", "를)"),
            ("은(", "는)"),
            ("와(", "과)"),
            ("과(", "와)"),
            ("(으)", "로"),
            ("나이", "(가)"),
            ("\"나", "이 "),
            ("\"나", "가 "),
            ("나 ", "차례"),
        ]
        .iter()
        .map(|(a, b)| format!("{a}{b}"))
        .collect();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut dirs = vec![root.join("src"), root.join("crates")];
        let mut hits = Vec::new();
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for (i, line) in text.lines().enumerate() {
                        let code = line.trim_start();
                        if code.starts_with("//") {
                            continue;
                        }
                        if let Some(b) = banned.iter().find(|b| code.contains(b.as_str())) {
                            hits.push(format!("{}:{}: {b}", path.display(), i + 1));
                        }
                    }
                }
            }
        }
        assert!(hits.is_empty(), "{hits:#?}");
    }
}
