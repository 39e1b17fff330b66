//! Every fixed text a player reads (buttons, labels, headings, accessible names), one
//! exhaustive table per language: a new [`Text`] does not compile until both are written.
//! Sentences that join a name, rank or number are built by small functions beside their
//! component or model, each matching on [`Lang`].

use crate::Lang;

/// A fixed text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    // ---- start screen ----
    /// The page's title.
    Title,
    /// The line under the title.
    Lead,
    /// The game picker's name.
    ChooseGame,
    /// Both games in one line.
    About,
    /// 새 게임.
    NewGame,
    /// 새 경기.
    NewMatch,
    /// 규칙.
    Rules,
    /// What 새 게임 and 새 경기 do, when a match is kept.
    HintKeepTotals,
    /// What 새 게임 does, with no match kept.
    HintFresh,
    /// The question before throwing a hand away.
    DiscardTitle,
    /// Its button.
    DiscardGo,
    /// The language picker's name.
    Language,
    /// The list of unfinished games.
    OpenGames,
    /// 난이도 (the difficulty picker's name; the table's tag).
    Difficulty,
    /// 쉬움.
    LevelEasy,
    /// 보통.
    LevelNormal,
    /// 어려움.
    LevelHard,
    /// What 쉬움 means.
    LevelEasyAbout,
    /// What 보통 means.
    LevelNormalAbout,
    /// What 어려움 means.
    LevelHardAbout,
    /// When a difficulty applies.
    DifficultyHint,
    /// No storage at all.
    NoStorage,
    // ---- my record ----
    /// The question before resetting the record.
    ResetTitle,
    /// Its button.
    ResetGo,
    /// The record's reset button.
    ResetRecord,
    // ---- dialogs and notices ----
    /// 취소.
    Cancel,
    /// 닫기.
    Close,
    /// 기록 (the hand's record).
    RecordButton,
    /// 카운터 (the card counter toggle).
    CounterButton,
    /// 다시 보기.
    Replay,
    /// 이번 판 기록 (the record panel's heading).
    ThisHandRecord,
    /// The replay's toolbar.
    ReplayControls,
    /// 이전 수.
    PrevMove,
    /// 다음 수.
    NextMove,
    /// 재생 (replay).
    ReplayPlay,
    /// 일시정지.
    ReplayPause,
    /// The replay's current position.
    ReplayScene,
    /// The record's list of tricks.
    TrickList,
    /// The counter's accessible name.
    CounterLabel,
    /// 이번 수 (the replay step's heading).
    ThisMove,
    /// 카드 없음.
    NoCards,
    /// 손패 (a hand in the replay).
    InHand,
    /// 낸 패 (a seat's play in the replay).
    PlayedCards,
    /// 결산.
    Settlement,
    /// 돌아가기.
    Back,
    /// The game is open in another tab.
    ElsewhereTitle,
    /// What that means.
    ElsewhereText,
    /// Take it here.
    ElsewhereGo,
    /// Another tab took the game.
    MovedTitle,
    /// What that means.
    MovedText,
    /// Take it back.
    MovedGo,
    // ---- table ----
    /// 메뉴.
    Menu,
    /// The toolbar's name.
    PlayBar,
    /// 내기.
    Play,
    /// 패스.
    Pass,
    /// 정렬.
    Sort,
    /// 추천.
    Recommend,
    /// 자동 플레이.
    AutoPlay,
    /// 간격.
    Interval,
    /// My hand's name.
    MyHand,
    /// The mark on the play that wins the trick so far.
    Winning,
    /// 소리: the sound setting's toggle.
    Sound,
    /// The log's name.
    Log,
    /// 나 (my seat).
    Me,
    /// 내 차례.
    MyTurn,
    /// 생각 중….
    Thinking,
    /// The card-count unit beside a number (장).
    CardsUnit,
    /// A card that cannot be returned now.
    CannotReturn,
    /// The wild card's mark.
    Wild,
    /// The small joker's word.
    SmallJoker,
    /// The big joker's word.
    BigJoker,
    /// "낼 조합: ".
    ReadingIs,
    /// " · 다른 해석:".
    OtherReadings,
    /// The reading picker's name.
    ChooseReading,
    /// 다시 하기.
    Again,
    // ---- 더우디주 ----
    /// 더우디주.
    Doudizhu,
    /// 입찰.
    Bid,
    /// 입찰 안 함.
    NoBid,
    /// 바닥패.
    Bottom,
    /// 바닥패 3장 (뒷면).
    BottomHidden,
    /// The doublings' list.
    Doublings,
    /// 두 배 없음.
    NoDoublings,
    /// 플레이어.
    Player,
    /// 역할.
    Role,
    /// 이번 판.
    ThisHand,
    /// 누적.
    Total,
    /// The totals' name.
    Scores,
    // ---- 관단 ----
    /// 관단.
    Guandan,
    /// The teams' levels.
    TeamLevels,
    /// 반환.
    Return,
    /// 공물.
    Tribute,
    /// 반환 with no tribute owed.
    NoReturnDue,
    /// 반환 with no card chosen.
    ReturnPickOne,
    /// 반환 with several cards chosen.
    ReturnOnlyOne,
    // ---- 복기 (review) ----
    /// 복기 (the button, the panel's heading).
    Review,
    /// The list of reviewed decisions.
    ReviewList,
    /// 좋은 수.
    MarkGood,
    /// 부정확.
    MarkInaccuracy,
    /// 실수.
    MarkMistake,
    /// 큰 실수.
    MarkBlunder,
    /// 내 수 (my move, in a reviewed decision).
    ReviewMine,
    /// 더 나은 수.
    ReviewBetter,
    /// 패를 모두 공개하면 (the face-up verdict's label).
    ReviewOpen,
    /// 목록으로 (back from the replay to the review's list).
    ReviewBack,
    /// The review could not go on (the worker failed).
    ReviewFailed,
    /// 복기 중 (the progress before the first answer).
    ReviewStarting,
    // ---- the page's crash screen ----
    /// Its title.
    CrashTitle,
    /// What happened.
    CrashText,
    /// Its button.
    CrashReload,
}

