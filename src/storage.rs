//! The save file, format v2: one document per game and one for the settings, written to a
//! [`Store`] (localStorage in the browser) after every change and read back by 계속하기.
//!
//! | key ([`Slot::key`])          | document                                              |
//! |------------------------------|-------------------------------------------------------|
//! | `cardroom.save.v2.doudizhu`  | [`SaveFile`]: `{"v":2,"match":{"game":"doudizhu","state":{..}},"level":"hard"}` |
//! | `cardroom.save.v2.guandan`   | [`SaveFile`]: `{"v":2,"match":{"game":"guandan","state":{..}}}`  |
//! | `cardroom.save.v2.settings`  | [`SettingsFile`]: `{"v":2,"settings":{"auto":..,"interval_ms":..,"sort":..},"last":"guandan"}` |
//!
//! The bodies are the [`crate::session`] types (the match `state` is the engine's game).
//!
//! **Why one key per game** rather than one document holding both: a move writes only its
//! own game's document, so nothing done in one game (a move, a new match, a second tab whose
//! copy of the other game is stale) can overwrite the other game's match; and a document
//! that cannot be read costs only its own game. The settings, shared by both games, have
//! their own small document.
//!
//! **Migration from v1** (the release before: one document `{"v":1,"match":..,"settings":..}`
//! under `cardroom.save`): [`load`] reads it through a frozen copy of the v1 layout (not
//! the session types, which may change), puts its match into its game's v2 document unless
//! that game already has one, adopts its settings unless v2 settings exist, and removes the
//! v1 key only once the v2 documents are written. A v1 match whose game already has a v2
//! match is kept, raw, under the v1 backup key.
//!
//! **A document that cannot be read** (not JSON, not a save, a game that breaks the rules'
//! invariants, or another format version such as a newer build's) is copied, raw, under its
//! slot's backup key ([`Slot::backup_key`]; a second one under the next free of
//! [`backup_keys`], so no document kept aside is overwritten) and removed, and [`load`] reports it as a typed
//! [`LoadError`] naming the slot, to show as a notice: never a panic, never a blank page,
//! and the other slots still load. Encoding and decoding are pure and tested natively.
//!
//! ```
//! use cardroom::session::{GameKind, Match};
//! use cardroom::storage::{self, LoadError, MemoryStore, Slot, Store};
//! let store = MemoryStore::default();
//! storage::save_match(&store, &Match::new_doudizhu(7), ai::Level::Normal).unwrap();
//! storage::save_match(&store, &Match::new_guandan(8), ai::Level::Hard).unwrap();
//! let session = storage::load(&store).session;
//! assert_eq!(session.get(GameKind::Guandan).map(Match::seed), Some(8));
//! assert_eq!(session.level(GameKind::Guandan), ai::Level::Hard);
//! // A broken 관단 save is kept aside and reported; the 더우디주 match still loads.
//! let slot = Slot::Match(GameKind::Guandan);
//! store.set(slot.key(), "{not json");
//! let loaded = storage::load(&store);
//! assert_eq!(loaded.errors, [LoadError::Corrupt(slot)]);
//! assert_eq!(loaded.session.get(GameKind::Doudizhu).map(Match::seed), Some(7));
//! assert_eq!(store.get(slot.backup_key()).as_deref(), Some("{not json"));
//! ```

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::session::{GameKind, Match, Session, Settings, Stats};
use ai::Level;
use i18n::Lang;
use i18n::particle::{eul, iga};

/// The format version this build writes and reads.
pub const VERSION: u32 = 2;

/// Where a document lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The v1 save of the release before (`cardroom.save`), read once to be migrated.
    V1,
    /// One game's match.
    Match(GameKind),
    /// The settings and the game played last.
    Settings,
    /// My record in both games (통계).
    Stats,
}

impl Slot {
    /// Every slot.
    pub const ALL: [Slot; 5] = [
        Slot::V1,
        Slot::Match(GameKind::Doudizhu),
        Slot::Match(GameKind::Guandan),
        Slot::Settings,
        Slot::Stats,
    ];

