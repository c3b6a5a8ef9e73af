//! The printer: custom assembly form by default (as `mlir-opt` prints it, 2-space indent), or the
//! generic form on request.
//!
//! [`print_module`] is the entry point. The [`Printer`] type is also the helper API that custom
//! operation printers (registered in [`crate::dialects`]) use; its methods mirror MLIR's
//! `OpAsmPrinter` (`print_operand`, `print_type`, `print_optional_attr_dict`, `print_region`...).

pub mod attr_print;
mod dialect_alias;
mod names;

use std::fmt::Write;

use tessera_polyhedral::affine::{AffineMap, AffineVar};

use crate::attrs::Attribute;
use crate::dialects::Registry;
use crate::module::{BlockId, Module, OpId, RegionId, ValueId};
use crate::types::Type;

use attr_print::{
    write_attr, write_attr_name, write_dict, write_result_types, write_symbol, write_type,
    write_type_list, Aliases,
};
pub use names::NameTable;

/// Printing options.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print every operation in the generic form.
    pub generic: bool,
}

/// Prints the module (its top-level operation) with alias definitions first, ending in a newline.
pub fn print_module(m: &Module, reg: &Registry, opts: PrintOptions) -> String {
    let names = NameTable::compute(m, reg, m.top(), opts.generic);
    // First pass: assign aliases in the order MLIR's alias collection visits attributes.
    let mut collect = Printer::new(m, reg, &names, opts.generic, Aliases::enabled(), true);
    collect.print_top(m.top());
    let mut aliases = collect.aliases;
    aliases.finalize();
    let mut p = Printer::new(m, reg, &names, opts.generic, aliases, false);
    p.print_top(m.top());
    let mut out = p.aliases.definitions();
    out.push_str(&p.out);
    let mut out = dialect_alias::renumber_distinct(&out);
    // mlir-opt ends its output with an empty line.
    out.push_str("\n\n");
    if !m.file_metadata.is_empty() {
        out.push_str("{-#\n");
        write_metadata(&mut out, &m.file_metadata, 2);
        out.push_str("#-}\n\n");
    }
    out
}

fn write_metadata(out: &mut String, entries: &[(String, crate::module::Metadata)], indent: usize) {
    for (i, (k, v)) in entries.iter().enumerate() {
        out.push_str(&" ".repeat(indent));
        out.push_str(k);
        out.push_str(": ");
        match v {
            crate::module::Metadata::Token(t) => out.push_str(t),
            crate::module::Metadata::Map(inner) => {
                out.push_str("{\n");
                write_metadata(out, inner, indent + 2);
                out.push_str(&" ".repeat(indent));
                out.push('}');
            }
        }
        if i + 1 < entries.len() {
            out.push(',');
        }
        out.push('\n');
    }
}

/// Prints one operation (and its regions) in isolation, without aliases.
pub fn print_op(m: &Module, reg: &Registry, op: OpId, opts: PrintOptions) -> String {
    let names = NameTable::compute(m, reg, op, opts.generic);
    let mut p = Printer::new(m, reg, &names, opts.generic, Aliases::disabled(), false);
    p.print_top(op);
    p.out
}

/// The printer state; also the helper API for custom operation printers.
pub struct Printer<'a> {
    m: &'a Module,
    reg: &'a Registry,
    names: &'a NameTable,
    generic: bool,
    aliases: Aliases,
    collecting: bool,
    /// The output buffer.
    pub out: String,
    indent: usize,
    default_dialects: Vec<&'static str>,
}

