//! The IR builder passes use: tessera-ir's public [`tessera_ir::builder`].

pub(crate) use tessera_ir::builder::{Builder, EQ, SGE, SLE, SLT};
