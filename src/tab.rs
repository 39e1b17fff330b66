//! One writer at a time: when the game is open in two tabs, only the tab that holds the
//! game writes its saves, so two copies of a match never overwrite each other in turns.
//!
//! The tab holding the game keeps a lock under [`KEY`] in the same store as the saves: its
//! random id and the time it last looked (`"<id>:<ms>"`), renewed every [`BEAT_MS`]. A tab
//! that opens while another tab's lock is fresh does not write: it says so and offers to
//! take the game over. Taking over writes its own lock; the other tab sees the new lock
//! (the `storage` event, its next beat, and before every save it writes) and stops writing.
//! A lock not renewed for [`STALE_MS`] belongs to a tab that is gone (closed without saying
//! so, or crashed): then another tab takes the game by itself. The time allows for a
//! background tab whose timers the browser slows to one a minute.
//!
//! A tab that was not holding the game reads the saves again when it takes it, so it goes
//! on from where the other tab left off, never from its own older copy.
//!
//! Two tabs' writes cross: the storage is not read and written in one step, and each tab
//! sees the other's writes a moment late. A holding tab renewing its lock just as another
//! tab takes the game over can write over the new lock. So each claim counts a
//! generation, one more than the lock it replaces, and renewals keep theirs: a holding tab
//! that finds a lock of an older generation than its own (an overwritten take-over)
//! writes its lock again, and the tab of the older generation gives way when it sees it.
//! Equal generations (two tabs taking a free game at once) go to the larger id.
//!
//! ```
//! use cardroom::storage::MemoryStore;
//! use cardroom::tab::{self, Holder, Step, TabState};
//! let store = MemoryStore::default();
//! // The first tab finds no lock and takes it (generation 1).
//! assert_eq!(tab::holder(&store, 1, 0), Holder::Nobody);
//! let first = tab::claim(&store, 1, tab::next_gen(&store), 500);
//! // A second tab finds it held.
//! let other = tab::holder(&store, 2, 1_000);
//! assert!(matches!(other, Holder::Other(_)));
//! assert_eq!(TabState::Elsewhere.step(other, first), Step::Stay);
//! // It takes over (generation 2); the first tab's next look tells it to stop writing.
//! tab::claim(&store, 2, tab::next_gen(&store), 2_000);
//! assert_eq!(TabState::Holding.step(tab::holder(&store, 1, 3_000), first), Step::Lose);
//! ```

use crate::storage::Store;

/// The lock's key.
pub const KEY: &str = "cardroom.tab";

/// How often the holding tab renews its lock (and every tab looks at it), in ms.
pub const BEAT_MS: u64 = 5_000;

/// A lock older than this belongs to a tab that is gone, in ms.
pub const STALE_MS: u64 = 120_000;

/// The lock: which tab holds the game, since which claim, and when it last said so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lock {
    /// The holding tab's random id.
    pub tab: u64,
    /// When it last renewed the lock (ms since the epoch).
    pub at: u64,
    /// The claim's generation: one more than the lock it replaced (see the module).
    pub generation: u64,
}

impl Lock {
    /// `"<id>:<ms>:<generation>"`.
    pub fn encode(self) -> String {
        format!("{}:{}:{}", self.tab, self.at, self.generation)
    }

    /// Reads a lock (one written before generations were counted is generation 0);
    /// `None` for anything else (then nobody holds the game).
    pub fn decode(raw: &str) -> Option<Lock> {
        let mut parts = raw.split(':');
        let tab = parts.next()?.parse().ok()?;
        let at = parts.next()?.parse().ok()?;
        let generation = match parts.next() {
            Some(g) => g.parse().ok()?,
            None => 0,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Lock {
            tab,
            at,
            generation,
        })
    }

    /// Which of two claims stands: the later generation, then the larger id.
    fn rank(self) -> Claim {
        Claim {
            generation: self.generation,
            tab: self.tab,
        }
    }
}

/// A tab's claim on the game, as it ranks against another's ([`Lock::rank`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Claim {
    /// The generation it claimed (compared first).
    pub generation: u64,
    /// The claiming tab's id.
    pub tab: u64,
}

