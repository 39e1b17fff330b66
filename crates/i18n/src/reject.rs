//! Why an action was refused, in the player's language.
//! Every match is exhaustive (no `_ =>`), so a new variant does not compile untranslated.

use crate::Lang;
use engine::Reject;

/// The message shown to the player for a refused action.
pub fn reject_text(r: Reject, lang: Lang) -> String {
    match lang {
        Lang::En => reject_en(r).to_string(),
        Lang::Ko => reject_ko(r).to_string(),
    }
}

fn reject_ko(r: Reject) -> &'static str {
    match r {
        Reject::WrongPhase => "지금은 할 수 없는 행동입니다.",
        Reject::NotYourTurn => "내 차례가 아닙니다.",
        Reject::NotInHand => "손에 없는 카드입니다.",
        Reject::EmptyPlay => "낼 카드를 선택하세요.",
        Reject::CannotPassWhenLeading => "자유 선공에서는 패스할 수 없습니다. 카드를 내세요.",
        Reject::GameOver => "이미 끝난 판입니다.",
        Reject::NotACombo => "유효한 조합이 아닙니다.",
        Reject::ShapeMismatch => "테이블과 같은 종류·같은 장수의 조합이어야 합니다.",
        Reject::TooLow => "테이블의 조합보다 높지 않습니다.",
        // ---- 더우디주 ----
        Reject::DdzChainHasTwoOrJoker => {
            "스트레이트·연속 페어·비행기 몸통에는 2나 조커를 넣을 수 없습니다."
        }
        Reject::DdzChainGap => "연속 조합은 숫자를 건너뛸 수 없습니다.",
        Reject::DdzStraightTooShort => "스트레이트는 연속 숫자 5장 이상이어야 합니다.",
        Reject::DdzPairChainTooShort => {
            "연속 페어는 연속된 3쌍 이상이어야 합니다. 3344는 낼 수 없습니다."
        }
        Reject::DdzTrioKicker => "트리플에는 다른 숫자 한 장 또는 페어 하나만 붙일 수 있습니다.",
        Reject::DdzWingCount => {
            "비행기 날개는 몸통 트리플 한 조마다 한 장씩 또는 페어 한 쌍씩이며, 두 방식은 섞지 않습니다."
        }
        Reject::DdzWingRepeatsBody => "날개나 부속 카드에 몸통과 같은 숫자를 쓸 수 없습니다.",
        Reject::DdzBothJokersAsWings => "두 조커를 함께 날개나 부속으로 붙일 수 없습니다.",
        Reject::DdzPairWingsSameRank => "페어 날개는 서로 다른 숫자의 페어여야 합니다.",
        Reject::DdzFourTwoShape => "포카드에는 두 장 또는 서로 다른 두 페어를 붙여야 합니다.",
        Reject::DdzFourWithFour => "6666＋7777처럼 포카드 두 개를 함께 낼 수 없습니다.",
        Reject::DdzLengthMismatch => {
            "같은 종류라도 장수가 같아야 누를 수 있습니다 (쌍 수·조 수도 같아야 합니다)."
        }
        Reject::DdzNeedBomb => "폭탄은 더 큰 폭탄이나 로켓으로만 이길 수 있습니다.",
        Reject::DdzRocketUnbeatable => "로켓은 어떤 카드로도 이길 수 없습니다.",
        Reject::DdzBidOutOfRange => "입찰은 1, 2, 3 중 하나 또는 입찰 안 함입니다.",
        Reject::DdzBidNotHigher => "현재 최고 입찰값보다 높게 불러야 합니다.",
        Reject::DdzReadingMismatch => "선택한 해석이 이 카드 조합에 맞지 않습니다.",
        Reject::ReadingNotPossible => "선택한 카드로 그 조합을 만들 수 없습니다.",
        Reject::NoReturnDue => "지금 반환할 공물이 없습니다.",
        Reject::ReturnIsGift => "방금 받은 공물 카드는 그대로 돌려줄 수 없습니다.",
        Reject::ReturnNotLowCard => {
            "레벨 숫자가 아닌 10 이하의 보통 카드를 반환해야 합니다. 그런 카드가 없으면 가장 낮은 카드를 반환합니다."
        }
    }
}

fn reject_en(r: Reject) -> &'static str {
    match r {
        Reject::WrongPhase => "That cannot be done now.",
        Reject::NotYourTurn => "It is not your turn.",
        Reject::NotInHand => "That card is not in your hand.",
        Reject::EmptyPlay => "Choose the cards to play.",
        Reject::CannotPassWhenLeading => "You lead this trick and cannot pass. Play some cards.",
        Reject::GameOver => "This hand is already over.",
        Reject::NotACombo => "That is not a valid combination.",
        Reject::ShapeMismatch => "Play the same kind and number of cards as the table.",
        Reject::TooLow => "That does not beat the table.",
        // ---- Dou Dizhu ----
        Reject::DdzChainHasTwoOrJoker => {
            "Straights, pair chains and plane bodies cannot hold a 2 or a joker."
        }
        Reject::DdzChainGap => "A chain cannot skip a rank.",
        Reject::DdzStraightTooShort => "A straight needs at least 5 consecutive ranks.",
        Reject::DdzPairChainTooShort => {
            "A pair chain needs at least 3 consecutive pairs: 3344 cannot be played."
        }
        Reject::DdzTrioKicker => "A trio takes one single of another rank or one pair.",
        Reject::DdzWingCount => {
            "A plane's wings are one single or one pair per trio of its body, never mixed."
        }
        Reject::DdzWingRepeatsBody => "Wings and kickers cannot repeat a rank of the body.",
        Reject::DdzBothJokersAsWings => "Both jokers cannot go together as wings or kickers.",
        Reject::DdzPairWingsSameRank => "Pair wings must be pairs of different ranks.",
        Reject::DdzFourTwoShape => "Four of a kind takes two singles or two different pairs.",
        Reject::DdzFourWithFour => "Two fours of a kind cannot go together, as in 6666+7777.",
        Reject::DdzLengthMismatch => {
            "Even of the same kind, it must have as many cards (as many pairs or trios)."
        }
        Reject::DdzNeedBomb => "A bomb is beaten only by a higher bomb or the rocket.",
        Reject::DdzRocketUnbeatable => "Nothing beats the rocket.",
        Reject::DdzBidOutOfRange => "A bid is 1, 2, 3 or no bid.",
        Reject::DdzBidNotHigher => "Bid higher than the highest bid so far.",
        Reject::DdzReadingMismatch => "The chosen reading does not fit these cards.",
        Reject::ReadingNotPossible => "These cards cannot make that combination.",
        Reject::NoReturnDue => "No tribute is owed back now.",
        Reject::ReturnIsGift => "The tribute card just received cannot go straight back.",
        Reject::ReturnNotLowCard => {
            "Return an ordinary card of 10 or lower that is not the level rank; without one, your lowest card."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_read_as_sentences_in_english() {
        for r in [
            Reject::NotYourTurn,
            Reject::TooLow,
            Reject::ReturnNotLowCard,
        ] {
            let en = reject_text(r, Lang::En);
            assert!(en.ends_with('.') && en.is_ascii(), "{en}");
        }
    }
}
