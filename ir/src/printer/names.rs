//! SSA value and block naming for printing, following MLIR's `SSANameState`: values are numbered
//! per region subtree (nested regions continue from their parent's counter), entry block
//! arguments are `%argN`, ops may suggest result names (`%c0`, `%cst`), conflicts get `_N`.

use std::collections::HashSet;

use crate::fxhash::FxHashMap as HashMap;

use crate::dialects::Registry;
use crate::module::{BlockId, Module, OpId, RegionId, ValueDef, ValueId};

/// The names chosen for one print of a module.
#[derive(Debug, Default)]
pub struct NameTable {
    /// Printed name (with `%`) per value id; empty if the value is not printed.
    values: Vec<Box<str>>,
    blocks: HashMap<BlockId, u32>,
    groups: HashMap<OpId, Vec<usize>>,
}

impl NameTable {
    fn has(&self, v: ValueId) -> bool {
        self.values.get(v.index()).is_some_and(|s| !s.is_empty())
    }

    fn set(&mut self, v: ValueId, name: String) {
        if let Some(slot) = self.values.get_mut(v.index()) {
            *slot = name.into_boxed_str();
        }
    }
}

struct State<'a> {
    m: &'a Module,
    reg: &'a Registry,
    generic: bool,
    nv: u32,
    na: u32,
    nc: u32,
    used: Vec<HashSet<String>>,
    t: NameTable,
}

impl State<'_> {
    fn is_used(&self, n: &str) -> bool {
        self.used.iter().any(|s| s.contains(n))
    }

    fn unique(&mut self, name: &str) -> String {
        let mut chosen = name.to_string();
        if self.is_used(&chosen) {
            loop {
                chosen = format!("{name}_{}", self.nc);
                self.nc += 1;
                if !self.is_used(&chosen) {
                    break;
                }
            }
        }
        if let Some(s) = self.used.last_mut() {
            s.insert(chosen.clone());
        }
        chosen
    }

    fn set_name(&mut self, v: ValueId, name: &str) {
        if name.is_empty() {
            self.t.set(v, format!("%{}", self.nv));
            self.nv += 1;
        } else {
            let n = self.unique(name);
            self.t.set(v, format!("%{n}"));
        }
    }

    fn number_region(&mut self, r: RegionId) {
        let region = self.m.region(r);
        if !self.generic {
            if let Some(parent) = region.parent {
                let pop = self.m.op(parent);
                if let (Some(def), Some(ri)) = (
                    self.reg.lookup(&pop.name),
                    pop.regions.iter().position(|&x| x == r),
                ) {
                    if let Some(f) = def.block_arg_names {
                        for (v, name) in f(self.m, parent, ri) {
                            if !self.t.has(v) {
                                self.set_name(v, &name);
                            }
                        }
                    }
                }
            }
        }
        for (i, &b) in region.blocks.iter().enumerate() {
            self.t.blocks.insert(b, i as u32);
            let block = self.m.block(b);
            for &a in &block.args {
                if self.t.has(a) {
                    continue;
                }
                if i == 0 {
                    let n = format!("arg{}", self.na);
                    self.na += 1;
                    self.set_name(a, &n);
                } else {
                    self.set_name(a, "");
                }
            }
            for &op in &block.ops {
                self.number_op(op);
            }
        }
    }

    fn number_op(&mut self, op: OpId) {
        let o = self.m.op(op);
        let mut groups = vec![0usize];
        if !self.generic {
            if let Some(f) = self.reg.lookup(&o.name).and_then(|d| d.result_names) {
                for (idx, name) in f(self.m, op) {
                    if let Some(&v) = o.results.get(idx) {
                        self.set_name(v, &name);
                        if idx != 0 {
                            groups.push(idx);
                        }
                    }
                }
            }
        }
        let Some(&first) = o.results.first() else {
            return;
        };
        if !self.t.has(first) {
            self.t.set(first, format!("%{}", self.nv));
            self.nv += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.t.groups.insert(op, groups);
        }
    }
}

