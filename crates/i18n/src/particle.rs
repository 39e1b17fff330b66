//! Korean particles (조사) for the reasons: whether a word ends in a final consonant
//! (받침) decides 을/를, 이/가, 은/는 and 으로/로.
//!
//! ```
//! use i18n::particle::{eul, euro, iga};
//! assert_eq!(eul("연속 페어"), "연속 페어를");
//! assert_eq!(eul("폭탄"), "폭탄을");
//! assert_eq!(euro("폭탄"), "폭탄으로");
//! assert_eq!(euro("로켓"), "로켓으로");
//! assert_eq!(euro("스트레이트"), "스트레이트로");
//! assert_eq!(iga("지주"), "지주가");
//! assert_eq!(euro("페어 10 10"), "페어 10 10으로");
//! ```

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

/// `word` + 을/를.
pub fn eul(word: &str) -> String {
    let p = if final_consonant(word).is_some() {
        "을"
    } else {
        "를"
    };
    format!("{word}{p}")
}

/// `word` + 이/가.
pub fn iga(word: &str) -> String {
    let p = if final_consonant(word).is_some() {
        "이"
    } else {
        "가"
    };
    format!("{word}{p}")
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

#[cfg(test)]
mod tests {
    use super::*;

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
