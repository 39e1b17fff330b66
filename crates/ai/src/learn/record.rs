//! The training records' file: a header naming the model and its feature layout, then
//! fixed-size rows of `features` bytes and `labels` bytes. `cardgame record` writes it,
//! the trainer reads it; neither needs the other's code.
//!
//! ```
//! use ai::learn::record::Header;
//! let h = Header { model: "guandan-belief".into(), layout: 7, features: 3, labels: 2 };
//! let mut file = h.to_bytes();
//! file.extend_from_slice(&[1, 2, 3, 9, 9]);
//! let (back, rows) = Header::read(&file).unwrap();
//! assert_eq!(back, h);
//! assert_eq!(rows, &[1, 2, 3, 9, 9]);
//! ```

use std::fmt;

/// The magic bytes that open a records file.
pub const MAGIC: &[u8; 4] = b"CRRC";
/// The records format this code reads and writes.
pub const FORMAT: u16 = 1;

/// What a records file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The model the records train (its [`super::Layout::name`]).
    pub model: String,
    /// The feature layout's hash ([`super::Layout::hash`]).
    pub layout: u64,
    /// Feature bytes per row.
    pub features: u32,
    /// Label bytes per row.
    pub labels: u32,
}

/// Why a records file cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// Not a records file, or another format version.
    NotRecords,
    /// The header ends early, or the rows are not whole.
    Truncated,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotRecords => f.write_str("not a records file of this format"),
            RecordError::Truncated => f.write_str("the records file is cut short"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Header {
    /// Bytes per row.
    pub fn row(&self) -> usize {
        self.features as usize + self.labels as usize
    }

    /// The header's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(32);
        v.extend_from_slice(MAGIC);
        v.extend_from_slice(&FORMAT.to_le_bytes());
        let name = &self.model.as_bytes()[..self.model.len().min(255)];
        v.push(name.len() as u8);
        v.extend_from_slice(name);
        v.extend_from_slice(&self.layout.to_le_bytes());
        v.extend_from_slice(&self.features.to_le_bytes());
        v.extend_from_slice(&self.labels.to_le_bytes());
        v
    }

    /// The header of `file` and its rows.
    ///
    /// # Errors
    /// [`RecordError`] when the file is not records or the rows are not whole.
    pub fn read(file: &[u8]) -> Result<(Header, &[u8]), RecordError> {
        let get = |a: usize, n: usize| file.get(a..a + n).ok_or(RecordError::Truncated);
        if get(0, 4)? != MAGIC || get(4, 2)? != FORMAT.to_le_bytes() {
            return Err(RecordError::NotRecords);
        }
        let len = get(6, 1)?[0] as usize;
        let model = String::from_utf8_lossy(get(7, len)?).into_owned();
        let at = 7 + len;
        let mut h8 = [0u8; 8];
        h8.copy_from_slice(get(at, 8)?);
        let mut f4 = [0u8; 4];
        f4.copy_from_slice(get(at + 8, 4)?);
        let mut l4 = [0u8; 4];
        l4.copy_from_slice(get(at + 12, 4)?);
        let h = Header {
            model,
            layout: u64::from_le_bytes(h8),
            features: u32::from_le_bytes(f4),
            labels: u32::from_le_bytes(l4),
        };
        let rows = &file[at + 16..];
        if h.row() == 0 || !rows.len().is_multiple_of(h.row()) {
            return Err(RecordError::Truncated);
        }
        Ok((h, rows))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_file_or_another_file_is_refused() {
        let h = Header {
            model: "m".into(),
            layout: 1,
            features: 2,
            labels: 1,
        };
        let mut f = h.to_bytes();
        f.extend_from_slice(&[1, 2, 3, 4]);
        assert_eq!(Header::read(&f), Err(RecordError::Truncated));
        assert_eq!(Header::read(b"CRRC"), Err(RecordError::Truncated));
        assert_eq!(
            Header::read(b"PK\x03\x04 zip"),
            Err(RecordError::NotRecords)
        );
    }
}
