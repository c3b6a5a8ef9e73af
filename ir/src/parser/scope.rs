//! SSA name and block label scopes of the parser, including forward references.

use crate::fxhash::FxHashMap as HashMap;

use crate::error::{Error, Pos, Result};
use crate::lexer::LineIndex;
use crate::module::{BlockId, Module, OpId, ValueDef, ValueId};
use crate::types::Type;

#[derive(Default)]
struct IsoScope {
    values: HashMap<String, Vec<Option<ValueId>>>,
    levels: Vec<Vec<String>>,
    forward: HashMap<ValueId, (Pos, String)>,
    fwd_uses: HashMap<ValueId, Vec<(OpId, usize)>>,
    /// Where each named value was defined or, while a forward reference, first used (the
    /// location MLIR's notes point at).
    locs: HashMap<ValueId, Pos>,
}

struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_use: Pos,
}

/// The stack of name scopes: one per region; regions of ops isolated from above start a fresh
/// value namespace.
#[derive(Default)]
pub(crate) struct Scopes {
    iso: Vec<IsoScope>,
    kinds: Vec<bool>,
    blocks: Vec<HashMap<String, BlockEntry>>,
}

impl Scopes {
    pub(crate) fn push_region(&mut self, isolated: bool) {
        if isolated || self.iso.is_empty() {
            self.iso.push(IsoScope {
                levels: vec![vec![]],
                ..Default::default()
            });
            self.kinds.push(true);
        } else {
            if let Some(s) = self.iso.last_mut() {
                s.levels.push(vec![]);
            }
            self.kinds.push(false);
        }
        self.blocks.push(HashMap::default());
    }

    pub(crate) fn pop_region(&mut self, _m: &mut Module, _lines: &LineIndex) -> Result<()> {
        if let Some(blocks) = self.blocks.pop() {
            if let Some((name, e)) = blocks
                .iter()
                .filter(|(_, e)| !e.defined)
                .min_by_key(|(_, e)| e.first_use)
            {
                return Err(Error::at(
                    e.first_use,
                    format!("reference to an undefined block '^{name}'"),
                ));
            }
        }
        let isolated = self.kinds.pop().unwrap_or(true);
        if isolated {
            if let Some(s) = self.iso.pop() {
                if let Some((_, (pos, name))) = s.forward.iter().min_by_key(|(_, (p, _))| *p) {
                    return Err(Error::at(
                        *pos,
                        format!("use of undeclared SSA value name '%{name}'"),
                    ));
                }
            }
        } else if let Some(s) = self.iso.last_mut() {
            if let Some(level) = s.levels.pop() {
                for n in level {
                    s.values.remove(&n);
                }
            }
        }
        Ok(())
    }

    /// Defines `%name#index` as `value`, resolving a pending forward reference if any.
    pub(crate) fn define(
        &mut self,
        m: &mut Module,
        name: &str,
        index: u32,
        value: ValueId,
        pos: Pos,
    ) -> Result<()> {
        let Some(s) = self.iso.last_mut() else {
            return Err(Error::at(pos, "value defined outside of any region"));
        };
        let slot_vec = s.values.entry(name.to_string()).or_default();
        let is_new_name = slot_vec.iter().all(|v| v.is_none());
        let idx = index as usize;
        if slot_vec.len() <= idx {
            slot_vec.resize(idx + 1, None);
        }
        let Some(slot) = slot_vec.get_mut(idx) else {
            return Err(Error::at(pos, "invalid result number"));
        };
        match *slot {
            None => {
                *slot = Some(value);
                s.locs.insert(value, pos);
            }
            Some(prev) if s.forward.contains_key(&prev) => {
                let want = m.value(prev).ty.clone();
                let got = m.value(value).ty.clone();
                if want != got {
                    return Err(Error::at(
                        pos,
                        format!(
                            "definition of SSA value '%{name}#{index}' has type {}",
                            quoted(&got)
                        ),
                    )
                    .with_note(
                        s.locs.get(&prev).copied(),
                        format!("previously used here with type {}", quoted(&want)),
                    ));
                }
                s.forward.remove(&prev);
                s.locs.insert(value, pos);
                for (op, i) in s.fwd_uses.remove(&prev).unwrap_or_default() {
                    if let Some(o) = m.op_mut(op).operands.get_mut(i) {
                        *o = value;
                    }
                }
                *slot = Some(value);
            }
            Some(prev) => {
                return Err(Error::at(
                    pos,
                    format!("redefinition of SSA value '%{}'", display_name(name, index)),
                )
                .with_note(s.locs.get(&prev).copied(), "previously defined here"));
            }
        }
        if is_new_name {
            if let Some(l) = s.levels.last_mut() {
                l.push(name.to_string());
            }
        }
        Ok(())
    }

