//! The analytical model of Low et al., "Analytical modeling is enough for high-performance
//! BLIS" (TOMS 2016), from a description of the machine:
//!
//! - `mr × nr` (register block): `nr` is a multiple of the vector width `V` (elements); the
//!   `mr·nr/V` accumulators, the `nr/V` vectors of B and one broadcast of A fit the vector
//!   registers; `mr·nr ≥ V·latency·throughput` keeps enough independent multiply-adds in
//!   flight to hide the FMA latency. Among those, the one loading the fewest elements per
//!   multiply-add (largest `mr·nr / (mr + nr)`) wins; ties go to more accumulators, then larger
//!   `nr` (longer stride-1 loads of packed B).
//! - `kc`: an `mr × kc` micro-panel of A stays in `C_Ar = ⌊(W₁ − 1) / (1 + nr/mr)⌋` ways of the
//!   L1 (the rest is left to the streamed `kc × nr` micro-panel of B):
//!   `kc = ⌊C_Ar · N₁ · L / (mr · S)⌋` (`N₁` sets, `L`-byte lines, `S`-byte elements).
//! - `mc`: the `mc × kc` block of A stays in the L2 ways not taken by a B micro-panel:
//!   `mc = ⌊(W₂ − 1 − ⌈kc·nr·S / (N₂·L)⌉) · N₂ · L / (kc · S)⌋`, rounded down to a multiple of `mr`.
//! - `nc`: the `kc × nc` panel of B stays in the L3 ways not taken by the A block:
//!   `nc = ⌊(W₃ − 1 − ⌈mc·kc·S / (N₃·L)⌉) · N₃ · L / (kc · S)⌋`, rounded down to a multiple of `nr`.
//!
//! The host is read from `is_x86_feature_detected!` (AVX-512: 512 bits and 32 registers; AVX2:
//! 256; SSE: 128; 16 registers otherwise; aarch64 NEON: 128 bits, 32 registers) and
//! `/sys/devices/system/cpu/cpu0/cache/index*` (fallbacks: L1d 32 KiB 8-way, L2 1 MiB 16-way,
//! L3 8 MiB 16-way, 64-byte lines). FMA latency 4 and throughput 2 per cycle by default.
//! `std::thread::available_parallelism` gives the number of cores: when the `ic` loop is
//! parallel, `mc` is lowered (in multiples of `mr`) so that the blocks come in a multiple of it.

/// One cache level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cache {
    /// Size in bytes.
    pub size: u64,
    /// Associativity.
    pub ways: u64,
    /// Line size in bytes.
    pub line: u64,
}

impl Cache {
    fn sets(&self) -> u64 {
        (self.size / (self.ways.max(1) * self.line.max(1))).max(1)
    }
}

/// What the model needs to know about a machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Machine {
    /// Vector register width in bits.
    pub vector_bits: u64,
    /// Number of vector registers.
    pub vregs: u64,
    /// FMA latency (cycles).
    pub fma_latency: u64,
    /// FMA instructions issued per cycle.
    pub fma_throughput: u64,
    /// L1 data cache.
    pub l1: Cache,
    /// L2 cache.
    pub l2: Cache,
    /// L3 cache.
    pub l3: Cache,
    /// Hardware threads (the parallel `ic` loop gets a multiple of this many blocks).
    pub cores: u64,
}

/// The blocking of one contraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sizes {
    /// Rows of the register block.
    pub mr: i64,
    /// Columns of the register block (a multiple of `vw`).
    pub nr: i64,
    /// Depth of a packed panel.
    pub kc: i64,
    /// Rows of the packed A block (a multiple of `mr`).
    pub mc: i64,
    /// Columns of the packed B panel (a multiple of `nr`).
    pub nc: i64,
    /// Vector width in elements.
    pub vw: i64,
}

const FALLBACK_L1: Cache = Cache {
    size: 32 << 10,
    ways: 8,
    line: 64,
};
const FALLBACK_L2: Cache = Cache {
    size: 1 << 20,
    ways: 16,
    line: 64,
};
const FALLBACK_L3: Cache = Cache {
    size: 8 << 20,
    ways: 16,
    line: 64,
};

