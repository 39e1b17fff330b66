//! Korean particles (조사) for every sentence that joins a name, rank or number (and, at
//! the end, the English seat names' verb and object forms): whether a
//! word ends in a final consonant (받침) when read aloud decides 을/를, 이/가, 은/는, 과/와 and
//! 으로/로. Digits read as Sino-Korean numerals (3 삼, 10 십) and Latin letters by their
//! Korean names (J 제이, Q 큐, K 케이, A 에이). The pronoun 나 takes its own forms: 내가
//! and 내 (나의).
//!
//! ```
//! use i18n::particle::{eui, eul, euro, iga};
//! assert_eq!(eul("연속 페어"), "연속 페어를");
//! assert_eq!(eul("폭탄"), "폭탄을");
//! assert_eq!(euro("폭탄"), "폭탄으로");
//! assert_eq!(euro("로켓"), "로켓으로");
//! assert_eq!(euro("스트레이트"), "스트레이트로");
//! assert_eq!(iga("지주"), "지주가");
//! assert_eq!(euro("페어 10 10"), "페어 10 10으로");
//! assert_eq!(iga("하트 3"), "하트 3이");
//! assert_eq!(iga("나"), "내가");
//! assert_eq!(eui("나"), "내");
//! assert_eq!(eui("민준"), "민준의");
//! ```

/// The first-person pronoun, as the table names my seat.
const I: &str = "나";

/// The final consonant of the last sounded character: `None` for none, `Some(true)` for
/// ㄹ, `Some(false)` for any other. Digits and Latin letters are read aloud in Korean.
fn final_consonant(word: &str) -> Option<bool> {
    let c = word
        .chars()
        .rev()
        .find(|c| !matches!(c, ')' | '(' | ' ' | '–' | '-' | '·'))?;
    match c {
        '가'..='힣' => {
            let jong = (c as u32 - '가' as u32) % 28;
            match jong {
                0 => None,
                8 => Some(true),
                _ => Some(false),
            }
        }
        // 영, 일, 삼, 육, 칠, 팔, 십(…0): a final consonant; 이, 사, 오, 구: none.
        '0' | '3' | '6' => Some(false),
        '1' | '7' | '8' => Some(true),
        'L' | 'l' | 'R' | 'r' => Some(true),
        'M' | 'm' | 'N' | 'n' => Some(false),
        _ => None,
    }
}

/// True when `word`, read aloud, ends in a final consonant (받침): "3" (삼), "10" (십),
/// "민준", "L" (엘); false for "2" (이), "J" (제이), "A" (에이), "지우". Closing brackets,
/// spaces and dashes after the last sounded character are skipped.
pub fn has_batchim(word: &str) -> bool {
    final_consonant(word).is_some()
}

/// `word` + 을/를.
pub fn eul(word: &str) -> String {
    let p = if final_consonant(word).is_some() {
        "을"
    } else {
        "를"
    };
    format!("{word}{p}")
}

/// `word` + 이/가; 나 becomes 내가.
pub fn iga(word: &str) -> String {
    if word == I {
        return "내가".to_string();
    }
    let p = if final_consonant(word).is_some() {
        "이"
    } else {
        "가"
    };
    format!("{word}{p}")
}

/// `word` + 의 (possessive, before a noun: "민준의 차례"); 나 becomes 내 ("내 차례").
pub fn eui(word: &str) -> String {
    if word == I {
        return "내".to_string();
    }
    format!("{word}의")
}

/// `word` + 은/는.
pub fn eun(word: &str) -> String {
    let p = if final_consonant(word).is_some() {
        "은"
    } else {
        "는"
    };
    format!("{word}{p}")
}

/// `word` + 과/와.
pub fn wa(word: &str) -> String {
    let p = if final_consonant(word).is_some() {
        "과"
    } else {
        "와"
    };
    format!("{word}{p}")
}

/// `word` + 으로/로 (로 after a vowel or ㄹ).
pub fn euro(word: &str) -> String {
    let p = match final_consonant(word) {
        Some(false) => "으로",
        _ => "로",
    };
    format!("{word}{p}")
}

/// My seat's name on an English page: the subject "You", which takes the verb's plain
/// form and is "you" as an object.
const YOU: &str = "You";

/// English subject–verb agreement, the English side of [`iga`]: `third` after a seat name
/// ("Minjun bids"), `plain` after "You" ("You bid").
pub fn verb<'a>(subject: &str, third: &'a str, plain: &'a str) -> &'a str {
    if subject == YOU { plain } else { third }
}

