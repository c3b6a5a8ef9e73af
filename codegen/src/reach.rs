//! The part of a module an entry function needs: a native backend compiles only that, so a
//! kernel runs from a whole file whose other functions (a cgeist `main` printing through
//! `llvm.call`, say) use operations the backends do not translate.

use std::collections::HashSet;

use tessera_ir::{Attribute, Module, OpId};

/// A copy of `m` without the top-level operations that `entry` does not reach: functions and
/// other symbols (globals) are kept when a kept operation refers to them by symbol, starting
/// from the `func.func` named `entry`; operations without a symbol name are kept. Returns `m`
/// unchanged (cloned) when there is no such function.
pub fn reachable_from(m: &Module, entry: &str) -> Module {
    let top: Vec<OpId> = m
        .region(m.op(m.top()).regions[0])
        .blocks
        .iter()
        .flat_map(|&b| m.block(b).ops.clone())
        .collect();
    let name_of = |op: OpId| {
        m.op(op)
            .attr("sym_name")
            .and_then(Attribute::as_str)
            .map(str::to_string)
    };
    if !top.iter().any(|&o| name_of(o).as_deref() == Some(entry)) {
        return m.clone();
    }
    let mut keep: HashSet<String> = HashSet::new();
    let mut work = vec![entry.to_string()];
    while let Some(name) = work.pop() {
        if !keep.insert(name.clone()) {
            continue;
        }
        let Some(&op) = top.iter().find(|&&o| name_of(o).as_deref() == Some(&name)) else {
            continue;
        };
        for inner in m.walk(op) {
            let o = m.op(inner);
            for (_, a) in o.props.iter().chain(&o.attrs) {
                symbols(a, &mut work);
            }
        }
    }
    let mut out = m.clone();
    for &op in &top {
        if name_of(op).is_some_and(|n| !keep.contains(&n)) {
            tessera_ir::builder::erase_op(&mut out, op);
        }
    }
    out
}

/// The root names of the symbol references in `a` (nested in arrays and dictionaries too).
fn symbols(a: &Attribute, out: &mut Vec<String>) {
    match a {
        Attribute::SymbolRef { root, .. } => out.push(root.clone()),
        Attribute::Array(v) => v.iter().for_each(|x| symbols(x, out)),
        Attribute::Dictionary(d) => d.iter().for_each(|(_, x)| symbols(x, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_ir::{parse, print, PrintOptions, Registry};

    #[test]
    fn keeps_what_the_entry_reaches() {
        let src = r#"
module {
  llvm.mlir.global internal constant @fmt("%d\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  memref.global "private" @table : memref<4xf32> = dense<1.0>
  func.func @leaf(%a: memref<4xf32>) {
    %t = memref.get_global @table : memref<4xf32>
    return
  }
  func.func @kernel(%a: memref<4xf32>) {
    call @leaf(%a) : (memref<4xf32>) -> ()
    return
  }
  func.func @main() {
    %0 = llvm.mlir.addressof @fmt : !llvm.ptr
    %1 = llvm.call @printf(%0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    return
  }
}
"#;
        let reg = Registry::standard();
        let m = parse(src, reg).unwrap();
        let p = reachable_from(&m, "kernel");
        let text = print(&p, reg, PrintOptions::default());
        for kept in ["@kernel", "@leaf", "@table"] {
            assert!(text.contains(kept), "{kept} kept:\n{text}");
        }
        for gone in ["@main", "@printf", "@fmt"] {
            assert!(!text.contains(gone), "{gone} dropped:\n{text}");
        }
        tessera_ir::verify(&p, reg).unwrap();
        // From main: the llvm symbols it uses, not the kernel.
        let q = print(&reachable_from(&m, "main"), reg, PrintOptions::default());
        assert!(q.contains("@printf") && q.contains("@fmt") && !q.contains("@kernel"));
        // An unknown entry leaves the module as it is.
        assert_eq!(
            print(&reachable_from(&m, "nope"), reg, PrintOptions::default()),
            print(&m, reg, PrintOptions::default())
        );
    }
}
