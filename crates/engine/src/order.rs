//! One sort for every ordering the engine and the page make.
//!
//! Each `sort_by_key` with its own element or key type makes the compiler emit its own copy
//! of the standard library's sort: in the page's wasm that was 136 functions, 56 KB before
//! wasm-opt, for a dozen orderings. Here an ordering packs its fields into one [`Key`] (most
//! significant first) and every sort runs the same code: `(Key, index)` pairs sorted once,
//! then the slice permuted in place. The index makes equal keys keep their order (stable).

/// A sort key: fields packed into 128 bits, the first appended the most significant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(u128);

impl Key {
    /// Appends a field of `bits` bits that sorts ascending. `value` must fit in `bits`.
    #[must_use]
    pub fn asc(self, value: u128, bits: u32) -> Key {
        debug_assert!(bits > 0 && bits < 128, "a field is 1..127 bits");
        debug_assert!(
            value >> bits == 0,
            "the field's value is wider than its bits"
        );
        debug_assert!(self.0 >> (128 - bits) == 0, "the key is full");
        Key(self.0 << bits | (value & mask(bits)))
    }

    /// Appends an optional field of `bits` bits, `None` first; `value` must fit in `bits`
    /// once one is added to it.
    #[must_use]
    pub fn asc_opt(self, value: Option<u128>, bits: u32) -> Key {
        self.asc(value.map_or(0, |v| v + 1), bits)
    }

    /// Appends a field of `bits` bits that sorts descending. `value` must fit in `bits`.
    #[must_use]
    pub fn desc(self, value: u128, bits: u32) -> Key {
        debug_assert!(bits > 0 && bits < 128 && value >> bits == 0);
        self.asc(!value & mask(bits), bits)
    }

    /// The packed fields, to append this key to another as one field.
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The key that sorts in the opposite order.
    #[must_use]
    pub const fn reversed(self) -> Key {
        Key(!self.0)
    }
}

const fn mask(bits: u32) -> u128 {
    (1u128 << bits) - 1
}

/// Sorts `items` by `key`, stable.
pub fn sort_by_key<T>(items: &mut [T], key: impl Fn(&T) -> Key) {
    if items.len() < 2 {
        return;
    }
    let mut keyed: Vec<(Key, u32)> = items.iter().zip(0u32..).map(|(x, i)| (key(x), i)).collect();
    sort_keyed(&mut keyed);
    let mut from: Vec<u32> = keyed.into_iter().map(|(_, i)| i).collect();
    permute(items, &mut from);
}

/// The one instantiation of the standard sort. Indices are distinct, so an unstable sort
/// gives the stable order.
#[inline(never)]
fn sort_keyed(v: &mut [(Key, u32)]) {
    v.sort_unstable();
}

/// Puts `items[from[j]]` at position `j` for every `j`, following each cycle with swaps.
fn permute<T>(items: &mut [T], from: &mut [u32]) {
    for start in 0..from.len() {
        let mut at = start;
        while let Some(&next) = from.get(at) {
            let next = next as usize;
            // Mark the position done.
            if let Some(slot) = from.get_mut(at) {
                *slot = at as u32;
            }
            if next == start || next == at {
                break;
            }
            items.swap(at, next);
            at = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn fields_compare_most_significant_first() {
        let a = Key::default().asc(1, 4).desc(3, 4);
        let b = Key::default().asc(1, 4).desc(2, 4);
        let c = Key::default().asc(2, 4).desc(9, 4);
        assert!(a < b, "descending second field");
        assert!(b < c, "first field decides");
    }

    proptest! {
        /// The same order as the standard stable sort, for any keys and duplicates.
        #[test]
        fn matches_the_standard_stable_sort(v in proptest::collection::vec((0u8..6, 0u16..1000), 0..200)) {
            let mut ours = v.clone();
            sort_by_key(&mut ours, |&(k, _)| Key::default().asc(u128::from(k), 3));
            let mut std = v.clone();
            std.sort_by_key(|&(k, _)| k);
            prop_assert_eq!(ours, std);
        }

        #[test]
        fn descending_fields_reverse_the_order(v in proptest::collection::vec(any::<u8>(), 0..100)) {
            let mut ours = v.clone();
            sort_by_key(&mut ours, |&x| Key::default().desc(u128::from(x), 8));
            let mut std = v;
            std.sort_by_key(|&x| std::cmp::Reverse(x));
            prop_assert_eq!(ours, std);
        }
    }
}