    /// The key of the document.
    pub const fn key(self) -> &'static str {
        match self {
            Slot::V1 => "cardroom.save",
            Slot::Match(GameKind::Doudizhu) => "cardroom.save.v2.doudizhu",
            Slot::Match(GameKind::Guandan) => "cardroom.save.v2.guandan",
            Slot::Settings => "cardroom.save.v2.settings",
            Slot::Stats => "cardroom.save.v2.stats",
        }
    }

    /// Where an unreadable document is kept, raw, so nothing the person had is destroyed.
    pub const fn backup_key(self) -> &'static str {
        match self {
            Slot::V1 => "cardroom.save.backup",
            Slot::Match(GameKind::Doudizhu) => "cardroom.save.v2.doudizhu.backup",
            Slot::Match(GameKind::Guandan) => "cardroom.save.v2.guandan.backup",
            Slot::Settings => "cardroom.save.v2.settings.backup",
            Slot::Stats => "cardroom.save.v2.stats.backup",
        }
    }

    /// The slot's bit in [`SaveHealth`].
    const fn bit(self) -> u8 {
        match self {
            Slot::V1 => 1,
            Slot::Match(GameKind::Doudizhu) => 2,
            Slot::Match(GameKind::Guandan) => 4,
            Slot::Settings => 8,
            Slot::Stats => 16,
        }
    }

    /// What the document holds, in Korean: "게임", "관단 게임", "설정".
    fn what_ko(self) -> String {
        match self {
            Slot::V1 => "게임".to_string(),
            Slot::Match(k) => format!("{} 게임", k.name_ko()),
            Slot::Settings => "설정".to_string(),
            Slot::Stats => "통계".to_string(),
        }
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::V1 => f.write_str("v1"),
            Slot::Match(GameKind::Doudizhu) => f.write_str("doudizhu"),
            Slot::Match(GameKind::Guandan) => f.write_str("guandan"),
            Slot::Settings => f.write_str("settings"),
            Slot::Stats => f.write_str("stats"),
        }
    }
}

/// One game's save: its match (hand, table, turn, scores or levels, history, seed) and
/// the difficulty it is played at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// The match, validated by its engine when read.
    #[serde(rename = "match")]
    pub game: Match,
    /// The computer players' difficulty (added within v2: a save without it, every one
    /// written before, reads as 보통; 보통 is not written, so those saves write back
    /// byte for byte).
    #[serde(default, skip_serializing_if = "crate::session::is_normal")]
    pub level: Level,
}

impl SaveFile {
    /// A save of the current version, at 보통.
    pub fn new(game: Match) -> SaveFile {
        SaveFile::at(game, Level::Normal)
    }

    /// A save of the current version, at `level`.
    pub fn at(game: Match, level: Level) -> SaveFile {
        SaveFile {
            v: VERSION,
            game,
            level,
        }
    }
}

/// The table's save: the settings, and which game was on the table last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettingsFile {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// Auto-play, its pace, the hand order.
    pub settings: Settings,
    /// The game on the table last.
    pub last: Option<GameKind>,
}

impl SettingsFile {
    /// A settings save of the current version.
    pub fn new(settings: Settings, last: Option<GameKind>) -> SettingsFile {
        SettingsFile {
            v: VERSION,
            settings,
            last,
        }
    }
}

/// My record's save ([`Stats`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StatsFile {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// The record.
    pub stats: Stats,
}

/// Why a document could not be read (it is then kept under its backup key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, not a save, or a game that breaks the rules' invariants.
    Corrupt(Slot),
    /// Written in another format version (a newer build's, say).
    UnknownVersion(Slot, u64),
}

impl LoadError {
    /// The document it is about.
    pub fn slot(self) -> Slot {
        match self {
            LoadError::Corrupt(s) | LoadError::UnknownVersion(s, _) => s,
        }
    }

    /// The notice shown to the person, in `lang`.
    pub fn notice(self, lang: Lang) -> String {
        match lang {
            Lang::Ko => self.notice_ko(),
            Lang::En => self.notice_en(),
        }
    }

