//! tessera-dependence: dependence analysis between affine memory accesses.
//!
//! Not built yet: this crate has no content. It will hold accesses, iteration domains, dependence
//! polyhedra, direction/distance vectors and the dependence graph (see ARCHITECTURE.md).
