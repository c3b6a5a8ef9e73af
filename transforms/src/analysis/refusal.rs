//! Why a transformation was not applied. A [`Refusal`] names what was attempted and either the
//! dependence the transformation would break — kind, source and destination ops with their
//! positions, and a witness (a source iteration, a destination iteration and the memref cell
//! both touch, which the brute-force oracle can replay) — or why legality could not be decided
//! (never treated as legal), or why the loop structure does not admit the transformation.

use tessera_dependence::graph::value_name;
use tessera_dependence::legality::{Legality, Violation};
use tessera_dependence::{Analysis, DepKind};
use tessera_ir::{Module, OpId, Pos};
use tessera_polyhedral::int::Int;

/// The result of a transformation step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The IR was rewritten.
    Applied,
    /// Nothing was changed, for this reason.
    Refused(Refusal),
    /// Applied although illegal, because the caller forced it (`tessera transform --force`);
    /// the refusal says which dependence is broken.
    Forced(Refusal),
}

/// A transformation that was not applied, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// What was attempted (`tile the band (%i, %j) at 5:3 by 32x32`).
    pub what: String,
    /// The position of the loop (or op) concerned.
    pub pos: Option<Pos>,
    /// Why it was refused.
    pub reason: Reason,
}

/// Why a transformation was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// It would reverse this dependence.
    Breaks(Box<BrokenDependence>),
    /// The analysis could not decide legality (the reason); never treated as legal.
    Unknown(String),
    /// The IR does not have the shape the transformation needs (the reason).
    Unsupported(String),
}

/// A dependence a transformation would break, with a concrete witness.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokenDependence {
    /// Kind (RAW/WAR/WAW).
    pub kind: DepKind,
    /// The source access op (executes first in the original program).
    pub src_op: OpId,
    /// The destination access op.
    pub dst_op: OpId,
    /// Source access index in the analysis.
    pub src: usize,
    /// Destination access index in the analysis.
    pub dst: usize,
    /// The source's enclosing loop ivs (names, outermost first).
    pub src_loops: Vec<String>,
    /// The destination's enclosing loop ivs.
    pub dst_loops: Vec<String>,
    /// The source iteration (one value per source loop).
    pub src_iter: Vec<Int>,
    /// The destination iteration.
    pub dst_iter: Vec<Int>,
    /// Values of the scope's symbols at the witness.
    pub symbols: Vec<Int>,
    /// The memref (its name) and the cell both iterations touch.
    pub memref: String,
    /// The cell.
    pub cell: Vec<Int>,
    /// Depth of the dependence (as `tessera deps` prints it).
    pub depth: usize,
    /// Positions of the source and destination ops.
    pub src_pos: Option<Pos>,
    /// Destination position.
    pub dst_pos: Option<Pos>,
}

fn at(pos: Option<Pos>) -> String {
    pos.map(|p| format!(" at {}:{}", p.line, p.col))
        .unwrap_or_default()
}

fn iteration(names: &[String], vals: &[Int]) -> String {
    let parts: Vec<String> = names
        .iter()
        .zip(vals)
        .map(|(n, v)| format!("{n} = {v}"))
        .collect();
    format!("({})", parts.join(", "))
}

impl BrokenDependence {
    /// Builds the description of `v` from the analysis it came from.
    pub fn from_violation(m: &Module, a: &Analysis, v: &Violation) -> BrokenDependence {
        BrokenDependence::from_accesses(m, &a.accesses, v)
    }

    /// Builds the description of `v`, whose access indices refer to `accesses`.
    pub fn from_accesses(
        m: &Module,
        accesses: &[tessera_dependence::Access],
        v: &Violation,
    ) -> BrokenDependence {
        let (s, d) = (&accesses[v.src], &accesses[v.dst]);
        let loops = |acc: &tessera_dependence::Access| -> Vec<String> {
            acc.model
                .as_ref()
                .map(|md| {
                    md.loops
                        .iter()
                        .map(|l| tessera_dependence::graph::loop_name(m, l))
                        .collect()
                })
                .unwrap_or_default()
        };
        BrokenDependence {
            kind: v.kind,
            src_op: s.op,
            dst_op: d.op,
            src: v.src,
            dst: v.dst,
            src_loops: loops(s),
            dst_loops: loops(d),
            src_iter: v.witness.src_iter.clone(),
            dst_iter: v.witness.dst_iter.clone(),
            symbols: v.witness.symbols.clone(),
            memref: value_name(m, s.memref),
            cell: v.witness.cell.clone(),
            depth: v.depth,
            src_pos: s.pos,
            dst_pos: d.pos,
        }
    }

