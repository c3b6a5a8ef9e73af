//! Dialect operation definitions: the registry mapping an op name to its custom syntax (parse and
//! print functions), verifier, traits, and inherent attributes.
//!
//! Operations that are not registered still parse and print in the generic form
//! `"dialect.op"(%a) <{props}> ({regions}) {attrs} : (types) -> types`, keeping their regions.
//!
//! # Adding an operation
//!
//! 1. In the dialect's file (`ir/src/dialects/<dialect>.rs`), write three functions:
//!    * `parse(p: &mut Parser, st: &mut OperationState) -> Result<()>`: called after the op name
//!      has been consumed. Parse operands as [`UnresolvedOperand`](crate::parser::UnresolvedOperand)s
//!      (`p.parse_operand()`, `p.parse_operand_list(Delimiter::Paren)`), the types
//!      (`p.parse_colon_type()`, `p.parse_colon_type_list()`, `p.parse_type_list_parens()`), then
//!      resolve them with `p.resolve_operand(&u, &ty)` / `p.resolve_operands(&us, &tys, at)` and
//!      push the values to `st.operands`. Set `st.result_types`. Inherent attributes go to
//!      `st.set_prop(..)`; `p.parse_optional_attr_dict(&mut st.attrs)` reads the trailing
//!      `{...}` (MLIR moves inherent names found there into properties: do the same with
//!      [`move_inherent_to_props`]). Regions: `p.parse_region(&args)` (named entry arguments,
//!      e.g. from [`Parser::parse_argument`](crate::parser::Parser::parse_argument)) and push
//!      the id to `st.regions`. Successors: `p.parse_successor()`.
//!    * `print(p: &mut Printer, op: OpId) -> Option<()>`: called after the printer wrote the
//!      result names and the (possibly dialect-stripped) op name. Write everything after the
//!      name, starting with a space. Return `None` if the op does not have the shape the custom
//!      syntax needs: the printer then falls back to the generic form. Helpers:
//!      `p.print_operand`, `p.print_operands`, `p.print_type`, `p.print_attribute`,
//!      `p.print_op_attr_dict(op, &["elided", ...])`, `p.print_region(r, entry_args,
//!      terminators, empty_block)`, `p.print_successor_and_operands`, `p.print_function_type`,
//!      `p.print_affine_map_of_ssa_ids`.
//!    * optionally `verify(m: &Module, op: OpId) -> Result<()>`: op-specific checks (operand and
//!      result counts and types, attributes, region shapes). Build errors with [`op_error`] so
//!      they point at the op. Generic checks (dominance, terminators of ops with the
//!      [`Traits::TERMINATOR`]-requiring regions, symbol uses) are done by
//!      [`crate::verify()`].
//! 2. Register the op in the dialect's `register(r: &mut Registry)` function with
//!    `r.add(OpDef::new("dialect.op", parse, print).verifier(verify).traits(..).inherent(&[..]))`,
//!    and make sure the dialect's `register` is called from [`Registry::with_all_dialects`] (add
//!    `mod <dialect>;` below and one line there).
//!
//! # Example
//!
//! A complete op `demo.scale %x by 3 : f32` with an inherent `factor` attribute:
//!
//! ```
//! use tessera_ir::dialects::{op_error, OpDef, Registry, Traits};
//! use tessera_ir::{Attribute, Module, OpId, OperationState, Parser, Printer, Result, Type};
//!
//! fn parse(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
//!     let x = p.parse_operand()?;
//!     p.parse_keyword("by")?;
//!     let factor = p.parse_integer()?;
//!     st.set_prop("factor", Attribute::i64(factor));
//!     p.parse_optional_attr_dict(&mut st.attrs)?;
//!     let ty = p.parse_colon_type()?;
//!     st.operands.push(p.resolve_operand(&x, &ty)?);
//!     st.result_types.push(ty);
//!     Ok(())
//! }
//!
//! fn print(p: &mut Printer<'_>, op: OpId) -> Option<()> {
//!     let o = p.module().op(op);
//!     let (&x, factor) = (o.operands.first()?, o.attr("factor")?.as_int()?);
//!     p.write(" ");
//!     p.print_operand(x);
//!     p.write(&format!(" by {factor}"));
//!     p.print_op_attr_dict(op, &["factor"]);
//!     p.write(" : ");
//!     let ty = p.module().value_type(x).clone();
//!     p.print_type(&ty);
//!     Some(())
//! }
//!
//! fn verify(m: &Module, op: OpId) -> Result<()> {
//!     let o = m.op(op);
//!     if o.operands.len() != 1 || o.results.len() != 1 {
//!         return Err(op_error(m, op, "expects one operand and one result"));
//!     }
//!     if m.value_type(o.operands[0]) != m.value_type(o.results[0]) {
//!         return Err(op_error(m, op, "operand and result types must match"));
//!     }
//!     Ok(())
//! }
//!
//! let mut reg = Registry::with_all_dialects();
//! reg.add(OpDef::new("demo.scale", parse, print).verifier(verify).traits(Traits::PURE).inherent(&["factor"]));
//! let src = "func.func @f(%a: f32) -> f32 {\n  %0 = demo.scale %a by 3 : f32\n  return %0 : f32\n}\n";
//! let m = tessera_ir::parse(src, &reg).unwrap();
//! tessera_ir::verify(&m, &reg).unwrap();
//! let out = tessera_ir::print(&m, &reg, Default::default());
//! assert!(out.contains("%0 = demo.scale %arg0 by 3 : f32"));
//! let generic = tessera_ir::print(&m, &reg, tessera_ir::PrintOptions { generic: true });
//! assert!(generic.contains("\"demo.scale\"(%arg0) <{factor = 3 : i64}> : (f32) -> f32"));
//! ```

