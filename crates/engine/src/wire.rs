//! Reading tagged JSON without serde's buffering.
//!
//! serde reads an internally tagged enum (`{"type":"pass","seat":1}`) by first copying the
//! whole object into a generic `Content` tree, since the tag may come last; in the page's
//! wasm that code was about a tenth of the binary. Each [`Action`](crate::ddz::Action)
//! instead reads through a flat struct that has the tag as one field and every variant's
//! fields as options (`#[serde(try_from = "...")]`): the same JSON, in any key order, read
//! in one pass. Both games' actions share [`ActionFields`]; a field a variant needs but
//! lacks gets serde's own message.

use serde::Deserialize;

use crate::guandan::level::text;
use crate::{CardId, CardSet, Seat};

/// Every field of either game's `Action`, with its tag `K` and reading `C`. A field that
/// belongs to the other game's actions is read and ignored, as an unknown one would be.
#[derive(Deserialize)]
pub(crate) struct ActionFields<K, C> {
    #[serde(rename = "type")]
    pub(crate) kind: K,
    seat: Option<Seat>,
    cards: Option<CardSet>,
    pub(crate) reading: Option<C>,
    /// 더우디주's bid (`None`: no bid).
    pub(crate) bid: Option<u8>,
    /// 관단's returned card.
    #[serde(default, with = "text::opt_card_id")]
    card: Option<CardId>,
}

impl<K, C> ActionFields<K, C> {
    /// Who acts.
    pub(crate) fn seat(&self) -> Result<Seat, String> {
        field(self.seat, "seat")
    }

    /// The cards played.
    pub(crate) fn cards(&self) -> Result<CardSet, String> {
        field(self.cards, "cards")
    }

    /// The card returned.
    pub(crate) fn card(&self) -> Result<CardId, String> {
        field(self.card, "card")
    }
}

/// `value`, or "missing field `name`" (serde's wording) when the variant needs it.
fn field<T>(value: Option<T>, name: &str) -> Result<T, String> {
    value.ok_or_else(|| format!("missing field `{name}`"))
}

#[cfg(test)]
mod tests {
    use crate::{CardSet, Seat, ddz, guandan};

    fn read<T: serde::de::DeserializeOwned>(json: &str) -> Result<T, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn every_action_reads_back_what_it_writes() {
        let cards = CardSet::parse("3S 3H", 1).unwrap();
        let ddz_actions = [
            ddz::Action::Bid {
                seat: Seat(1),
                bid: Some(2),
            },
            ddz::Action::Bid {
                seat: Seat(2),
                bid: None,
            },
            ddz::Action::Play {
                seat: Seat(0),
                cards,
                reading: None,
            },
            ddz::Action::Pass { seat: Seat(2) },
            ddz::Action::NextHand,
            ddz::Action::AbandonHand,
        ];
        for a in ddz_actions {
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(read::<ddz::Action>(&json), Ok(a), "{json}");
        }
        let cards = CardSet::parse("3S 3H", 2).unwrap();
        let card = CardSet::parse("9D'", 2).unwrap().iter().next().unwrap();
        let guandan_actions = [
            guandan::Action::Play {
                seat: Seat(3),
                cards,
                reading: None,
            },
            guandan::Action::Pass { seat: Seat(1) },
            guandan::Action::ReturnTribute {
                seat: Seat(0),
                card,
            },
            guandan::Action::NextHand,
        ];
        for a in guandan_actions {
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(read::<guandan::Action>(&json), Ok(a), "{json}");
        }
    }

    #[test]
    fn the_tag_may_come_anywhere_as_before() {
        assert_eq!(
            read::<ddz::Action>(r#"{"seat":1,"type":"pass"}"#),
            Ok(ddz::Action::Pass { seat: Seat(1) })
        );
        assert_eq!(
            read::<guandan::Action>(r#"{"seat":2,"extra":[1,{"a":null}],"type":"pass"}"#),
            Ok(guandan::Action::Pass { seat: Seat(2) })
        );
    }

    #[test]
    fn a_missing_field_or_tag_is_named() {
        let e = read::<ddz::Action>(r#"{"type":"play","seat":0}"#).unwrap_err();
        assert!(e.contains("missing field `cards`"), "{e}");
        let e = read::<guandan::Action>(r#"{"type":"return_tribute","seat":0}"#).unwrap_err();
        assert!(e.contains("missing field `card`"), "{e}");
        let e = read::<ddz::Action>(r#"{"seat":0}"#).unwrap_err();
        assert!(e.contains("missing field `type`"), "{e}");
        let e = read::<guandan::Action>(r#"{"type":"bid","seat":0}"#).unwrap_err();
        assert!(e.contains("unknown variant `bid`"), "{e}");
    }
}
