//! The table of named linalg ops: payload, operand ranks, default indexing maps.

use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use super::body::Payload;

/// A named structured op.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Named {
    /// Full op name.
    pub name: &'static str,
    /// What the payload computes.
    pub payload: Payload,
    /// Number of inputs.
    pub ins: usize,
    /// Ranks of the inputs then the output (`None`: any rank, e.g. copy and fill's output).
    pub ranks: Option<&'static [usize]>,
    /// Number of spatial dims (for `strides`/`dilations`), 0 if the op has none.
    pub spatial: usize,
    /// True if the op carries an `indexing_maps` property (matmul, batch_matmul, ...).
    pub maps: bool,
}

const fn n(
    name: &'static str,
    payload: Payload,
    ins: usize,
    ranks: Option<&'static [usize]>,
    spatial: usize,
    maps: bool,
) -> Named {
    Named {
        name,
        payload,
        ins,
        ranks,
        spatial,
        maps,
    }
}

const MA: Payload = Payload::MulAdd;

/// Every named op this crate knows (besides `transpose`/`broadcast`, which have their own
/// syntax).
pub(crate) const NAMED: &[Named] = &[
    n("linalg.fill", Payload::Copy, 1, None, 0, false),
    n("linalg.copy", Payload::Copy, 1, None, 0, false),
    n("linalg.matmul", MA, 2, Some(&[2, 2, 2]), 0, true),
    n("linalg.batch_matmul", MA, 2, Some(&[3, 3, 3]), 0, true),
    n(
        "linalg.batch_reduce_matmul",
        MA,
        2,
        Some(&[3, 3, 2]),
        0,
        true,
    ),
    n("linalg.matvec", MA, 2, Some(&[2, 1, 1]), 0, false),
    n("linalg.vecmat", MA, 2, Some(&[1, 2, 1]), 0, false),
    n("linalg.batch_matvec", MA, 2, Some(&[3, 2, 2]), 0, false),
    n("linalg.batch_vecmat", MA, 2, Some(&[2, 3, 2]), 0, false),
    n("linalg.dot", MA, 2, Some(&[1, 1, 0]), 0, false),
    n("linalg.conv_1d", MA, 2, Some(&[1, 1, 1]), 0, false),
    n("linalg.conv_2d", MA, 2, Some(&[2, 2, 2]), 0, false),
    n("linalg.conv_3d", MA, 2, Some(&[3, 3, 3]), 0, false),
    n("linalg.conv_1d_nwc_wcf", MA, 2, Some(&[3, 3, 3]), 1, false),
    n("linalg.conv_1d_ncw_fcw", MA, 2, Some(&[3, 3, 3]), 1, false),
    n(
        "linalg.conv_2d_nhwc_hwcf",
        MA,
        2,
        Some(&[4, 4, 4]),
        2,
        false,
    ),
    n(
        "linalg.conv_2d_nhwc_fhwc",
        MA,
        2,
        Some(&[4, 4, 4]),
        2,
        false,
    ),
    n(
        "linalg.conv_2d_nchw_fchw",
        MA,
        2,
        Some(&[4, 4, 4]),
        2,
        false,
    ),
    n(
        "linalg.conv_2d_ngchw_fgchw",
        MA,
        2,
        Some(&[5, 5, 5]),
        2,
        false,
    ),
    n(
        "linalg.conv_2d_nhwgc_gfhwc",
        MA,
        2,
        Some(&[5, 5, 5]),
        2,
        false,
    ),
    n(
        "linalg.conv_3d_ndhwc_dhwcf",
        MA,
        2,
        Some(&[5, 5, 5]),
        3,
        false,
    ),
    n(
        "linalg.conv_3d_ncdhw_fcdhw",
        MA,
        2,
        Some(&[5, 5, 5]),
        3,
        false,
    ),
    n(
        "linalg.depthwise_conv_1d_nwc_wc",
        MA,
        2,
        Some(&[3, 2, 3]),
        1,
        false,
    ),
    n(
        "linalg.depthwise_conv_1d_ncw_cw",
        MA,
        2,
        Some(&[3, 2, 3]),
        1,
        false,
    ),
    n(
        "linalg.depthwise_conv_2d_nhwc_hwc",
        MA,
        2,
        Some(&[4, 3, 4]),
        2,
        false,
    ),
    n(
        "linalg.depthwise_conv_2d_nchw_chw",
        MA,
        2,
        Some(&[4, 3, 4]),
        2,
        false,
    ),
    n(
        "linalg.depthwise_conv_3d_ndhwc_dhwc",
        MA,
        2,
        Some(&[5, 4, 5]),
        3,
        false,
    ),
    n(
        "linalg.pooling_nhwc_max",
        Payload::Max { unsigned: false },
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nhwc_max_unsigned",
        Payload::Max { unsigned: true },
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nhwc_min",
        Payload::Min { unsigned: false },
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nhwc_min_unsigned",
        Payload::Min { unsigned: true },
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nhwc_sum",
        Payload::Sum,
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nchw_max",
        Payload::Max { unsigned: false },
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nchw_sum",
        Payload::Sum,
        2,
        Some(&[4, 2, 4]),
        2,
        false,
    ),
    n(
        "linalg.pooling_nwc_max",
        Payload::Max { unsigned: false },
        2,
        Some(&[3, 1, 3]),
        1,
        false,
    ),
    n(
        "linalg.pooling_nwc_min",
        Payload::Min { unsigned: false },
        2,
        Some(&[3, 1, 3]),
        1,
        false,
    ),
    n(
        "linalg.pooling_nwc_sum",
        Payload::Sum,
        2,
        Some(&[3, 1, 3]),
        1,
        false,
    ),
    n(
        "linalg.pooling_ncw_max",
        Payload::Max { unsigned: false },
        2,
        Some(&[3, 1, 3]),
        1,
        false,
    ),
    n(
        "linalg.pooling_ncw_sum",
        Payload::Sum,
        2,
        Some(&[3, 1, 3]),
        1,
        false,
    ),
    n(
        "linalg.pooling_ndhwc_max",
        Payload::Max { unsigned: false },
        2,
        Some(&[5, 3, 5]),
        3,
        false,
    ),
    n(
        "linalg.pooling_ndhwc_min",
        Payload::Min { unsigned: false },
        2,
        Some(&[5, 3, 5]),
        3,
        false,
    ),
    n(
        "linalg.pooling_ndhwc_sum",
        Payload::Sum,
        2,
        Some(&[5, 3, 5]),
        3,
        false,
    ),
];

/// Looks up a named op.
pub(crate) fn lookup(name: &str) -> Option<&'static Named> {
    NAMED.iter().find(|n| n.name == name)
}

fn map(nd: u32, dims: &[u32]) -> Option<AffineMap> {
    AffineMap::new(nd, 0, dims.iter().map(|&d| AffineExpr::dim(d)).collect()).ok()
}

/// The default `indexing_maps` of the ops that carry them.
pub(crate) fn default_maps(name: &str) -> Option<Vec<AffineMap>> {
    let v = match name {
        "linalg.matmul" => vec![map(3, &[0, 2])?, map(3, &[2, 1])?, map(3, &[0, 1])?],
        "linalg.batch_matmul" => vec![
            map(4, &[0, 1, 3])?,
            map(4, &[0, 3, 2])?,
            map(4, &[0, 1, 2])?,
        ],
        "linalg.batch_reduce_matmul" => {
            vec![map(4, &[0, 1, 3])?, map(4, &[0, 3, 2])?, map(4, &[1, 2])?]
        }
        _ => return None,
    };
    Some(v)
}
