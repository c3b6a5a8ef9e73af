//! The arena IR: a [`Module`] owns every operation, block, region and value, addressed by small
//! typed ids. Operations are generic records (name, operands, results, properties, attributes,
//! regions, successors, location); dialect ops are typed views over them.

use crate::attrs::{dict_get, dict_set, Attribute};
use crate::error::Pos;
use crate::types::Type;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The index into the module's arena.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// Identifies an operation of a [`Module`].
    OpId
);
id_type!(
    /// Identifies a block of a [`Module`].
    BlockId
);
id_type!(
    /// Identifies a region of a [`Module`].
    RegionId
);
id_type!(
    /// Identifies an SSA value of a [`Module`].
    ValueId
);

/// Where a value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    OpResult {
        /// The defining operation.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The owning block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
    /// A forward reference that was never defined (only exists during parsing).
    Unresolved,
}

/// An SSA value.
#[derive(Debug, Clone, PartialEq)]
pub struct Value {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    /// The name the source text used (printing renumbers; this is only a hint).
    pub name_hint: Option<Box<str>>,
}

/// A generic operation record.
#[derive(Debug, Clone, PartialEq)]
pub struct Operation {
    /// Full name, `dialect.op`.
    pub name: String,
    /// Operands (successor operands included, as MLIR does).
    pub operands: Vec<ValueId>,
    /// Result values.
    pub results: Vec<ValueId>,
    /// Properties (inherent attributes, `<{...}>` in the generic form), sorted by name.
    pub props: Vec<(String, Attribute)>,
    /// Discardable attributes, sorted by name.
    pub attrs: Vec<(String, Attribute)>,
    /// Nested regions.
    pub regions: Vec<RegionId>,
    /// Successor blocks (terminators only).
    pub successors: Vec<BlockId>,
    /// The block containing this operation.
    pub parent: Option<BlockId>,
    /// Where the operation started in the source text.
    pub pos: Option<Pos>,
    /// The `loc(...)` the source attached, verbatim.
    pub loc: Option<String>,
}

impl Operation {
    /// Looks up an attribute by name: properties first, then discardable attributes.
    pub fn attr(&self, name: &str) -> Option<&Attribute> {
        dict_get(&self.props, name).or_else(|| dict_get(&self.attrs, name))
    }

    /// The dialect prefix of the name (`arith` for `arith.addi`).
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
}

/// A block: typed arguments and a list of operations.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Block {
    /// Block arguments.
    pub args: Vec<ValueId>,
    /// Operations in order.
    pub ops: Vec<OpId>,
    /// The region containing this block.
    pub parent: Option<RegionId>,
    /// Where the block label was in the source (if written).
    pub pos: Option<Pos>,
}

/// A region: a list of blocks.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Region {
    /// Blocks in order; the first is the entry block.
    pub blocks: Vec<BlockId>,
    /// The operation owning this region.
    pub parent: Option<OpId>,
}

/// Everything needed to create an operation.
#[derive(Debug, Clone, Default)]
pub struct OperationState {
    /// Full op name.
    pub name: String,
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Properties (kept sorted by [`OperationState::set_prop`]).
    pub props: Vec<(String, Attribute)>,
    /// Discardable attributes (kept sorted by [`OperationState::set_attr`]).
    pub attrs: Vec<(String, Attribute)>,
    /// Regions (already created, not yet owned).
    pub regions: Vec<RegionId>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Source position.
    pub pos: Option<Pos>,
    /// Verbatim location.
    pub loc: Option<String>,
}

impl OperationState {
    /// A state for op `name`.
    pub fn new(name: &str) -> OperationState {
        OperationState {
            name: name.to_string(),
            ..Default::default()
        }
    }

    /// Sets a property.
    pub fn set_prop(&mut self, name: &str, value: Attribute) {
        dict_set(&mut self.props, name, value);
    }

    /// Sets a discardable attribute.
    pub fn set_attr(&mut self, name: &str, value: Attribute) {
        dict_set(&mut self.attrs, name, value);
    }

    /// Looks up a property or attribute.
    pub fn attr(&self, name: &str) -> Option<&Attribute> {
        dict_get(&self.props, name).or_else(|| dict_get(&self.attrs, name))
    }
}

/// A value of the file metadata dictionary `{-# ... #-}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Metadata {
    /// A nested dictionary.
    Map(Vec<(String, Metadata)>),
    /// A token kept verbatim (a string literal with its quotes, a keyword, a number).
    Token(String),
}

/// The arena owning an IR tree rooted at a top-level operation (normally `builtin.module`).
#[derive(Debug, Clone, Default)]
pub struct Module {
    ops: Vec<Operation>,
    blocks: Vec<Block>,
    regions: Vec<Region>,
    values: Vec<Value>,
    top: Option<OpId>,
    /// The file metadata dictionary (`{-# dialect_resources: {...} #-}`), printed after the
    /// module.
    pub file_metadata: Vec<(String, Metadata)>,
    /// See [`Module::version`].
    version: u64,
}

