//! How the models read a hand's public record, the same way in both games: for each other
//! seat how often it played, passed and led, and for each combination kind the lowest play
//! it passed on while an opponent held the trick, how many leads it made and the lowest;
//! the table; and the latest plays and passes one by one. A game's feature function
//! replays its own record through its own turn flow and hands the entries to these.

use super::Writer;

/// A play as the models read it: kind index, deciding value (plus one, so 0 is "none"),
/// size.
pub type Play = (usize, u8, u8);

/// One seat's record of the hand.
#[derive(Debug, Clone)]
pub struct SeatRecord {
    /// Plays, passes, leads.
    acts: [u8; 3],
    /// Per kind: the lowest play passed on while an opponent held the trick.
    pass_min: Vec<u8>,
    /// Per kind: leads.
    leads: Vec<u8>,
    /// Per kind: the lowest lead.
    lead_min: Vec<u8>,
}

impl SeatRecord {
    /// An empty record over `kinds` combination kinds.
    pub fn new(kinds: usize) -> SeatRecord {
        SeatRecord {
            acts: [0; 3],
            pass_min: vec![0; kinds],
            leads: vec![0; kinds],
            lead_min: vec![0; kinds],
        }
    }

    /// The seat played `p`, leading a clear table when `lead`.
    pub fn play(&mut self, (kind, key, _): Play, lead: bool) {
        self.acts[0] = self.acts[0].saturating_add(1);
        if lead {
            self.acts[2] = self.acts[2].saturating_add(1);
            if let Some(n) = self.leads.get_mut(kind) {
                *n = n.saturating_add(1);
            }
            lower(&mut self.lead_min, kind, key);
        }
    }

    /// The seat passed; `on` is the play it passed on when an opponent held the trick.
    pub fn pass(&mut self, on: Option<Play>) {
        self.acts[1] = self.acts[1].saturating_add(1);
        if let Some((kind, key, _)) = on {
            lower(&mut self.pass_min, kind, key);
        }
    }
}

/// Keeps the lowest nonzero value of slot `kind`.
fn lower(v: &mut [u8], kind: usize, key: u8) {
    if let Some(m) = v.get_mut(kind)
        && (*m == 0 || key < *m)
    {
        *m = key;
    }
}

/// Writes the other seats' records (`records[1..]`): the groups `seat_acts`,
/// `seat_pass_min`, `seat_leads`, `seat_lead_min`.
pub fn write_records(w: &mut Writer, records: &[SeatRecord], kinds: usize) {
    let others = records.len().saturating_sub(1);
    for (r, rec) in records.iter().enumerate().skip(1) {
        for (k, &a) in rec.acts.iter().enumerate() {
            w.set((r - 1) * 3 + k, a);
        }
    }
    w.next(others * 3);
    let grids: [fn(&SeatRecord) -> &[u8]; 3] = [|s| &s.pass_min, |s| &s.leads, |s| &s.lead_min];
    for grid in grids {
        for (r, rec) in records.iter().enumerate().skip(1) {
            for (k, &v) in grid(rec).iter().enumerate() {
                w.set((r - 1) * kinds + k, v);
            }
        }
        w.next(others * kinds);
    }
}

/// Writes the table: who holds it (a relative seat, or `seats` for a clear table) and the
/// play to beat — the groups `table_holder`, `table_kind`, `table_key`, `table_len`.
pub fn write_table(w: &mut Writer, table: Option<(usize, Play)>, seats: usize, kinds: usize) {
    w.set(table.map_or(seats, |(s, _)| s), 1);
    w.next(seats + 1);
    if let Some((_, (kind, key, len))) = table {
        w.set(kind, 1);
        w.next(kinds);
        w.set(0, key);
        w.next(1);
        w.set(0, len);
        w.next(1);
    } else {
        w.next(kinds + 2);
    }
}

/// Writes the latest entries of the record, latest first (`recent`: relative seat and the
/// play, `None` for a pass), `slots` of them: the groups `recent_seat`, `recent_pass`,
/// `recent_kind`, `recent_key`, `recent_len`.
pub fn write_recent(
    w: &mut Writer,
    recent: &[(usize, Option<Play>)],
    slots: usize,
    seats: usize,
    kinds: usize,
) {
    let recent = &recent[..recent.len().min(slots)];
    for (i, (s, _)) in recent.iter().enumerate() {
        w.set(i * seats + s, 1);
    }
    w.next(slots * seats);
    for (i, (_, p)) in recent.iter().enumerate() {
        w.set(i, u8::from(p.is_none()));
    }
    w.next(slots);
    for (i, (_, p)) in recent.iter().enumerate() {
        if let Some((kind, _, _)) = p {
            w.set(i * kinds + kind, 1);
        }
    }
    w.next(slots * kinds);
    for (i, (_, p)) in recent.iter().enumerate() {
        if let Some((_, key, _)) = p {
            w.set(i, *key);
        }
    }
    w.next(slots);
    for (i, (_, p)) in recent.iter().enumerate() {
        if let Some((_, _, len)) = p {
            w.set(i, *len);
        }
    }
    w.next(slots);
}
