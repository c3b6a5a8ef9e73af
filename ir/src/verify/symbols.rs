//! Symbol tables: unique symbol names per table, and `func.call` / `func.constant` targets that
//! exist and have matching types.

use crate::fxhash::FxHashMap as HashMap;

use crate::attrs::Attribute;
use crate::dialects::{op_error, Registry, Traits};
use crate::error::Result;
use crate::module::{Module, OpId};
use crate::types::Type;

type Table = HashMap<String, OpId>;

fn build_table(m: &Module, table_op: OpId) -> Result<Table> {
    let mut t = Table::default();
    for &r in &m.op(table_op).regions {
        for &b in &m.region(r).blocks {
            for &op in &m.block(b).ops {
                if let Some(name) = m.op(op).attr("sym_name").and_then(|a| a.as_str()) {
                    if t.insert(name.to_string(), op).is_some() {
                        return Err(op_error(
                            m,
                            op,
                            format!("redefinition of symbol named '{name}'"),
                        ));
                    }
                }
            }
        }
    }
    Ok(t)
}

/// The nearest enclosing symbol table of `op`; `None` if unknown (an unregistered op with one
/// region could be a symbol table, as MLIR assumes) or absent.
fn nearest_table(m: &Module, reg: &Registry, op: OpId) -> Option<OpId> {
    let mut cur = m.parent_op(op)?;
    loop {
        let o = m.op(cur);
        match reg.lookup(&o.name) {
            Some(d) if d.traits.contains(Traits::SYMBOL_TABLE) => return Some(cur),
            None if o.regions.len() == 1 => return None,
            _ => {}
        }
        cur = m.parent_op(cur)?;
    }
}

struct Tables<'m> {
    m: &'m Module,
    cache: HashMap<OpId, Table>,
}

impl Tables<'_> {
    fn lookup(&mut self, table: OpId, name: &str) -> Result<Option<OpId>> {
        if !self.cache.contains_key(&table) {
            let t = build_table(self.m, table)?;
            self.cache.insert(table, t);
        }
        Ok(self.cache.get(&table).and_then(|t| t.get(name)).copied())
    }

    fn resolve(&mut self, table: OpId, sym: &Attribute) -> Result<Option<OpId>> {
        let Attribute::SymbolRef { root, nested } = sym else {
            return Ok(None);
        };
        let mut cur = self.lookup(table, root)?;
        for n in nested {
            let Some(c) = cur else { return Ok(None) };
            cur = self.lookup(c, n)?;
        }
        Ok(cur)
    }
}

fn func_sig(m: &Module, f: OpId) -> Option<(&[Type], &[Type])> {
    if m.op(f).name != "func.func" {
        return None;
    }
    match m.op(f).attr("function_type")?.as_type()? {
        Type::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

pub(super) fn verify_symbols(m: &Module, reg: &Registry, ops: &[OpId]) -> Result<()> {
    let mut tables = Tables {
        m,
        cache: HashMap::default(),
    };
    for &op in ops {
        if reg.traits(&m.op(op).name).contains(Traits::SYMBOL_TABLE)
            && !tables.cache.contains_key(&op)
        {
            let t = build_table(m, op)?;
            tables.cache.insert(op, t);
        }
    }
    for &op in ops {
        let o = m.op(op);
        let (attr_name, is_call) = match o.name.as_str() {
            "func.call" => ("callee", true),
            "func.constant" => ("value", false),
            _ => continue,
        };
        let Some(sym) = o.attr(attr_name) else {
            continue;
        };
        let Some(table) = nearest_table(m, reg, op) else {
            continue;
        };
        let target = tables.resolve(table, sym)?;
        let shown = match sym {
            Attribute::SymbolRef { root, nested } if nested.is_empty() => root.clone(),
            other => other.to_string(),
        };
        let Some((inputs, results)) = target.and_then(|t| func_sig(m, t)) else {
            return Err(if is_call {
                op_error(
                    m,
                    op,
                    format!("'{shown}' does not reference a valid function"),
                )
            } else {
                op_error(m, op, format!("reference to undefined function '{shown}'"))
            });
        };
        if !is_call {
            let want = Type::Function {
                inputs: inputs.to_vec(),
                results: results.to_vec(),
            };
            if o.results.first().map(|&r| m.value_type(r)) != Some(&want) {
                return Err(op_error(
                    m,
                    op,
                    "reference to function with mismatched type",
                ));
            }
            continue;
        }
        if inputs.len() != o.operands.len() {
            return Err(op_error(m, op, "incorrect number of operands for callee"));
        }
        for (i, (t, &v)) in inputs.iter().zip(&o.operands).enumerate() {
            let vt = m.value_type(v);
            if vt != t {
                return Err(op_error(
                    m,
                    op,
                    format!("operand type mismatch: expected operand type '{t}', but provided '{vt}' for operand number {i}"),
                ));
            }
        }
        if results.len() != o.results.len() {
            return Err(op_error(m, op, "incorrect number of results for callee"));
        }
        for (i, (t, &v)) in results.iter().zip(&o.results).enumerate() {
            if m.value_type(v) != t {
                return Err(op_error(
                    m,
                    op,
                    format!("result type mismatch at index {i}"),
                ));
            }
        }
    }
    Ok(())
}
