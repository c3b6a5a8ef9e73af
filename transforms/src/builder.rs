//! A small IR builder: creates operations at an insertion point (before an operation or at the
//! end of a block), with the properties the parser would give them.

use tessera_ir::attrs::{ElemValue, FloatValue};
use tessera_ir::{Attribute, BlockId, Module, OpId, OperationState, Pos, Type, ValueId};

/// `arith.cmpi` predicate numbers (the attribute values).
pub(crate) const SLT: i64 = 2;
/// `sle`
pub(crate) const SLE: i64 = 3;
/// `sge`
pub(crate) const SGE: i64 = 5;
/// `eq`
pub(crate) const EQ: i64 = 0;

/// Inserts operations into a block.
pub(crate) struct Builder<'a> {
    pub(crate) m: &'a mut Module,
    block: BlockId,
    index: usize,
    pos: Option<Pos>,
    loc: Option<String>,
}

/// `array<i32: ...>`
pub(crate) fn i32_array(vals: &[usize]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::int(32),
        values: vals.iter().map(|&v| ElemValue::Int(v as i128)).collect(),
    }
}

fn overflow_none() -> Attribute {
    Attribute::Opaque("#arith.overflow<none>".into())
}

fn fastmath_none() -> Attribute {
    Attribute::Opaque("#arith.fastmath<none>".into())
}

impl<'a> Builder<'a> {
    /// Inserts before `op` (which must be in a block), with `op`'s location.
    pub(crate) fn before(m: &'a mut Module, op: OpId) -> Option<Builder<'a>> {
        let block = m.op(op).parent?;
        let index = m.block(block).ops.iter().position(|&o| o == op)?;
        let pos = m.op(op).pos;
        let loc = m.op(op).loc.clone();
        Some(Builder {
            m,
            block,
            index,
            pos,
            loc,
        })
    }

    /// Appends to `block`, with location `pos`.
    pub(crate) fn at_end(m: &'a mut Module, block: BlockId, pos: Option<Pos>) -> Builder<'a> {
        let index = m.block(block).ops.len();
        Builder {
            m,
            block,
            index,
            pos,
            loc: None,
        }
    }

    /// Creates an operation from `st` (position filled in) at the insertion point.
    pub(crate) fn insert(&mut self, mut st: OperationState) -> OpId {
        st.pos = st.pos.or(self.pos);
        if st.loc.is_none() {
            st.loc.clone_from(&self.loc);
        }
        let op = self.m.create_op(st);
        self.m.insert_op(self.block, self.index, op);
        self.index += 1;
        op
    }

    /// Inserts an existing detached operation at the insertion point.
    pub(crate) fn insert_existing(&mut self, op: OpId) {
        self.m.insert_op(self.block, self.index, op);
        self.index += 1;
    }

    /// Creates a one-result op and returns the result.
    pub(crate) fn value(
        &mut self,
        name: &str,
        operands: Vec<ValueId>,
        ty: Type,
        props: Vec<(&str, Attribute)>,
    ) -> ValueId {
        let mut st = OperationState::new(name);
        st.operands = operands;
        st.result_types = vec![ty];
        for (k, v) in props {
            st.set_prop(k, v);
        }
        let op = self.insert(st);
        self.m.op(op).results[0]
    }

    /// `arith.constant v : index`
    pub(crate) fn index(&mut self, v: i64) -> ValueId {
        self.value(
            "arith.constant",
            vec![],
            Type::Index,
            vec![("value", Attribute::index(v))],
        )
    }

    /// `arith.constant` of an integer type.
    pub(crate) fn int_const(&mut self, v: i64, ty: Type) -> ValueId {
        let a = Attribute::Integer {
            value: v as i128,
            ty: ty.clone(),
        };
        self.value("arith.constant", vec![], ty, vec![("value", a)])
    }

    /// `arith.constant` of a float type from an f64 (rounded to f32 for f32).
    pub(crate) fn float_const(&mut self, v: f64, ty: Type) -> ValueId {
        let bits = if ty.int_or_float_width() == Some(32) {
            u128::from((v as f32).to_bits())
        } else {
            u128::from(v.to_bits())
        };
        let a = Attribute::Float {
            value: FloatValue::Bits(bits),
            ty: ty.clone(),
        };
        self.value("arith.constant", vec![], ty, vec![("value", a)])
    }

    /// A binary arith op with the type of `a` (overflow/fastmath flags as the parser sets them).
    pub(crate) fn bin(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.m.value_type(a).clone();
        let short = name.strip_prefix("arith.").unwrap_or(name);
        let mut props = vec![];
        if ["addi", "subi", "muli", "shli"].contains(&short) {
            props.push(("overflowFlags", overflow_none()));
        }
        if [
            "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
        ]
        .contains(&short)
        {
            props.push(("fastmath", fastmath_none()));
        }
        self.value(name, vec![a, b], ty, props)
    }

    /// `arith.cmpi pred, a, b`
    pub(crate) fn cmpi(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        self.value(
            "arith.cmpi",
            vec![a, b],
            Type::i1(),
            vec![("predicate", Attribute::i64(pred))],
        )
    }

    /// `arith.select c, a, b`
    pub(crate) fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.m.value_type(a).clone();
        self.value("arith.select", vec![c, a, b], ty, vec![])
    }
}