impl NameTable {
    /// Computes the names for printing the tree under `root`.
    pub fn compute(m: &Module, reg: &Registry, root: OpId, generic: bool) -> NameTable {
        let mut st = State {
            m,
            reg,
            generic,
            nv: 0,
            na: 0,
            nc: 0,
            used: vec![],
            t: NameTable {
                values: vec![Box::from(""); m.num_values()],
                ..NameTable::default()
            },
        };
        // (region, next value id, next arg id, next conflict id, depth of the parent scope)
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> = vec![];
        for &r in &m.op(root).regions {
            stack.push((r, 0, 0, 0, 0));
        }
        while let Some((r, nv, na, nc, depth)) = stack.pop() {
            // The generic form prints unique ids across the whole tree (MLIR's
            // `shouldPrintUniqueSSAIDs`); the custom form restarts each subtree from its parent.
            if !generic {
                st.nv = nv;
                st.na = na;
                st.nc = nc;
            }
            st.used.truncate(depth);
            st.used.push(HashSet::new());
            let cur = st.used.len();
            st.number_region(r);
            for &b in &m.region(r).blocks {
                for &op in &m.block(b).ops {
                    for &r2 in &m.op(op).regions {
                        stack.push((r2, st.nv, st.na, st.nc, cur));
                    }
                }
            }
        }
        st.t
    }

    fn base_name(&self, v: ValueId) -> String {
        match self.values.get(v.index()) {
            Some(s) if !s.is_empty() => s.to_string(),
            _ => format!("%<<UNKNOWN SSA VALUE {}>>", v.0),
        }
    }

    /// Appends the printed name of a use of `v` to `out`.
    pub fn write_use(&self, m: &Module, v: ValueId, out: &mut String) {
        if let ValueDef::OpResult { op, .. } = m.value(v).def {
            if m.op(op).results.len() != 1 {
                out.push_str(&self.use_name(m, v));
                return;
            }
        }
        match self.values.get(v.index()) {
            Some(s) if !s.is_empty() => out.push_str(s),
            _ => out.push_str(&self.base_name(v)),
        }
    }

    /// The printed name of a use of `v` (with `#N` for results of multi-result groups).
    pub fn use_name(&self, m: &Module, v: ValueId) -> String {
        let ValueDef::OpResult { op, index } = m.value(v).def else {
            return self.base_name(v);
        };
        let o = m.op(op);
        let n = o.results.len();
        if n == 1 {
            return self.base_name(v);
        }
        let idx = index as usize;
        let (start, size) = match self.groups.get(&op) {
            None => (0, n),
            Some(g) => {
                let pos = g.partition_point(|&s| s <= idx);
                let start = g.get(pos.saturating_sub(1)).copied().unwrap_or(0);
                let end = g.get(pos).copied().unwrap_or(n);
                (start, end - start)
            }
        };
        let base = o.results.get(start).copied().unwrap_or(v);
        if size == 1 {
            self.base_name(base)
        } else {
            format!("{}#{}", self.base_name(base), idx - start)
        }
    }

    /// The result binding of `op`, e.g. `%0`, `%0:2`, `%sum, %overflow` (empty if no results).
    pub fn def_names(&self, m: &Module, op: OpId) -> String {
        let o = m.op(op);
        let n = o.results.len();
        if n == 0 {
            return String::new();
        }
        let single = [0usize];
        let g: &[usize] = self.groups.get(&op).map_or(&single, |g| g.as_slice());
        let mut parts = vec![];
        for (i, &start) in g.iter().enumerate() {
            let end = g.get(i + 1).copied().unwrap_or(n);
            let base = o.results.get(start).copied().unwrap_or(ValueId(0));
            let mut s = self.base_name(base);
            if end - start > 1 {
                s.push_str(&format!(":{}", end - start));
            }
            parts.push(s);
        }
        parts.join(", ")
    }

    /// The printed label of a block (`^bb3`).
    pub fn block_name(&self, b: BlockId) -> String {
        match self.blocks.get(&b) {
            Some(i) => format!("^bb{i}"),
            None => format!("^<<UNKNOWN BLOCK {}>>", b.0),
        }
    }

    /// The ordering number of a block within its region.
    pub fn block_number(&self, b: BlockId) -> u32 {
        self.blocks.get(&b).copied().unwrap_or(u32::MAX)
    }
}
