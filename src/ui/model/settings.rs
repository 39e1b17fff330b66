//! How the table shows the settings ([`crate::session::Settings`]): the interval's label.

/// The label of an interval: "0.3초", "1초".
pub fn interval_label(ms: u32) -> String {
    if ms.is_multiple_of(1000) {
        format!("{}초", ms / 1000)
    } else {
        format!("{}.{}초", ms / 1000, (ms % 1000) / 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::INTERVALS_MS;

    #[test]
    fn intervals_read() {
        let labels: Vec<String> = INTERVALS_MS.into_iter().map(interval_label).collect();
        assert_eq!(
            labels,
            ["0.3초", "0.5초", "1초", "2초", "3초", "4초", "5초"]
        );
    }
}
