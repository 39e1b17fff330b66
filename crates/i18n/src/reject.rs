//! Why an action was refused, in the player's language.
//! Every match is exhaustive (no `_ =>`), so a new variant does not compile untranslated.

use crate::Lang;
use engine::Reject;

/// The message shown to the player for a refused action.
pub fn reject_text(r: Reject, lang: Lang) -> String {
    match lang {
        Lang::En => r.to_string(),
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
