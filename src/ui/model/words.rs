//! The table components' own sentences that join a name or a number, in both languages.
//! Korean ones go through [`i18n::particle`]; English ones need no particle.

use i18n::Lang;
use i18n::particle::{eui, eul, iga};

/// Whose turn it is: "민준의 차례", "내 차례" ("Minjun's turn", "Your turn").
pub fn turn_of(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{} 차례", eui(name)),
        Lang::En if name == "You" => "Your turn".to_string(),
        Lang::En => format!("{name}'s turn"),
    }
}

/// Whose cards a place in the middle of the table holds: "민준이 낸 카드", "내가 낸 카드"
/// ("Minjun's played cards", "My played cards").
pub fn played_by(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{} 낸 카드", iga(name)),
        Lang::En if name == "You" => "My played cards".to_string(),
        Lang::En => format!("{name}'s played cards"),
    }
}

/// A computer player choosing its bid: "민준이 고르는 중…".
pub fn choosing(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{} 고르는 중…", iga(name)),
        Lang::En => format!("{name} is choosing…"),
    }
}

/// Nobody bid, so the cards were dealt again `n` times.
pub fn redealt(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("모두 입찰하지 않아 다시 나눔 ({n}회)"),
        Lang::En if n == 1 => "Nobody bid: dealt again (once)".to_string(),
        Lang::En => format!("Nobody bid: dealt again ({n} times)"),
    }
}

/// The bottom cards once shown: "바닥패: 스페이드 3, …".
pub fn bottom_shown(names: &[String], lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("바닥패: {}", names.join(", ")),
        Lang::En => format!("Bottom cards: {}", names.join(", ")),
    }
}

/// A Korean ordinal, written into a sentence: "첫 번째" for 1 (never "1번째"), "3번째" after.
#[derive(Debug, Clone, Copy)]
pub struct Nth(pub u32);

impl std::fmt::Display for Nth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            1 => f.write_str("첫 번째"),
            n => write!(f, "{n}번째"),
        }
    }
}

/// A whole number as the page writes it: a negative one with the minus sign "−" (U+2212),
/// never the hyphen, so every score on the page reads alike: "−12", "4", "0".
#[derive(Debug, Clone, Copy)]
pub struct Num(pub i64);

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0 < 0 {
            f.write_str("−")?;
        }
        write!(f, "{}", self.0.unsigned_abs())
    }
}

/// A change of score, its sign always written: "+8", "−4", "0".
#[derive(Debug, Clone, Copy)]
pub struct Signed(pub i64);

impl std::fmt::Display for Signed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0 > 0 {
            f.write_str("+")?;
        }
        Num(self.0).fmt(f)
    }
}

/// The hand's number: "첫 번째 판", "3번째 판" ("Hand 3").
pub fn hand_no(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{} 판", Nth(n)),
        Lang::En => format!("Hand {n}"),
    }
}

/// The match's target: "목표 30점" ("Target 30 points").
pub fn target(points: i64, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("목표 {points}점"),
        Lang::En => format!("Target {points} points"),
    }
}

/// A tribute to return: "민준에게서 하트 A를 받았습니다. 한 장을 돌려주세요.".
pub fn return_owed(from: &str, card: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{from}에게서 {} 받았습니다. 한 장을 돌려주세요.", eul(card)),
        Lang::En => format!("{from} gave you the {card}. Return one card."),
    }
}

/// A move auto-play made for me, with its reason.
pub fn auto_played(reason: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("자동 플레이: {reason}"),
        Lang::En => format!("Auto-play: {reason}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_read_in_both_languages() {
        assert_eq!(turn_of("나", Lang::Ko), "내 차례");
        assert_eq!(
            [Num(-12), Num(4), Num(0)].map(|n| n.to_string()),
            ["−12", "4", "0"]
        );
        assert_eq!(
            [Signed(8), Signed(-4), Signed(0)].map(|n| n.to_string()),
            ["+8", "−4", "0"]
        );
        assert_eq!(hand_no(1, Lang::Ko), "첫 번째 판");
        assert_eq!(hand_no(2, Lang::Ko), "2번째 판");
        assert_eq!(Nth(11).to_string(), "11번째");
        assert_eq!(turn_of("민준", Lang::Ko), "민준의 차례");
        assert_eq!(turn_of("You", Lang::En), "Your turn");
        assert_eq!(turn_of("Minjun", Lang::En), "Minjun's turn");
        assert_eq!(choosing("지우", Lang::Ko), "지우가 고르는 중…");
        assert_eq!(played_by("나", Lang::Ko), "내가 낸 카드");
        assert_eq!(played_by("민준", Lang::Ko), "민준이 낸 카드");
        assert_eq!(played_by("You", Lang::En), "My played cards");
        assert_eq!(played_by("Jiwoo", Lang::En), "Jiwoo's played cards");
        assert_eq!(
            return_owed("민준", "하트 A", Lang::Ko).split('.').next(),
            Some("민준에게서 하트 A를 받았습니다")
        );
    }
}