    /// The notice in English.
    fn notice_en(self) -> String {
        let what = match self.slot() {
            Slot::V1 => "game".to_string(),
            Slot::Match(k) => format!("{} game", k.name(Lang::En)),
            Slot::Settings => "settings".to_string(),
            Slot::Stats => "record".to_string(),
        };
        let then = match self.slot() {
            Slot::Settings => "Starting with the default settings.",
            Slot::Stats => "The record counts from the start again.",
            Slot::V1 | Slot::Match(_) => "You can start a new game.",
        };
        match self {
            LoadError::Corrupt(_) => format!(
                "The saved {what} cannot be read (the file is damaged). \
                 The original has been backed up. {then}"
            ),
            LoadError::UnknownVersion(_, v) => format!(
                "The saved {what} is in another version's format (v{v}) and cannot be read. \
                 The original has been backed up. {then}"
            ),
        }
    }

    /// The notice shown to the person, in Korean.
    pub fn notice_ko(self) -> String {
        let what = self.slot().what_ko();
        let then = match self.slot() {
            Slot::Settings => "기본 설정으로 시작합니다.",
            Slot::Stats => "통계를 처음부터 다시 셉니다.",
            Slot::V1 | Slot::Match(_) => "새 게임을 시작할 수 있습니다.",
        };
        match self {
            LoadError::Corrupt(_) => format!(
                "저장된 {} 읽을 수 없습니다 (파일이 손상되었습니다). \
                 원본은 백업해 두었습니다. {then}",
                eul(&what)
            ),
            LoadError::UnknownVersion(_, v) => format!(
                "저장된 {} 다른 버전(v{v})의 형식이라 읽을 수 없습니다. \
                 원본은 백업해 두었습니다. {then}",
                iga(&what)
            ),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Corrupt(s) => write!(f, "the {s} save is corrupt"),
            LoadError::UnknownVersion(s, v) => {
                write!(f, "the {s} save has an unknown format version {v}")
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// Why a save could not be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveError {
    /// The storage refused the write (full, disabled, private mode).
    Refused,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the storage refused the save")
    }
}

impl std::error::Error for SaveError {}

impl SaveError {
    /// The notice shown while saves are refused.
    pub fn notice(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ko => {
                "저장 공간이 가득 차서(또는 막혀서) 진행 상황을 저장하지 못했습니다. \
                 게임은 계속할 수 있고, 수마다 다시 저장을 시도합니다. \
                 그 전에 새로고침하면 마지막으로 저장된 곳부터 이어집니다."
            }
            Lang::En => {
                "The storage is full (or blocked), so your progress could not be saved. \
                 You can keep playing; every move tries to save again. \
                 Reloading before that goes on from the last saved position."
            }
        }
    }
}

/// Whether the saves are getting through, per document, so the notice about a refused save
/// shows once, when the first document is refused, and goes when every document saves
/// again; the refusals in between change nothing. (Documents fail separately: a small
/// settings save may still fit where a match does not, and that must not make the notice
/// come and go.)
///
/// ```
/// use cardroom::session::GameKind;
/// use cardroom::storage::{SaveError, SaveHealth, SaveNotice, Slot};
/// let mut h = SaveHealth::default();
/// let game = Slot::Match(GameKind::Doudizhu);
/// assert_eq!(h.record(game, Err(SaveError::Refused)), Some(SaveNotice::Show));
/// assert_eq!(h.record(game, Err(SaveError::Refused)), None);
/// assert_eq!(h.record(Slot::Settings, Ok(())), None);
/// assert_eq!(h.refused().collect::<Vec<_>>(), [game]);
/// assert_eq!(h.record(game, Ok(())), Some(SaveNotice::Hide));
/// assert_eq!(h.refused().count(), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SaveHealth {
    /// One bit per refused slot ([`Slot::bit`]).
    refused: u8,
}

/// What to do with the notice after a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveNotice {
    /// The first refusal: show it.
    Show,
    /// Every document saves again: take it away.
    Hide,
}

impl SaveHealth {
    /// The documents whose last save was refused (to try again).
    pub fn refused(self) -> impl Iterator<Item = Slot> {
        Slot::ALL
            .into_iter()
            .filter(move |s| self.refused & s.bit() != 0)
    }