/// The text of `t` in `lang`.
pub fn text(t: Text, lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => ko(t),
        Lang::En => en(t),
    }
}

fn ko(t: Text) -> &'static str {
    match t {
        Text::Title => "더우디주 · 관단",
        Text::Lead => "컴퓨터 플레이어와 함께하는 중국식 클라이밍 카드 게임",
        Text::ChooseGame => "게임 선택",
        Text::About => {
            "더우디주: 3명 · 지주 한 명 대 농민 두 명 · 30점 먼저 — 관단: 4명 · 두 팀 · 2에서 A까지 승급"
        }
        Text::NewGame => "새 게임",
        Text::NewMatch => "새 경기",
        Text::Rules => "규칙",
        Text::HintKeepTotals => {
            "새 게임은 진행 중인 판을 점수 없이 버리고 다시 나눕니다(누적 점수 유지). 새 경기는 모두 0점에서 시작합니다."
        }
        Text::HintFresh => "새 게임은 처음(더우디주 0점, 관단 레벨 2)부터 시작합니다.",
        Text::DiscardTitle => "진행 중인 게임을 버릴까요?",
        Text::DiscardGo => "버리고 새로 시작",
        Text::Language => "언어",
        Text::OpenGames => "진행 중인 게임",
        Text::Difficulty => "난이도",
        Text::LevelEasy => "쉬움",
        Text::LevelNormal => "보통",
        Text::LevelHard => "어려움",
        Text::LevelEasyAbout => "쉬움: 컴퓨터가 앞을 읽지 않고 요령대로 바로 냅니다.",
        Text::LevelNormalAbout => "보통: 컴퓨터가 남은 패를 여러 가지로 가정해 보고 냅니다.",
        Text::LevelHardAbout => {
            "어려움: 컴퓨터가 더 많은 경우를 더 깊이 읽고 냅니다 (한 수에 조금 더 걸립니다)."
        }
        Text::DifficultyHint => {
            "난이도는 새 게임부터 적용되고, 이어 하는 게임은 시작할 때의 난이도를 지킵니다. 추천과 자동 플레이는 보통 이상으로 둡니다."
        }
        Text::NoStorage => "이 브라우저에서는 저장 공간을 쓸 수 없습니다.",
        Text::ResetTitle => "기록을 초기화할까요?",
        Text::ResetGo => "초기화",
        Text::ResetRecord => "기록 초기화",
        Text::Cancel => "취소",
        Text::Close => "닫기",
        Text::RecordButton => "기록",
        Text::CounterButton => "카운터",
        Text::Replay => "다시 보기",
        Text::ThisHandRecord => "이번 판 기록",
        Text::ReplayControls => "다시 보기 조작",
        Text::PrevMove => "이전 수",
        Text::NextMove => "다음 수",
        Text::ReplayPlay => "재생",
        Text::ReplayPause => "일시정지",
        Text::ReplayScene => "다시 보기 장면",
        Text::TrickList => "트릭 목록",
        Text::CounterLabel => "카드 카운터: 아직 보지 못한 카드",
        Text::ThisMove => "이번 수",
        Text::NoCards => "카드 없음",
        Text::InHand => "손패",
        Text::PlayedCards => "낸 패",
        Text::Settlement => "결산",
        Text::Back => "돌아가기",
        Text::ElsewhereTitle => "다른 탭에서 열려 있습니다",
        Text::ElsewhereText => {
            "이 게임은 다른 탭에서 진행 중입니다. 두 탭이 함께 저장하면 진행이 섞이므로, \
             이 탭에서는 저장하지 않습니다. 여기서 계속하면 다른 탭의 마지막 수부터 \
             이어지고, 다른 탭은 저장을 멈춥니다."
        }
        Text::ElsewhereGo => "여기서 계속하기",
        Text::MovedTitle => "다른 탭으로 옮겨 갔습니다",
        Text::MovedText => {
            "다른 탭에서 이 게임을 가져가서, 이 탭은 더 이상 저장하지 않습니다. \
             되찾으면 다른 탭의 마지막 수부터 이어집니다."
        }
        Text::MovedGo => "이 탭으로 되찾기",
        Text::Menu => "메뉴",
        Text::PlayBar => "플레이",
        Text::Play => "내기",
        Text::Pass => "패스",
        Text::Sort => "정렬",
        Text::Recommend => "추천",
        Text::AutoPlay => "자동 플레이",
        Text::Interval => "간격",
        Text::MyHand => "내 손패",
        Text::Winning => "이기는 패",
        Text::Sound => "소리",
        Text::Log => "진행 기록",
        Text::Me => "나",
        Text::MyTurn => "내 차례",
        Text::Thinking => "생각 중…",
        Text::CardsUnit => "장",
        Text::CannotReturn => "지금은 돌려줄 수 없는 카드",
        Text::Wild => "와일드",
        Text::SmallJoker => "작은",
        Text::BigJoker => "큰",
        Text::ReadingIs => "낼 조합: ",
        Text::OtherReadings => " · 다른 해석:",
        Text::ChooseReading => "낼 조합 고르기",
        Text::Again => "다시 하기",
        Text::Doudizhu => "더우디주",
        Text::Bid => "입찰",
        Text::NoBid => "입찰 안 함",
        Text::Bottom => "바닥패",
        Text::BottomHidden => "바닥패 3장 (뒷면)",
        Text::Doublings => "두 배",
        Text::NoDoublings => "두 배 없음",
        Text::Player => "플레이어",
        Text::Role => "역할",
        Text::ThisHand => "이번 판",
        Text::Total => "누적",
        Text::Scores => "누적 점수",
        Text::Guandan => "관단",
        Text::TeamLevels => "팀 레벨",
        Text::Return => "반환",
        Text::Tribute => "공물",
        Text::NoReturnDue => "반환할 공물이 없습니다.",
        Text::ReturnPickOne => "돌려줄 카드를 한 장 고르세요.",
        Text::ReturnOnlyOne => "반환은 한 장만 고를 수 있습니다.",
        Text::CrashTitle => "문제가 생겨 게임이 멈췄습니다",
        Text::CrashText => {
            "예기치 못한 오류로 이 화면에서는 더 진행할 수 없습니다. 진행 상황은 수마다 \
             저장되어 있으니, 다시 불러오면 마지막으로 저장된 곳부터 이어집니다."
        }
        Text::Review => "복기",
        Text::ReviewList => "내 결정",
        Text::MarkGood => "좋은 수",
        Text::MarkInaccuracy => "부정확",
        Text::MarkMistake => "실수",
        Text::MarkBlunder => "큰 실수",
        Text::ReviewMine => "내 수",
        Text::ReviewBetter => "더 나은 수",
        Text::ReviewOpen => "패를 모두 공개하면",
        Text::ReviewBack => "목록으로",
        Text::ReviewFailed => "복기를 마치지 못했습니다. 다시 누르면 이어서 합니다.",
        Text::ReviewStarting => "복기 중…",
        Text::CrashReload => "저장된 게임 다시 불러오기",
    }
}

