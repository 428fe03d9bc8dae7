//! A hash of the positions a history can repeat, for the Morris search's analysis keys: by
//! position, not order (a sum of mixed keys), so a history is named by what it holds.

/// The hash of a history that is `parent`'s with `key` added, or `key`'s alone after a placement
/// or a removal (`quiet` 0), which nothing before repeats.
pub(super) fn window_after(parent: u64, key: u64, quiet: u32) -> u64 {
    if quiet == 0 {
        mix(key)
    } else {
        parent.wrapping_add(mix(key))
    }
}

/// SplitMix64's finaliser.
pub(super) fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_history_is_named_by_what_it_holds_not_its_order() {
        let (a, b, c) = (1, 2, 3);
        let one = window_after(window_after(window_after(0, a, 0), b, 1), c, 2);
        let other = window_after(window_after(window_after(0, a, 0), c, 1), b, 2);
        assert_eq!(one, other);
        assert_ne!(one, window_after(window_after(0, a, 0), b, 1));
        assert_eq!(window_after(one, c, 0), mix(c));
    }
}
