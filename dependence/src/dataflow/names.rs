//! Names of the parameters and dimensions of the dataflow relations in isl notation.

use tessera_ir::{Module, ValueId};

use crate::graph::value_name;

/// A valid isl identifier: a letter or `_`, then letters, digits or `_`.
fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|f| f.is_ascii_alphabetic() || f == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// The parameter names of a scope's symbols (their SSA names without `%`, `p<k>` when that is
/// not an isl identifier, is taken, or the symbol stands for a memref's size) and the
/// dimension names of a tuple of loops (`%i` → `i`, `i<k>` otherwise), all distinct.
pub fn isl_names(m: &Module, syms: &[ValueId], loops: &[String]) -> (Vec<String>, Vec<String>) {
    let mut taken: Vec<String> = Vec::new();
    let mut params = Vec::with_capacity(syms.len());
    for (k, &v) in syms.iter().enumerate() {
        let n = value_name(m, v);
        let n = n.trim_start_matches('%');
        let name = if is_ident(n) && !m.value_type(v).is_memref() && !taken.iter().any(|t| t == n) {
            n.to_string()
        } else {
            fresh(&taken, &format!("p{k}"))
        };
        taken.push(name.clone());
        params.push(name);
    }
    let mut dims = Vec::with_capacity(loops.len());
    for (k, l) in loops.iter().enumerate() {
        let n = l.trim_start_matches('%');
        let name = if is_ident(n) && !taken.iter().any(|t| t == n) {
            n.to_string()
        } else {
            fresh(&taken, &format!("i{k}"))
        };
        taken.push(name.clone());
        dims.push(name);
    }
    (params, dims)
}

/// `base`, or `base_`, `base__`, ... until it is not taken.
fn fresh(taken: &[String], base: &str) -> String {
    let mut s = base.to_string();
    while taken.contains(&s) {
        s.push('_');
    }
    s
}