    /// Records the outcome of saving `slot`; what changes for the notice, if anything.
    pub fn record(&mut self, slot: Slot, outcome: Result<(), SaveError>) -> Option<SaveNotice> {
        let before = self.refused;
        match outcome {
            Ok(()) => self.refused &= !slot.bit(),
            Err(_) => self.refused |= slot.bit(),
        }
        match (before, self.refused) {
            (0, r) if r != 0 => Some(SaveNotice::Show),
            (b, 0) if b != 0 => Some(SaveNotice::Hide),
            _ => None,
        }
    }
}

/// The JSON text of a game's save.
pub fn encode(save: &SaveFile) -> String {
    serde_json::to_string(save).unwrap_or_default()
}

/// The JSON text of the settings' save.
pub fn encode_settings(save: &SettingsFile) -> String {
    serde_json::to_string(save).unwrap_or_default()
}

/// Reads a document of `slot` written in format `version`: the version first (so another
/// format is told apart from garbage), then the whole document.
fn read<T: DeserializeOwned>(slot: Slot, version: u32, raw: &str) -> Result<T, LoadError> {
    // Only the version, every other field skipped: no generic JSON tree, so the page's wasm
    // carries one deserializer per save type, not two.
    #[derive(Deserialize)]
    struct Version {
        v: u64,
    }
    let Version { v } = serde_json::from_str(raw).map_err(|_| LoadError::Corrupt(slot))?;
    if v != u64::from(version) {
        return Err(LoadError::UnknownVersion(slot, v));
    }
    serde_json::from_str(raw).map_err(|_| LoadError::Corrupt(slot))
}

/// Reads the save of game `kind`; the engine validates the match as it is read.
///
/// # Errors
/// [`LoadError::UnknownVersion`] for another version, [`LoadError::Corrupt`] otherwise
/// (including a match of the other game).
pub fn decode(kind: GameKind, raw: &str) -> Result<SaveFile, LoadError> {
    let slot = Slot::Match(kind);
    let save: SaveFile = read(slot, VERSION, raw)?;
    if save.game.kind() != kind || !save.game.is_valid() {
        return Err(LoadError::Corrupt(slot));
    }
    Ok(save)
}

/// Reads the settings' save (the interval snapped to an offered one).
///
/// # Errors
/// As [`decode`].
pub fn decode_settings(raw: &str) -> Result<SettingsFile, LoadError> {
    let save: SettingsFile = read(Slot::Settings, VERSION, raw)?;
    Ok(SettingsFile {
        settings: save.settings.normalized(),
        ..save
    })
}

/// Reads the record's save.
///
/// # Errors
/// As [`decode`], for [`Slot::Stats`].
pub fn decode_stats(raw: &str) -> Result<Stats, LoadError> {
    read::<StatsFile>(Slot::Stats, VERSION, raw).map(|f| f.stats)
}

/// Reads a v1 save (the release before): its match and settings.
///
/// # Errors
/// As [`decode`], for [`Slot::V1`].
pub fn decode_v1(raw: &str) -> Result<(Match, Settings), LoadError> {
    let save: v1::SaveFile = read(Slot::V1, 1, raw)?;
    let game = save.game;
    if !game.is_valid() {
        return Err(LoadError::Corrupt(Slot::V1));
    }
    Ok((game, Settings::from(save.settings).normalized()))
}

/// The v1 layout, frozen: its own types, so no later change to the session types can
/// break reading a save of the release before.
mod v1 {
    use serde::Deserialize;

    use crate::session::{self, SortMode};

    /// `{"v":1,"match":{..},"settings":{..}}`.
    #[derive(Deserialize)]
    pub(super) struct SaveFile {
        #[serde(rename = "match")]
        pub(super) game: Game,
        pub(super) settings: Settings,
    }

    /// v1 kept the match in the layout v2 keeps (`{"game":..,"state":..}`), so it is read
    /// by the one reader of that layout; the v1 fixture test guards that this stays true.
    pub(super) type Game = session::Match;

    /// Each field defaulted when missing, as v1 read them.
    #[derive(Deserialize)]
    #[serde(default)]
    pub(super) struct Settings {
        auto: bool,
        interval_ms: u32,
        sort: Sort,
    }