/// Who holds the game, as tab `me` sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    /// This tab.
    Me,
    /// No tab: no lock, an unreadable one, or a stale one.
    Nobody,
    /// Another tab, still there, by this claim.
    Other(Claim),
}

/// Who holds the game in `store`, as tab `me` sees it at `now` (ms). A lock from the future
/// (another clock) counts as fresh until it is [`STALE_MS`] ahead; one released (time 0,
/// [`release`]) holds nothing.
pub fn holder(store: &impl Store, me: u64, now: u64) -> Holder {
    match read(store) {
        Some(l) if l.at == 0 => Holder::Nobody,
        Some(l) if l.tab == me => Holder::Me,
        Some(l) if now.abs_diff(l.at) < STALE_MS => Holder::Other(l.rank()),
        _ => Holder::Nobody,
    }
}

fn read(store: &impl Store) -> Option<Lock> {
    store.get(KEY).as_deref().and_then(Lock::decode)
}

/// The generation a new claim takes: one more than the lock in `store` (1 without one).
pub fn next_gen(store: &impl Store) -> u64 {
    read(store).map_or(0, |l| l.generation).saturating_add(1)
}

/// Writes tab `me`'s lock at `generation` (a claim, or a renewal with the same
/// generation), and returns the claim. A store that refuses it (full) leaves the tab
/// holding the game anyway: it cannot write its saves either, and says so.
pub fn claim(store: &impl Store, me: u64, generation: u64, now: u64) -> Claim {
    let lock = Lock {
        tab: me,
        at: now,
        generation,
    };
    store.set(KEY, &lock.encode());
    lock.rank()
}

/// Gives up tab `me`'s lock as the tab goes away, so the next tab (or a reload) need not
/// wait for it to go stale: the lock stays, marked free (time 0), so that the generations
/// keep counting up. Another tab's lock stays as it is.
pub fn release(store: &impl Store, me: u64) {
    if let Some(l) = read(store).filter(|l| l.tab == me) {
        store.set(KEY, &Lock { at: 0, ..l }.encode());
    }
}

/// Where a tab stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TabState {
    /// This tab holds the game and writes its saves.
    Holding,
    /// Another tab held the game when this one opened: this one does not write.
    Elsewhere,
    /// This tab held the game until another took it over: it no longer writes.
    TakenOver,
}

/// What a tab does after looking at the lock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Nothing changes.
    Stay,
    /// Holding: renew the lock.
    Renew,
    /// Another tab took the game: stop writing ([`TabState::TakenOver`]).
    Lose,
    /// Holding, and an older claim's renewal wrote over this tab's: write the lock again
    /// now (the other tab gives way when it sees it).
    Reclaim,
    /// Nobody holds it any more: claim it, read the saves again, then hold it.
    Take,
}

impl TabState {
    /// The step for a tab in this state, holding by claim `mine` (its latest), that finds
    /// `holder` holding the game.
    pub fn step(self, holder: Holder, mine: Claim) -> Step {
        match (self, holder) {
            (TabState::Holding, Holder::Me | Holder::Nobody) => Step::Renew,
            (TabState::Holding, Holder::Other(other)) if other > mine => Step::Lose,
            (TabState::Holding, Holder::Other(_)) => Step::Reclaim,
            (_, Holder::Other(_)) => Step::Stay,
            (_, Holder::Me | Holder::Nobody) => Step::Take,
        }
    }

