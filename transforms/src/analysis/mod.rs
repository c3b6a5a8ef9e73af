//! Analyses the passes share: the analysis cache ([`cache`]), the dependence questions of a
//! loop band ([`band`]) and the refusals with their witnesses ([`refusal`]).

pub(crate) mod band;
pub(crate) mod cache;
pub mod refusal;