    impl Default for Settings {
        fn default() -> Settings {
            Settings {
                auto: false,
                interval_ms: 1000,
                sort: Sort::Rank,
            }
        }
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Sort {
        Rank,
        Count,
    }

    impl From<Settings> for session::Settings {
        fn from(s: Settings) -> session::Settings {
            session::Settings {
                auto: s.auto,
                interval_ms: s.interval_ms,
                sort: match s.sort {
                    Sort::Rank => SortMode::Rank,
                    Sort::Count => SortMode::Count,
                },
                counter: false,
                // v1 saves predate the language, difficulty and sound settings.
                lang: i18n::Lang::Ko,
                level: ai::Level::Normal,
                sound: false,
            }
        }
    }
}

/// A string key-value store (localStorage's shape).
pub trait Store {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`; false when refused.
    fn set(&self, key: &str, value: &str) -> bool;
    /// Removes `key`.
    fn remove(&self, key: &str);
}

/// A store in memory: for tests, and the fallback when the browser refuses localStorage.
#[derive(Debug, Default)]
pub struct MemoryStore(RefCell<HashMap<String, String>>);

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.borrow().get(key).cloned()
    }
    fn set(&self, key: &str, value: &str) -> bool {
        self.0
            .borrow_mut()
            .insert(key.to_string(), value.to_string());
        true
    }
    fn remove(&self, key: &str) {
        self.0.borrow_mut().remove(key);
    }
}

/// How many documents one slot keeps aside: its backup key, then `<backup key>.2` and on.
pub const BACKUPS: u32 = 9;

/// The keys a document of `slot` may be kept aside under, first choice first.
pub fn backup_keys(slot: Slot) -> impl Iterator<Item = String> {
    let key = slot.backup_key();
    std::iter::once(key.to_string()).chain((2..=BACKUPS).map(move |n| format!("{key}.{n}")))
}

/// Moves `raw` from `slot`'s key to the first of its backup keys that is free or already
/// holds it: a document kept aside earlier is never overwritten by a later one. Left in
/// place if no backup can be written (refused, or all [`BACKUPS`] taken): the next load
/// tries again.
fn set_aside(store: &impl Store, slot: Slot, raw: &str) {
    for key in backup_keys(slot) {
        let kept = match store.get(&key) {
            Some(old) if old == raw => true,
            Some(_) => continue,
            None => store.set(&key, raw),
        };
        if kept {
            store.remove(slot.key());
        }
        return;
    }
}

/// Reads `slot` with `decode`; an unreadable document is set aside before the error is
/// returned.
fn load_slot<T>(
    store: &impl Store,
    slot: Slot,
    decode: impl FnOnce(&str) -> Result<T, LoadError>,
) -> Result<Option<T>, LoadError> {
    let Some(raw) = store.get(slot.key()) else {
        return Ok(None);
    };
    decode(&raw)
        .map(Some)
        .inspect_err(|_| set_aside(store, slot, &raw))
}

/// Loads the save of game `kind` (its match and level): `Ok(None)` when there is none. An
/// unreadable one is backed up and removed before the error is returned.
///
/// # Errors
/// As [`decode`].
pub fn load_match(store: &impl Store, kind: GameKind) -> Result<Option<SaveFile>, LoadError> {
    load_slot(store, Slot::Match(kind), |raw| decode(kind, raw))
}

/// Loads the settings' save: `Ok(None)` when there is none. An unreadable one is backed
/// up and removed before the error is returned.
///
/// # Errors
/// As [`decode_settings`].
pub fn load_settings(store: &impl Store) -> Result<Option<SettingsFile>, LoadError> {
    load_slot(store, Slot::Settings, decode_settings)
}

/// Everything [`load`] found, and what it could not read.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Loaded {
    /// The settings (default when none were saved) and each game's match.
    pub session: Session,
    /// The documents that could not be read, each kept under its backup key.
    pub errors: Vec<LoadError>,
}

/// Loads every document into a session, migrating a v1 save (see the module doc). Each
/// slot stands alone: an unreadable one is set aside and reported in
/// [`Loaded::errors`], and the others still load.
pub fn load(store: &impl Store) -> Loaded {
    let mut out = Loaded::default();
    match load_settings(store) {
        Ok(Some(f)) => {
            out.session.settings = f.settings;
            out.session.last = f.last;
        }
        Ok(None) => {}
        Err(e) => out.errors.push(e),
    }
    match load_slot(store, Slot::Stats, decode_stats) {
        Ok(stats) => out.session.stats = stats.unwrap_or_default(),
        Err(e) => out.errors.push(e),
    }
    for kind in GameKind::ALL {
        match load_match(store, kind) {
            Ok(Some(save)) => out.session.put_at(save.game, save.level),
            Ok(None) => {}
            Err(e) => out.errors.push(e),
        }
    }
    if let Err(e) = migrate_v1(store, &mut out.session) {
        out.errors.push(e);
    }
    out
}

/// Brings a v1 save into `session` and into the v2 documents, then removes it.
fn migrate_v1(store: &impl Store, session: &mut Session) -> Result<(), LoadError> {
    let Some(raw) = store.get(Slot::V1.key()) else {
        return Ok(());
    };
    let (game, settings) = decode_v1(&raw).inspect_err(|_| set_aside(store, Slot::V1, &raw))?;
    let kind = game.kind();
    if session.get(kind).is_some() {
        // This build already saved a match of that game: keep both, the v1 one aside.
        set_aside(store, Slot::V1, &raw);
        return Ok(());
    }
    // v1 predates the difficulty: 보통.
    let mut written = save_match(store, &game, Level::Normal).is_ok();
    if store.get(Slot::Settings.key()).is_none() {
        session.settings = settings;
        session.last = Some(kind);
        written &= save_settings(store, &SettingsFile::new(settings, Some(kind))).is_ok();
    }
    session.put(game);
    if written {
        store.remove(Slot::V1.key());
    }
    Ok(())
}

/// Writes `doc` under `slot`.
fn write(store: &impl Store, slot: Slot, doc: &str) -> Result<(), SaveError> {
    if store.set(slot.key(), doc) {
        Ok(())
    } else {
        Err(SaveError::Refused)
    }
}

/// Writes the save of `game`'s own game, played at `level` (the other game's save is
/// untouched).
///
/// # Errors
/// [`SaveError::Refused`] when the store refuses it.
pub fn save_match(store: &impl Store, game: &Match, level: Level) -> Result<(), SaveError> {
    let doc = encode(&SaveFile::at(game.clone(), level));
    write(store, Slot::Match(game.kind()), &doc)
}

/// Writes the settings' save.
///
/// # Errors
/// [`SaveError::Refused`] when the store refuses it.
pub fn save_settings(store: &impl Store, save: &SettingsFile) -> Result<(), SaveError> {
    write(store, Slot::Settings, &encode_settings(save))
}

/// Writes my record's save.
///
/// # Errors
/// [`SaveError::Refused`] when the store refuses it.
pub fn save_stats(store: &impl Store, stats: &Stats) -> Result<(), SaveError> {
    let doc = serde_json::to_string(&StatsFile {
        v: VERSION,
        stats: stats.clone(),
    })
    .unwrap_or_default();
    write(store, Slot::Stats, &doc)
}

/// Removes the save of game `kind` (its backup and the other game's save stay).
pub fn clear(store: &impl Store, kind: GameKind) {
    store.remove(Slot::Match(kind).key());
}

/// The browser's localStorage.
#[cfg(target_arch = "wasm32")]
#[derive(Debug)]
pub struct LocalStore(web_sys::Storage);

#[cfg(target_arch = "wasm32")]
impl LocalStore {
    /// The page's localStorage, if the browser allows it.
    pub fn open() -> Option<LocalStore> {
        web_sys::window()?.local_storage().ok()?.map(LocalStore)
    }
}

#[cfg(target_arch = "wasm32")]
impl Store for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get_item(key).ok()?
    }
    fn set(&self, key: &str, value: &str) -> bool {
        self.0.set_item(key, value).is_ok()
    }
    fn remove(&self, key: &str) {
        let _ = self.0.remove_item(key);
    }
}
