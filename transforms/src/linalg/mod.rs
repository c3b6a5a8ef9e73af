//! Transformations of linalg structured ops, read through
//! [`tessera_ir::linalg::structured`] (inputs, outputs, indexing maps, iterator kinds,
//! payload): tiling, tile-and-fuse, interchange, generalisation, promotion, and the lowerings
//! to scf loops, parallel loops and library calls.

pub mod fuse;
pub mod generalize;
pub mod interchange;
pub mod library_call;
pub mod lower;
pub mod promote;
pub mod tile;
