//! Operations, regions and blocks; the operand/argument/successor helpers of the custom-syntax
//! parser API.

use crate::attrs::{dict_get, dict_set, Attribute};
use crate::error::Result;
use crate::lexer::{decode_string, TokKind};
use crate::module::{BlockId, OpId, OperationState, RegionId, ValueId};
use crate::types::Type;

use super::Parser;

/// An SSA use not yet resolved to a value (its type is not known yet).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Name without `%`.
    pub name: String,
    /// Result number (`%x#1`).
    pub index: u32,
    /// Byte offset of the use.
    pub offset: usize,
}

/// A named, typed region argument as written in a custom syntax (`%arg0: i32 {attrs}`).
#[derive(Debug, Clone, PartialEq)]
pub struct Argument {
    /// The SSA name.
    pub name: UnresolvedOperand,
    /// The type.
    pub ty: Type,
    /// Argument attributes (sorted), if any were written.
    pub attrs: Vec<(String, Attribute)>,
}

/// Which brackets surround an operand list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delimiter {
    /// No brackets: zero or more comma-separated operands.
    None,
    /// `( ... )`, required.
    Paren,
    /// `[ ... ]`, required.
    Square,
    /// `( ... )` if present.
    OptionalParen,
    /// `[ ... ]` if present.
    OptionalSquare,
}

/// Per-operation parsing context: are its regions isolated, which dialect is implied inside.
#[derive(Debug, Clone, Copy)]
pub(crate) struct OpCtx {
    pub isolated: bool,
    pub default_dialect: &'static str,
}

impl<'a> Parser<'a> {
    /// Parses one operation, generic or custom, including its result bindings and location.
    pub(crate) fn parse_operation(&mut self) -> Result<OpId> {
        let start = self.tok.start;
        let mut results: Vec<(String, u32, usize)> = vec![];
        if self.at(TokKind::PercentId) {
            loop {
                let t = self.expect(TokKind::PercentId, "SSA value name")?;
                let name = self.slice(t.start + 1, t.end).to_string();
                let mut count = 1u32;
                if self.eat(TokKind::Colon)? {
                    let n = self.parse_integer()?;
                    if n < 1 || n > u32::MAX as i64 {
                        return Err(self.err_at(
                            t.start,
                            "expected named operation to have at least 1 result",
                        ));
                    }
                    count = n as u32;
                }
                results.push((name, count, t.start));
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::Equal, "'=' after SSA name")?;
        }
        let name_at = self.tok.start;
        let op = match self.tok.kind {
            TokKind::String => self.parse_generic_op()?,
            TokKind::BareId => self.parse_custom_op()?,
            _ => return Err(self.err("expected operation name in quotes")),
        };
        if let Some(l) = self.parse_optional_location()? {
            self.module.op_mut(op).loc = Some(l);
        }
        let total: u64 = results.iter().map(|r| r.1 as u64).sum();
        let have = self.module.op(op).results.clone();
        if !results.is_empty() && total != have.len() as u64 {
            return Err(self.err_at(
                if results.is_empty() { name_at } else { start },
                format!(
                    "operation defines {} results but was provided {} to bind",
                    have.len(),
                    total
                ),
            ));
        }
        let mut next = 0usize;
        for (name, count, at) in results {
            for k in 0..count {
                if let Some(&v) = have.get(next) {
                    self.module.value_mut(v).name_hint = Some(name.clone().into_boxed_str());
                    self.define_value(&name, k, v, at)?;
                }
                next += 1;
            }
        }
        Ok(op)
    }

    fn op_ctx_for(&self, name: &str) -> OpCtx {
        match self.registry.lookup(name) {
            Some(d) => OpCtx {
                isolated: d.isolated_from_above,
                default_dialect: d.default_dialect,
            },
            None => OpCtx {
                isolated: false,
                default_dialect: "",
            },
        }
    }

