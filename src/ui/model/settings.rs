//! How the table shows the settings ([`crate::session::Settings`]): the interval's label.

use i18n::Lang;

/// The label of an interval: "0.3초", "1초" ("0.3 s", "1 s").
pub fn interval_label(ms: u32, lang: Lang) -> String {
    let unit = match lang {
        Lang::Ko => "초",
        Lang::En => " s",
    };
    if ms.is_multiple_of(1000) {
        format!("{}{unit}", ms / 1000)
    } else {
        format!("{}.{}{unit}", ms / 1000, (ms % 1000) / 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::INTERVALS_MS;

    #[test]
    fn intervals_read() {
        let labels: Vec<String> = INTERVALS_MS
            .into_iter()
            .map(|ms| interval_label(ms, Lang::Ko))
            .collect();
        assert_eq!(
            labels,
            ["0.3초", "0.5초", "1초", "2초", "3초", "4초", "5초"]
        );
        assert_eq!(interval_label(300, Lang::En), "0.3 s");
    }
}