mod affine;
pub(crate) use affine::parallel::groups_attr as affine_groups_attr;
pub use affine::{
    reduction_kind as affine_reduction_kind, reduction_name as affine_reduction_name,
};
mod arith;
pub use arith::{cmpf as arith_cmpf, cmpi as arith_cmpi};
mod bufferization;
mod builtin;
mod cf;
mod complex;
mod func;
mod gpu;
mod helpers;
pub mod linalg;
mod llvm;
pub(crate) use llvm::canonical_fastmath as llvm_canonical_fastmath;
mod math;
mod memref;
mod scf;
mod sparse_tensor;
pub(crate) use gpu::parse_mma_type;
mod tensor;
mod vector;

/// Dialect attributes read structurally and kept in mlir-opt's spelling (the current token is
/// `#name`); `None` for the others, which are kept verbatim.
pub(crate) fn parse_dialect_attr(
    p: &mut crate::parser::Parser<'_>,
    name: &str,
) -> Option<crate::error::Result<Attribute>> {
    if let Some(r) = gpu::parse_attr(p, name) {
        return Some(r);
    }
    sparse_tensor::parse_attr(p, name)
}

use crate::fxhash::FxHashMap as HashMap;
use std::sync::OnceLock;

use crate::attrs::{dict_get, dict_remove, dict_set, Attribute};
use crate::error::{Error, Result};
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;

/// Parses the custom syntax of an op (after its name).
pub type ParseFn = fn(&mut Parser<'_>, &mut OperationState) -> Result<()>;
/// Prints the custom syntax of an op (after its name); `None` selects the generic form.
pub type PrintFn = fn(&mut Printer<'_>, OpId) -> Option<()>;
/// Op-specific verification.
pub type VerifyFn = fn(&Module, OpId) -> Result<()>;
/// Suggested result names (result index, name), e.g. `c0` for `arith.constant 0 : index`.
pub type ResultNamesFn = fn(&Module, OpId) -> Vec<(usize, String)>;
/// Suggested names for entry block arguments of region `region_index` of the op.
pub type BlockArgNamesFn = fn(&Module, OpId, usize) -> Vec<(crate::module::ValueId, String)>;
/// Fills default-valued properties a generic-form op left out (MLIR's property storage holds
/// them, so mlir-opt prints them).
pub type DefaultsFn = fn(&mut OperationState);

/// Op traits used by the generic verifier and the printer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Must be the last op of its block.
    pub const TERMINATOR: Traits = Traits(1);
    /// Regions cannot use values defined outside of the op.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    /// The op's region holds symbols (`builtin.module`).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 2);
    /// The op defines a symbol (`sym_name`).
    pub const SYMBOL: Traits = Traits(1 << 3);
    /// Blocks of the op's regions need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 4);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    /// Regions are graph regions (no dominance requirement).
    pub const GRAPH_REGION: Traits = Traits(1 << 6);
    /// Starts a new affine scope (seed 001): function bodies, `affine.execute_region`.
    pub const AFFINE_SCOPE: Traits = Traits(1 << 7);
    /// No side effects.
    pub const PURE: Traits = Traits(1 << 8);
    /// Returns control to the parent op (`func.return`, `affine.yield`).
    pub const RETURN_LIKE: Traits = Traits(1 << 9);
    /// A constant (`arith.constant`): its result is a valid affine symbol.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 10);

    /// True if all traits of `other` are present.
    pub fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        Traits(self.0 | rhs.0)
    }
}

/// The definition of a registered operation.
#[derive(Clone)]
pub struct OpDef {
    /// Full name (`dialect.op`).
    pub name: &'static str,
    /// Custom syntax parser.
    pub parse: ParseFn,
    /// Custom syntax printer.
    pub print: PrintFn,
    /// Op-specific verifier.
    pub verify: Option<VerifyFn>,
    /// Traits.
    pub traits: Traits,
    /// Names of inherent attributes (stored as properties).
    pub inherent_attrs: &'static [&'static str],
    /// Dialect whose ops may be written without prefix inside this op's regions.
    pub default_dialect: &'static str,
    /// Copy of `traits.contains(ISOLATED_FROM_ABOVE)`.
    pub isolated_from_above: bool,
    /// Result name suggestions.
    pub result_names: Option<ResultNamesFn>,
    /// Block argument name suggestions.
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Default-valued properties of generic-form ops.
    pub generic_defaults: Option<DefaultsFn>,
}

