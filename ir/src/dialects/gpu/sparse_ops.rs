//! The table of the gpu dialect's sparse host ops ([`super::sparse`]): each row lists an op's
//! operands and results in declaration order and its assembly format.

/// The kind of an operand or result.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum K {
    Index,
    Mem,
    SpMat,
    DnTensor,
    SpGemm,
    /// Variadic index values (types written in the format).
    VarIndex,
    /// Variadic memrefs.
    VarMem,
}

/// One element of an assembly format.
#[derive(Clone, Copy)]
pub(super) enum El {
    /// `async [%deps]`
    Async,
    /// An operand (or variadic group), by declaration index.
    Opd(usize),
    /// `({ MODE })?`: a transpose mode, printed when not `NON_TRANSPOSE`.
    Mode(&'static str),
    /// `{ VALUE }`: a required enum attribute (name, enum mnemonic, cases).
    Brace(&'static str, &'static str, &'static [&'static str]),
    /// Punctuation or keyword.
    Lit(&'static str),
    Attrs,
    /// The type(s) of an operand (or variadic group), by declaration index.
    Ty(usize),
    /// The types of the variadic result group.
    ResTy,
    /// `computeType`.
    CType,
}

pub(super) struct Spec {
    pub(super) name: &'static str,
    pub(super) opds: &'static [(&'static str, K)],
    /// Results before the optional async token.
    pub(super) res: &'static [(&'static str, K)],
    pub(super) fmt: &'static [El],
    pub(super) opd_segments: bool,
    pub(super) res_segments: bool,
}

pub(super) const MODES: &[&str] = &["NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"];
pub(super) const PRUNE: &[&str] = &["NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"];
pub(super) const KINDS: &[&str] = &["WORK_ESTIMATION", "COMPUTE"];
pub(super) const MODE_MNEMONIC: &str = "mat_transpose_mode";

pub(super) use El::{Async, Attrs, CType, Lit, Mode, Opd, ResTy, Ty};

pub(super) const C: El = Lit(",");
pub(super) const SPMAT: &[(&str, K)] = &[("spmat", K::SpMat)];
pub(super) const CREATE3: &[El] = &[
    Async,
    Opd(0),
    C,
    Opd(1),
    C,
    Opd(2),
    C,
    Opd(3),
    C,
    Opd(4),
    C,
    Opd(5),
    Attrs,
    Lit(":"),
    Ty(3),
    C,
    Ty(4),
    C,
    Ty(5),
];

const fn spec(
    name: &'static str,
    opds: &'static [(&'static str, K)],
    res: &'static [(&'static str, K)],
    fmt: &'static [El],
) -> Spec {
    Spec {
        name,
        opds,
        res,
        fmt,
        opd_segments: false,
        res_segments: false,
    }
}