/// The source of module versions: every mutation of any module takes the next number.
static NEXT_VERSION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Module {
    /// An empty arena (no top-level operation yet).
    pub fn new() -> Module {
        Module::default()
    }

    /// The version of the IR: a number that every mutating method replaces by a fresh one
    /// (unique over all modules of the process), and that a clone shares with its original.
    /// Two modules with equal versions therefore hold identical IR, ids included (empty
    /// modules have version 0); analyses computed on a module are valid exactly as long as its
    /// version is unchanged, which is how the analysis caches decide reuse. (The
    /// [`Module::file_metadata`] field is outside the IR and not covered.)
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Marks the IR as changed (a fresh [`Module::version`]).
    fn touch(&mut self) {
        self.version = NEXT_VERSION.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// The top-level operation. Panics only if none was set, which parsing always does.
    pub fn top(&self) -> OpId {
        self.top.unwrap_or(OpId(0))
    }

    /// Sets the top-level operation.
    pub fn set_top(&mut self, op: OpId) {
        self.touch();
        self.top = Some(op);
    }

    /// The operation `id`.
    pub fn op(&self, id: OpId) -> &Operation {
        &self.ops[id.index()]
    }

    /// The operation `id`, mutably.
    pub fn op_mut(&mut self, id: OpId) -> &mut Operation {
        self.touch();
        &mut self.ops[id.index()]
    }

    /// The block `id`.
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    /// The block `id`, mutably.
    pub fn block_mut(&mut self, id: BlockId) -> &mut Block {
        self.touch();
        &mut self.blocks[id.index()]
    }

    /// The region `id`.
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.index()]
    }

    /// The region `id`, mutably.
    pub fn region_mut(&mut self, id: RegionId) -> &mut Region {
        self.touch();
        &mut self.regions[id.index()]
    }

    /// The value `id`.
    pub fn value(&self, id: ValueId) -> &Value {
        &self.values[id.index()]
    }

    /// The value `id`, mutably.
    pub fn value_mut(&mut self, id: ValueId) -> &mut Value {
        self.touch();
        &mut self.values[id.index()]
    }

    /// The type of value `id`.
    pub fn value_type(&self, id: ValueId) -> &Type {
        &self.values[id.index()].ty
    }

    /// Number of values ever created in this arena (ids are `0..num_values()`).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// The first value whose source name (without `%`) was `name`, if any.
    pub fn value_named(&self, name: &str) -> Option<ValueId> {
        self.values
            .iter()
            .position(|v| v.name_hint.as_deref() == Some(name) && v.def != ValueDef::Unresolved)
            .map(|i| ValueId(i as u32))
    }

    /// Number of operations ever created in this arena.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// Creates a value (used by the parser for forward references).
    pub fn create_value(&mut self, ty: Type, def: ValueDef) -> ValueId {
        self.touch();
        self.values.push(Value {
            ty,
            def,
            name_hint: None,
        });
        ValueId(self.values.len() as u32 - 1)
    }

    /// Creates an empty, detached region.
    pub fn create_region(&mut self) -> RegionId {
        self.touch();
        self.regions.push(Region::default());
        RegionId(self.regions.len() as u32 - 1)
    }

    /// Creates a detached block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: Vec<Type>) -> BlockId {
        self.touch();
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(Block::default());
        for ty in arg_types {
            self.add_block_arg(id, ty);
        }
        id
    }

    /// Appends an argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> ValueId {
        self.touch();
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.create_value(ty, ValueDef::BlockArg { block, index });
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Appends `block` to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.touch();
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.push(block);
    }

    /// Creates a detached operation from `state`, with fresh result values.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        self.touch();
        let id = OpId(self.ops.len() as u32);
        let results = state
            .result_types
            .into_iter()
            .enumerate()
            .map(|(i, ty)| {
                self.create_value(
                    ty,
                    ValueDef::OpResult {
                        op: id,
                        index: i as u32,
                    },
                )
            })
            .collect();
        for &r in &state.regions {
            self.regions[r.index()].parent = Some(id);
        }
        self.ops.push(Operation {
            name: state.name,
            operands: state.operands,
            results,
            props: state.props,
            attrs: state.attrs,
            regions: state.regions,
            successors: state.successors,
            parent: None,
            pos: state.pos,
            loc: state.loc,
        });
        id
    }

    /// Appends `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.touch();
        self.ops[op.index()].parent = Some(block);
        self.blocks[block.index()].ops.push(op);
    }

    /// Inserts `op` into `block` at position `index` (clamped).
    pub fn insert_op(&mut self, block: BlockId, index: usize, op: OpId) {
        self.touch();
        self.ops[op.index()].parent = Some(block);
        let ops = &mut self.blocks[block.index()].ops;
        ops.insert(index.min(ops.len()), op);
    }

    /// Removes `op` from its block (it stays in the arena, detached).
    pub fn detach_op(&mut self, op: OpId) {
        self.touch();
        if let Some(b) = self.ops[op.index()].parent.take() {
            self.blocks[b.index()].ops.retain(|&o| o != op);
        }
    }

    /// The operation owning the region that contains `op`'s block.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.op(op).parent?;
        self.block_parent_op(b)
    }

    /// The operation owning the region that contains `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        let r = self.block(block).parent?;
        self.region(r).parent
    }

    /// The block containing the definition of `v` (its block for block arguments).
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.value(v).def {
            ValueDef::OpResult { op, .. } => self.op(op).parent,
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Unresolved => None,
        }
    }

    /// The defining operation of `v`, if it is an operation result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.value(v).def {
            ValueDef::OpResult { op, .. } => Some(op),
            _ => None,
        }
    }

    /// True if `ancestor` is `op` or contains it (transitively).
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            cur = self.parent_op(c);
        }
        false
    }

    /// Replaces every use of `from` by `to` in all operations of the arena. If `to` has no
    /// source name, it takes `from`'s (so reports keep naming a loop whose induction variable a
    /// transformation replaced as the source did).
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        self.touch();
        if self.values[to.index()].name_hint.is_none() {
            self.values[to.index()].name_hint = self.values[from.index()].name_hint.clone();
        }
        for op in &mut self.ops {
            for o in &mut op.operands {
                if *o == from {
                    *o = to;
                }
            }
        }
    }

    /// [`Module::replace_all_uses`] in the operations nested under `root` (itself included)
    /// only: for a caller that knows every use of `from` it must change lies there (a loop's
    /// induction variable after its body moved into a new loop `root`), at the cost of that
    /// subtree instead of the whole arena.
    pub fn replace_uses_under(&mut self, root: OpId, from: ValueId, to: ValueId) {
        self.touch();
        if self.values[to.index()].name_hint.is_none() {
            self.values[to.index()].name_hint = self.values[from.index()].name_hint.clone();
        }
        for op in self.walk(root) {
            for o in &mut self.ops[op.index()].operands {
                if *o == from {
                    *o = to;
                }
            }
        }
    }

    /// All operations nested under `root` (including `root`), in pre-order.
    pub fn walk(&self, root: OpId) -> Vec<OpId> {
        let mut out = vec![];
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            out.push(op);
            for &r in self.op(op).regions.iter().rev() {
                for &b in self.region(r).blocks.iter().rev() {
                    stack.extend(self.block(b).ops.iter().rev());
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse, Registry};

    #[test]
    fn versions_follow_mutations_and_clones() {
        let reg = Registry::standard();
        let m = parse("func.func @f() {\n  return\n}\n", reg).unwrap();
        let v = m.version();
        assert_ne!(v, 0, "parsing mutates");
        // Reading does not change the version; a clone shares it (identical IR).
        let _ = m.walk(m.top());
        let mut a = m.clone();
        assert_eq!(a.version(), v);
        // Any mutable access renews it, and two copies mutated apart never meet again.
        let top = a.top();
        a.op_mut(top);
        let mut b = m.clone();
        b.op_mut(top);
        assert_ne!(a.version(), v);
        assert_ne!(b.version(), v);
        assert_ne!(a.version(), b.version());
        assert_eq!(m.version(), v);
    }

    #[test]
    fn replace_uses_under_changes_only_the_subtree() {
        let reg = Registry::standard();
        let src = "func.func @f(%a: index, %b: index) -> index {\n  %0 = arith.addi %a, %a : index\n  affine.for %i = 0 to 4 {\n    %1 = arith.muli %a, %i : index\n  }\n  return %a : index\n}\n";
        let mut m = parse(src, reg).unwrap();
        let ops = m.walk(m.top());
        let find = |name: &str| ops.iter().copied().find(|&o| m.op(o).name == name).unwrap();
        let (add, lp, mul, ret) = (
            find("arith.addi"),
            find("affine.for"),
            find("arith.muli"),
            find("func.return"),
        );
        let (a, b) = (m.op(add).operands[0], m.op(ret).operands[0]);
        assert_eq!(a, b);
        let func = m.parent_op(add).unwrap();
        let b_arg = m.block(m.op(add).parent.unwrap()).args[1];
        let v = m.version();
        m.replace_uses_under(lp, a, b_arg);
        assert_ne!(m.version(), v);
        // The loop's use changed; the uses outside it did not.
        assert_eq!(m.op(mul).operands[0], b_arg);
        assert_eq!(m.op(add).operands, vec![a, a]);
        assert_eq!(m.op(ret).operands, vec![a]);
        // Over the whole function it is replace_all_uses.
        m.replace_uses_under(func, a, b_arg);
        assert_eq!(m.op(add).operands, vec![b_arg, b_arg]);
        assert_eq!(m.op(ret).operands, vec![b_arg]);
    }
}
