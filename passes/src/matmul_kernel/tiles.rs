//! Register and cache tile sizes from the vector width (docs/lowering/matmul-kernel.md).

/// The tile sizes of one generated kernel, in elements.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tiles {
    /// Lanes of one vector.
    pub lanes: i64,
    /// Rows of the register tile (broadcast A elements).
    pub mr: i64,
    /// Vectors per row of the register tile: NR = nv * lanes columns.
    pub nv: i64,
    /// Depth of a packed panel (the k block).
    pub kc: i64,
    /// Rows of the packed A block.
    pub mc: i64,
    /// Columns of the packed B panel.
    pub nc: i64,
    /// Elements in a 64-byte cache line (the padding of packed A rows).
    pub line: i64,
}

impl Tiles {
    pub fn nr(&self) -> i64 {
        self.nv * self.lanes
    }

    /// The tiles for `vector_bits`-wide registers and `elem_bytes`-byte elements: MR x NV
    /// accumulators take 24 of AVX-512's 32 registers, 12 or 8 of AVX2's/SSE's/NEON's 16
    /// (the rest hold B vectors and the broadcast), a B micro-panel (kc x NR) up to 64 KiB
    /// (streamed from L2: a deep kc re-reads C fewer times), an A block (mc x kc) a quarter
    /// of a 1 MiB L2.
    pub fn for_target(vector_bits: u32, elem_bytes: i64) -> Tiles {
        let lanes = (i64::from(vector_bits) / 8 / elem_bytes).max(1);
        let (mr, nv) = match vector_bits {
            512 => (12, 2),
            256 => (6, 2),
            _ => (4, 2),
        };
        let nr = nv * lanes;
        // kc * NR * elem_bytes ~ 64 KiB, at most 512: C is read and written once per k
        // block, and on Zen 4 kc = 512 ran a 1024² product 8% faster than 192 (the B
        // micro-panel in L1), the kernel's loads then coming from L2 at 6 bytes a cycle.
        let kc = (64 * 1024 / (nr * elem_bytes)).clamp(64, 512);
        let mc = (256 * 1024 / (kc * elem_bytes) / mr * mr).max(mr);
        let nc = (2048 / nr).max(1) * nr;
        Tiles {
            lanes,
            mr,
            nv,
            kc,
            mc,
            nc,
            line: (64 / elem_bytes).max(1),
        }
    }
}

impl Tiles {
    /// With the non-zero entries of `[kc, mc, nc]` replacing the defaults (mc and nc rounded
    /// up to whole micro-panels).
    pub fn with_blocks(mut self, [kc, mc, nc]: [i64; 3]) -> Tiles {
        if kc > 0 {
            self.kc = kc;
        }
        if mc > 0 {
            self.mc = (mc + self.mr - 1) / self.mr * self.mr;
        }
        if nc > 0 {
            self.nc = (nc + self.nr() - 1) / self.nr() * self.nr();
        }
        self
    }
}

/// The widest vector registers of the host (`avx512f` 512, `avx2` 256, else 128).
pub fn host_vector_bits() -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("avx512f") {
            return 512;
        }
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma") {
            return 256;
        }
    }
    128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_follow_the_vector_width() {
        let t = Tiles::for_target(512, 4);
        assert_eq!((t.lanes, t.mr, t.nr(), t.kc, t.mc), (16, 12, 32, 512, 120));
        assert_eq!(t.mc % t.mr, 0);
        assert_eq!(t.nc % t.nr(), 0);
        let t = Tiles::for_target(256, 8);
        assert_eq!((t.lanes, t.mr, t.nr()), (4, 6, 8));
        assert_eq!(Tiles::for_target(128, 4).nr(), 8);
    }
}