impl OpDef {
    /// A definition with custom syntax and no traits.
    pub fn new(name: &'static str, parse: ParseFn, print: PrintFn) -> OpDef {
        OpDef {
            name,
            parse,
            print,
            verify: None,
            traits: Traits::NONE,
            inherent_attrs: &[],
            default_dialect: "",
            isolated_from_above: false,
            result_names: None,
            block_arg_names: None,
            generic_defaults: None,
        }
    }

    /// Sets the verifier.
    pub fn verifier(mut self, f: VerifyFn) -> OpDef {
        self.verify = Some(f);
        self
    }

    /// Sets the traits.
    pub fn traits(mut self, t: Traits) -> OpDef {
        self.traits = t;
        self.isolated_from_above = t.contains(Traits::ISOLATED_FROM_ABOVE);
        self
    }

    /// Sets the inherent attribute names.
    pub fn inherent(mut self, names: &'static [&'static str]) -> OpDef {
        self.inherent_attrs = names;
        self
    }

    /// Sets the default dialect of the op's regions.
    pub fn default_dialect(mut self, d: &'static str) -> OpDef {
        self.default_dialect = d;
        self
    }

    /// Sets the result name hook.
    pub fn result_names(mut self, f: ResultNamesFn) -> OpDef {
        self.result_names = Some(f);
        self
    }

    /// Sets the block argument name hook.
    pub fn block_arg_names(mut self, f: BlockArgNamesFn) -> OpDef {
        self.block_arg_names = Some(f);
        self
    }

    /// Sets the hook filling default-valued properties of generic-form ops.
    pub fn generic_defaults(mut self, f: DefaultsFn) -> OpDef {
        self.generic_defaults = Some(f);
        self
    }
}

/// The set of registered operations.
#[derive(Clone, Default)]
pub struct Registry {
    ops: HashMap<&'static str, OpDef>,
}

impl Registry {
    /// An empty registry: every op parses and prints in the generic form.
    pub fn empty() -> Registry {
        Registry::default()
    }

    /// A registry with every dialect this crate defines.
    pub fn with_all_dialects() -> Registry {
        let mut r = Registry::default();
        builtin::register(&mut r);
        func::register(&mut r);
        cf::register(&mut r);
        complex::register(&mut r);
        bufferization::register(&mut r);
        gpu::register(&mut r);
        tensor::register(&mut r);
        arith::register(&mut r);
        math::register(&mut r);
        memref::register(&mut r);
        scf::register(&mut r);
        vector::register(&mut r);
        linalg::register(&mut r);
        affine::register(&mut r);
        llvm::register(&mut r);
        r
    }

    /// A shared registry with all dialects (built once).
    pub fn standard() -> &'static Registry {
        static REG: OnceLock<Registry> = OnceLock::new();
        REG.get_or_init(Registry::with_all_dialects)
    }

    /// Registers (or replaces) an op definition.
    pub fn add(&mut self, def: OpDef) {
        self.ops.insert(def.name, def);
    }

    /// The definition of `name`, if registered.
    pub fn lookup(&self, name: &str) -> Option<&OpDef> {
        self.ops.get(name)
    }

    /// The definitions whose names start with `prefix`.
    pub fn ops_with_prefix(&self, prefix: &str) -> Vec<&OpDef> {
        self.ops
            .values()
            .filter(|d| d.name.starts_with(prefix))
            .collect()
    }

    /// The traits of `name` (none if unregistered).
    pub fn traits(&self, name: &str) -> Traits {
        self.lookup(name).map_or(Traits::NONE, |d| d.traits)
    }
}

/// An error located at `op`, prefixed with `'op.name' op ` as MLIR does.
pub fn op_error(m: &Module, op: OpId, msg: impl AsRef<str>) -> Error {
    let o = m.op(op);
    Error {
        message: format!("'{}' op {}", o.name, msg.as_ref()),
        pos: o.pos,
        notes: Vec::new(),
    }
}

/// Moves the attributes named in `names` from `st.attrs` to `st.props` (what MLIR does with
/// inherent attributes written in an attribute dictionary).
pub fn move_inherent_to_props(st: &mut OperationState, names: &[&str]) {
    for n in names {
        if dict_get(&st.props, n).is_none() {
            if let Some(v) = dict_remove(&mut st.attrs, n) {
                dict_set(&mut st.props, n, v);
            }
        }
    }
}

/// Looks up attribute `name` of `op` as the given kind, or returns an op error.
pub fn required_attr<'m>(m: &'m Module, op: OpId, name: &str) -> Result<&'m Attribute> {
    m.op(op)
        .attr(name)
        .ok_or_else(|| op_error(m, op, format!("requires attribute '{name}'")))
}