    /// True when this tab may write its saves.
    pub fn writes(self) -> bool {
        self == TabState::Holding
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::MemoryStore;

    #[test]
    fn locks_read_back_and_garbage_is_nobody() {
        let l = Lock {
            tab: 42,
            at: 1_700,
            generation: 3,
        };
        assert_eq!(Lock::decode(&l.encode()), Some(l));
        // A lock written before generations were counted.
        assert_eq!(Lock::decode("42:1700"), Some(Lock { generation: 0, ..l }));
        let store = MemoryStore::default();
        for raw in [
            "",
            "x",
            "1:",
            ":2",
            "1:2:3:4",
            "1:2:",
            "-1:5",
            "{\"tab\":1}",
        ] {
            store.set(KEY, raw);
            assert_eq!(holder(&store, 7, 10), Holder::Nobody, "{raw:?}");
        }
    }

    #[test]
    fn a_lock_goes_stale_and_is_taken() {
        let store = MemoryStore::default();
        let mine = claim(&store, 1, 1, 1_000);
        assert!(matches!(
            holder(&store, 2, 1_000 + STALE_MS - 1),
            Holder::Other(_)
        ));
        assert_eq!(holder(&store, 2, 1_000 + STALE_MS), Holder::Nobody);
        // Another clock a little ahead still counts; far ahead, not.
        assert!(matches!(holder(&store, 2, 0), Holder::Other(_)));
        claim(&store, 1, 1, 10 * STALE_MS);
        assert_eq!(holder(&store, 2, 0), Holder::Nobody);
        assert_eq!(TabState::Elsewhere.step(Holder::Nobody, mine), Step::Take);
        assert_eq!(TabState::TakenOver.step(Holder::Nobody, mine), Step::Take);
    }

    #[test]
    fn release_frees_only_my_lock_and_keeps_the_count() {
        let store = MemoryStore::default();
        claim(&store, 1, 3, 5);
        release(&store, 2);
        assert!(matches!(holder(&store, 2, 5), Holder::Other(_)));
        release(&store, 1);
        assert_eq!(holder(&store, 2, 5), Holder::Nobody);
        assert_eq!(holder(&store, 1, 5), Holder::Nobody);
        // The next claim still outranks every earlier one.
        assert_eq!(next_gen(&store), 4);
    }

    #[test]
    fn only_the_holder_writes_and_a_take_over_stops_it() {
        let store = MemoryStore::default();
        let first_claim = claim(&store, 1, next_gen(&store), 5);
        let mut first = TabState::Holding;
        let mut second = TabState::Elsewhere;
        assert!(first.writes() && !second.writes());
        assert_eq!(first.step(holder(&store, 1, 10), first_claim), Step::Renew);
        let none = Claim {
            generation: 0,
            tab: 2,
        };
        assert_eq!(second.step(holder(&store, 2, 10), none), Step::Stay);
        // 여기서 계속하기 in the second tab.
        let second_claim = claim(&store, 2, next_gen(&store), 20);
        second = TabState::Holding;
        assert_eq!(first.step(holder(&store, 1, 30), first_claim), Step::Lose);
        first = TabState::TakenOver;
        assert!(!first.writes() && second.writes());
        assert_eq!(
            second.step(holder(&store, 2, 30), second_claim),
            Step::Renew
        );
        // The second tab closes: the first takes the game back by itself.
        release(&store, 2);
        assert_eq!(first.step(holder(&store, 1, 40), first_claim), Step::Take);
    }

    /// The race the generations settle: the first tab renews its lock (it has not yet
    /// seen the second tab's take-over) and writes over it. The second tab, finding an
    /// older claim, writes its lock again; the first then gives way.
    #[test]
    fn a_renewal_crossing_a_take_over_loses_to_it() {
        let store = MemoryStore::default();
        let first_claim = claim(&store, 1, next_gen(&store), 5);
        // The second tab takes over (generation 2) …
        let second_claim = claim(&store, 2, next_gen(&store), 10);
        // … while the first, reading a stale copy, renews its generation 1 over it.
        claim(&store, 1, first_claim.generation, 11);
        assert_eq!(
            TabState::Holding.step(holder(&store, 2, 12), second_claim),
            Step::Reclaim
        );
        claim(&store, 2, second_claim.generation, 12);
        assert_eq!(
            TabState::Holding.step(holder(&store, 1, 13), first_claim),
            Step::Lose
        );
        assert_eq!(
            TabState::Holding.step(holder(&store, 2, 13), second_claim),
            Step::Renew
        );
        // Two tabs taking a free game at once with the same generation: the larger id.
        let a = Claim {
            generation: 4,
            tab: 7,
        };
        let b = Claim {
            generation: 4,
            tab: 9,
        };
        assert_eq!(TabState::Holding.step(Holder::Other(b), a), Step::Lose);
        assert_eq!(TabState::Holding.step(Holder::Other(a), b), Step::Reclaim);
    }
}