    /// One sentence: the dependence and its witness.
    pub fn describe(&self, m: &Module) -> String {
        let cell: Vec<String> = self.cell.iter().map(|c| c.to_string()).collect();
        format!(
            "{} dependence from '{}'{} to '{}'{}: source iteration {} and destination iteration {} both access {}[{}]",
            self.kind.name(),
            m.op(self.src_op).name,
            at(self.src_pos),
            m.op(self.dst_op).name,
            at(self.dst_pos),
            iteration(&self.src_loops, &self.src_iter),
            iteration(&self.dst_loops, &self.dst_iter),
            self.memref,
            cell.join(", ")
        )
    }
}

impl Refusal {
    /// A refusal for a broken dependence.
    pub fn breaks(
        what: impl Into<String>,
        pos: Option<Pos>,
        m: &Module,
        a: &Analysis,
        v: &Violation,
    ) -> Refusal {
        Refusal {
            what: what.into(),
            pos,
            reason: Reason::Breaks(Box::new(BrokenDependence::from_violation(m, a, v))),
        }
    }

    /// [`Refusal::breaks`] for a violation whose access indices refer to `accesses`.
    pub fn breaks_in(
        what: impl Into<String>,
        pos: Option<Pos>,
        m: &Module,
        accesses: &[tessera_dependence::Access],
        v: &Violation,
    ) -> Refusal {
        Refusal {
            what: what.into(),
            pos,
            reason: Reason::Breaks(Box::new(BrokenDependence::from_accesses(m, accesses, v))),
        }
    }

    /// The refusal for a dependence from access `src` to access `dst` (indices into
    /// `accesses`) that the loop of dimension `dim` carries, with its witness (as
    /// [`tessera_dependence::carried::loop_carries`] reports it); `None` if the source access
    /// is not modelled inside that loop.
    #[allow(clippy::too_many_arguments)]
    pub fn carried(
        what: impl Into<String>,
        pos: Option<Pos>,
        m: &Module,
        accesses: &[tessera_dependence::Access],
        src: usize,
        dst: usize,
        witness: tessera_dependence::Witness,
        dim: &tessera_dependence::model::LoopDim,
    ) -> Option<Refusal> {
        let (a, b) = (accesses.get(src)?, accesses.get(dst)?);
        let depth = a.model.as_ref().ok()?.loops.iter().position(|d| d == dim)? + 1;
        let v = Violation {
            src,
            dst,
            kind: tessera_dependence::DepKind::of(a.kind, b.kind),
            depth,
            witness,
        };
        Some(Refusal::breaks_in(what, pos, m, accesses, &v))
    }

    /// A refusal from a legality answer that is not `Legal` (`None` if it is).
    pub fn from_legality(
        what: impl Into<String>,
        pos: Option<Pos>,
        m: &Module,
        a: &Analysis,
        l: &Legality,
    ) -> Option<Refusal> {
        match l {
            Legality::Legal => None,
            Legality::Illegal(v) => Some(Refusal::breaks(what, pos, m, a, v)),
            Legality::Unknown(r) => Some(Refusal::unknown(what, pos, r.clone())),
        }
    }

    /// A refusal because legality is undecided.
    pub fn unknown(
        what: impl Into<String>,
        pos: Option<Pos>,
        reason: impl Into<String>,
    ) -> Refusal {
        Refusal {
            what: what.into(),
            pos,
            reason: Reason::Unknown(reason.into()),
        }
    }

    /// A refusal because the IR does not fit.
    pub fn unsupported(
        what: impl Into<String>,
        pos: Option<Pos>,
        reason: impl Into<String>,
    ) -> Refusal {
        Refusal {
            what: what.into(),
            pos,
            reason: Reason::Unsupported(reason.into()),
        }
    }

    /// The full explanation, for remarks and errors.
    pub fn message(&self, m: &Module) -> String {
        match &self.reason {
            Reason::Breaks(b) => format!(
                "cannot {}: it would reverse the {}",
                self.what,
                b.describe(m)
            ),
            Reason::Unknown(r) => format!(
                "cannot {}: legality could not be decided ({r}); not transformed",
                self.what
            ),
            Reason::Unsupported(r) => format!("cannot {}: {r}", self.what),
        }
    }
}
