//! Analyses the passes share: the dependence questions of a loop band ([`band`]) and the
//! refusals with their witnesses ([`refusal`]).

pub(crate) mod band;
pub mod refusal;
