//! Player-facing text. Korean is the product's language; English serves logs and tests.
//! Every match is exhaustive (no `_ =>`), so a new variant does not compile untranslated.

use crate::engine::Reject;

/// A display language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// 한국어
    #[default]
    Ko,
    /// English
    En,
}

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
        Reject::ReadingNotPossible => "선택한 카드로 그 조합을 만들 수 없습니다.",
        Reject::NoReturnDue => "지금 반환할 공물이 없습니다.",
        Reject::ReturnIsGift => "방금 받은 공물 카드는 그대로 돌려줄 수 없습니다.",
        Reject::ReturnNotLowCard => {
            "10 이하의 레벨이 아닌 보통 카드를 반환해야 합니다. 없으면 가장 낮은 카드를 반환합니다."
        }
    }
}