    /// Looks up `%name#index` expecting type `ty`; creates a forward reference if undefined.
    pub(crate) fn lookup(
        &mut self,
        m: &mut Module,
        name: &str,
        index: u32,
        ty: &Type,
        pos: Pos,
    ) -> Result<ValueId> {
        let Some(s) = self.iso.last_mut() else {
            return Err(Error::at(pos, "value used outside of any region"));
        };
        let slot_vec = s.values.entry(name.to_string()).or_default();
        let idx = index as usize;
        if let Some(Some(v)) = slot_vec.get(idx) {
            let have = &m.value(*v).ty;
            if have != ty {
                return Err(Error::at(
                    pos,
                    format!(
                        "use of value '%{}' expects different type than prior uses: {} vs {}",
                        display_name(name, index),
                        quoted(ty),
                        quoted(have)
                    ),
                )
                .with_note(s.locs.get(v).copied(), "prior use here"));
            }
            return Ok(*v);
        }
        if slot_vec.len() <= idx {
            slot_vec.resize(idx + 1, None);
        }
        let v = m.create_value(ty.clone(), ValueDef::Unresolved);
        if let Some(slot) = slot_vec.get_mut(idx) {
            *slot = Some(v);
        }
        s.forward.insert(v, (pos, display_name(name, index)));
        s.locs.insert(v, pos);
        Ok(v)
    }

    /// Where `%name#index` was defined or first referenced, if it is live in the current scope
    /// (MLIR's `getReferenceLoc`).
    pub(crate) fn reference_loc(&self, name: &str, index: u32) -> Option<Pos> {
        let s = self.iso.last()?;
        let v = (*s.values.get(name)?.get(index as usize)?)?;
        s.locs.get(&v).copied()
    }

    /// Records uses of forward references by `op`, so they can be patched when defined.
    pub(crate) fn note_uses(&mut self, m: &Module, op: OpId) {
        let Some(s) = self.iso.last_mut() else { return };
        if s.forward.is_empty() {
            return;
        }
        for (i, v) in m.op(op).operands.iter().enumerate() {
            if s.forward.contains_key(v) {
                s.fwd_uses.entry(*v).or_default().push((op, i));
            }
        }
    }

    /// The block named `^name` in the current region, created on first reference.
    pub(crate) fn block_ref(&mut self, m: &mut Module, name: &str, pos: Pos) -> BlockId {
        if self.blocks.is_empty() {
            self.blocks.push(HashMap::default());
        }
        let Some(scope) = self.blocks.last_mut() else {
            return m.create_block(vec![]);
        };
        if let Some(e) = scope.get(name) {
            return e.block;
        }
        let b = m.create_block(vec![]);
        scope.insert(
            name.to_string(),
            BlockEntry {
                block: b,
                defined: false,
                first_use: pos,
            },
        );
        b
    }

    /// Defines the block label `^name`; fails on redefinition.
    pub(crate) fn block_def(&mut self, m: &mut Module, name: &str, pos: Pos) -> Result<BlockId> {
        let b = self.block_ref(m, name, pos);
        let Some(e) = self.blocks.last_mut().and_then(|s| s.get_mut(name)) else {
            return Err(Error::at(pos, "block defined outside of any region"));
        };
        if e.defined {
            return Err(Error::at(pos, format!("redefinition of block '^{name}'")));
        }
        e.defined = true;
        Ok(b)
    }
}

fn display_name(name: &str, index: u32) -> String {
    if index == 0 {
        name.to_string()
    } else {
        format!("{name}#{index}")
    }
}

fn quoted(t: &Type) -> String {
    format!("'{t}'")
}