fn en(t: Text) -> &'static str {
    match t {
        Text::Title => "Dou Dizhu · Guandan",
        Text::Lead => "Chinese climbing card games against computer players",
        Text::ChooseGame => "Choose a game",
        Text::About => {
            "Dou Dizhu: 3 players · one landlord against two farmers · first to 30 points — Guandan: 4 players · two teams · climb the levels from 2 to A"
        }
        Text::NewGame => "New game",
        Text::NewMatch => "New match",
        Text::Rules => "Rules",
        Text::HintKeepTotals => {
            "New game throws the hand in progress away without scoring and deals again (totals kept). New match starts everyone from 0."
        }
        Text::HintFresh => {
            "New game starts from the beginning (Dou Dizhu at 0 points, Guandan at level 2)."
        }
        Text::DiscardTitle => "Throw away the game in progress?",
        Text::DiscardGo => "Throw away and start",
        Text::Language => "Language",
        Text::OpenGames => "Games in progress",
        Text::Difficulty => "Difficulty",
        Text::LevelEasy => "Easy",
        Text::LevelNormal => "Normal",
        Text::LevelHard => "Hard",
        Text::LevelEasyAbout => "Easy: the computer plays by rule of thumb, without reading ahead.",
        Text::LevelNormalAbout => {
            "Normal: the computer tries its play against several guesses of the hidden cards."
        }
        Text::LevelHardAbout => {
            "Hard: the computer reads more deals, deeper (each move takes a little longer)."
        }
        Text::DifficultyHint => {
            "The difficulty applies from a new game on; a continued game keeps the one it began with. Suggest and Auto‑play choose moves at Normal or above."
        }
        Text::NoStorage => "This browser offers no storage: nothing can be saved.",
        Text::ResetTitle => "Reset the record?",
        Text::ResetGo => "Reset",
        Text::ResetRecord => "Reset record",
        Text::Cancel => "Cancel",
        Text::Close => "Close",
        Text::RecordButton => "Record",
        Text::CounterButton => "Counter",
        Text::Replay => "Replay",
        Text::ThisHandRecord => "This hand",
        Text::ReplayControls => "Replay controls",
        Text::PrevMove => "Previous move",
        Text::NextMove => "Next move",
        Text::ReplayPlay => "Play",
        Text::ReplayPause => "Pause",
        Text::ReplayScene => "Replay position",
        Text::TrickList => "Tricks",
        Text::CounterLabel => "Card counter: cards not yet seen",
        Text::ThisMove => "This move",
        Text::NoCards => "No cards",
        Text::InHand => "Hand",
        Text::PlayedCards => "Played",
        Text::Settlement => "Settlement",
        Text::Back => "Back",
        Text::ElsewhereTitle => "Open in another tab",
        Text::ElsewhereText => {
            "This game is being played in another tab. Two tabs saving together would mix \
             their moves, so this tab does not save. Continuing here goes on from the other \
             tab's last move, and the other tab stops saving."
        }
        Text::ElsewhereGo => "Continue here",
        Text::MovedTitle => "Moved to another tab",
        Text::MovedText => {
            "Another tab took this game over, so this tab no longer saves. Taking it back \
             goes on from the other tab's last move."
        }
        Text::MovedGo => "Take it back to this tab",
        Text::Menu => "Menu",
        Text::PlayBar => "Play",
        Text::Play => "Play",
        Text::Pass => "Pass",
        Text::Sort => "Sort",
        Text::Recommend => "Suggest",
        Text::AutoPlay => "Auto-play",
        Text::Interval => "Pace",
        Text::MyHand => "My hand",
        Text::Winning => "Winning",
        Text::Sound => "Sound",
        Text::Log => "Game log",
        Text::Me => "You",
        Text::MyTurn => "Your turn",
        Text::Thinking => "Thinking…",
        Text::CardsUnit => "cards",
        Text::CannotReturn => "This card cannot be returned now",
        Text::Wild => "wild",
        Text::SmallJoker => "small",
        Text::BigJoker => "big",
        Text::ReadingIs => "Play as: ",
        Text::OtherReadings => " · other readings:",
        Text::ChooseReading => "Choose how to play",
        Text::Again => "Play again",
        Text::Doudizhu => "Dou Dizhu",
        Text::Bid => "Bid",
        Text::NoBid => "No bid",
        Text::Bottom => "Bottom cards",
        Text::BottomHidden => "3 bottom cards (face down)",
        Text::Doublings => "Doublings",
        Text::NoDoublings => "No doublings",
        Text::Player => "Player",
        Text::Role => "Role",
        Text::ThisHand => "This hand",
        Text::Total => "Total",
        Text::Scores => "Total scores",
        Text::Guandan => "Guandan",
        Text::TeamLevels => "Team levels",
        Text::Return => "Return",
        Text::Tribute => "Tribute",
        Text::NoReturnDue => "No tribute is owed back.",
        Text::ReturnPickOne => "Choose one card to return.",
        Text::ReturnOnlyOne => "Return exactly one card.",
        Text::CrashTitle => "Something went wrong and the game stopped",
        Text::CrashText => {
            "An unexpected error stops play on this page. Your progress is saved after every \
             move: reloading goes on from the last saved position."
        }
        Text::Review => "Review",
        Text::ReviewList => "My decisions",
        Text::MarkGood => "Good",
        Text::MarkInaccuracy => "Inaccuracy",
        Text::MarkMistake => "Mistake",
        Text::MarkBlunder => "Blunder",
        Text::ReviewMine => "My move",
        Text::ReviewBetter => "Better move",
        Text::ReviewOpen => "All hands face up",
        Text::ReviewBack => "Back to the list",
        Text::ReviewFailed => "The review stopped. Press it again to go on.",
        Text::ReviewStarting => "Reviewing…",
        Text::CrashReload => "Reload the saved game",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_texts_hold_no_hangul() {
        let hangul = |s: &str| s.chars().any(|c| ('\u{3131}'..='\u{D79D}').contains(&c));
        for t in [Text::Title, Text::Me, Text::CrashText, Text::Tribute] {
            assert!(!hangul(text(t, Lang::En)), "{t:?}");
            assert!(hangul(text(t, Lang::Ko)), "{t:?}");
        }
    }
}
