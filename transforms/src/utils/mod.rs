//! Helpers the passes share: loop addressing and perfect bands ([`loops`]), affine maps and
//! sets as linear forms ([`affine_forms`]), trip counts, memory effects and the alias model
//! ([`affine_util`]), and the IR builder ([`builder`]).

pub mod affine_forms;
pub mod affine_util;
pub(crate) mod builder;
pub mod loops;
