//! Aliases of dialect attributes kept as text, named as MLIR's dialect hooks name them: sparse
//! tensor encodings (`#sparse`), the llvm dialect's alias scopes and domains, access groups and
//! TBAA nodes (`#alias_scope`, `#alias_scope_domain`, `#access_group`, `#tbaa_root`,
//! `#tbaa_type_desc`, `#tbaa_tag`). Such attributes nested in other attribute text print
//! through their aliases too. As mlir-opt does, the definitions are ordered by nesting depth
//! (an alias whose text uses no other alias has depth 0), then by name, then by first use, and
//! numbered (`alias_scope`, `alias_scope1`, ...) in that order once the collecting pass is done.

use crate::fxhash::FxHashMap as HashMap;

/// Attribute prefixes that get an alias, and the alias base name.
const KINDS: &[(&str, &str)] = &[
    ("#sparse_tensor.encoding", "sparse"),
    ("#llvm.alias_scope_domain", "alias_scope_domain"),
    ("#llvm.alias_scope", "alias_scope"),
    ("#llvm.access_group", "access_group"),
    ("#llvm.tbaa_root", "tbaa_root"),
    ("#llvm.tbaa_type_desc", "tbaa_type_desc"),
    ("#llvm.tbaa_tag", "tbaa_tag"),
];

#[derive(Debug)]
struct Entry {
    base: &'static str,
    depth: u32,
    name: String,
    /// The definition's text (nested aliases applied), set by [`OpaqueAliases::finalize`].
    def: String,
}

/// The aliases of one print of a module.
#[derive(Debug, Default)]
pub(super) struct OpaqueAliases {
    entries: Vec<Entry>,
    texts: Vec<String>,
    index: HashMap<String, usize>,
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
}

/// The end of the `<...>` starting at `open` (exclusive), skipping strings and `->`.
fn balanced_end(s: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < s.len() {
        match s[i] {
            b'"' => i = string_end(s, i)?,
            b'<' => {
                depth += 1;
                i += 1;
            }
            b'>' if i > 0 && s[i - 1] == b'-' => i += 1,
            b'>' => {
                depth = depth.checked_sub(1)?;
                i += 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The position after the string literal starting at `at`.
fn string_end(s: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    while i < s.len() {
        match s[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// The aliasable attribute starting at `at` (a `#`): its end and alias base name.
fn aliasable_at(s: &[u8], at: usize) -> Option<(usize, &'static str)> {
    for &(prefix, base) in KINDS {
        let p = prefix.as_bytes();
        if !s[at..].starts_with(p) {
            continue;
        }
        let after = at + p.len();
        match s.get(after) {
            Some(b'<') => return Some((balanced_end(s, after)?, base)),
            Some(&c) if is_ident(c) => continue,
            _ => return Some((after, base)),
        }
    }
    None
}

impl OpaqueAliases {
    /// Writes the attribute text `text`, through aliases where MLIR uses them.
    pub(super) fn write(&mut self, out: &mut String, text: &str) {
        let s = text.as_bytes();
        if s.first() == Some(&b'#') {
            if let Some((end, base)) = aliasable_at(s, 0) {
                if end == s.len() {
                    let i = self.alias(text, base);
                    out.push('#');
                    out.push_str(&self.entries[i].name);
                    return;
                }
            }
        }
        out.push_str(&self.substitute(text).0);
    }

    /// The entry of `text` (registered on first use).
    fn alias(&mut self, text: &str, base: &'static str) -> usize {
        if let Some(&i) = self.index.get(text) {
            return i;
        }
        let i = self.entries.len();
        let k = self.entries.iter().filter(|e| e.base == base).count();
        self.entries.push(Entry {
            base,
            depth: 0,
            name: numbered(base, k),
            def: String::new(),
        });
        self.texts.push(text.to_string());
        self.index.insert(text.to_string(), i);
        let (_, depth) = self.substitute(text);
        self.entries[i].depth = depth;
        i
    }

    /// `text` with every nested aliasable attribute (after its first character) replaced by
    /// its alias, and the alias depth of the result.
    fn substitute(&mut self, text: &str) -> (String, u32) {
        let s = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let mut depth = 0;
        let mut last = 0;
        let mut i = 1.min(s.len());
        while i < s.len() {
            match s[i] {
                b'"' => i = string_end(s, i).unwrap_or(s.len()),
                b'#' => match aliasable_at(s, i) {
                    Some((end, base)) => {
                        let k = self.alias(&text[i..end], base);
                        out.push_str(&text[last..i]);
                        out.push('#');
                        out.push_str(&self.entries[k].name);
                        depth = depth.max(self.entries[k].depth + 1);
                        last = end;
                        i = end;
                    }
                    None => i += 1,
                },
                _ => i += 1,
            }
        }
        out.push_str(&text[last..]);
        (out, depth)
    }

    /// Names the aliases in mlir-opt's order and fixes their definitions.
    pub(super) fn finalize(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| (self.entries[i].depth, self.entries[i].base));
        let mut counts: HashMap<&'static str, usize> = HashMap::default();
        for &i in &order {
            let base = self.entries[i].base;
            let k = counts.entry(base).or_insert(0);
            self.entries[i].name = numbered(base, *k);
            *k += 1;
        }
        for i in 0..self.entries.len() {
            let text = self.texts[i].clone();
            self.entries[i].def = self.substitute(&text).0;
        }
    }

    /// The definitions: (name, text, depth), in order of registration.
    pub(super) fn definitions(&self) -> impl Iterator<Item = (&str, &str, u32)> {
        self.entries
            .iter()
            .map(|e| (e.name.as_str(), e.def.as_str(), e.depth))
    }
}

fn numbered(base: &str, k: usize) -> String {
    if k == 0 {
        base.to_string()
    } else {
        format!("{base}{k}")
    }
}

/// Renumbers `distinct[N]` ids in order of appearance, as mlir-opt numbers distinct attributes
/// while printing (strings are skipped).
pub(super) fn renumber_distinct(text: &str) -> String {
    if !text.contains("distinct[") {
        return text.to_string();
    }
    let s = text.as_bytes();
    let mut ids: HashMap<&str, usize> = HashMap::default();
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'"' {
            i = string_end(s, i).unwrap_or(s.len());
            continue;
        }
        if s[i..].starts_with(b"distinct[") && (i == 0 || !is_ident(s[i - 1])) {
            let start = i + "distinct[".len();
            let mut j = start;
            while j < s.len() && s[j].is_ascii_digit() {
                j += 1;
            }
            if j > start && s.get(j) == Some(&b']') {
                let n = ids.len();
                let id = *ids.entry(&text[start..j]).or_insert(n);
                out.push_str(&text[last..start]);
                out.push_str(&id.to_string());
                last = j;
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out.push_str(&text[last..]);
    out
}