pub(super) const SPECS: &[Spec] = &[
    Spec {
        opd_segments: true,
        ..spec(
            "gpu.create_dn_tensor",
            &[("memref", K::Mem), ("dims", K::VarIndex)],
            &[("dnTensor", K::DnTensor)],
            &[
                Async,
                Opd(0),
                C,
                Opd(1),
                Attrs,
                Lit(":"),
                Ty(1),
                Lit("into"),
                Ty(0),
            ],
        )
    },
    spec(
        "gpu.destroy_dn_tensor",
        &[("dnTensor", K::DnTensor)],
        &[],
        &[Async, Opd(0), Attrs],
    ),
    spec(
        "gpu.create_coo",
        &[
            ("rows", K::Index),
            ("cols", K::Index),
            ("nnz", K::Index),
            ("rowIdxs", K::Mem),
            ("colIdxs", K::Mem),
            ("values", K::Mem),
        ],
        SPMAT,
        CREATE3,
    ),
    spec(
        "gpu.create_coo_aos",
        &[
            ("rows", K::Index),
            ("cols", K::Index),
            ("nnz", K::Index),
            ("idxs", K::Mem),
            ("values", K::Mem),
        ],
        SPMAT,
        &[
            Async,
            Opd(0),
            C,
            Opd(1),
            C,
            Opd(2),
            C,
            Opd(3),
            C,
            Opd(4),
            Attrs,
            Lit(":"),
            Ty(3),
            C,
            Ty(4),
        ],
    ),
    spec(
        "gpu.create_csr",
        &[
            ("rows", K::Index),
            ("cols", K::Index),
            ("nnz", K::Index),
            ("rowPos", K::Mem),
            ("colIdxs", K::Mem),
            ("values", K::Mem),
        ],
        SPMAT,
        CREATE3,
    ),
    spec(
        "gpu.create_csc",
        &[
            ("rows", K::Index),
            ("cols", K::Index),
            ("nnz", K::Index),
            ("colPos", K::Mem),
            ("rowIdxs", K::Mem),
            ("values", K::Mem),
        ],
        SPMAT,
        CREATE3,
    ),
    spec(
        "gpu.create_bsr",
        &[
            ("brows", K::Index),
            ("bcols", K::Index),
            ("bnnz", K::Index),
            ("rBlockSize", K::Index),
            ("cBlockSize", K::Index),
            ("bRowPos", K::Mem),
            ("bColIdxs", K::Mem),
            ("values", K::Mem),
        ],
        SPMAT,
        &[
            Async,
            Opd(0),
            C,
            Opd(1),
            C,
            Opd(2),
            C,
            Opd(3),
            C,
            Opd(4),
            C,
            Opd(5),
            C,
            Opd(6),
            C,
            Opd(7),
            Attrs,
            Lit(":"),
            Ty(5),
            C,
            Ty(6),
            C,
            Ty(7),
        ],
    ),
    spec(
        "gpu.create_2to4_spmat",
        &[("rows", K::Index), ("cols", K::Index), ("memref", K::Mem)],
        &[("spMat", K::SpMat)],
        &[
            Async,
            El::Brace("pruneFlag", "prune_2to4_spmat_flag", PRUNE),
            Opd(0),
            C,
            Opd(1),
            C,
            Opd(2),
            Attrs,
            Lit(":"),
            Ty(2),
        ],
    ),
    spec(
        "gpu.destroy_sp_mat",
        &[("spmat", K::SpMat)],
        &[],
        &[Async, Opd(0), Attrs],
    ),
    spec(
        "gpu.spmv_buffer_size",
        &[
            ("spmatA", K::SpMat),
            ("dnX", K::DnTensor),
            ("dnY", K::DnTensor),
        ],
        &[("bufferSz", K::Index)],
        &[
            Async,
            Opd(0),
            Mode("modeA"),
            C,
            Opd(1),
            C,
            Opd(2),
            Attrs,
            Lit("into"),
            CType,
        ],
    ),
    spec(
        "gpu.spmv",
        &[
            ("spmatA", K::SpMat),
            ("dnX", K::DnTensor),
            ("dnY", K::DnTensor),
            ("buffer", K::Mem),
        ],
        &[],
        &[
            Async,
            Opd(0),
            Mode("modeA"),
            C,
            Opd(1),
            C,
            Opd(2),
            C,
            Opd(3),
            Attrs,
            Lit(":"),
            Ty(3),
            Lit("into"),
            CType,
        ],
    ),
    Spec {
        res_segments: true,
        ..spec(
            "gpu.spmm_buffer_size",
            &[
                ("spmatA", K::SpMat),
                ("dnmatB", K::DnTensor),
                ("dnmatC", K::DnTensor),
            ],
            &[("bufferSzs", K::VarIndex)],
            &[
                Async,
                Opd(0),
                Mode("modeA"),
                C,
                Opd(1),
                Mode("modeB"),
                C,
                Opd(2),
                Attrs,
                Lit(":"),
                ResTy,
                Lit("into"),
                CType,
            ],
        )
    },
    Spec {
        opd_segments: true,
        ..spec(
            "gpu.spmm",
            &[
                ("spmatA", K::SpMat),
                ("dnmatB", K::DnTensor),
                ("dnmatC", K::DnTensor),
                ("buffers", K::VarMem),
            ],
            &[],
            &[
                Async,
                Opd(0),
                Mode("modeA"),
                C,
                Opd(1),
                Mode("modeB"),
                C,
                Opd(2),
                C,
                Opd(3),
                Attrs,
                Lit(":"),
                Ty(3),
                Lit("into"),
                CType,
            ],
        )
    },
    spec(
        "gpu.sddmm_buffer_size",
        &[
            ("dnmatA", K::DnTensor),
            ("dnmatB", K::DnTensor),
            ("spmatC", K::SpMat),
        ],
        &[("bufferSz", K::Index)],
        &[
            Async,
            Opd(0),
            Mode("modeA"),
            C,
            Opd(1),
            Mode("modeB"),
            C,
            Opd(2),
            Attrs,
            Lit("into"),
            CType,
        ],
    ),
    spec(
        "gpu.sddmm",
        &[
            ("dnmatA", K::DnTensor),
            ("dnmatB", K::DnTensor),
            ("spmatC", K::SpMat),
            ("buffer", K::Mem),
        ],
        &[],
        &[
            Async,
            Opd(0),
            Mode("modeA"),
            C,
            Opd(1),
            Mode("modeB"),
            C,
            Opd(2),
            C,
            Opd(3),
            Attrs,
            Lit(":"),
            Ty(3),
            Lit("into"),
            CType,
        ],
    ),
    spec(
        "gpu.spgemm_create_descr",
        &[],
        &[("desc", K::SpGemm)],
        &[Async, Attrs],
    ),
    spec(
        "gpu.spgemm_destroy_descr",
        &[("desc", K::SpGemm)],
        &[],
        &[Async, Opd(0), Attrs],
    ),
    spec(
        "gpu.spgemm_work_estimation_or_compute",
        &[
            ("desc", K::SpGemm),
            ("spmatA", K::SpMat),
            ("spmatB", K::SpMat),
            ("spmatC", K::SpMat),
            ("bufferSz", K::Index),
            ("buffer", K::Mem),
        ],
        &[("bufferSzNew", K::Index)],
        &[
            Async,
            El::Brace("kind", "spgemm_work_estimation_or_compute_kind", KINDS),
            Opd(1),
            Mode("modeA"),
            C,
            Opd(2),
            Mode("modeB"),
            C,
            Opd(3),
            C,
            Opd(0),
            C,
            Opd(4),
            C,
            Opd(5),
            Attrs,
            Lit(":"),
            CType,
            Lit("into"),
            Ty(5),
        ],
    ),
    spec(
        "gpu.spgemm_copy",
        &[
            ("desc", K::SpGemm),
            ("spmatA", K::SpMat),
            ("spmatB", K::SpMat),
            ("spmatC", K::SpMat),
        ],
        &[],
        &[
            Async,
            Opd(1),
            Mode("modeA"),
            C,
            Opd(2),
            Mode("modeB"),
            C,
            Opd(3),
            C,
            Opd(0),
            Attrs,
            Lit(":"),
            CType,
        ],
    ),
    spec(
        "gpu.spmat_get_size",
        &[("spmat", K::SpMat)],
        &[("rows", K::Index), ("cols", K::Index), ("nnz", K::Index)],
        &[Async, Opd(0), Attrs],
    ),
    spec(
        "gpu.set_csr_pointers",
        &[
            ("spmat", K::SpMat),
            ("positions", K::Mem),
            ("coordinates", K::Mem),
            ("values", K::Mem),
        ],
        &[],
        &[
            Async,
            Opd(0),
            C,
            Opd(1),
            C,
            Opd(2),
            C,
            Opd(3),
            Attrs,
            Lit(":"),
            Ty(1),
            C,
            Ty(2),
            C,
            Ty(3),
        ],
    ),
];