fn parse_size(s: &str) -> Option<u64> {
    let s = s.trim();
    let (num, mul) = match s.chars().last()? {
        'K' => (&s[..s.len() - 1], 1u64 << 10),
        'M' => (&s[..s.len() - 1], 1 << 20),
        'G' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.parse::<u64>().ok()?.checked_mul(mul)
}

fn read_caches() -> [Option<Cache>; 3] {
    let mut out = [None, None, None];
    let base = std::path::Path::new("/sys/devices/system/cpu/cpu0/cache");
    let Ok(dir) = std::fs::read_dir(base) else {
        return out;
    };
    for e in dir.flatten() {
        let p = e.path();
        let read = |f: &str| std::fs::read_to_string(p.join(f)).ok();
        let (Some(level), Some(ty), Some(size)) = (read("level"), read("type"), read("size"))
        else {
            continue;
        };
        let ty = ty.trim();
        if ty != "Data" && ty != "Unified" {
            continue;
        }
        let Ok(level) = level.trim().parse::<usize>() else {
            continue;
        };
        let Some(size) = parse_size(&size) else {
            continue;
        };
        let ways = read("ways_of_associativity")
            .and_then(|w| w.trim().parse::<u64>().ok())
            .filter(|&w| w > 0)
            .unwrap_or(8);
        let line = read("coherency_line_size")
            .and_then(|w| w.trim().parse::<u64>().ok())
            .filter(|&w| w > 0)
            .unwrap_or(64);
        if (1..=3).contains(&level) && size > 0 {
            out[level - 1] = Some(Cache { size, ways, line });
        }
    }
    out
}

impl Machine {
    /// The host machine.
    pub fn host() -> Machine {
        #[allow(unused_mut)]
        let (mut bits, mut regs) = (128u64, 16u64);
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f") {
                (bits, regs) = (512, 32);
            } else if std::arch::is_x86_feature_detected!("avx2") {
                (bits, regs) = (256, 16);
            }
        }
        #[cfg(target_arch = "aarch64")]
        {
            (bits, regs) = (128, 32);
        }
        let [l1, l2, l3] = read_caches();
        Machine {
            vector_bits: bits,
            vregs: regs,
            fma_latency: 4,
            fma_throughput: 2,
            l1: l1.unwrap_or(FALLBACK_L1),
            l2: l2.unwrap_or(FALLBACK_L2),
            l3: l3.unwrap_or(FALLBACK_L3),
            cores: std::thread::available_parallelism().map_or(1, |n| n.get() as u64),
        }
    }

    /// The register block `(mr, nr)` for vectors of `vw` elements.
    pub fn register_block(&self, vw: i64) -> (i64, i64) {
        let v = vw.max(1) as u64;
        let need = v * self.fma_latency * self.fma_throughput;
        // mr·nv accumulators + nv B vectors + 1 broadcast ≤ registers.
        let cands: Vec<(u64, u64)> = (1..self.vregs.saturating_sub(1))
            .map(|nv| ((self.vregs - nv - 1) / nv, nv * v))
            .filter(|&(mr, _)| mr > 0)
            .collect();
        let hiding: Vec<(u64, u64)> = cands
            .iter()
            .copied()
            .filter(|&(mr, nr)| mr * nr >= need)
            .collect();
        let pool = if hiding.is_empty() { cands } else { hiding };
        // Largest mr·nr/(mr+nr), then more accumulators, then larger nr.
        let key = |&(mr, nr): &(u64, u64)| (mr * nr, mr + nr);
        let best = pool.iter().copied().max_by(|a, b| {
            let ((pa, sa), (pb, sb)) = (key(a), key(b));
            (u128::from(pa) * u128::from(sb))
                .cmp(&(u128::from(pb) * u128::from(sa)))
                .then(pa.cmp(&pb))
                .then(a.1.cmp(&b.1))
        });
        let (mr, nr) = best.unwrap_or((1, v));
        (mr as i64, nr as i64)
    }

    /// The model's sizes for `elem_bytes`-byte elements (vector width from the machine unless
    /// `vw` is given).
    pub fn sizes(&self, elem_bytes: u64, vw: Option<i64>) -> Sizes {
        let s = elem_bytes.max(1);
        let vw = vw
            .unwrap_or((self.vector_bits / 8 / s).max(1) as i64)
            .max(1);
        let (mr, nr) = self.register_block(vw);
        let (mr_u, nr_u) = (mr as u64, nr as u64);
        let (n1, l1) = (self.l1.sets(), self.l1.line);
        let w1 = self.l1.ways.max(2);
        // C_Ar = ⌊(W₁ − 1) / (1 + nr/mr)⌋ = ⌊(W₁ − 1)·mr / (mr + nr)⌋
        let car = ((w1 - 1) * mr_u / (mr_u + nr_u)).max(1);
        let kc = (car * n1 * l1 / (mr_u * s)).max(1);
        let (n2, l2) = (self.l2.sets(), self.l2.line);
        let cbr2 = (kc * nr_u * s).div_ceil(n2 * l2);
        let w2 = self.l2.ways.saturating_sub(1 + cbr2).max(1);
        let mc = (w2 * n2 * l2 / (kc * s) / mr_u * mr_u).max(mr_u);
        let (n3, l3) = (self.l3.sets(), self.l3.line);
        let cac3 = (mc * kc * s).div_ceil(n3 * l3);
        let w3 = self.l3.ways.saturating_sub(1 + cac3).max(1);
        let nc = (w3 * n3 * l3 / (kc * s) / nr_u * nr_u).max(nr_u);
        Sizes {
            mr,
            nr,
            kc: kc as i64,
            mc: mc as i64,
            nc: nc as i64,
            vw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skylake_x() -> Machine {
        // AVX-512, 32 registers; L1d 48K 12-way, L2 1M 16-way, L3 32M 16-way, 64-byte lines.
        Machine {
            vector_bits: 512,
            vregs: 32,
            fma_latency: 4,
            fma_throughput: 2,
            l1: Cache {
                size: 48 << 10,
                ways: 12,
                line: 64,
            },
            l2: Cache {
                size: 1 << 20,
                ways: 16,
                line: 64,
            },
            l3: Cache {
                size: 32 << 20,
                ways: 16,
                line: 64,
            },
            cores: 2,
        }
    }

    fn haswell() -> Machine {
        Machine {
            vector_bits: 256,
            vregs: 16,
            fma_latency: 5,
            fma_throughput: 2,
            l1: Cache {
                size: 32 << 10,
                ways: 8,
                line: 64,
            },
            l2: Cache {
                size: 256 << 10,
                ways: 8,
                line: 64,
            },
            l3: Cache {
                size: 8 << 20,
                ways: 16,
                line: 64,
            },
            cores: 4,
        }
    }

    #[test]
    fn avx512_f64() {
        // V = 8. Candidates (nv: mr = ⌊(32 − nv − 1)/nv⌋): nv=1: 30×8 (240/38 = 6.32),
        // nv=2: 14×16 (224/30 = 7.47), nv=3: 9×24 (216/33 = 6.55), nv=4: 6×32 (5.05) → 14×16
        // (BLIS's skx dgemm kernel is 16×14 in column-major terms). 224 ≥ 8·4·2 = 64.
        // kc: N₁ = 48K/(12·64) = 64 sets; C_Ar = ⌊11·14/30⌋ = 5; kc = ⌊5·64·64/(14·8)⌋ = 182.
        // mc: N₂ = 1024 sets; B micro-panel 182·16·8 = 23296 B → ⌈23296/65536⌉ = 1 way;
        //   mc = ⌊14·65536/(182·8)⌋ = 630 → multiple of 14: 630.
        // nc: N₃ = 32768 sets; A block 630·182·8 = 917280 B → ⌈917280/2097152⌉ = 1 way;
        //   nc = ⌊14·2097152/(182·8)⌋ = 20164 → multiple of 16: 20160.
        let s = skylake_x().sizes(8, None);
        assert_eq!(
            s,
            Sizes {
                mr: 14,
                nr: 16,
                kc: 182,
                mc: 630,
                nc: 20160,
                vw: 8
            }
        );
    }

    #[test]
    fn avx2_f64_and_f32() {
        // f64, V = 4, 16 registers: nv=1: 14×4 (56/18 = 3.11), nv=2: 6×8 (48/14 = 3.43),
        // nv=3: 4×12 (48/16 = 3) → 6×8 (BLIS haswell dgemm: 6×8); 48 ≥ 4·5·2 = 40.
        // kc: N₁ = 64; C_Ar = ⌊7·6/14⌋ = 3; kc = ⌊3·64·64/(6·8)⌋ = 256.
        // mc: N₂ = 512; B micro-panel 256·8·8 = 16384 B → ⌈16384/32768⌉ = 1 way;
        //   mc = ⌊6·32768/(256·8)⌋ = 96 → 96.
        // nc: N₃ = 8192; A block 96·256·8 = 196608 → ⌈196608/524288⌉ = 1; nc = ⌊14·524288/2048⌋
        //   = 3584 → multiple of 8: 3584.
        let s = haswell().sizes(8, None);
        assert_eq!(
            s,
            Sizes {
                mr: 6,
                nr: 8,
                kc: 256,
                mc: 96,
                nc: 3584,
                vw: 4
            }
        );
        // f32, V = 8: nv=1: 14×8 (112/22 = 5.09), nv=2: 6×16 (96/22 = 4.36) → 14×8;
        // 112 ≥ 8·5·2 = 80. C_Ar = ⌊7·14/22⌋ = 4; kc = ⌊4·64·64/(14·4)⌋ = 292;
        // B micro-panel 292·8·4 = 9344 → 1 way; mc = ⌊6·32768/(292·4)⌋ = 168 (a multiple of 14);
        // A block 168·292·4 = 196224 → 1 way; nc = ⌊14·524288/1168⌋ = 6284 → 6280.
        let s = haswell().sizes(4, None);
        assert_eq!(
            s,
            Sizes {
                mr: 14,
                nr: 8,
                kc: 292,
                mc: 168,
                nc: 6280,
                vw: 8
            }
        );
    }

    #[test]
    fn narrow_vectors_on_a_wide_machine() {
        // vector-width=2 on the AVX-512 machine (32 registers): nv=1: 30×2 (60/32 = 1.88),
        // nv=2: 14×4 (56/18 = 3.11), nv=3: 9×6 (54/15 = 3.6), nv=4: 6×8 (48/14 = 3.43),
        // nv=5: 5×10 (50/15 = 3.33), nv=6: 4×12 (3), nv=7: 3×14 → 9×6.
        let (mr, nr) = skylake_x().register_block(2);
        assert_eq!((mr, nr), (9, 6));
    }

    #[test]
    fn cache_sizes_parse() {
        assert_eq!(parse_size("48K"), Some(48 << 10));
        assert_eq!(parse_size("32768K\n"), Some(32 << 20));
        assert_eq!(parse_size("2M"), Some(2 << 20));
        assert_eq!(parse_size("x"), None);
        let h = Machine::host();
        assert!(h.vector_bits >= 128 && h.vregs >= 16);
    }
}
