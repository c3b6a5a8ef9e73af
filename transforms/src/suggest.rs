//! "Did you mean ...?" for misspelt names (passes, pass options, loops, steps): the known name
//! closest to the one written by edit distance (Damerau–Levenshtein, optimal string alignment:
//! insertions, deletions, substitutions and swaps of two neighbours each cost 1), if it is at
//! most 2 and smaller than the written name's length (so `%k` does not suggest `%j`).

/// The edit distance between `a` and `b` (optimal string alignment).
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (n, m) = (a.len(), b.len());
    let mut d = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[n][m]
}

/// The candidate closest to `word` (the first of equally close ones), if close enough: edit
/// distance at most 2 and below the length of `word` without a leading `%` or `--`.
pub fn closest<'a, I>(word: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let bare = word.trim_start_matches('%').trim_start_matches("--");
    let len = bare.chars().count();
    candidates
        .into_iter()
        .filter(|c| *c != word)
        .map(|c| (distance(word, c), c))
        .filter(|&(d, _)| d <= 2 && d < len)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// `; did you mean 'NAME'?` for the closest candidate, or nothing.
pub fn hint<'a, I>(word: &str, candidates: I) -> String
where
    I: IntoIterator<Item = &'a str>,
{
    closest(word, candidates)
        .map(|c| format!("; did you mean '{c}'?"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("tile-sise", "tile-size"), 1);
        // A swap of two neighbours is one edit.
        assert_eq!(distance("affine-loop-tiel", "affine-loop-tile"), 1);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn closest_is_near_enough_and_not_arbitrary() {
        let passes = ["affine-loop-tile", "affine-loop-skew", "lower-affine"];
        assert_eq!(
            closest("affine-loop-tiel", passes),
            Some("affine-loop-tile")
        );
        assert_eq!(closest("affine-loop-sk", passes), Some("affine-loop-skew"));
        assert_eq!(closest("completely-different", passes), None);
        // One-letter loop names: any other one-letter name is one edit away; no suggestion.
        assert_eq!(closest("%k", ["%i", "%j"]), None);
        assert_eq!(closest("%ii", ["%i", "%j"]), Some("%i"));
        assert_eq!(
            hint("tile-sise", ["tile-size", "tile-sizes"]),
            "; did you mean 'tile-size'?"
        );
        assert_eq!(hint("zzz", ["tile-size"]), "");
    }
}
