//! The save file: one versioned JSON document under [`KEY`], written after every change of
//! the game and read back by 계속하기.
//!
//! Encoding and decoding are pure and tested natively. Loading goes through a [`Store`]
//! (localStorage in the browser, [`MemoryStore`] in tests or when the browser refuses
//! storage): a save that cannot be read is copied, raw, under [`BACKUP_KEY`] and removed,
//! and the caller gets a typed [`LoadError`] to show a notice: never a panic, never a
//! blank page.
//!
//! ```
//! use cardroom::storage::{self, MemoryStore, SaveFile, Store};
//! use cardroom::ui::model::{Match, Settings};
//! let store = MemoryStore::default();
//! let save = SaveFile::new(Match::new_doudizhu(7), Settings::default());
//! storage::save(&store, &save).unwrap();
//! assert_eq!(storage::load(&store), Ok(Some(save)));
//! store.set(storage::KEY, "{not json");
//! assert_eq!(storage::load(&store), Err(storage::LoadError::Corrupt));
//! assert_eq!(store.get(storage::BACKUP_KEY).as_deref(), Some("{not json"));
//! ```

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ui::model::{Match, Settings};

/// The format version this build writes and reads.
pub const VERSION: u32 = 1;
/// Where the save lives.
pub const KEY: &str = "cardroom.save";
/// Where an unreadable save is kept, raw, so nothing the person had is destroyed.
pub const BACKUP_KEY: &str = "cardroom.save.backup";

/// Everything 계속하기 restores: the match (hand, table, turn, scores, history, seed) and the
/// table settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// The match, validated by its engine when read.
    #[serde(rename = "match")]
    pub game: Match,
    /// Auto-play, its pace, the hand order.
    pub settings: Settings,
}

impl SaveFile {
    /// A save of the current version.
    pub fn new(game: Match, settings: Settings) -> SaveFile {
        SaveFile {
            v: VERSION,
            game,
            settings,
        }
    }
}

/// Why a save could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, not a save, or a game that breaks the rules' invariants.
    Corrupt,
    /// Written by another (newer) format version.
    UnknownVersion(u64),
}

impl LoadError {
    /// The notice shown to the person.
    pub fn notice_ko(self) -> String {
        match self {
            LoadError::Corrupt => "저장된 게임을 읽을 수 없습니다 (파일이 손상되었습니다). \
                                   원본은 백업해 두었습니다. 새 게임을 시작할 수 있습니다."
                .to_string(),
            LoadError::UnknownVersion(v) => format!(
                "저장된 게임이 다른 버전(v{v})의 형식이라 읽을 수 없습니다. \
                 원본은 백업해 두었습니다. 새 게임을 시작할 수 있습니다."
            ),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Corrupt => f.write_str("the save is corrupt"),
            LoadError::UnknownVersion(v) => write!(f, "unknown save format version {v}"),
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

/// The JSON text of a save.
pub fn encode(save: &SaveFile) -> String {
    serde_json::to_string(save).unwrap_or_default()
}

/// Reads a save: the version first (so a newer format is told apart from garbage), then
/// the whole document; the engine validates the game as it is read.
///
/// # Errors
/// [`LoadError::UnknownVersion`] for another version, [`LoadError::Corrupt`] otherwise.
pub fn decode(raw: &str) -> Result<SaveFile, LoadError> {
    let value: serde_json::Value = serde_json::from_str(raw).map_err(|_| LoadError::Corrupt)?;
    let v = value
        .get("v")
        .and_then(serde_json::Value::as_u64)
        .ok_or(LoadError::Corrupt)?;
    if v != u64::from(VERSION) {
        return Err(LoadError::UnknownVersion(v));
    }
    let mut save: SaveFile = serde_json::from_value(value).map_err(|_| LoadError::Corrupt)?;
    if !save.game.is_valid() {
        return Err(LoadError::Corrupt);
    }
    save.settings = save.settings.normalized();
    Ok(save)
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

/// What to do with a save that could not be read: keep its raw text under [`BACKUP_KEY`]
/// and free [`KEY`] for a fresh game. Pure: the caller applies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backup {
    /// The key to write the raw text under.
    pub key: &'static str,
    /// The raw text, unchanged.
    pub raw: String,
}

/// The backup for an unreadable save.
pub fn backup_of(raw: &str) -> Backup {
    Backup {
        key: BACKUP_KEY,
        raw: raw.to_string(),
    }
}

/// Loads the save: `Ok(None)` when there is none. An unreadable one is backed up and
/// removed before the error is returned.
///
/// # Errors
/// As [`decode`].
pub fn load(store: &impl Store) -> Result<Option<SaveFile>, LoadError> {
    let Some(raw) = store.get(KEY) else {
        return Ok(None);
    };
    match decode(&raw) {
        Ok(save) => Ok(Some(save)),
        Err(e) => {
            let b = backup_of(&raw);
            store.set(b.key, &b.raw);
            store.remove(KEY);
            Err(e)
        }
    }
}

/// Writes the save.
///
/// # Errors
/// [`SaveError::Refused`] when the store refuses it.
pub fn save(store: &impl Store, save: &SaveFile) -> Result<(), SaveError> {
    if store.set(KEY, &encode(save)) {
        Ok(())
    } else {
        Err(SaveError::Refused)
    }
}

/// Removes the save (the backup stays).
pub fn clear(store: &impl Store) {
    store.remove(KEY);
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