    fn parse_generic_op(&mut self) -> Result<OpId> {
        let t = self.bump()?;
        let raw = decode_string(self.slice(t.start, t.end));
        let name =
            String::from_utf8(raw).map_err(|_| self.err_at(t.start, "invalid operation name"))?;
        if name.is_empty() {
            return Err(self.err_at(t.start, "empty operation name is invalid"));
        }
        let mut st = OperationState::new(&name);
        st.pos = Some(self.pos_of(t.start));
        self.expect(TokKind::LParen, "'(' to start operand list")?;
        let operands = self.parse_operand_list_until(TokKind::RParen)?;
        if self.eat(TokKind::LBracket)? {
            loop {
                st.successors.push(self.parse_successor()?);
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::RBracket, "']' to close successor list")?;
        }
        if self.at(TokKind::Less) {
            self.bump()?;
            let at = self.tok.start;
            match self.parse_attribute()? {
                Attribute::Dictionary(d) => st.props = d,
                _ => return Err(self.err_at(at, "expected dictionary of properties")),
            }
            self.expect(TokKind::Greater, "'>' to close properties")?;
        }
        if self.at(TokKind::LParen) {
            self.bump()?;
            let ctx = self.op_ctx_for(&name);
            self.op_ctx.push(ctx);
            let r = self.parse_region_list();
            self.op_ctx.pop();
            st.regions = r?;
            self.expect(TokKind::RParen, "')' to end region list")?;
        }
        if self.at(TokKind::LBrace) {
            self.parse_optional_attr_dict(&mut st.attrs)?;
        }
        self.expect(TokKind::Colon, "':' followed by operation type")?;
        let ty_at = self.tok.start;
        let Type::Function { inputs, results } = self.parse_type()? else {
            return Err(self.err_at(ty_at, "expected function type"));
        };
        if inputs.len() != operands.len() {
            return Err(self.err_at(
                ty_at,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    plural(operands.len()),
                    inputs.len()
                ),
            ));
        }
        st.operands = self.resolve_operands(&operands, &inputs, ty_at)?;
        st.result_types = results;
        if let Some(def) = self.registry.lookup(&name) {
            for inh in def.inherent_attrs {
                if dict_get(&st.props, inh).is_none() {
                    if let Some(v) = crate::attrs::dict_remove(&mut st.attrs, inh) {
                        dict_set(&mut st.props, inh, v);
                    }
                }
            }
            if let Some(f) = def.generic_defaults {
                f(&mut st);
            }
        }
        Ok(self.finish_op(st))
    }

    fn parse_region_list(&mut self) -> Result<Vec<RegionId>> {
        let mut regions = vec![];
        if self.at(TokKind::RParen) {
            return Ok(regions);
        }
        loop {
            regions.push(self.parse_region(&[])?);
            if !self.eat(TokKind::Comma)? {
                return Ok(regions);
            }
        }
    }

    fn parse_custom_op(&mut self) -> Result<OpId> {
        let at = self.tok.start;
        let written = self.text();
        let def = if written.contains('.') {
            self.registry.lookup(written)
        } else {
            let dd = self.default_dialects.last().copied().unwrap_or("");
            let with_default = if dd.is_empty() {
                None
            } else {
                self.registry.lookup(&format!("{dd}.{written}"))
            };
            with_default.or_else(|| self.registry.lookup(&format!("builtin.{written}")))
        };
        let Some(def) = def else {
            return Err(self.err(format!("custom op '{written}' is unknown")));
        };
        self.bump()?;
        let mut st = OperationState::new(def.name);
        st.pos = Some(self.pos_of(at));
        self.op_ctx.push(OpCtx {
            isolated: def.isolated_from_above,
            default_dialect: def.default_dialect,
        });
        let r = (def.parse)(self, &mut st);
        self.op_ctx.pop();
        r?;
        Ok(self.finish_op(st))
    }

    /// Creates the operation and records its uses of forward references.
    fn finish_op(&mut self, st: OperationState) -> OpId {
        let op = self.module.create_op(st);
        self.note_forward_uses(op);
        op
    }

    // ----- regions and blocks --------------------------------------------------------------

    /// Parses a region `{ ... }`. If `entry_args` is non-empty, they become the arguments of the
    /// entry block (whose label must then be omitted), as in `func.func @f(%a: i32) { ... }`.
    pub fn parse_region(&mut self, entry_args: &[Argument]) -> Result<RegionId> {
        self.enter()?;
        let r = self.parse_region_inner(entry_args);
        self.exit();
        r
    }

    /// Parses a region if the current token is `{`.
    pub fn parse_optional_region(&mut self, entry_args: &[Argument]) -> Result<Option<RegionId>> {
        if self.at(TokKind::LBrace) {
            self.parse_region(entry_args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_region_inner(&mut self, args: &[Argument]) -> Result<RegionId> {
        let ctx = self.op_ctx.last().copied().unwrap_or(OpCtx {
            isolated: false,
            default_dialect: "",
        });
        self.expect(TokKind::LBrace, "'{' to begin a region")?;
        let region = self.module.create_region();
        self.scopes.push_region(ctx.isolated);
        self.default_dialects.push(ctx.default_dialect);
        let res = self.parse_region_body(region, args);
        self.default_dialects.pop();
        let popped = self.scopes.pop_region(&mut self.module, &self.lines);
        res?;
        popped?;
        Ok(region)
    }

    fn parse_region_body(&mut self, region: RegionId, args: &[Argument]) -> Result<()> {
        if self.at(TokKind::RBrace) && args.is_empty() {
            self.bump()?;
            return Ok(());
        }
        if !self.at(TokKind::CaretId) || !args.is_empty() {
            if self.at(TokKind::CaretId) {
                return Err(self.err("invalid block name in region with named arguments"));
            }
            let entry = self.module.create_block(vec![]);
            self.module.append_block(region, entry);
            for a in args {
                if let Some(prev) = self.scopes.reference_loc(&a.name.name, a.name.index) {
                    return Err(self
                        .err_at(
                            a.name.offset,
                            format!("region entry argument '%{}' is already in use", a.name.name),
                        )
                        .with_note(Some(prev), "previously referenced here"));
                }
                let v = self.module.add_block_arg(entry, a.ty.clone());
                self.module.value_mut(v).name_hint = Some(a.name.name.clone().into_boxed_str());
                self.define_value(&a.name.name, a.name.index, v, a.name.offset)?;
            }
            self.parse_block_ops(entry)?;
        }
        while self.at(TokKind::CaretId) {
            self.parse_block(region)?;
        }
        self.expect(TokKind::RBrace, "'}' to end region")?;
        Ok(())
    }

    fn parse_block(&mut self, region: RegionId) -> Result<()> {
        let t = self.bump()?;
        let name = self.slice(t.start + 1, t.end).to_string();
        let pos = self.pos_of(t.start);
        let b = self.scopes.block_def(&mut self.module, &name, pos)?;
        self.module.block_mut(b).pos = Some(pos);
        if self.eat(TokKind::LParen)? && !self.eat(TokKind::RParen)? {
            loop {
                let arg = self.parse_argument(false)?;
                let v = self.module.add_block_arg(b, arg.ty);
                self.module.value_mut(v).name_hint = Some(arg.name.name.clone().into_boxed_str());
                self.define_value(&arg.name.name, arg.name.index, v, arg.name.offset)?;
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::RParen, "')' to end argument list")?;
        }
        self.expect(TokKind::Colon, "':' after block name")?;
        self.module.append_block(region, b);
        self.parse_block_ops(b)
    }

    fn parse_block_ops(&mut self, b: BlockId) -> Result<()> {
        while !self.at(TokKind::CaretId) && !self.at(TokKind::RBrace) {
            if self.at(TokKind::Eof) {
                return Err(self.err("expected '}' to end region"));
            }
            let op = self.parse_operation()?;
            self.module.append_op(b, op);
        }
        Ok(())
    }

    // ----- operands ------------------------------------------------------------------------

    /// Parses an SSA use `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> Result<UnresolvedOperand> {
        if !self.at(TokKind::PercentId) {
            return Err(self.err("expected SSA operand"));
        }
        let t = self.bump()?;
        let name = self.slice(t.start + 1, t.end).to_string();
        let mut index = 0;
        if self.at(TokKind::HashId) {
            let num = self.slice(self.tok.start + 1, self.tok.end);
            if !num.is_empty() && num.bytes().all(|c| c.is_ascii_digit()) {
                index = num
                    .parse::<u32>()
                    .map_err(|_| self.err("invalid SSA value result number"))?;
                self.bump()?;
            }
        }
        Ok(UnresolvedOperand {
            name,
            index,
            offset: t.start,
        })
    }

    /// Parses the name of an argument being defined, `%name`: unlike a use, it may not carry a
    /// result number (`%name#0`), as in MLIR.
    pub fn parse_argument_name(&mut self) -> Result<UnresolvedOperand> {
        if !self.at(TokKind::PercentId) {
            return Err(self.err("expected SSA operand"));
        }
        let t = self.bump()?;
        if self.at(TokKind::HashId) {
            return Err(self.err("result number not allowed in argument list"));
        }
        Ok(UnresolvedOperand {
            name: self.slice(t.start + 1, t.end).to_string(),
            index: 0,
            offset: t.start,
        })
    }

    /// Parses an SSA use if the current token is one.
    pub fn parse_optional_operand(&mut self) -> Result<Option<UnresolvedOperand>> {
        if self.at(TokKind::PercentId) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_operand_list_until(&mut self, close: TokKind) -> Result<Vec<UnresolvedOperand>> {
        let mut v = vec![];
        if !self.eat(close)? {
            loop {
                v.push(self.parse_operand()?);
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            let what = if close == TokKind::RParen {
                "')' in operand list"
            } else {
                "']' in operand list"
            };
            self.expect(close, what)?;
        }
        Ok(v)
    }

    /// Parses a comma-separated operand list with the given delimiters.
    pub fn parse_operand_list(&mut self, delim: Delimiter) -> Result<Vec<UnresolvedOperand>> {
        match delim {
            Delimiter::Paren => {
                self.expect(TokKind::LParen, "'('")?;
                self.parse_operand_list_until(TokKind::RParen)
            }
            Delimiter::Square => {
                self.expect(TokKind::LBracket, "'['")?;
                self.parse_operand_list_until(TokKind::RBracket)
            }
            Delimiter::OptionalParen => {
                if self.eat(TokKind::LParen)? {
                    self.parse_operand_list_until(TokKind::RParen)
                } else {
                    Ok(vec![])
                }
            }
            Delimiter::OptionalSquare => {
                if self.eat(TokKind::LBracket)? {
                    self.parse_operand_list_until(TokKind::RBracket)
                } else {
                    Ok(vec![])
                }
            }
            Delimiter::None => {
                let mut v = vec![];
                if self.at(TokKind::PercentId) {
                    loop {
                        v.push(self.parse_operand()?);
                        if !self.at(TokKind::Comma) || self.peek_next()?.kind != TokKind::PercentId
                        {
                            break;
                        }
                        self.bump()?;
                    }
                }
                Ok(v)
            }
        }
    }

    /// Resolves a use to a value of type `ty` (creating a forward reference if needed).
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: &Type) -> Result<ValueId> {
        let pos = self.pos_of(u.offset);
        self.scopes
            .lookup(&mut self.module, &u.name, u.index, ty, pos)
    }

    /// Resolves uses against a type list of the same length (error at `at` otherwise).
    pub fn resolve_operands(
        &mut self,
        uses: &[UnresolvedOperand],
        types: &[Type],
        at: usize,
    ) -> Result<Vec<ValueId>> {
        if uses.len() != types.len() {
            return Err(self.err_at(
                at,
                format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    types.len()
                ),
            ));
        }
        uses.iter()
            .zip(types)
            .map(|(u, t)| self.resolve_operand(u, t))
            .collect()
    }

    /// Resolves all uses to values of the same type.
    pub fn resolve_operands_same(
        &mut self,
        uses: &[UnresolvedOperand],
        ty: &Type,
    ) -> Result<Vec<ValueId>> {
        uses.iter().map(|u| self.resolve_operand(u, ty)).collect()
    }

    /// Parses a region argument `%name : type` (with attributes `{...}` if `allow_attrs`) and an
    /// optional trailing location.
    pub fn parse_argument(&mut self, allow_attrs: bool) -> Result<Argument> {
        let name = self.parse_argument_name()?;
        self.expect(TokKind::Colon, "':'")?;
        let ty = self.parse_type()?;
        let mut attrs = vec![];
        if allow_attrs && self.at(TokKind::LBrace) {
            self.parse_optional_attr_dict(&mut attrs)?;
        }
        self.parse_optional_location()?;
        Ok(Argument { name, ty, attrs })
    }

    /// Parses a successor block reference `^bb1`.
    pub fn parse_successor(&mut self) -> Result<BlockId> {
        if !self.at(TokKind::CaretId) {
            return Err(self.err("expected block name"));
        }
        let t = self.bump()?;
        let name = self.slice(t.start + 1, t.end).to_string();
        let pos = self.pos_of(t.start);
        Ok(self.scopes.block_ref(&mut self.module, &name, pos))
    }

    /// Parses `^bb(%a, %b : t1, t2)` (arguments optional); returns the block and the resolved
    /// successor operands.
    pub fn parse_successor_and_operands(&mut self) -> Result<(BlockId, Vec<ValueId>)> {
        let b = self.parse_successor()?;
        let mut vals = vec![];
        if self.eat(TokKind::LParen)? {
            let uses = self.parse_operand_list(Delimiter::None)?;
            let at = self.tok.start;
            self.expect(TokKind::Colon, "':'")?;
            let tys = self.parse_type_list_no_parens()?;
            self.expect(TokKind::RParen, "')'")?;
            vals = self.resolve_operands(&uses, &tys, at)?;
        }
        Ok((b, vals))
    }

    /// Parses `{...}` into `attrs` if present (merging, error on duplicates).
    pub fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<(String, Attribute)>) -> Result<()> {
        if !self.at(TokKind::LBrace) {
            return Ok(());
        }
        let at = self.tok.start;
        let entries = self.parse_dict_entries()?;
        for (k, v) in entries {
            if dict_get(attrs, &k).is_some() {
                return Err(self.err_at(
                    at,
                    format!("attribute '{k}' occurs more than once in the attribute list"),
                ));
            }
            dict_set(attrs, &k, v);
        }
        Ok(())
    }

    /// Parses `attributes {...}` into `attrs` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<(String, Attribute)>,
    ) -> Result<()> {
        if self.parse_optional_keyword("attributes")? {
            if !self.at(TokKind::LBrace) {
                return Err(self.err("expected '{' after 'attributes'"));
            }
            self.parse_optional_attr_dict(attrs)?;
        }
        Ok(())
    }

    /// Parses a symbol name `@name` or `@"name"` and returns it.
    pub fn parse_symbol_name(&mut self) -> Result<String> {
        match self.tok.kind {
            TokKind::AtId => {
                let s = self.slice(self.tok.start + 1, self.tok.end).to_string();
                self.bump()?;
                Ok(s)
            }
            TokKind::AtString => {
                let raw = decode_string(self.slice(self.tok.start + 1, self.tok.end));
                self.bump()?;
                String::from_utf8(raw).map_err(|_| self.err("invalid symbol name"))
            }
            _ => Err(self.err("expected valid '@'-identifier for symbol name")),
        }
    }

    /// Parses a string literal and returns its bytes as a string.
    pub fn parse_string(&mut self) -> Result<String> {
        if !self.at(TokKind::String) {
            return Err(self.err("expected string"));
        }
        let raw = decode_string(self.text());
        self.bump()?;
        String::from_utf8(raw).map_err(|_| self.err("invalid UTF-8 in string"))
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
