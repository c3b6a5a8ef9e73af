//! Transformations of linalg structured ops, read through
//! [`tessera_ir::linalg::structured`] (inputs, outputs, indexing maps, iterator kinds,
//! payload): tiling, tile-and-fuse, interchange, generalisation, promotion, and the lowerings
//! to scf loops, parallel loops and library calls.

pub mod fuse;
pub mod generalize;
pub mod interchange;
pub mod library_call;
pub mod lower;
pub mod parallel_loops;
pub mod promote;
pub mod tile;
mod tile_emit;

use tessera_ir::{Module, OpId};

/// The structured linalg ops under `root` (not `root` itself), in program order.
pub fn structured_ops(m: &Module, root: OpId) -> Vec<OpId> {
    m.walk(root)
        .into_iter()
        .filter(|&o| {
            o != root
                && m.op(o).parent.is_some()
                && tessera_ir::linalg::is_structured_name(&m.op(o).name)
        })
        .collect()
}