impl<'a> Printer<'a> {
    fn new(
        m: &'a Module,
        reg: &'a Registry,
        names: &'a NameTable,
        generic: bool,
        aliases: Aliases,
        collecting: bool,
    ) -> Printer<'a> {
        Printer {
            m,
            reg,
            names,
            generic,
            aliases,
            collecting,
            out: String::new(),
            indent: 0,
            default_dialects: vec![""],
        }
    }

    /// The module being printed.
    pub fn module(&self) -> &'a Module {
        self.m
    }

    fn print_top(&mut self, op: OpId) {
        self.print_full_op(op);
    }

    /// The indentation (in spaces) of the operation being printed.
    pub fn current_indent(&self) -> usize {
        self.indent
    }

    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn newline(&mut self) {
        self.out.push('\n');
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    fn print_full_op(&mut self, op: OpId) {
        self.write_indent();
        let o = self.m.op(op);
        if !o.results.is_empty() {
            let d = self.names.def_names(self.m, op);
            self.out.push_str(&d);
            self.out.push_str(" = ");
        }
        self.print_custom_or_generic_op(op);
    }

    /// Prints `op` in its custom form if it has one, else generically, without indentation or
    /// result names (MLIR's `printCustomOrGenericOp`, for ops nested in another op's syntax).
    pub fn print_custom_or_generic_op(&mut self, op: OpId) {
        let o = self.m.op(op);
        if !self.generic {
            if let Some(def) = self.reg.lookup(&o.name) {
                let mark = self.out.len();
                let dd = self.default_dialects.last().copied().unwrap_or("");
                let short = o
                    .name
                    .strip_prefix("builtin.")
                    .or_else(|| {
                        if dd.is_empty() {
                            None
                        } else {
                            o.name
                                .strip_prefix(dd)
                                .and_then(|s| s.strip_prefix('.'))
                                .filter(|s| !s.contains('.'))
                        }
                    })
                    .unwrap_or(&o.name);
                self.out.push_str(short);
                if (def.print)(self, op).is_some() {
                    return;
                }
                self.out.truncate(mark);
            }
        }
        self.print_generic_op(op);
    }

    /// Prints `op` in the generic form (without indentation or result names).
    pub fn print_generic_op(&mut self, op: OpId) {
        let o = self.m.op(op);
        if self.collecting {
            // MLIR's alias collection visits regions first, then types, then attributes.
            for &r in &o.regions {
                self.print_region(r, true, true, true);
            }
            let tys: Vec<Type> = o
                .operands
                .iter()
                .map(|&v| self.m.value_type(v).clone())
                .collect();
            for t in &tys {
                self.print_type(t);
            }
            for &r in &o.results {
                let t = self.m.value_type(r).clone();
                self.print_type(&t);
            }
            let mut all = o.props.clone();
            for (k, v) in &o.attrs {
                crate::attrs::dict_set(&mut all, k, v.clone());
            }
            for (_, v) in &all {
                self.print_attribute(v);
            }
            return;
        }
        self.out.push('"');
        self.out
            .push_str(&crate::lexer::escape_string(o.name.as_bytes()));
        self.out.push_str("\"(");
        self.print_operands(&o.operands);
        self.out.push(')');
        if !o.successors.is_empty() {
            self.out.push('[');
            for (i, &b) in o.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_successor(b);
            }
            self.out.push(']');
        }
        if !o.props.is_empty() {
            self.out.push_str(" <");
            write_dict(&mut self.out, &o.props, &mut self.aliases);
            self.out.push('>');
        }
        if !o.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in o.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(&o.attrs, &[]);
        self.out.push_str(" : (");
        let tys: Vec<Type> = o
            .operands
            .iter()
            .map(|&v| self.m.value_type(v).clone())
            .collect();
        write_type_list(&mut self.out, &tys, &mut self.aliases);
        self.out.push_str(") -> ");
        let rt: Vec<Type> = o
            .results
            .iter()
            .map(|&v| self.m.value_type(v).clone())
            .collect();
        write_result_types(&mut self.out, &rt, &mut self.aliases);
    }

    // ----- helper API ----------------------------------------------------------------------

    /// Prints a value use (`%0`, `%arg1`, `%c0`, `%5#1`).
    pub fn print_operand(&mut self, v: ValueId) {
        self.names.write_use(self.m, v, &mut self.out);
    }

    /// Prints comma-separated value uses.
    pub fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }

    /// Prints a type.
    pub fn print_type(&mut self, t: &Type) {
        write_type(&mut self.out, t, &mut self.aliases);
    }

    /// Prints comma-separated types.
    pub fn print_types(&mut self, ts: &[Type]) {
        write_type_list(&mut self.out, ts, &mut self.aliases);
    }

    /// Prints the types of values, comma-separated.
    pub fn print_value_types(&mut self, vs: &[ValueId]) {
        let ts: Vec<Type> = vs.iter().map(|&v| self.m.value_type(v).clone()).collect();
        self.print_types(&ts);
    }

    /// Prints function results: one non-function type bare, else `(t1, t2)`.
    pub fn print_result_types(&mut self, ts: &[Type]) {
        write_result_types(&mut self.out, ts, &mut self.aliases);
    }

    /// Prints `(inputs) -> results`.
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_types(inputs);
        self.out.push_str(") -> ");
        self.print_result_types(results);
    }

    /// Prints an attribute (aliases applied).
    pub fn print_attribute(&mut self, a: &Attribute) {
        write_attr(&mut self.out, a, &mut self.aliases);
    }

    /// Prints an attribute without its type if the type is `i64`/`f64`.
    pub fn print_attribute_elided(&mut self, a: &Attribute) {
        attr_print::write_attr_elided(&mut self.out, a, &mut self.aliases);
    }

    /// Prints ` {k = v, ...}` for the entries not in `elided` (nothing if none remain).
    pub fn print_optional_attr_dict(&mut self, attrs: &[(String, Attribute)], elided: &[&str]) {
        let kept: Vec<(String, Attribute)> = attrs
            .iter()
            .filter(|(k, _)| !elided.contains(&k.as_str()))
            .cloned()
            .collect();
        if kept.is_empty() {
            return;
        }
        self.out.push(' ');
        write_dict(&mut self.out, &kept, &mut self.aliases);
    }

    /// Prints ` attributes {k = v, ...}` for the entries not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[(String, Attribute)],
        elided: &[&str],
    ) {
        if attrs.iter().any(|(k, _)| !elided.contains(&k.as_str())) {
            self.out.push_str(" attributes");
            self.print_optional_attr_dict(attrs, elided);
        }
    }

    /// Prints the discardable attributes of `op` and those of its properties not in `elided`
    /// (for ops whose custom syntax prints inherent attributes in the attribute dictionary).
    pub fn print_op_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let o = self.m.op(op);
        let mut all = o.props.clone();
        for (k, v) in &o.attrs {
            crate::attrs::dict_set(&mut all, k, v.clone());
        }
        self.print_optional_attr_dict(&all, elided);
    }

    /// Like [`Printer::print_op_attr_dict`], with the ` attributes` keyword.
    pub fn print_op_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let o = self.m.op(op);
        let mut all = o.props.clone();
        for (k, v) in &o.attrs {
            crate::attrs::dict_set(&mut all, k, v.clone());
        }
        self.print_optional_attr_dict_with_keyword(&all, elided);
    }

    /// Prints an attribute name (quoted if needed).
    pub fn print_attr_name(&mut self, k: &str) {
        write_attr_name(&mut self.out, k);
    }

    /// Prints a symbol name `@name`.
    pub fn print_symbol_name(&mut self, name: &str) {
        write_symbol(&mut self.out, name);
    }

    /// Prints a successor block name.
    pub fn print_successor(&mut self, b: BlockId) {
        let n = self.names.block_name(b);
        self.out.push_str(&n);
    }

    /// Prints `^bb1(%a, %b : t1, t2)` (no parentheses if `args` is empty).
    pub fn print_successor_and_operands(&mut self, b: BlockId, args: &[ValueId]) {
        self.print_successor(b);
        if !args.is_empty() {
            self.out.push('(');
            self.print_operands(args);
            self.out.push_str(" : ");
            self.print_value_types(args);
            self.out.push(')');
        }
    }

    /// Prints a region argument definition `%arg0: i32 {attrs}`.
    pub fn print_region_argument(&mut self, v: ValueId, attrs: &[(String, Attribute)]) {
        self.print_operand(v);
        self.out.push_str(": ");
        let t = self.m.value_type(v).clone();
        self.print_type(&t);
        self.print_optional_attr_dict(attrs, &[]);
    }

    /// Prints affine map results over SSA operands: dims as `%x`, symbols as `symbol(%n)`;
    /// `operands` holds the dim operands followed by the symbol operands.
    pub fn print_affine_map_of_ssa_ids(
        &mut self,
        map: &AffineMap,
        operands: &[ValueId],
    ) -> Option<()> {
        let nd = map.num_dims() as usize;
        if operands.len() != nd + map.num_symbols() as usize {
            return None;
        }
        let names: Vec<String> = operands
            .iter()
            .map(|&v| self.names.use_name(self.m, v))
            .collect();
        let namer = |f: &mut std::fmt::Formatter<'_>, var: AffineVar| -> std::fmt::Result {
            match var {
                AffineVar::Dim(i) => {
                    f.write_str(names.get(i as usize).map_or("%?", |s| s.as_str()))
                }
                AffineVar::Symbol(i) => write!(
                    f,
                    "symbol({})",
                    names.get(nd + i as usize).map_or("%?", |s| s.as_str())
                ),
            }
        };
        for (i, e) in map.results().iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "{}", e.display_with(&namer));
        }
        Some(())
    }

    /// Prints a region. `entry_args`: print the entry block header with its arguments;
    /// `terminators`: print the block terminators; `empty_block`: print the header of an empty
    /// entry block.
    pub fn print_region(
        &mut self,
        r: RegionId,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        self.out.push('{');
        self.newline();
        let region = self.m.region(r);
        if let Some(&entry) = region.blocks.first() {
            let dd = region
                .parent
                .and_then(|p| self.reg.lookup(&self.m.op(p).name))
                .map_or("", |d| d.default_dialect);
            self.default_dialects.push(dd);
            let preds = self.predecessors(r);
            let eb = self.m.block(entry);
            let header = (empty_block && eb.ops.is_empty()) || (entry_args && !eb.args.is_empty());
            self.print_block(entry, header, terminators, &preds);
            for &b in region.blocks.iter().skip(1) {
                self.print_block(b, true, true, &preds);
            }
            self.default_dialects.pop();
        }
        self.write_indent();
        self.out.push('}');
    }

    fn predecessors(&self, r: RegionId) -> std::collections::HashMap<BlockId, Vec<BlockId>> {
        let mut preds: std::collections::HashMap<BlockId, Vec<BlockId>> = Default::default();
        for &b in &self.m.region(r).blocks {
            for &op in &self.m.block(b).ops {
                for &s in &self.m.op(op).successors {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        preds
    }

    fn print_block(
        &mut self,
        b: BlockId,
        header: bool,
        terminator: bool,
        preds: &std::collections::HashMap<BlockId, Vec<BlockId>>,
    ) {
        let block = self.m.block(b);
        if header {
            self.write_indent();
            let n = self.names.block_name(b);
            self.out.push_str(&n);
            if !block.args.is_empty() {
                self.out.push('(');
                for (i, &a) in block.args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_region_argument(a, &[]);
                }
                self.out.push(')');
            }
            self.out.push(':');
            let is_entry = self
                .m
                .block(b)
                .parent
                .and_then(|r| self.m.region(r).blocks.first().copied())
                == Some(b);
            match preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                [] => {
                    if !is_entry {
                        self.out.push_str("  // no predecessors");
                    }
                }
                // MLIR's `getSinglePredecessor`: exactly one edge (a block reached twice
                // from one terminator has two).
                [first] => {
                    let n = self.names.block_name(*first);
                    let _ = write!(self.out, "  // pred: {n}");
                }
                many => {
                    let mut v: Vec<BlockId> = many.to_vec();
                    v.sort_by_key(|x| self.names.block_number(*x));
                    let list: Vec<String> = v.iter().map(|x| self.names.block_name(*x)).collect();
                    let _ = write!(self.out, "  // {} preds: {}", v.len(), list.join(", "));
                }
            }
            self.newline();
        }
        self.indent += 2;
        let ops = &block.ops;
        let skip_last = !terminator
            && ops.last().is_some_and(|&l| {
                self.reg
                    .lookup(&self.m.op(l).name)
                    .is_some_and(|d| d.traits.contains(crate::dialects::Traits::TERMINATOR))
            });
        let n = if skip_last { ops.len() - 1 } else { ops.len() };
        for &op in ops.iter().take(n) {
            self.print_full_op(op);
            self.newline();
        }
        self.indent -= 2;
    }
}