/// A seat name as an English object: "you" for "You" ("waiting for you").
pub fn object(name: &str) -> &str {
    if name == YOU { "you" } else { name }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Rank;

    #[test]
    fn english_seat_names_take_their_verb_and_object_forms() {
        assert_eq!(verb("You", "bids", "bid"), "bid");
        assert_eq!(verb("You", "is", "are"), "are");
        for name in ["Minjun", "Seoyeon", "Jiwoo"] {
            assert_eq!(verb(name, "bids", "bid"), "bids");
            assert_eq!(object(name), name);
        }
        assert_eq!(object("You"), "you");
        assert_eq!(
            crate::text::text(crate::Text::Me, crate::Lang::En),
            YOU,
            "the seat name the helpers recognise"
        );
    }

    /// How each rank's label is read aloud, written out by hand (not derived from the code
    /// under test): the reading, and whether it ends in a final consonant (받침).
    const RANK_READINGS: &[(&str, &str, bool)] = &[
        ("2", "이", false),
        ("3", "삼", true),
        ("4", "사", false),
        ("5", "오", false),
        ("6", "육", true),
        ("7", "칠", true),
        ("8", "팔", true),
        ("9", "구", false),
        ("10", "십", true),
        ("J", "제이", false),
        ("Q", "큐", false),
        ("K", "케이", false),
        ("A", "에이", false),
        ("작은 조커", "작은 조커", false),
        ("큰 조커", "큰 조커", false),
    ];

    /// Every seat name of both tables, with its 이/가, 을/를, 은/는 and 의 forms by hand.
    const SEAT_FORMS: &[(&str, &str, &str, &str, &str)] = &[
        ("나", "내가", "나를", "나는", "내"),
        ("민준", "민준이", "민준을", "민준은", "민준의"),
        ("서연", "서연이", "서연을", "서연은", "서연의"),
        ("지우", "지우가", "지우를", "지우는", "지우의"),
    ];

    #[test]
    fn every_rank_label_takes_the_particle_of_its_reading() {
        for r in Rank::ALL {
            let label = r.label();
            let Some(&(_, reading, batchim)) = RANK_READINGS.iter().find(|e| e.0 == label) else {
                panic!("no reading written for rank label {label:?}");
            };
            assert_eq!(has_batchim(label), batchim, "{label} ({reading})");
            let (i, eul_, eun_, wa_) = if batchim {
                ("이", "을", "은", "과")
            } else {
                ("가", "를", "는", "와")
            };
            assert_eq!(iga(label), format!("{label}{i}"), "{reading}");
            assert_eq!(eul(label), format!("{label}{eul_}"), "{reading}");
            assert_eq!(eun(label), format!("{label}{eun_}"), "{reading}");
            assert_eq!(wa(label), format!("{label}{wa_}"), "{reading}");
            // The same after a suit, as the table names a card: "하트 3이 와일드입니다".
            let card = format!("하트 {label}");
            assert_eq!(iga(&card), format!("{card}{i}"), "{reading}");
        }
        // 으로/로: 로 after a vowel and after ㄹ (일, 칠, 팔).
        let ro: Vec<String> = ["2", "3", "6", "7", "8", "10", "A"].map(euro).into();
        assert_eq!(ro, ["2로", "3으로", "6으로", "7로", "8로", "10으로", "A로"]);
    }

    #[test]
    fn the_examples_the_issue_named() {
        assert_eq!(iga("하트 3"), "하트 3이");
        assert_eq!(iga("하트 6"), "하트 6이");
        assert_eq!(iga("하트 7"), "하트 7이");
        assert_eq!(iga("하트 8"), "하트 8이");
        assert_eq!(iga("하트 10"), "하트 10이");
        assert_eq!(iga("하트 2"), "하트 2가");
        assert_eq!(iga("하트 K"), "하트 K가");
        assert_eq!(eui("나"), "내");
        assert_eq!(iga("나"), "내가");
    }

    #[test]
    fn every_seat_name_and_the_pronoun() {
        for &(name, i, eul_, eun_, eui_) in SEAT_FORMS {
            assert_eq!(iga(name), i);
            assert_eq!(eul(name), eul_);
            assert_eq!(eun(name), eun_);
            assert_eq!(eui(name), eui_);
        }
        // Only the pronoun itself changes, not a word that ends in 나.
        assert_eq!(iga("하나"), "하나가");
        assert_eq!(eui("하나"), "하나의");
    }

    #[test]
    fn numbers_and_letters_beyond_ranks() {
        for (word, batchim) in [
            ("1", true),
            ("0", true),
            ("20", true),
            ("11", true),
            ("12", false),
            ("L", true),
            ("M", true),
            ("N", true),
            ("P", false),
            ("B", false),
        ] {
            assert_eq!(has_batchim(word), batchim, "{word}");
        }
    }

    #[test]
    fn particles() {
        assert_eq!(eul("한 장"), "한 장을");
        assert_eq!(eul("트리플+페어"), "트리플+페어를");
        assert_eq!(eul("비행기+날개(한 장)"), "비행기+날개(한 장)을");
        assert_eq!(euro("한 장 2"), "한 장 2로");
        assert_eq!(euro("한 장 큰 조커"), "한 장 큰 조커로");
        assert_eq!(eun("동료"), "동료는");
        assert_eq!(iga("상대"), "상대가");
        assert_eq!(euro("트리플 777"), "트리플 777로");
        assert_eq!(wa("로켓"), "로켓과");
        assert_eq!(wa("큰 조커"), "큰 조커와");
    }
}
